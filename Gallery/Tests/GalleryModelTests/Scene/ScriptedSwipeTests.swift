import CarouselCore
import Foundation
import GalleryApp
import GalleryModel
import GalleryRender
import GalleryTestSupport
import Testing

/// A scripted swipe on each carousel, headless, through the same scene, store and renderer as the
/// window — checking the state the store ends in.
@MainActor
@Suite("Scripted swipes")
struct ScriptedSwipeTests {
  static func flick(at point: CGPoint, by translation: CGSize, startTime: TimeInterval = 1) -> GestureScript {
    .flick(from: point, by: translation, duration: 0.08, startTime: startTime)
  }

  @Test("Swiping the ring left brings the next banner forward")
  func swipingTheRingLeftBringsTheNextBannerForward() async {
    let app = await GalleryApp.loaded(on: .home)
    app.replay(Self.flick(at: CGPoint(x: 300, y: 130), by: CGSize(width: -120, height: 0)))
    #expect(app.store.state.index(of: .banners) == 5)
  }

  @Test("Swiping the featured topics scrolls the row and not the page")
  func swipingFeaturedTopicsScrollsTheRowAndNotThePage() async {
    let app = await GalleryApp.loaded(on: .home)
    app.replay(Self.flick(at: CGPoint(x: 300, y: 450), by: CGSize(width: -200, height: 0)))
    #expect(app.store.state.index(of: .featured) > 0)
    #expect(app.scene.home.pageOffset == 0)
  }

  @Test("A vertical swipe over the row scrolls the page")
  func aVerticalSwipeOverTheRowScrollsThePage() async {
    let app = await GalleryApp.loaded(on: .home)
    app.replay(Self.flick(at: CGPoint(x: 300, y: 600), by: CGSize(width: 0, height: -200)))
    #expect(app.scene.home.pageOffset > 200)
    #expect(app.store.state.index(of: .featured) == 0)
  }

  @Test("Swiping the recent news moves one section")
  func swipingRecentNewsMovesOneSection() async {
    let app = await GalleryApp.loaded(on: .home)
    // Scroll the page so the news sits in view, then flick it.
    app.press(.down, times: 5, time: 0.5)
    app.advance(to: 1.5)
    let newsTop = app.scene.home.layout.news.frame.minY - app.scene.home.pageOffset
    app.replay(Self.flick(at: CGPoint(x: 320, y: newsTop + 100), by: CGSize(width: -150, height: 0), startTime: 2))
    #expect(app.store.state.index(of: .news) == 1)
  }

  @Test("Swiping the card stack reveals the next card, and the heart marks favourites")
  func swipingTheCardStackRevealsTheNextCardAndTheHeartMarksFavourites() async {
    let app = await GalleryApp.loaded(on: .favorites)
    app.replay(Self.flick(at: CGPoint(x: 300, y: 300), by: CGSize(width: -150, height: 0)))
    #expect(app.store.state.index(of: .favorites) == 1)
    // The heart sits in the top card's lower leading corner.
    let card = app.scene.favorites.stack.placements().first { $0.index == 1 }?.frame ?? .zero
    let origin = app.scene.favorites.frame.origin
    app.replay(.tap(at: CGPoint(x: origin.x + card.minX + 30, y: origin.y + card.maxY - 24), time: 5))
    #expect(app.store.state.data.favorites == [2])
    #expect(app.store.state.detail == nil)
  }

  @Test("Flicking the pager turns pages both ways")
  func flickingThePagerTurnsPagesBothWays() async {
    let app = await GalleryApp.loaded(on: .pager)
    var script = GestureScript()
    for _ in 0..<3 {
      script = script.followed(
        by: Self.flick(at: CGPoint(x: 300, y: 400), by: CGSize(width: -120, height: 0)), after: 0.05)
    }
    script = script.followed(by: Self.flick(at: CGPoint(x: 100, y: 400), by: CGSize(width: 120, height: 0)), after: 0.6)
    app.replay(script)
    #expect(app.store.state.pagerPage == 2)
  }

