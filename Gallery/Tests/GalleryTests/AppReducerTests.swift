import Foundation
import ReduxTesting
import Testing

@testable import GalleryModel

struct LoadFailure: Error, CustomStringConvertible {
  var description: String { "disk on fire" }
}

@MainActor
@Suite("App reducer and middleware")
struct AppReducerTests {
  nonisolated static let small: FeedBundle = {
    var feeds = FeedBundle()
    feeds.campaignBanners = [CampaignBanner(id: 1, bannerContentsID: 1001, bannerURL: "b.jpg")]
    return feeds
  }()

  @Test func feedsLoadThroughTheMiddleware() async {
    let tester = StoreTester(
      initialState: AppState(), reducer: appReducer,
      middlewares: [feedLoading { (Self.small, [FeedIssue(feed: "x", index: 1, reason: "skipped")]) }])
    tester.send(.loadFeeds) { $0.loadState = .loading }
    await tester.receive(.feedsLoaded(Self.small, issues: [FeedIssue(feed: "x", index: 1, reason: "skipped")])) {
      $0.loadState = .loaded
      $0.feeds = Self.small
      $0.issues = [FeedIssue(feed: "x", index: 1, reason: "skipped")]
    }
    await tester.finish()
  }

  @Test func aFailedLoadKeepsWhatWasThere() async {
    var loaded = AppState()
    loaded.feeds = Self.small
    loaded.loadState = .loaded
    let tester = StoreTester(
      initialState: loaded, reducer: appReducer, middlewares: [feedLoading { throw LoadFailure() }])
    tester.send(.loadFeeds) { $0.loadState = .loading }
    await tester.receive(.feedsFailed(.failed("disk on fire"))) {
      $0.loadState = .failed
      $0.issues = [FeedIssue(feed: "all", reason: "disk on fire")]
    }
    #expect(tester.store.state.feeds == Self.small)
    await tester.finish()
  }

  @Test func navigationCarouselsAndFavourites() {
    let tester = StoreTester(initialState: AppState(), reducer: appReducer)
    tester.send(.select(.pager)) { $0.selectedScreen = .pager }
    tester.send(.settled(.banners, index: 3)) { $0.carouselIndices[.banners] = 3 }
    tester.send(.paged(forward: true)) { $0.pagerPage = 1 }
    tester.send(.paged(forward: false)) { $0.pagerPage = 0 }
    tester.send(.paged(forward: false)) { $0.pagerPage = -1 }
    tester.send(.toggleFavorite(id: 7)) { $0.favorites = [7] }
    tester.send(.toggleFavorite(id: 7)) { $0.favorites = [] }
    tester.send(.tapped(.featured, id: 2)) { $0.tapLog = ["featured 2"] }
  }

  @Test func theTapLogKeepsTheLatestTwenty() {
    let tester = StoreTester(initialState: AppState(), reducer: appReducer)
    for id in 0..<25 { tester.store.dispatch(.tapped(nil, id: id)) }
    #expect(tester.store.state.tapLog.count == 20)
    #expect(tester.store.state.tapLog.first == "item 5")
  }
}
