import AppModel
import Foundation

/// What a request to ``GalleryServer`` asks for, read from its path alone.
///
/// Each path segment is percent-decoded on its own, so `photos/..%2FREADME` names a photo called
/// `../README` — which no photo is — rather than a file beside the folder. A trailing slash is ignored;
/// a query is not part of the path and is ignored too.
enum GalleryRoute: Equatable, Sendable {
  /// `/v1`: the feeds' names.
  case index
  /// `/v1/<feed>`: a feed's JSON.
  case feed(Feed)
  /// `/v1/photos/<name>`: a photo file, by the name the feeds' URLs give it.
  case photo(name: String)
  /// Anything else: 404.
  case unknown

  /// The route `path` (a request target such as `/v1/photos/a.jpg?size=2`) asks for.
  init(path: String) {
    let target = path.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
    let raw = target.split(separator: "/", omittingEmptySubsequences: true)
    let segments = raw.map { String($0).removingPercentEncoding }
    guard segments.first == "v1", !segments.contains(nil) else {
      self = .unknown
      return
    }
    switch segments.count {
    case 1:
      self = .index
    case 2:
      self = segments[1].flatMap(Feed.init(rawValue:)).map(Self.feed) ?? .unknown
    case 3 where segments[1] == "photos":
      guard let name = segments[2], !name.isEmpty, !name.contains("/"), name != ".", name != ".." else {
        self = .unknown
        return
      }
      self = .photo(name: name)
    default:
      self = .unknown
    }
  }
}
