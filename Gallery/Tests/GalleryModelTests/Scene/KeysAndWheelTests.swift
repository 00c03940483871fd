import CarouselCore
import Foundation
import GalleryApp
import GalleryTestSupport
import Testing

@testable import GalleryModel

/// Keys and the wheel reach the carousels through the engine's own mapping (`ComponentHost.press`
/// and `scrollWheel`), headless, through the same scene and store as the window.
@MainActor
@Suite("Keys and wheel")
struct KeysAndWheelTests {
  /// Frames at 60 Hz from `start` for `seconds`.
  static func run(_ app: GalleryApp, from start: TimeInterval, for seconds: TimeInterval = 1.5) {
    for frame in 1...Int(seconds * 60) { app.advance(to: start + Double(frame) / 60) }
  }

  /// `key` pressed at `time`, then frames until what it moved has settled (``run(_:from:for:)``).
  static func press(_ key: NavigationKey, on app: GalleryApp, at time: TimeInterval, for seconds: TimeInterval = 1.5) {
    app.press(key, time: time)
    run(app, from: time, for: seconds)
  }

  /// A trackpad's scroll as SDL reports it: `events` fractional-line steps of `dx`, `dy` lines at
  /// `point`, 8 ms apart from `start`, a frame after each.
  /// - Returns: the time after the last step.
  static func trackpadScroll(
    _ app: GalleryApp, dx: CGFloat, dy: CGFloat, at point: CGPoint, events: Int, from start: TimeInterval
  ) -> TimeInterval {
    var time = start
    for _ in 0..<events {
      app.wheel(dx: dx, dy: dy, at: point, time: time)
      app.advance(to: time)
      time += 0.008
    }
    return time
  }

  @Test("A notch over the ring brings the next banner forward, and a vertical one scrolls the page")
  func aNotchOverTheRingBringsTheNextBannerForwardAndAVerticalOneScrollsThePage() async {
    let app = await GalleryApp.loaded(on: .home)
    let ring = CGPoint(x: 200, y: 130)
    app.wheel(dx: 1, dy: 0, at: ring, time: 1)
    Self.run(app, from: 1)
    #expect(app.store.state.index(of: .banners) == 1)
    app.wheel(dx: 0, dy: -2, at: ring, time: 3)  // two lines toward the user: the page scrolls down
    Self.run(app, from: 3)
    #expect(app.store.state.index(of: .banners) == 1)
    #expect(abs(app.scene.home.pageOffset - 2 * GalleryScene.wheelLine) < 0.5)
  }

  @Test("A trackpad scroll over the featured row follows the fingers and carries on")
  func aTrackpadScrollOverTheFeaturedRowFollowsAndCarriesOn() async {
    let app = await GalleryApp.loaded(on: .home)
    let row = CGPoint(x: 300, y: 450)
    // Fractional lines, as a trackpad's are: 0.5 line every 8 ms to the right, 24 points a step.
    let time = Self.trackpadScroll(app, dx: 0.5, dy: 0.02, at: row, events: 12, from: 1)
    let scrolled = app.scene.home.featured.component.offset
    #expect(scrolled > 200)  // followed the fingers: 12 × 24 points less the 10-point start
    Self.run(app, from: time)
    #expect(!app.scene.home.featured.isTrackingGesture)  // released after the pause
    let carried = app.scene.home.featured.component.offset
    #expect(carried > scrolled + 50)  // the release's momentum carried it on
    #expect(app.scene.home.pageOffset == 0)
  }

  @Test("End and Home go to the rows' last and first page")
  func endAndHomeGoToTheLastAndFirstPageOfTheRows() async {
    let app = await GalleryApp.loaded(on: .rows)
    Self.press(.end, on: app, at: 1, for: 2)
    let last = app.scene.rows.newsRows.component.index(showingItem: app.scene.rows.newsRows.elementIDs.count - 1)
    #expect(last > 0)
    #expect(app.store.state.index(of: .rows) == last)
    Self.press(.home, on: app, at: 4, for: 2)
    #expect(app.store.state.index(of: .rows) == 0)
  }

  @Test("Page Down scrolls Home by a screen, and End to the bottom")
  func pageDownScrollsHomeByAScreenAndEndToTheBottom() async {
    let app = await GalleryApp.loaded(on: .home)
    Self.press(.pageDown, on: app, at: 1)
    #expect(abs(app.scene.home.pageOffset - (app.scene.contentSize.height - 40)) < 0.5)
    Self.press(.end, on: app, at: 3)
    let bottom = app.scene.home.page.physics.bounds.upperBound
    #expect(abs(app.scene.home.pageOffset - bottom) < 0.5)
    Self.press(.home, on: app, at: 5)
    #expect(app.scene.home.pageOffset == 0)
  }

  @Test("Nothing under an open detail moves for keys or the wheel")
  func nothingUnderAnOpenDetailMovesForKeysOrTheWheel() async {
    let app = await GalleryApp.loaded(on: .home)
    let ring = CGPoint(x: 200, y: 130)
    app.handle(.began(ring, at: 1))
    app.handle(.ended(ring, at: 1.05))
    Self.run(app, from: 1.05, for: 2)
    #expect(app.store.state.detail != nil)
    app.press(.right, time: 4)
    app.wheel(dx: 1, dy: 0, at: ring, time: 4)
    app.wheel(dx: 0, dy: -3, at: ring, time: 4)
    Self.run(app, from: 4)
    #expect(app.store.state.index(of: .banners) == 0)
    #expect(app.scene.home.pageOffset == 0)
  }

  @Test("A trackpad scroll over Articles turns no pages, but a notch turns one")
  func aTrackpadScrollOverArticlesTurnsNoPagesButANotchTurnsOne() async {
    let app = await GalleryApp.loaded(on: .articles)
    let pages = CGPoint(x: 200, y: 400)
    let time = Self.trackpadScroll(app, dx: 0.5, dy: 0, at: pages, events: 15, from: 1)
    Self.run(app, from: time)
    #expect(app.store.state.index(of: .articles) == 0)
    app.wheel(dx: 1, dy: 0, at: pages, time: 3)
    Self.run(app, from: 3)
    #expect(app.store.state.index(of: .articles) == 1)
  }

  @Test("The Archive's chip row takes a sideways wheel and trackpad as the other rows do; the list the rest")
  func theChipRowTakesTheWheel() async throws {
    let app = await GalleryApp.loaded(on: .archive)
    app.advance(to: 0.5)
    let layout = app.scene.archive.layout
    let row = CGPoint(x: layout.chipRow.midX, y: layout.chipRow.midY)
    // A notch steps one chip on: the second chip comes to the leading inset.
    app.wheel(dx: 1, dy: 0, at: row, time: 1)
    Self.run(app, from: 1)
    let second = try #require(app.scene.archive.chipFrame(1))
    #expect(abs(second.minX - (layout.chipRow.minX + 16)) < 0.5)
    // A trackpad's scroll follows the fingers further along.
    let before = app.scene.archive.chipOffset
    let time = Self.trackpadScroll(app, dx: 0.5, dy: 0.02, at: row, events: 6, from: 3)
    #expect(app.scene.archive.chipOffset > before + 50)
    Self.run(app, from: time)
    // A vertical notch over the row scrolls the list, not the chips.
    let chips = app.scene.archive.chipOffset
    app.wheel(dx: 0, dy: -1, at: row, time: 6)
    Self.run(app, from: 6)
    #expect(app.scene.archive.chipOffset == chips)
    #expect(abs(app.scene.archive.offset - GalleryScene.wheelLine) < 0.5)
  }
}
