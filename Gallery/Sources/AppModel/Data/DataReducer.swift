import Redux

/// The data's reducer: feeds arriving (a feed that could not be fetched again keeps what it had),
/// loading failing and retried, favourites marked and restored, storage failing, the Archive's
/// keyword and category set or cleared. It does no work of
/// its own: loading and storage are the middleware's (``feedLoading(_:)``, ``favoritesPersistence(_:)``).
public let dataReducer: Reducer<DataState, DataAction> = { data, action in
  switch action {
  case .loadFeeds:
    data.loadState = .loading
  case .retry:
    guard data.hasLoadFailures else { break }
    return .send(.loadFeeds)
  case .feedsLoaded(let feeds, let issues):
    // A feed that could not be fetched this time keeps what it showed: a retry against a server
    // that is down loses nothing.
    let failed = Set(issues.filter { $0.index == nil }.compactMap { Feed(rawValue: $0.feed) })
    data.feeds = feeds.keeping(failed, from: data.feeds)
    data.issues = issues
    data.loadState = .loaded
  case .feedsFailed(let error):
    data.loadState = .failed
    data.issues.append(FeedIssue(feed: "all", reason: error.description))
  case .toggleFavorite(let id):
    data.favorites.formSymmetricDifference([id])
  case .toggleArchiveFavorite(let id):
    data.archiveFavorites.formSymmetricDifference([id])
  case .setArchiveKeyword(let keyword):
    _ = data.archive.setKeyword(keyword)
  case .setArchiveCategory(let category):
    data.archive.category = category
  case .clearArchiveConditions:
    _ = data.archive.clear()
  case .favoritesRestored(let favorites, let archive, let problem):
    // Marks made before the store answered are kept too.
    data.favorites.formUnion(favorites)
    data.archiveFavorites.formUnion(archive)
    data.storageProblem = problem
  case .storageFailed(let problem):
    data.storageProblem = problem
  case .restoreFavorites:
    break
  }
  return .none
}
