import CarouselCore
import Foundation
import Redux

/// The Gallery's reducer: the feeds', the navigation's and the Archive screen's reducers, then the
/// scene's. Input actions (``AppAction/pointer(_:)``, ``AppAction/tick(_:)`` and the rest) advance
/// ``AppState/scene``; what the scene reports — a tap, a favourite marked, a detail opened — comes back
/// as actions of its own (`.send`), which the store dispatches before the dispatch that caused them
/// returns: middleware sees them, and a `StoreTester` receives them.
///
/// Each action says what it changes in the scene: new feeds lay it out again, new Archive conditions
/// search again, another screen is shown. Nothing is compared before and after.
///
/// - Parameter text: how the scene's layouts measure titles and paragraphs (`TextMeasurer.pango` in
///   the Gallery).
public func appReducer(text: TextMeasurer) -> Reducer<AppState, AppAction> {
  { state, action in
    feedsReducer(&state, action, text: text)
    navigationReducer(&state, action)
    archiveReducer(&state, action)
    // Input actions move the scene; what it reports goes to the store as actions of their own.
    let context = GalleryScene.Context(state)
    switch action {
    case .pointer(let event):
      return .send(state.scene.handle(event, context))
    case .wheel(let dx, let dy, let point, let time):
      state.scene.wheel(dx: dx, dy: dy, at: point, time: time, context)
    case .key(let key, let time):
      return .send(state.scene.press(key, time: time, context))
    case .markSelected:
      return .send(state.scene.markSelected(context))
    case .back(let time):
      if !state.scene.closeDetail(time: time, context) { state.quitRequested = true }
    case .resize(let size):
      state.scene.resize(to: size, context, text: text)
    case .prepareDetail(let ref):
      state.scene.prepareDetail(ref, context.feeds, text: text)
    case .tick(let time):
      return .send(state.scene.advance(to: time, context, text: text))
    default:
      break
    }
    return .none
  }
}

/// Loading the feeds: feeds that arrive are laid out in the scene at once.
private func feedsReducer(_ state: inout AppState, _ action: AppAction, text: TextMeasurer) {
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
    state.scene.load(GalleryScene.Context(state), text: text)
  case .feedsFailed(let error):
    state.loadState = .failed
    state.issues.append(FeedIssue(feed: "all", reason: error.description))
  default:
    break
  }
}

/// Screens, taps and favourites.
private func navigationReducer(_ state: inout AppState, _ action: AppAction) {
  switch action {
  case .select(let screen) where screen != state.selectedScreen:
    state.selectedScreen = screen
    if state.scene.show(screen) { state.closedDetails += 1 }
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
