import CarouselCore
import Foundation
import GalleryApp
import GalleryModel
import GalleryTestSupport
import Testing

/// `--rtl`: every screen is the mirror image of itself left to right, and input goes the other way.
@MainActor
@Suite("Right to left")
struct RightToLeftTests {
  static func app(on screen: Screen, _ direction: ReadingDirection) async -> GalleryApp {
    let app = await GalleryApp.loaded(on: screen, direction)
    app.advance(to: 0.5)
    return app
  }

  /// `placements` of a host in a viewport `width` points wide, mirrored.
  static func mirrored(_ placements: [ItemPlacement], width: CGFloat) -> [ItemPlacement] {
    placements.map { $0.mirrored(inWidth: width) }
  }

  @Test("Home right to left is the mirror image of left to right")
  func homeIsTheMirrorImageOfLeftToRight() async {
    let ltr = await Self.app(on: .home, .leftToRight)
    let rtl = await Self.app(on: .home, .rightToLeft)
    #expect(rtl.scene.direction == .rightToLeft)
    let banners = rtl.scene.home.banners
    #expect(!banners.placements().isEmpty)
    #expect(banners.placements() == Self.mirrored(ltr.scene.home.banners.placements(), width: banners.viewport.width))
    #expect(rtl.scene.home.featured.placements() == Self.mirrored(ltr.scene.home.featured.placements(), width: 390))
    #expect(rtl.scene.home.news.placements() == Self.mirrored(ltr.scene.home.news.placements(), width: 390))
    // The grid and the masonry fill from the right.
    let leftGrid = ltr.scene.home.layout.grid
    let rightGrid = rtl.scene.home.layout.grid
    for index in 0..<leftGrid.itemCount {
      let left = leftGrid.frame(at: index)!
      #expect(rightGrid.frame(at: index)!.minX == 390 - left.maxX)
    }
    let first = rtl.scene.home.layout.masonry.frame(at: 0)!
    #expect(first.midX > 195, "the first photo at the right")
  }

