import AppModel
import CarouselCore
import Foundation
import GalleryRender
import GalleryTestSupport
import Redux
import ReduxTesting
import Testing

@testable import GalleryModel

/// The app's reducer made of its features', the data's middleware run over the app's state (what
/// the data alone does is AppModelTests'), and the input actions.
@MainActor
@Suite("App reducer and middleware")
struct AppReducerTests {
  nonisolated static let small: FeedBundle = {
    var feeds = FeedBundle()
    feeds.campaignBanners = [CampaignBanner(id: 1, bannerContentsID: 1001, bannerURL: "b.jpg")]
    return feeds
  }()

  @Test("Feeds load through the middleware, and the scene is laid out for them in the same step")
  func feedsLoadThroughTheMiddleware() async {
    let tester = StoreTester(
      initialState: AppState(), reducer: galleryReducer,
      middlewares: appMiddleware(load: { (Self.small, [FeedIssue(feed: "x", index: 1, reason: "skipped")]) }))
    tester.send(.data(.loadFeeds)) { $0.data.loadState = .loading }
    await tester.receive(.data(.feedsLoaded(Self.small, issues: [FeedIssue(feed: "x", index: 1, reason: "skipped")]))) {
      $0.data.loadState = .loaded
      $0.data.feeds = Self.small
      $0.data.issues = [FeedIssue(feed: "x", index: 1, reason: "skipped")]
      // The scene is set up for them in the same step: the ring has its one banner.
      $0.scene.load(GalleryScene.Context($0), text: PangoTextMeasurer())
    }
    #expect(tester.store.state.scene.home.banners.elementIDs == [1])
    await tester.finish()
  }

  @Test("A screen is chosen, a favourite marked and unmarked, a tap logged")
  func navigationTapsAndFavourites() {
    let tester = StoreTester(initialState: AppState(), reducer: galleryReducer)
    tester.send(.select(.pager)) { $0.selectedScreen = .pager }
    tester.send(.data(.toggleFavorite(id: 7))) { $0.data.favorites = [7] }
    tester.send(.data(.toggleFavorite(id: 7))) { $0.data.favorites = [] }
    tester.send(.home(.delegate(.tapped(.featured, id: 2)))) { $0.tapLog = ["featured 2"] }
  }

  /// Inputs are actions: an arrow key and the clock's ticks turn the pager, and the page the state
  /// reports is the one its host shows — there is no second copy to fall out of step.
  @Test("Keys and ticks are actions, and the pager's page is the one its host shows")
  func inputsAreActionsAndThePageIsTheHosts() {
    let store = Store(initialState: AppState(), reducer: galleryReducer)
    store.dispatch(.select(.pager))
    store.dispatch(.tick(0))
    store.dispatch(.key(.right, time: 0))
    #expect(!store.state.isSettled)
    for frame in 1...120 { store.dispatch(.tick(Double(frame) / 60)) }
    #expect(store.state.isSettled)
    #expect(store.state.pagerPage == 1)
    #expect(store.state.scene.pager.host.currentIndex == 1)
    store.dispatch(.key(.left, time: 3))
    store.dispatch(.key(.left, time: 3.05))
    for frame in 1...120 { store.dispatch(.tick(3.05 + Double(frame) / 60)) }
    #expect(store.state.pagerPage == -1)
    #expect(StateDump(store.state).pagerPage == -1)
  }

  /// Escape closes an open detail; with none open it asks to quit, and the state says so.
  @Test("Escape with no detail open asks to quit")
  func backWithNothingOpenAsksToQuit() {
    let store = Store(initialState: AppState(), reducer: galleryReducer)
    #expect(!store.state.quitRequested)
    store.dispatch(.back(time: 0))
    #expect(store.state.quitRequested)
  }

  /// A tab-bar tap is a pointer action like any other: the scene reports the screen it names and the
  /// reducer folds it in within the same dispatch.
  @Test("A tap on the tab bar selects its screen within the same dispatch")
  func aTabBarTapSelectsItsScreenInTheSameDispatch() {
    let store = Store(initialState: AppState(), reducer: galleryReducer)
    let size = store.state.scene.size
    let slot = size.width / CGFloat(Screen.allCases.count)
    let point = CGPoint(x: slot * 3.5, y: size.height - 20)
    store.dispatch(.pointer(.began(point, at: 0)))
    store.dispatch(.pointer(.ended(point, at: 0.05)))
    #expect(store.state.selectedScreen == .rows)
  }

  /// The scene's reports are actions of their own: the state right after the tap still shows Home,
  /// the tester receives the screen the tab named, and a middleware sees it go by.
  @Test("What the scene reports is an action of its own: received by the tester, seen by middleware")
  func whatTheSceneReportsIsReceivedAndMiddlewareSeesIt() async {
    var seen: [AppAction] = []
    let tester = StoreTester(
      initialState: AppState(), reducer: galleryReducer,
      middlewares: [
        { _, action in
          seen.append(action)
          return .none
        }
      ], exhaustivity: .off)
    let size = tester.store.state.scene.size
    let point = CGPoint(x: size.width / CGFloat(Screen.allCases.count) * 3.5, y: size.height - 20)
    tester.send(.pointer(.began(point, at: 0)))
    tester.send(.pointer(.ended(point, at: 0.05))) { #expect($0.selectedScreen == .home) }
    await tester.receive(.select(.rows)) { $0.selectedScreen = .rows }
    #expect(seen.suffix(2) == [.pointer(.ended(point, at: 0.05)), .select(.rows)])
    await tester.finish()
  }

  /// Bad sizes and times answer with nothing changed and nothing non-finite.
  @Test("Sizes, times and samples that are not finite change nothing visible")
  func badInputActionsChangeNothingVisible() {
    let store = Store(initialState: AppState(), reducer: galleryReducer)
    let before = store.state
    for size in [
      CGSize(width: CGFloat.nan, height: 100), CGSize(width: -5, height: 0), CGSize(width: 1e300, height: .infinity),
    ] {
      store.dispatch(.resize(size))
    }
    store.dispatch(.tick(.nan))
    store.dispatch(.tick(-.infinity))
    store.dispatch(.wheel(dx: .nan, dy: .infinity, at: CGPoint(x: CGFloat.nan, y: 0), time: .nan))
    store.dispatch(.pointer(DragEvent(phase: .began, location: CGPoint(x: CGFloat.nan, y: 1), time: .nan)))
    store.dispatch(.pointer(DragEvent(phase: .ended, location: CGPoint(x: 1, y: CGFloat.infinity), time: 1)))
    #expect(store.state.matches(apartFromScene: before))
    #expect(store.state.scene.size == before.scene.size)
    #expect(store.state.scene.home.pageOffset.isFinite)
  }

  @Test("The tap log keeps the latest twenty")
  func theTapLogKeepsTheLatestTwenty() {
    let tester = StoreTester(initialState: AppState(), reducer: galleryReducer)
    for id in 0..<25 { tester.store.dispatch(.home(.delegate(.tapped(nil, id: id)))) }
    #expect(tester.store.state.tapLog.count == 20)
    #expect(tester.store.state.tapLog.first == "item 5")
  }

  @Test("The state dump counts every feed by its name")
  func theStateDumpCountsEveryFeed() throws {
    var state = AppState()
    let feeds = try FeedBundle.sample().feeds
    state.data.feeds = feeds
    #expect(
      StateDump(state).feedCounts
        == Dictionary(uniqueKeysWithValues: Feed.allCases.map { ($0.rawValue, feeds.count(of: $0)) }))
    #expect(StateDump(state).feedCounts["archive_items"] == 36)
  }
}
