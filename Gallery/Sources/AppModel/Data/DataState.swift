/// The app's data, apart from how any screen shows it: the feeds and where loading them stands,
/// the favourite scenes, and the Archive's search conditions and ♥ marks. ``DataAction`` says what
/// can happen to it and ``dataReducer`` applies it; the middleware that loads the feeds
/// (``feedLoading(_:)``) and the one that keeps the favourites (``favoritesPersistence(_:)``) act on
/// those actions. Nothing here knows a host, a layout or a gesture: the Gallery's scene and a
/// SwiftUI app's views read this state, and a ``DataStore`` runs it.
public struct DataState: Equatable, Sendable {
  /// The six feeds.
  public var feeds = FeedBundle()
  /// Where loading stands.
  public var loadState = LoadState.idle
  /// What was skipped while loading.
  public var issues: [FeedIssue] = []
  /// The ids of the favourite scenes marked ♡.
  public var favorites: Set<Int> = []
  /// The Archive's keyword and category.
  public var archive = ArchiveConditions()
  /// The ids of the Archive's items marked ♥.
  public var archiveFavorites: Set<Int> = []
  /// What went wrong keeping the favourites, in one line (they then live in memory only), if anything.
  public var storageProblem: String?

  /// No feeds yet, nothing marked.
  public init() {}
}
