import AppModel
import Foundation

/// Where a feed's photo is read from. The feeds name every photo by a URL whose last path component
/// is the file's name: the bundled feeds' photos are files inside AppModel's bundle, an API serves them
/// from its photo route (`GET <base>/v1/photos/<name>`).
struct PhotoLocator: Sendable {
  /// Where the feeds come from.
  var source: FeedSource

  /// The URL to load for a feed's `photoURL`, or nil when there is none (a name that is empty or a path
  /// trick, or bundled photos that are missing): the card then keeps its placeholder.
  func url(for photoURL: String) -> URL? {
    switch source {
    case .api: source.apiPhotoURL(for: photoURL)
    case .bundled, .folder: FeedBundle.samplePhotoDirectory.flatMap { PhotoFiles.file(for: photoURL, in: $0) }
    }
  }
}
