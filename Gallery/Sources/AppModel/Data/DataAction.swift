/// What can happen to the Gallery's data (``DataState``).
public enum DataAction: Equatable, Sendable {
  /// Start loading the feeds (the loading middleware answers).
  case loadFeeds
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
