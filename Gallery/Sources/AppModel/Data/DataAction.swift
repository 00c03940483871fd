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
  /// Read back the favourites kept from earlier runs (the persistence middleware answers).
  case restoreFavorites
  /// The favourites kept from earlier runs (scenes, and archive items), and what went wrong opening
  /// their store, if anything.
  case favoritesRestored(Set<Int>, archive: Set<Int> = [], problem: String?)
  /// Keeping the favourites failed; they live in memory from now on.
  case storageFailed(String)
}