  @Test("The Archive's chips run from the right, and a drag to the right brings the later ones in")
  func theArchiveChipsRunFromTheRight() async throws {
    let ltr = await Self.app(on: .archive, .leftToRight)
    let rtl = await Self.app(on: .archive, .rightToLeft)
    let row = rtl.scene.archive.layout.chipRow
    let first = try #require(rtl.scene.archive.chipFrame(0))
    #expect(abs(first.maxX - (row.maxX - 16)) < 0.5, "the first chip at the right")
    #expect(
      rtl.scene.archive.chipRow.placements()
        == Self.mirrored(ltr.scene.archive.chipRow.placements(), width: row.width))
    rtl.replay(
      .drag(from: CGPoint(x: row.midX, y: row.midY), by: CGSize(width: 400, height: 0), duration: 0.3, startTime: 1))
    rtl.advance(to: 4)
    #expect(rtl.scene.archive.chipOffset > 100)
  }

  @Test("A swipe to the right moves the featured row on")
  func aSwipeToTheRightMovesTheFeaturedRowOn() async {
    let app = await Self.app(on: .home, .rightToLeft)
    app.replay(ScriptedSwipeTests.flick(at: CGPoint(x: 100, y: 450), by: CGSize(width: 150, height: 0)))
    #expect(app.store.state.index(of: .featured) > 0)
    let ltr = await Self.app(on: .home, .leftToRight)
    ltr.replay(ScriptedSwipeTests.flick(at: CGPoint(x: 290, y: 450), by: CGSize(width: -150, height: 0)))
    #expect(ltr.store.state.index(of: .featured) == app.store.state.index(of: .featured))
  }

  @Test("The right arrow goes back, and the left one on")
  func theRightArrowGoesBackAndTheLeftOneOn() async {
    let app = await Self.app(on: .home, .rightToLeft)
    KeysAndWheelTests.press(.left, on: app, at: 1)
    #expect(app.store.state.index(of: .banners) == 1)
    KeysAndWheelTests.press(.right, on: app, at: 3)
    #expect(app.store.state.index(of: .banners) == 0)
  }

  @Test("The Articles strip and pages turn the other way")
  func theArticlesStripAndPagesTurnTheOtherWay() async {
    let app = await Self.app(on: .articles, .rightToLeft)
    let ltr = await Self.app(on: .articles, .leftToRight)
    let pages = app.scene.articles.layout.pages
    #expect(
      app.scene.articles.pagePlacements() == Self.mirrored(ltr.scene.articles.pagePlacements(), width: pages.width))
    // A swipe to the right shows the next category, as one to the left does left to right.
    let y = pages.midY
    app.replay(ScriptedSwipeTests.flick(at: CGPoint(x: 100, y: y), by: CGSize(width: 200, height: 0)))
    ltr.replay(ScriptedSwipeTests.flick(at: CGPoint(x: 290, y: y), by: CGSize(width: -200, height: 0)))
    #expect(app.store.state.index(of: .articles) == 1)
    #expect(ltr.store.state.index(of: .articles) == 1)
    // The first card of a page is at the right.
    let card = app.scene.articles.layout.grid.frame(at: 0)!
    #expect(card.midX > pages.width / 2)
  }

  @Test("On Articles the left arrow and a notch to the left turn forward")
  func onArticlesTheLeftArrowAndANotchToTheLeftTurnForward() async {
    let app = await Self.app(on: .articles, .rightToLeft)
    KeysAndWheelTests.press(.left, on: app, at: 1)
    #expect(app.store.state.index(of: .articles) == 1)
    let pages = app.scene.articles.layout.pages
    app.wheel(dx: 1, dy: 0, at: CGPoint(x: pages.midX, y: pages.midY), time: 3)
    KeysAndWheelTests.run(app, from: 3)
    #expect(app.store.state.index(of: .articles) == 0)
  }

  @Test("The tab bar runs from the right")
  func theTabBarRunsFromTheRight() async {
    let app = await Self.app(on: .home, .rightToLeft)
    let bar = CGRect(x: 0, y: app.scene.contentSize.height, width: 390, height: GalleryScene.tabBarHeight)
    let slots = app.scene.tabBarSlots
    #expect(slots.frame(of: .home, in: bar).maxX == 390)
    #expect(slots.frame(of: .archive, in: bar).minX == 0)
    // A click on the leftmost slot opens the last screen.
    let point = CGPoint(x: 20, y: bar.midY)
    app.handle(.began(point, at: 1))
    app.handle(.ended(point, at: 1.05))
    #expect(app.store.state.selectedScreen == .archive)
    let ltr = TabBarSlots(width: 390, direction: .leftToRight)
    #expect(ltr.screen(atX: 20) == .home && ltr.screen(atX: 389) == .archive)
    #expect(slots.screen(atX: 389) == .home)
    #expect([CGFloat.nan, -1, 390, .infinity].allSatisfy { slots.screen(atX: $0) == nil })
    #expect(TabBarSlots(width: .nan, direction: .rightToLeft).screen(atX: 10) == nil)
    // Where a finger going down would open another screen (the Gallery draws its cards meanwhile).
    let scene = app.scene
    #expect(scene.tabScreen(at: point, shown: .archive) == nil, "the screen shown")
    #expect(scene.tabScreen(at: point, shown: .home) == .archive)
    #expect(scene.tabScreen(at: CGPoint(x: 389, y: bar.midY), shown: .archive) == .home)
    #expect(scene.tabScreen(at: CGPoint(x: 20, y: bar.minY - 1), shown: .home) == nil, "above the bar")
    let unusable = [CGPoint(x: CGFloat.nan, y: bar.midY), CGPoint(x: 20, y: CGFloat.nan), CGPoint(x: 390, y: bar.midY)]
    #expect(unusable.allSatisfy { scene.tabScreen(at: $0, shown: .home) == nil })
  }

  @Test("The first page's dot is the rightmost, and tapping one turns there")
  func theFirstPagesDotIsTheRightmostAndTappingOneTurnsThere() async {
    let app = await Self.app(on: .rows, .rightToLeft)
    let dots = app.scene.rows.newsRowsDots.dots()
    let first = dots.first { $0.dot.page == 0 }!.center
    let third = dots.first { $0.dot.page == 2 }!.center
    #expect(first.x > third.x)
    app.handle(.began(third, at: 1))
    app.handle(.ended(third, at: 1.05))
    for frame in 1...90 { app.advance(to: 1.05 + Double(frame) / 60) }
    #expect(app.store.state.index(of: .rows) == 2)
  }
}
