import AppModel
import CarouselCore
import Foundation
import Redux

/// The Gallery's reducer, made of its features' (``scope(state:action:embed:_:)``): the data's, each
/// screen's and the detail's, each hearing only its own actions; then the app's own, which acts on
/// what they report (their `delegate` actions) and shows another screen. Every report is an action
/// the store dispatches, so middleware sees it and a `StoreTester` receives it.
///
/// The input the front end sends — a pointer sample, the wheel, a key, a tick of the clock — the
/// scene routes in this reducer's own body (a drag sample's way from the window to the engine stays
/// short): the samples through the drag arbiter to the screen shown, keys and the wheel to its
/// feature as its own action, the clock to every feature. What they report comes back as actions
/// (`.send`). Each action says what it changes: new feeds lay the scene out, new Archive conditions
/// search again, another screen is shown. Nothing is compared before and after.
///
/// - Parameter text: how the scene's layouts measure titles and paragraphs (`.pango` in the Gallery).
public func appReducer(text: some TextMeasuring) -> Reducer<AppState, AppAction> {
  let text: any TextMeasuring = text
  let features = combineReducers(
    scope(state: \.data, action: \.data, embed: AppAction.data, dataReducer),
    scope(state: \.scene.home, action: \.home, embed: AppAction.home, HomeScene.reducer),
    scope(state: \.scene.favorites, action: \.favorites, embed: AppAction.favorites, FavoritesScene.reducer),
    scope(state: \.scene.pager, action: \.pager, embed: AppAction.pager, PagerScene.reducer),
    scope(state: \.scene.rows, action: \.rows, embed: AppAction.rows, RowsScene.reducer),
    scope(state: \.scene.articles, action: \.articles, embed: AppAction.articles, ArticlesScene.reducer),
    scope(state: \.archiveFeature, action: \.archive, embed: AppAction.archive, ArchiveFeature.reducer),
    scope(state: \.detailFeature, action: \.detail, embed: AppAction.detail, DetailFeature.reducer(text: text)),
    reportsReducer(text: text))
  return { state, action in
    switch action {
    case .pointer(let event):
      return .send(state.scene.handle(event, GalleryScene.Context(state)))
    case .tick(let time):
      return .send(state.scene.advance(to: time, GalleryScene.Context(state)))
    case .key(let key, let time):
      return .send(state.scene.forward(.key(key, time: time), GalleryScene.Context(state)))
    case .wheel(let dx, let dy, let point, let time):
      guard let input = GalleryScene.wheelInput(dx: dx, dy: dy, at: point, time: time) else { return .none }
      return .send(state.scene.forward(input, GalleryScene.Context(state)))
    case .markSelected:
      return .send(state.scene.forward(.mark, GalleryScene.Context(state)))
    case .back(let time):
      if !state.scene.closeDetail(time: time, GalleryScene.Context(state)) { state.quitRequested = true }
      return .none
    case .resize(let size):
      state.scene.resize(to: size, GalleryScene.Context(state), text: text)
      return .none
    default:
      return features(&state, action)
    }
  }
}

/// The app's own reducer, after the features': it shows the screen chosen, lays the scene out for
/// feeds that arrived and the Archive's list for its new conditions, and acts on what the features
/// report — a tap goes in the tap log, a card's detail opens, a ♡, a ♥ or the Archive's new keyword
/// or category is a change of the data, a detail closed is counted.
private func reportsReducer(text: any TextMeasuring) -> Reducer<AppState, AppAction> {
  { state, action in
    switch action {
    case .data(.feedsLoaded):
      state.scene.load(GalleryScene.Context(state), text: text)
    case .data(.setArchiveKeyword), .data(.setArchiveCategory), .data(.clearArchiveConditions):
      state.scene.search(state.data.archive)
    case .select(let screen):
      // The field lets the keyboard go with its screen (or when it was not shown).
      if screen != .archive { state.archive.endEditing() }
      guard screen != state.selectedScreen else { break }
      state.selectedScreen = screen
      if state.scene.show(screen, GalleryScene.Context(state)) { state.closedDetails += 1 }
    case .home(.delegate(.tapped(let carousel, let id))): state.logTap(carousel, id)
    case .rows(.delegate(.tapped(let carousel, let id))): state.logTap(carousel, id)
    case .favorites(.delegate(.tapped(let id))): state.logTap(.favorites, id)
    case .articles(.delegate(.tapped(let id))): state.logTap(.articles, id)
    case .archive(.delegate(.tapped(let id))): state.logTap(nil, id)
    case .home(.delegate(.openDetail(let ref))), .favorites(.delegate(.openDetail(let ref))),
      .rows(.delegate(.openDetail(let ref))), .articles(.delegate(.openDetail(let ref))):
      state.scene.openDetail(ref, GalleryScene.Context(state), text: text)
    case .favorites(.delegate(.toggleFavorite(let id))):
      return .send(.data(.toggleFavorite(id: id)))
    case .archive(.delegate(.toggleFavorite(let id))):
      return .send(.data(.toggleArchiveFavorite(id: id)))
    case .archive(.delegate(.setKeyword(let keyword))):
      return .send(.data(.setArchiveKeyword(keyword)))
    case .archive(.delegate(.setCategory(let category))):
      return .send(.data(.setArchiveCategory(category)))
    case .archive(.delegate(.clearConditions)):
      return .send(.data(.clearArchiveConditions))
    case .detail(.delegate(.closed)):
      state.closedDetails += 1
    default:
      break
    }
    return .none
  }
}

extension AppState {
  /// Notes a tap on item `id` of `carousel` (nil: a card of a page or a list) in the tap log, which
  /// keeps the latest 20.
  fileprivate mutating func logTap(_ carousel: Carousel?, _ id: Int) {
    tapLog.append("\(carousel?.rawValue ?? "item") \(id)")
    if tapLog.count > 20 { tapLog.removeFirst(tapLog.count - 20) }
  }
}
