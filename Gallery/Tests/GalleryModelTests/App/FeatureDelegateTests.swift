import AppModel
import CarouselCore
import Foundation
import GalleryModel
import GalleryTestSupport
import Redux
import ReduxTesting
import Testing

/// What a screen reports reaches the store as its own delegate action — seen by middleware, received by
/// a `StoreTester` — and the app's reducer acts on it: a mark becomes a change of the data, a tap goes
/// in the tap log and opens its card's detail, a detail closed is counted.
@MainActor
@Suite("Features' delegate actions")
struct FeatureDelegateTests {
  /// The app's state with the sample feeds laid out, showing `screen`, at time 0.
  static func loaded(on screen: Screen) throws -> AppState {
    var state = AppState()
    _ = galleryReducer(&state, .data(.feedsLoaded(try FeedBundle.sample().feeds, issues: [])))
    _ = galleryReducer(&state, .select(screen))
    _ = galleryReducer(&state, .tick(0))
    return state
  }

  /// A tap at `point`, and the frames that follow it, from `time` seconds.
  static func tap(_ tester: StoreTester<AppState, AppAction>, at point: CGPoint, time: TimeInterval) {
    tester.send(.pointer(.began(point, at: time)))
    tester.send(.tick(time))
    tester.send(.pointer(.ended(point, at: time + 0.05)))
    for frame in 1...6 { tester.send(.tick(time + 0.05 + Double(frame) / 60)) }
  }

  @Test("F on the Archive's chosen row: the Archive reports its ♥, and the app marks the item in the data")
  func archiveMark() async throws {
    var state = try Self.loaded(on: .archive)
    state.archive.selectedID = 3
    let tester = StoreTester(initialState: state, reducer: galleryReducer)
    tester.send(.markSelected)
    await tester.receive(.archive(.input(.mark)))
    await tester.receive(.archive(.delegate(.toggleFavorite(id: 3))))
    await tester.receive(.data(.toggleArchiveFavorite(id: 3))) { $0.data.archiveFavorites = [3] }
    await tester.finish()
  }

  @Test("Typing in the Archive: it reports the new keyword, the app sets it in the data, the list shows what it finds")
  func archiveTyping() async throws {
    var state = try Self.loaded(on: .archive)
    state.archive.isEditing = true
    let tester = StoreTester(initialState: state, reducer: galleryReducer, exhaustivity: .off)
    tester.send(.archive(.insert("ｶﾚｰ")))
    await tester.receive(.archive(.delegate(.setKeyword("ｶﾚｰ"))))
    await tester.receive(.data(.setArchiveKeyword("ｶﾚｰ"))) { $0.data.archive.keyword = "ｶﾚｰ" }
    let archive = { tester.store.state.scene.archive }
    #expect(archive().results.count == 7 && archive().conditions.keyword == "ｶﾚｰ")
    // What a front end sets in the data itself, the list follows too.
    tester.send(.data(.setArchiveCategory("パン"))) { $0.data.archive.category = "パン" }
    #expect(archive().results.map { archive().search.items[$0].title } == ["カレーパン"])
    tester.send(.archive(.clearConditions))
    await tester.receive(.archive(.delegate(.clearConditions)))
    await tester.receive(.data(.clearArchiveConditions)) { $0.data.archive = ArchiveConditions() }
    #expect(archive().results.count == 36)
    await tester.finish()
  }

  @Test("A tap on a favourite card's ♡: Favourites reports it, a middleware sees it, the app marks the scene")
  func favouriteHeart() async throws {
    let state = try Self.loaded(on: .favorites)
    var seen: [AppAction] = []
    let tester = StoreTester(
      initialState: state, reducer: galleryReducer,
      middlewares: [
        { _, action in
          seen.append(action)
          return .none
        }
      ], exhaustivity: .off)
    let card = try #require(state.scene.favorites.stack.placements().first { $0.index == 0 }?.frame)
    let origin = state.scene.favorites.frame.origin
    let id = state.data.feeds.favoriteScenes[0].id
    Self.tap(tester, at: CGPoint(x: origin.x + card.minX + 30, y: origin.y + card.maxY - 24), time: 1)
    await tester.receive(.favorites(.delegate(.toggleFavorite(id: id))))
    await tester.receive(.data(.toggleFavorite(id: id))) { $0.data.favorites = [id] }
    #expect(seen.contains(.favorites(.delegate(.toggleFavorite(id: id)))))
    #expect(tester.store.state.detail == nil)
    await tester.finish()
  }

  @Test("A tap on a featured card: Home reports the tap and its detail; the app logs it, opens it, counts it closed")
  func featuredCardOpensItsDetail() async throws {
    let state = try Self.loaded(on: .home)
    let id = state.data.feeds.featuredTopics[0].id
    let tester = StoreTester(initialState: state, reducer: galleryReducer, exhaustivity: .off)
    Self.tap(tester, at: CGPoint(x: 100, y: 450), time: 1)
    await tester.receive(.home(.delegate(.tapped(.featured, id: id)))) { $0.tapLog = ["featured \(id)"] }
    await tester.receive(.home(.delegate(.openDetail(DetailRef(.featured, id: id)))))
    #expect(tester.store.state.detail == DetailRef(.featured, id: id))
    tester.send(.back(time: 3))
    for frame in 1...120 { tester.send(.tick(3 + Double(frame) / 60)) }
    await tester.receive(.detail(.delegate(.closed))) { $0.closedDetails = 1 }
    #expect(tester.store.state.detail == nil)
    await tester.finish()
  }
}
