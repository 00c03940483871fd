import CarouselCore
import Foundation
import GalleryApp
import GalleryModel
import GalleryTestSupport
import Testing

/// The Rows screen's page dots: the engine's `PageIndicator` placed under each paged row, following
/// the row as it moves and turning it to a tapped dot's page.
@MainActor
@Suite("Page dots")
struct PageDotsTests {
  static func selections(_ dots: PageDots) -> [Int: Double] {
    Dictionary(uniqueKeysWithValues: dots.dots().map { ($0.dot.page, $0.dot.selection) })
  }

  @Test("The dots follow a row while it is dragged")
  func theDotsFollowARowWhileItIsDragged() async {
    let app = await GalleryApp.loaded(on: .rows)
    app.advance(to: 0.5)
    let rows = app.scene.rows.newsRowsFrame
    let pageLength = app.scene.rows.newsRows.component.pageLength
    #expect(Self.selections(app.scene.rows.newsRowsDots)[0] == 1)
    // A finger held half a page to the left (past the 10-point start).
    let start = CGPoint(x: rows.midX + 100, y: rows.midY)
    app.handle(.began(start, at: 1))
    app.handle(.changed(CGPoint(x: start.x - 20, y: start.y), at: 1.02))
    app.handle(.changed(CGPoint(x: start.x - 20 - pageLength / 2, y: start.y), at: 1.1))
    app.advance(to: 1.3)
    let held = Self.selections(app.scene.rows.newsRowsDots)
    #expect(abs((held[0] ?? 0) - 0.5) < 0.05)
    #expect(abs((held[1] ?? 0) - 0.5) < 0.05)
    app.handle(.cancelled(CGPoint(x: start.x - 20 - pageLength / 2, y: start.y), at: 1.4))
  }

  @Test("Tapping a dot turns the row to its page")
  func tappingADotTurnsTheRowToItsPage() async {
    let app = await GalleryApp.loaded(on: .rows)
    app.advance(to: 0.5)
    let dots = app.scene.rows.newsRowsDots
    let third = dots.dots().first { $0.dot.page == 2 }!.center
    app.handle(.began(third, at: 1))
    app.handle(.ended(third, at: 1.05))
    for frame in 1...90 { app.advance(to: 1.05 + Double(frame) / 60) }
    #expect(app.store.state.index(of: .rows) == 2)
    #expect(Self.selections(app.scene.rows.newsRowsDots)[2] == 1)
  }

  @Test("A press that moves off the dots turns nothing")
  func aPressThatMovesOffTheDotsTurnsNothing() async {
    let app = await GalleryApp.loaded(on: .rows)
    app.advance(to: 0.5)
    let third = app.scene.rows.newsRowsDots.dots().first { $0.dot.page == 2 }!.center
    app.handle(.began(third, at: 1))
    app.handle(.changed(CGPoint(x: third.x + 60, y: third.y), at: 1.05))
    app.handle(.ended(CGPoint(x: third.x + 60, y: third.y), at: 1.1))
    for frame in 1...60 { app.advance(to: 1.1 + Double(frame) / 60) }
    #expect(app.store.state.index(of: .rows) == 0)
  }

  @Test("A press on the rows' lowest points drags the rows, not the dots")
  func aPressOnTheRowsLowestPointsDragsTheRowsNotTheDots() async {
    let app = await GalleryApp.loaded(on: .rows)
    app.advance(to: 0.5)
    let rows = app.scene.rows.newsRowsFrame
    #expect(app.scene.rows.newsRowsDots.page(at: CGPoint(x: rows.midX, y: rows.maxY - 3)) != nil)  // within reach
    let start = CGPoint(x: rows.midX + 100, y: rows.maxY - 3)
    app.handle(.began(start, at: 1))
    app.handle(.changed(CGPoint(x: start.x - 20, y: start.y), at: 1.02))
    app.handle(.changed(CGPoint(x: start.x - 120, y: start.y), at: 1.1))
    app.advance(to: 1.1)
    #expect(app.scene.rows.newsRows.component.pageProgress > 0.2)
    app.handle(.cancelled(CGPoint(x: start.x - 120, y: start.y), at: 1.2))
  }

  @Test("A tap beside the dots is not a tap on them")
  func aTapBesideTheDotsIsNotATapOnThem() {
    var carousel = PagedCarousel(itemCount: 12, rowsPerPage: 3)
    carousel.setViewport(CGSize(width: 390, height: 280))
    let dots = PageDots(for: carousel, center: CGPoint(x: 195, y: 400))
    #expect(dots.frame.width == 4 * PageDots.spacing)
    #expect(dots.page(at: CGPoint(x: 195, y: 400 + 30)) == nil)
    #expect(dots.page(at: CGPoint(x: 20, y: 400)) == nil)
    #expect(dots.page(at: CGPoint(x: dots.frame.maxX - 1, y: 400)) == 3)
  }

  @Test("The dots of an auto-advancing row move on every three seconds")
  func theDotsOfAnAutoAdvancingRowMoveOnEveryThreeSeconds() async {
    let app = await GalleryApp.loaded(on: .rows)
    var current: [Int] = []
    for frame in 0...(60 * 7) {
      app.advance(to: Double(frame) / 60)
      let dots = app.scene.rows.newsRowsDots.dots()
      if let page = dots.first(where: { $0.dot.selection == 1 })?.dot.page, current.last != page {
        current.append(page)
      }
    }
    #expect(current == [0, 1, 2])
  }

  @Test("Without pages there are no dots")
  func withoutPagesThereAreNoDots() {
    let dots = PageDots(for: PagedCarousel(itemCount: 0), center: .zero)
    #expect(dots.dots().isEmpty)
    #expect(dots.page(at: .zero) == nil)
  }
}
