import CarouselCore
import CarouselTestSupport
import Foundation
import Testing

@Suite("PagedCarousel")
struct PagedCarouselTests {
  /// The seed's rows: 12 news items, 3 rows per page, insets 20 / 40, row spacing 20, 280 tall.
  static func rows(autoAdvance: AutoAdvance = .off) -> PagedCarousel {
    var rows = PagedCarousel(itemCount: 12, rowsPerPage: 3, autoAdvance: autoAdvance)
    rows.setViewport(CGSize(width: 390, height: 280))
    return rows
  }

  /// A slow drag by `distance`, held before lifting so the release has no velocity.
  static func nudge(_ rows: inout PagedCarousel, by distance: CGFloat, at start: TimeInterval) -> TimeInterval {
    let script = GestureScript.drag(
      from: CGPoint(x: 200, y: 100), by: CGSize(width: distance, height: 0), duration: 0.4, restBeforeRelease: 0.2,
      startTime: start)
    _ = drive(&rows, with: script.events)
    return settle(&rows, from: script.endTime ?? start).time
  }

  @Test("The seed's geometry: page = 390 − 60, rows (280 − 40) / 3 = 80 tall, 20 apart")
  func seedGeometry() {
    let rows = Self.rows()
    #expect(rows.pageLength == 330)
    #expect(rows.rowHeight == 80)
    #expect(rows.pageCount == 4)
    let placements = rows.placements()
    #expect(placements.map(\.index) == [0, 1, 2, 3, 4, 5])
    #expect(placements[1].frame == CGRect(x: 20, y: 100, width: 330, height: 80))
    #expect(placements[3].frame.minX == 350)  // the next page peeks 40 points
  }

  @Test("A bottom inset keeps the band under the rows free (page dots go there) and adds to the ideal height")
  func bottomInset() {
    var rows = PagedCarousel(itemCount: 12, rowsPerPage: 3, bottomInset: 44)
    rows.setViewport(CGSize(width: 390, height: 324))
    #expect(rows.rowHeight == 80)
    #expect(rows.placements().allSatisfy { $0.frame.maxY <= 324 - 44 })
    #expect(rows.idealViewportHeight(forWidth: 390) { _ in 80 } == 324)
    #expect(PagedCarousel(itemCount: 3, bottomInset: .nan).bottomInset == 0)
    var short = PagedCarousel(itemCount: 3, bottomInset: 500)
    short.setViewport(CGSize(width: 390, height: 100))
    #expect(short.rowHeight == 0 && short.placements().isEmpty)
  }

  @Test("The position in pages follows a drag and rests on whole pages; without a viewport, the page")
  func pageProgress() {
    var rows = Self.rows()
    #expect(rows.pageProgress == 0)
    _ = rows.handle(.began(CGPoint(x: 300, y: 100), at: 0))
    _ = rows.handle(.changed(CGPoint(x: 290, y: 100), at: 0.05))  // recognised: the drag counts from here
    _ = rows.handle(.changed(CGPoint(x: 290 - 165, y: 100), at: 0.2))
    #expect(abs(rows.pageProgress - 0.5) < 0.01)  // half of a 330-point page
    _ = rows.handle(.ended(CGPoint(x: 290 - 165, y: 100), at: 0.5))
    _ = settle(&rows, from: 0.5)
    #expect(rows.pageProgress == Double(rows.currentIndex))
    var unsized = PagedCarousel(itemCount: 12, rowsPerPage: 3)
    unsized.scroll(to: 2, animation: nil, time: 0)
    #expect(unsized.pageLength == 0)
    #expect(unsized.pageProgress == Double(unsized.currentIndex))  // no page length: the page itself
  }

  @Test("A nudge under a twentieth of a page stays; just over it turns the page")
  func pageTwentiethThreshold() {
    var rows = Self.rows()
    // Recognition takes the first 10 points; the threshold counts from there.
    let threshold: CGFloat = 10 + 330 / 20
    var time = Self.nudge(&rows, by: -(threshold - 1), at: 0)
    #expect(rows.currentIndex == 0)
    #expect(rows.offset == 0)
    time = Self.nudge(&rows, by: -(threshold + 1), at: time + 1)
    #expect(rows.currentIndex == 1)
    #expect(rows.offset == 330)
    _ = Self.nudge(&rows, by: threshold + 1, at: time + 1)
    #expect(rows.currentIndex == 0)
  }

  @Test func aFastShortFlickTurnsAndALongDragTurnsOnlyOne() {
    var rows = Self.rows()
    let flick = GestureScript.flick(from: CGPoint(x: 200, y: 100), by: CGSize(width: -30, height: 0), duration: 0.03)
    _ = flick.replay(into: &rows)
    #expect(rows.currentIndex == 1)
    let long = GestureScript.flick(
      from: CGPoint(x: 380, y: 100), by: CGSize(width: -370, height: 0), duration: 0.1, startTime: 5)
    _ = long.replay(into: &rows)
    #expect(rows.currentIndex == 2)
  }

