import CarouselImages
import Foundation

/// Where the feeds and their photos come from. Every source is read the same way — by URL, through a
/// `DataLoading` loader — so the bundled files, a folder and the HTTP API share one code path.
public enum FeedSource: Sendable, Equatable, CustomStringConvertible {
  /// The sample feeds in this module's resources (file URLs).
  case bundled
  /// Feed files named as the bundled ones in a folder (file URLs).
  case folder(URL)
  /// A `gallery serve` API: `GET <base>/v1/<feed>` and `GET <base>/v1/photos/<name>`.
  case api(URL)

  /// The path of the API's feeds under its base URL.
  public static let apiPrefix = "v1"

  /// Where `feed` is read from, or nil when the bundled resources are missing.
  public func url(for feed: Feed) -> URL? {
    switch self {
    case .bundled: FeedBundle.sampleDirectory?.appendingPathComponent(feed.fileName)
    case .folder(let directory): directory.appendingPathComponent(feed.fileName)
    case .api(let base): base.appendingPathComponent(Self.apiPrefix).appendingPathComponent(feed.rawValue)
    }
  }

  /// Where the API serves the photo a feed names by `photoURL` (its last path component), or nil
  /// for sources whose photos are files.
  public func apiPhotoURL(for photoURL: String) -> URL? {
    guard case .api(let base) = self, let name = PhotoFiles.name(of: photoURL) else { return nil }
    return base.appendingPathComponent(Self.apiPrefix).appendingPathComponent("photos").appendingPathComponent(name)
  }

  /// How long a feed's request may go without data before it fails, in seconds: 10.
  public static let defaultTimeout: TimeInterval = 10

  /// Reads every feed from this source, all at once, through a loader of its own whose requests give
  /// up after `timeout` seconds without data (``FeedBundle/fetch(from:loader:)``): a feed that cannot
  /// be fetched or decoded is reported and left empty, and the others load.
  public func fetchFeeds(timeout: TimeInterval = defaultTimeout) async -> (feeds: FeedBundle, issues: [FeedIssue]) {
    await FeedBundle.fetch(from: self, loader: URLSessionDataLoader(timeout: timeout))
  }

  /// The source in words: "the bundled feeds", a folder's path, or the API's base URL.
  public var description: String {
    switch self {
    case .bundled: "the bundled feeds"
    case .folder(let directory): directory.path
    case .api(let base): base.absoluteString
    }
  }
}
