import SwiftUI

/// The environment key behind ``SwiftUICore/EnvironmentValues/photoLocator``.
private struct PhotoLocatorKey: EnvironmentKey {
  static let defaultValue = PhotoLocator(source: .bundled)
}

extension EnvironmentValues {
  /// Where the cards below read their photos (the bundled files unless the app says otherwise).
  var photoLocator: PhotoLocator {
    get { self[PhotoLocatorKey.self] }
    set { self[PhotoLocatorKey.self] = newValue }
  }
}
