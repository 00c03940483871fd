import AppModel
import SwiftUI

/// The seed app's window: ``SeedAppView`` over a store of the bundled feeds. The Mac executable and the
/// iOS app playground both show this scene.
public struct SeedAppScene: Scene {
  @State private var store = SeedStore.seedApp(source: .bundled)

  /// The app over the bundled feeds and photos.
  public init() {}

  public var body: some Scene {
    WindowGroup {
      SeedAppView(store: store, source: .bundled)
    }
  }
}
