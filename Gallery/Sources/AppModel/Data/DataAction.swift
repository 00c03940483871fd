/// What can happen to the app's data (``DataState``): what a front end dispatches (load, retry, mark,
/// restore) and what the middleware answers with (feeds loaded or failed, favourites restored,
/// storage failed).
public enum DataAction: Equatable, Sendable {
  /// Start loading the feeds (the loading middleware, ``feedLoading(_:)``, answers).
  case loadFeeds
  /// Load the feeds again if a feed or the whole load failed (``DataState/hasLoadFailures``);
  /// nothing otherwise. What a banner's "retry" dispatches.
  case retry
  /// The feeds arrived (with what had to be skipped).
  case feedsLoaded(FeedBundle, issues: [FeedIssue])
  /// Loading failed altogether.
  case feedsFailed(FeedLoadError)
  /// Mark or unmark a favourite scene.
  case toggleFavorite(id: Int)
  /// Mark or unmark an Archive item ♥.
  case toggleArchiveFavorite(id: Int)
  /// The Archive's keyword is now this text, kept as ``ArchiveConditions/setKeyword(_:)`` keeps it
  /// (one line of printable text, at most 64 characters): what a search field's every edit sends.
  case setArchiveKeyword(String)
  /// The Archive's category chip is now this one (nil: all categories).
  case setArchiveCategory(String?)
  /// No keyword, no category: the Archive's "clear conditions".
  case clearArchiveConditions
  /// Read back the favourites kept from earlier runs (the persistence middleware answers).
  case restoreFavorites
  /// The favourites kept from earlier runs (scenes, and archive items), and what went wrong opening
  /// their store, if anything.
  case favoritesRestored(Set<Int>, archive: Set<Int> = [], problem: String?)
  /// Keeping the favourites failed; they live in memory from now on.
  case storageFailed(String)
}
