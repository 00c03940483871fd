import Foundation
import Redux

/// The Gallery's reducer: the feeds', the navigation and the Archive screen's reducers, combined.
public let appReducer: Reducer<AppState, AppAction> = combineReducers(feedsReducer, navigationReducer, archiveReducer)

/// Loading the feeds.
let feedsReducer: Reducer<AppState, AppAction> = { state, action in
  switch action {
  case .loadFeeds:
    state.loadState = .loading
  case .feedsLoaded(let feeds, let issues):
    // A feed that could not be fetched this time keeps what it showed: a retry against a server
    // that is down loses nothing.
    let failed = Set(issues.filter { $0.index == nil }.compactMap { Feed(rawValue: $0.feed) })
    state.feeds = feeds.keeping(failed, from: state.feeds)
    state.issues = issues
    state.loadState = .loaded
  case .feedsFailed(let error):
    state.loadState = .failed
    state.issues.append(FeedIssue(feed: "all", reason: error.description))
  default:
    break
  }
}

/// Screens, carousel positions, taps and favourites.
let navigationReducer: Reducer<AppState, AppAction> = { state, action in
  switch action {
  case .select(let screen):
    // Another screen replaces whatever detail was open on this one.
    if screen != state.selectedScreen, state.detail != nil {
      state.detail = nil
      state.closedDetails += 1
    }
    state.selectedScreen = screen
  case .settled(let carousel, let index):
    state.carouselIndices[carousel] = index
  case .paged(let forward):
    state.pagerPage += forward ? 1 : -1
  case .tapped(let carousel, let id):
    state.tapLog.append("\(carousel?.rawValue ?? "item") \(id)")
    if state.tapLog.count > 20 { state.tapLog.removeFirst(state.tapLog.count - 20) }
  case .toggleFavorite(let id):
    if state.favorites.contains(id) { state.favorites.remove(id) } else { state.favorites.insert(id) }
  case .detailOpened(let ref):
    state.detail = ref
  case .detailClosed:
    state.detail = nil
    state.closedDetails += 1
  case .favoritesRestored(let favorites, _, let problem):
    // Marks made before the store answered are kept too.
    state.favorites.formUnion(favorites)
    state.storageProblem = problem
  case .storageFailed(let problem):
    state.storageProblem = problem
  default:
    break
  }
}