  @Test("At the first and last page content moves at a quarter of the finger")
  func quarterEdgeResistance() {
    var rows = Self.rows()
    _ = rows.handle(.began(CGPoint(x: 100, y: 100), at: 0))
    _ = rows.handle(.changed(CGPoint(x: 110, y: 100), at: 0.02))
    _ = rows.handle(.changed(CGPoint(x: 190, y: 100), at: 0.1))
    #expect(rows.offset == -20)
    #expect(rows.placements().first?.frame.minX == 40)
    rows.scroll(to: 3, animation: nil, time: 1)
    _ = rows.handle(.began(CGPoint(x: 300, y: 100), at: 1))
    _ = rows.handle(.changed(CGPoint(x: 290, y: 100), at: 1.02))
    _ = rows.handle(.changed(CGPoint(x: 210, y: 100), at: 1.1))
    #expect(abs(rows.offset - (990 + 20)) < 1e-9)
  }

  @Test func autoAdvanceTurnsEveryIntervalAndWraps() {
    var rows = Self.rows(autoAdvance: .every(3))
    var pages: [Int] = []
    var time = 0.0
    while time < 14 {
      for event in rows.advance(to: time) {
        if case .settled(let page) = event { pages.append(page) }
      }
      time += 1.0 / 60
    }
    #expect(pages == [1, 2, 3, 0])
  }

  @Test func autoAdvancePausesWhileDraggingAndRestartsAfter() {
    var rows = Self.rows(autoAdvance: .every(3))
    _ = rows.advance(to: 0)
    _ = rows.handle(.began(CGPoint(x: 200, y: 100), at: 2))
    _ = rows.handle(.changed(CGPoint(x: 195, y: 100), at: 2.1))
    // Held far past the interval: nothing turns while the finger is down.
    for step in 0...300 { _ = rows.advance(to: 2.1 + Double(step) / 60) }
    #expect(rows.currentIndex == 0)
    _ = rows.handle(.ended(CGPoint(x: 195, y: 100), at: 7.2))
    _ = rows.advance(to: 7.2)
    #expect(rows.nextAutoAdvanceTime == 10.2)
  }

  @Test func invisibleOrReducedMotionSuspendsAutoAdvance() {
    var rows = Self.rows(autoAdvance: .every(1))
    rows.setVisible(false)
    for step in 0...300 { _ = rows.advance(to: Double(step) / 60) }
    #expect(rows.currentIndex == 0)
    rows.setVisible(true)
    rows.reduceMotion = true
    for step in 300...600 { _ = rows.advance(to: Double(step) / 60) }
    #expect(rows.currentIndex == 0)
    rows.reduceMotion = false
    for step in 600...700 { _ = rows.advance(to: Double(step) / 60) }
    #expect(rows.currentIndex == 1)
  }

  @Test func aProgrammaticScrollRestartsTheInterval() {
    var rows = Self.rows(autoAdvance: .every(3))
    _ = rows.advance(to: 0)
    rows.scroll(to: 2, animation: .default, time: 2.5)
    #expect(rows.nextAutoAdvanceTime == 5.5)
  }

  @Test func tapsReportTheItemUnderTheFinger() {
    var rows = Self.rows()
    _ = rows.handle(.began(CGPoint(x: 100, y: 210), at: 0))
    _ = rows.handle(.ended(CGPoint(x: 100, y: 210), at: 0.1))
    #expect(rows.advance(to: 0.1).contains(.tapped(index: 2)))
  }

  @Test func aPartialLastPageShowsOnlyItsItems() {
    var rows = PagedCarousel(itemCount: 7, rowsPerPage: 3)
    rows.setViewport(CGSize(width: 390, height: 280))
    rows.scroll(to: 2, animation: nil, time: 0)
    #expect(rows.placements().map(\.index) == [3, 4, 5, 6])
  }

  @Test("Bad viewports and counts show nothing", arguments: badLengths)
  func badInput(length: CGFloat) {
    var rows = Self.rows()
    rows.setViewport(CGSize(width: length, height: 280))
    #expect(rows.placements().isEmpty)
    rows.setViewport(CGSize(width: 390, height: length))
    #expect(rows.placements().isEmpty)
    rows = PagedCarousel(itemCount: -3, rowsPerPage: -1, leadingInset: length, autoAdvance: .every(length))
    rows.setViewport(CGSize(width: 390, height: 280))
    for step in 0...100 { _ = rows.advance(to: Double(step)) }
    #expect(rows.placements().isEmpty)
  }

  @Test func shrinkingMidAnimationClamps() {
    var rows = Self.rows()
    rows.scroll(to: 3, animation: .default, time: 0)
    _ = rows.advance(to: 0.05)
    rows.setItemCount(4)
    _ = settle(&rows, from: 0.05)
    #expect(rows.currentIndex == 1)
  }

  @Test func replayedScriptSnapshot() {
    var rows = Self.rows()
    let script = GestureScript.flick(from: CGPoint(x: 300, y: 100), by: CGSize(width: -80, height: 0), duration: 0.1)
    let frames = script.replay(into: &rows)
    assertTextSnapshot(dump(frames, every: 4), named: "flick-one-page")
  }
}