  @Test("Swiping the single row turns one box and leaves the rows")
  func swipingTheSingleRowTurnsOneBoxAndLeavesTheRows() async {
    let app = await GalleryApp.loaded(on: .rows)
    app.replay(
      Self.flick(at: CGPoint(x: 300, y: app.scene.rows.singleRowFrame.midY), by: CGSize(width: -150, height: 0)))
    #expect(app.store.state.index(of: .singleRow) == 1)
    #expect(app.store.state.index(of: .rows) == 0)
    #expect(app.store.state.tapLog.isEmpty)
  }

  @Test("Swiping the rows turns a page")
  func swipingTheRowsTurnsAPage() async {
    let app = await GalleryApp.loaded(on: .rows)
    app.replay(Self.flick(at: CGPoint(x: 300, y: 200), by: CGSize(width: -80, height: 0)))
    #expect(app.store.state.index(of: .rows) == 1)
  }

  @Test("The tab bar switches screens")
  func theTabBarSwitchesScreens() async {
    let app = await GalleryApp.loaded(on: .home)
    // Seven equal cells: the fourth is Rows, the sixth Articles, the seventh Archive.
    app.replay(.tap(at: CGPoint(x: 390 * 3.5 / 7, y: 820), time: 1))
    #expect(app.store.state.selectedScreen == .rows)
    app.replay(.tap(at: CGPoint(x: 390 * 5.5 / 7, y: 820), time: 2))
    #expect(app.store.state.selectedScreen == .articles)
    app.replay(.tap(at: CGPoint(x: 390 * 6.5 / 7, y: 820), time: 3))
    #expect(app.store.state.selectedScreen == .archive)
  }

  @Test("A scripted drag on Home keeps frames cheap")
  func aScriptedDragOnHomeKeepsFramesCheap() async {
    let app = await GalleryApp.loaded(on: .home)
    app.replay(Self.flick(at: CGPoint(x: 200, y: 700), by: CGSize(width: 0, height: -300)))
    // Numbers are measured by benchmarks and --stats; this only checks that frames were recorded.
    #expect(app.stats.samples.count > 10)
    #expect(app.renderer.cache.drawCount < 40)
  }

  @Test("A script that idles for a day or ends at 1e300 s replays in bounded frames", arguments: [Screen.home, .rows])
  func aScriptThatIdlesForADayOrEndsAt1e300ReplaysInBoundedFrames(screen: Screen) async {
    let app = await GalleryApp.loaded(on: screen)
    let script = Self.flick(at: CGPoint(x: 300, y: 450), by: CGSize(width: -200, height: 0))
      .followed(by: Self.flick(at: CGPoint(x: 300, y: 450), by: CGSize(width: 200, height: 0)), after: 100_000)
      .followed(by: .tap(at: CGPoint(x: 20, y: 20)), after: 1e300)
    app.replay(script)
    // Motion takes a few hundred frames; idle stretches (auto-advance's waits included) take none.
    #expect(app.stats.samples.count < 40_000, "\(app.stats.samples.count) frames")
    #expect(app.store.state.isSettled)
  }

  @Test("A tap on a news row reports that row's item", arguments: 0..<3)
  func aTapOnANewsRowReportsThatRowsItem(row: Int) async throws {
    // A tall window, so the news section is on screen without scrolling.
    let app = GalleryApp(settings: try LaunchSettings(width: 390, height: 1400, timeZone: "UTC"))
    await app.loadFeeds()
    let section = try #require(app.scene.home.news.placements().first { $0.index == 0 })
    let card = section.frame.offsetBy(
      dx: app.scene.home.layout.news.frame.minX, dy: app.scene.home.layout.news.frame.minY)
    let rows = CardGeometry.newsRowFrames(in: card, count: 3)
    app.replay(.tap(at: CGPoint(x: rows[row].midX, y: rows[row].midY), time: 1))
    let expected = app.store.state.data.feeds.recentNews[row].id
    #expect(app.store.state.tapLog.last == "news \(expected)")
  }
}
