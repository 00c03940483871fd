import CarouselCore
import Foundation
import Redux

/// The Gallery's reducer: the feeds', the navigation's and the Archive screen's reducers, then the
/// scene's. Input actions (``AppAction/pointer(_:)``, ``AppAction/tick(_:)`` and the rest) advance
/// ``AppState/scene``; what the scene reports — a tap, a favourite marked, a detail opened — is
/// reduced into the same state before the call returns, so a dispatch leaves the state complete.
///
/// Middleware sees the action dispatched, not what the scene reported while reducing it: an effect
/// that must follow a report watches the state instead (as the favourites' persistence does).
///
/// - Parameter text: how the scene's layouts measure titles and paragraphs (`TextMeasurer.pango` in
///   the Gallery).
public func appReducer(text: TextMeasurer) -> Reducer<AppState, AppAction> {
  @Sendable func reduce(_ state: inout AppState, _ action: AppAction) {
    let feedsBefore = state.feeds
    let conditionsBefore = (state.archive.keyword, state.archive.category)
    let screenBefore = state.selectedScreen
    feedsReducer(&state, action)
    navigationReducer(&state, action)
    archiveReducer(&state, action)
    if state.feeds != feedsBefore {
      state.scene.load(state.feeds, archive: state.archive, text: text)
    } else if (state.archive.keyword, state.archive.category) != conditionsBefore {
      state.scene.search(state.archive)
    }
    if state.selectedScreen != screenBefore, state.scene.show(state.selectedScreen) {
      state.closedDetails += 1
    }
    for reported in advanceScene(&state, action, text: text) { reduce(&state, reported) }
  }
  return reduce
}

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

/// Screens, taps and favourites.
let navigationReducer: Reducer<AppState, AppAction> = { state, action in
  switch action {
  case .select(let screen):
    state.selectedScreen = screen
  case .tapped(let carousel, let id):
    state.tapLog.append("\(carousel?.rawValue ?? "item") \(id)")
    if state.tapLog.count > 20 { state.tapLog.removeFirst(state.tapLog.count - 20) }
  case .toggleFavorite(let id):
    if state.favorites.contains(id) { state.favorites.remove(id) } else { state.favorites.insert(id) }
  case .detailClosed:
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

/// Applies an input action to the scene.
/// - Returns: what the scene reported, for the reducer to fold in.
private func advanceScene(_ state: inout AppState, _ action: AppAction, text: TextMeasurer) -> [AppAction] {
  let context = GalleryScene.Context(screen: state.selectedScreen, feeds: state.feeds, archive: state.archive)
  switch action {
  case .pointer(let event):
    return state.scene.handle(event, context)
  case .wheel(let dx, let dy, let point, let time):
    state.scene.wheel(dx: dx, dy: dy, at: point, time: time, on: state.selectedScreen)
  case .key(let key, let time):
    return state.scene.press(key, time: time, context)
  case .markSelected:
    return state.scene.markSelected(context)
  case .back(let time):
    if !state.scene.closeDetail(time: time, context) { state.quitRequested = true }
  case .resize(let size):
    state.scene.resize(to: size, context, text: text)
  case .prepareDetail(let ref):
    state.scene.prepareDetail(ref, context.feeds, text: text)
  case .tick(let time):
    return state.scene.advance(to: time, context, text: text)
  default:
    break
  }
  return []
}
