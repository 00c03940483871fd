@_spi(FrontEnd) import CarouselCore
import CarouselTestSupport
import Foundation
import Testing

/// SPEC §13's promises tried the way a view drives the host — its clock may tick before the first
/// viewport, a parameter may change under a still finger, a card may hold a button of its own.
@Suite("ComponentHost, driven as a view drives it")
struct ComponentHostPromiseTests {
  static let row = CGSize(width: 390, height: 260)
  static let screen = CGSize(width: 390, height: 844)
  static let letters = ["a", "b", "c", "d", "e", "f"]

  /// Every event and index report from `start` until the host rests (at most 10 s of 60 Hz frames).
  static func settle<C, ID>(
    _ host: inout ComponentHost<C, ID>, from start: TimeInterval
  ) -> (events: [C.Event], reports: [Int]) {
    var events: [C.Event] = []
    var reports: [Int] = []
    var time = start
    repeat {
      time += 1.0 / 60
      let update = host.advance(to: time)
      events += update.events
      reports += [update.currentIndex].compactMap { $0 }
    } while host.wantsFrames && time < start + 10
    return (events, reports)
  }

  // MARK: - The initial index reports nothing

  /// The orders a view may call the host in before its first frame: a timeline tick, a zero-sized
  /// first layout, a parameter change, the viewport twice.
  enum FirstFrames: CaseIterable, CustomTestStringConvertible {
    case viewportFirst, tickBeforeViewport, zeroViewportThenTick, reconfiguredBeforeViewport, viewportTwice
    var testDescription: String { "\(self)" }

    func run<C: InteractiveComponent, ID>(_ host: inout ComponentHost<C, ID>, viewport: CGSize, rebuilt: C) {
      switch self {
      case .viewportFirst:
        host.setViewport(viewport, time: 0)
      case .tickBeforeViewport:
        _ = host.advance(to: 0)
        _ = host.advance(to: 0.016)
        host.setViewport(viewport, time: 0.02)
      case .zeroViewportThenTick:
        host.setViewport(.zero, time: 0)
        _ = host.advance(to: 0.016)
        host.setViewport(viewport, time: 0.02)
      case .reconfiguredBeforeViewport:
        _ = host.advance(to: 0)
        host.reconfigure(rebuilt, time: 0.01)
        host.setViewport(viewport, time: 0.02)
      case .viewportTwice:
        host.setViewport(viewport, time: 0)
        _ = host.advance(to: 0.016)
        host.setViewport(CGSize(width: viewport.width + 10, height: viewport.height), time: 0.02)
      }
    }
  }

  @Test("An initial index on a snap row is shown and not reported", arguments: FirstFrames.allCases)
  func snapRowInitialIndex(order: FirstFrames) {
    var host = ComponentHost(SnapCarousel(itemCount: 0), elementIDs: Self.letters, initialIndex: 4)
    order.run(&host, viewport: Self.row, rebuilt: SnapCarousel(itemCount: 0, spacing: 24))
    let (events, reports) = Self.settle(&host, from: 0.1)
    #expect(events.isEmpty, "\(events)")
    #expect(reports.isEmpty, "\(reports)")
    #expect(host.currentIndex == 4)
    let centre = host.viewport.width / 2
    #expect(host.placements().contains { $0.index == 4 && abs($0.frame.midX - centre) < 1e-9 })
  }

  @Test("An initial page on the pager turns no page", arguments: FirstFrames.allCases)
  func pagerInitialPage(order: FirstFrames) {
    var host = ComponentHost<InfinitePager, Int>(InfinitePager(), initialIndex: 7)
    order.run(&host, viewport: Self.screen, rebuilt: InfinitePager(animation: .smooth(duration: 0.2)))
    let (events, reports) = Self.settle(&host, from: 0.1)
    #expect(events.isEmpty, "\(events)")
    #expect(reports.isEmpty, "\(reports)")
    #expect(host.currentIndex == 7)
    // The first swipe after it is news, once.
    let swipe = GestureScript.drag(
      from: CGPoint(x: 300, y: 400), by: CGSize(width: -200, height: 0), duration: 0.2, startTime: 1)
    var turns: [InfinitePager.Event] = []
    swipe.events.forEach { _ = host.handle($0) }
    turns += Self.settle(&host, from: 1.3).events.filter { $0 == .paged(.forward) }
    #expect(turns == [.paged(.forward)])
    #expect(host.currentIndex == 8)
  }

  @Test func anIndexSetFromOutsideBeforeTheViewportIsReportedAsTheJumpWouldBe() {
    var host = ComponentHost(SnapCarousel(itemCount: 0), elementIDs: Self.letters)
    _ = host.advance(to: 0)
    host.setIndex(3, animation: nil, time: 0.01)
    host.setViewport(Self.row, time: 0.02)
    let (events, _) = Self.settle(&host, from: 0.02)
    #expect(events.contains(.settled(index: 3)))
  }

  // MARK: - Reconfiguring under a finger

  /// A snap row with section 2 centred, a finger pressed at x = 300 and dragged 30 points left past
  /// the recognition point (x = 250).
  static func rowUnderAFinger() -> ComponentHost<SnapCarousel, String> {
    var host = ComponentHost(SnapCarousel(itemCount: 0), elementIDs: letters, initialIndex: 2)
    host.setViewport(row, time: 0)
    _ = host.handle(.began(CGPoint(x: 300, y: 100), at: 1))
    _ = host.handle(.changed(CGPoint(x: 250, y: 100), at: 1.05))  // recognised here
    _ = host.handle(.changed(CGPoint(x: 235, y: 100), at: 1.07))
    _ = host.handle(.changed(CGPoint(x: 220, y: 100), at: 1.09))
    return host
  }

  static func frame(of index: Int, in host: ComponentHost<SnapCarousel, String>) -> CGRect? {
    host.placements().first { $0.index == index }?.frame
  }

  @Test func aReconfiguredDragKeepsFollowingTheFingerWithoutAJump() throws {
    var host = Self.rowUnderAFinger()
    let before = try #require(Self.frame(of: 2, in: host))
    #expect(abs(before.midX - (195 - 30)) < 1e-9)  // the content follows the finger from x = 250
    // New spacing: the centred section does not move, and neither does it under the still finger.
    host.reconfigure(SnapCarousel(itemCount: 0, spacing: 40), time: 1.1)
    let after = try #require(Self.frame(of: 2, in: host))
    #expect(abs(after.midX - before.midX) < 1e-9, "jumped from \(before.midX) to \(after.midX)")
    // The drag is still the carousel's, and the next 10 points move it 10 points, not 0.
    #expect(host.handle(.changed(CGPoint(x: 210, y: 100), at: 1.11)) == .tracking)
    let moved = try #require(Self.frame(of: 2, in: host))
    #expect(abs(moved.midX - (after.midX - 10)) < 1e-9)
    // Its velocity survived too: a flick released now turns to the next section.
    _ = host.handle(.ended(CGPoint(x: 200, y: 100), at: 1.12))
    _ = Self.settle(&host, from: 1.12)
    #expect(host.currentIndex == 3)
    #expect(abs(host.component.offset - 3 * (390 - 16 + 40)) < 1e-9)
  }

  @Test func aReconfiguredDragThatWasDeclinedStaysDeclined() {
    var host = ComponentHost(SnapCarousel(itemCount: 0), elementIDs: Self.letters, initialIndex: 1)
    host.setViewport(Self.row, time: 0)
    _ = host.handle(.began(CGPoint(x: 200, y: 100), at: 1))
    #expect(host.handle(.changed(CGPoint(x: 203, y: 140), at: 1.05)) == .declined)
    host.reconfigure(SnapCarousel(itemCount: 0, itemInset: 40), time: 1.06)
    #expect(host.handle(.changed(CGPoint(x: 260, y: 150), at: 1.08)) == .declined)
    #expect(abs(host.component.offset - 1 * (390 - 40 + 16)) < 1e-9)
  }

  @Test func aReconfiguredPressThatHasNotMovedIsStillAPress() {
    var host = ComponentHost(SnapCarousel(itemCount: 0), elementIDs: Self.letters)
    host.setViewport(Self.row, time: 0)
    _ = host.handle(.began(CGPoint(x: 200, y: 100), at: 1))
    _ = host.handle(.changed(CGPoint(x: 204, y: 100), at: 1.02))
    host.reconfigure(SnapCarousel(itemCount: 0, spacing: 30), time: 1.03)
    #expect(host.handle(.changed(CGPoint(x: 207, y: 100), at: 1.04)) == .pending)
    #expect(host.handle(.changed(CGPoint(x: 215, y: 100), at: 1.06)) == .tracking)  // 15 from the press
  }

  @Test func aHeldGestureKeepsABoundedNumberOfSamples() {
    var host = Self.rowUnderAFinger()
    // Ten seconds of a finger sampled at 1 kHz: the host keeps the velocity window, not 10,000.
    for step in 0..<10_000 {
      let time = 1.1 + Double(step) / 1000
      _ = host.handle(.changed(CGPoint(x: 220 + CGFloat(step % 7), y: 100), at: time))
    }
    host.reconfigure(SnapCarousel(itemCount: 0, spacing: 20), time: 11.2)
    #expect(host.handle(.changed(CGPoint(x: 230, y: 100), at: 11.21)) == .tracking)
  }

  // MARK: - Taps confirmed by the platform

  static func ring(tapsFromTouches: Bool) -> ComponentHost<RotaryCarousel, Int> {
    var host = ComponentHost(RotaryCarousel(itemCount: 0), elementIDs: Array(0..<6))
    host.tapsFromTouches = tapsFromTouches
    host.setViewport(CGSize(width: 390, height: 220), time: 0)
    return host
  }

  static func front(of host: ComponentHost<RotaryCarousel, Int>) -> CGPoint {
    let front = host.placements().last!.frame
    return CGPoint(x: front.midX, y: front.midY)
  }

  @Test func aTouchThatLiftsIsATapOnlyWhenTouchesDecideTaps() {
    for decides in [true, false] {
      var host = Self.ring(tapsFromTouches: decides)
      let point = Self.front(of: host)
      _ = host.handle(.began(point, at: 1))
      _ = host.handle(.ended(point, at: 1.05))
      let events = Self.settle(&host, from: 1.05).events
      #expect(events.contains(.tapped(index: 0)) == decides, "tapsFromTouches \(decides): \(events)")
    }
  }

  /// A button in the front banner handled the tap: the platform's tap recogniser never fires, so
  /// the carousel hears only the touch — and neither opens the banner nor turns the ring.
  @Test func aTapAControlHandledReachesNothing() {
    var host = Self.ring(tapsFromTouches: false)
    let side = CGPoint(x: 380, y: 110)  // on the banner to the right of the front one
    _ = host.handle(.began(side, at: 1))
    _ = host.handle(.ended(side, at: 1.05))
    let (events, reports) = Self.settle(&host, from: 1.05)
    #expect(events.isEmpty)
    #expect(reports.isEmpty)
    #expect(host.currentIndex == 0)
  }

  @Test func aConfirmedTapOpensTheFrontBannerOrTurnsASideOneToTheFront() {
    var host = Self.ring(tapsFromTouches: false)
    // The recogniser may confirm before or after the touch's own end reaches the host.
    _ = host.handle(.began(Self.front(of: host), at: 1))
    host.tap(at: Self.front(of: host), time: 1.05)
    _ = host.handle(.ended(Self.front(of: host), at: 1.05))
    #expect(Self.settle(&host, from: 1.05).events == [.tapped(index: 0)])

    let side = CGPoint(x: 380, y: 110)
    _ = host.handle(.began(side, at: 2))
    _ = host.handle(.ended(side, at: 2.05))
    host.tap(at: side, time: 2.06)
    let (events, _) = Self.settle(&host, from: 2.06)
    #expect(!events.contains { $0.tappedIndex != nil })
    #expect(host.currentIndex == 5, "the side banner (item 5, to the right) came to the front")
  }

  @Test func aDragIsNeverATapWhateverTheRecogniserSays() {
    var host = Self.ring(tapsFromTouches: false)
    let script = GestureScript.drag(
      from: CGPoint(x: 300, y: 110), by: CGSize(width: -120, height: 0), duration: 0.2, startTime: 1)
    script.events.forEach { _ = host.handle($0) }
    let events = Self.settle(&host, from: 1.2).events
    #expect(!events.contains { $0.tappedIndex != nil })
    #expect(host.currentIndex != 0)
  }

  @Test func aTapAtAnUnusablePointIsIgnored() {
    var host = Self.ring(tapsFromTouches: false)
    host.tap(at: CGPoint(x: CGFloat.nan, y: 10), time: 1)
    host.tap(at: CGPoint(x: 10, y: 10), time: .infinity)
    #expect(Self.settle(&host, from: 1).events.isEmpty)
    #expect(host.clock.isFinite)
  }

  // MARK: - Item views keyed by element

  @Test func itemViewsAreKeyedByTheirElementSoStateFollowsIt() {
    var host = ComponentHost(
      FreeScrollCarousel(itemCount: 0, itemSize: CGSize(width: 100, height: 100)),
      elementIDs: ["a", "b", "c", "d", "e", "f", "g"])
    host.setViewport(CGSize(width: 390, height: 120), time: 0)
    let before = Dictionary(uniqueKeysWithValues: host.identifiedPlacements().map { ($0.id, $0.placement.frame) })
    #expect(before.keys.contains(.element("a", copy: 0)))
    // An element inserted at the front: every view that was on screen is still keyed by its element,
    // and drawn where it was.
    host.setElements(["new", "a", "b", "c", "d", "e", "f", "g"], time: 1)
    let after = Dictionary(uniqueKeysWithValues: host.identifiedPlacements().map { ($0.id, $0.placement.frame) })
    for (id, frame) in after where before[id] != nil { #expect(before[id] == frame, "\(id)") }
    #expect(!after.keys.contains(.element("new", copy: 0)), "the new element is off screen, before the first")
  }

  @Test func repeatedIDsStillGiveEveryViewItsOwnIdentity() {
    var host = ComponentHost(
      FreeScrollCarousel(itemCount: 0, itemSize: CGSize(width: 100, height: 100)),
      elementIDs: ["x", "x", "y", "x"])
    host.setViewport(CGSize(width: 390, height: 120), time: 0)
    let ids = host.identifiedPlacements().map(\.id)
    #expect(Set(ids).count == ids.count, "\(ids)")
    #expect(ids.contains(.element("x", copy: 2)))
  }

  @Test func pagesWithoutElementsAreKeyedByIndex() {
    var host = ComponentHost<InfinitePager, Int>(InfinitePager(), initialIndex: -3)
    host.setViewport(Self.screen, time: 0)
    _ = host.handle(.began(CGPoint(x: 300, y: 400), at: 1))
    _ = host.handle(.changed(CGPoint(x: 200, y: 400), at: 1.05))
    _ = host.handle(.changed(CGPoint(x: 150, y: 400), at: 1.1))
    #expect(Set(host.identifiedPlacements().map(\.id)) == [.index(-3, copy: 0), .index(-2, copy: 0)])
  }

  // MARK: - Elements of a paged carousel

  /// A paged carousel's index counts pages, its elements are rows: the current element is the
  /// page's first row, selecting an element turns to its page, and inserting rows keeps that row's
  /// page current.
  @Test func aPagedCarouselFollowsItsElementsByPage() {
    let rows = (0..<12).map { "row \($0)" }
    var host = ComponentHost(PagedCarousel(itemCount: 0, rowsPerPage: 3), elementIDs: rows, initialIndex: 2)
    host.setViewport(CGSize(width: 390, height: 280), time: 0)
    #expect(host.currentElementID == "row 6")
    #expect(host.index(showing: "row 8") == 2)
    host.select("row 10", animation: nil, time: 1)
    #expect(host.currentIndex == 3)
    #expect(host.currentElementID == "row 9")
    // Three rows inserted before: row 9 is now the 13th row, on page 4.
    host.setElements(["x", "y", "z"] + rows, time: 2)
    #expect(host.currentIndex == 4)
    #expect(host.currentElementID == "row 9")
    // Pages clamp to the pages there are, not to the number of rows.
    host.setIndex(40, animation: nil, time: 3)
    #expect(host.currentIndex == 4)
    host.step(by: 1, animation: nil, time: 4)
    #expect(host.currentIndex == 4)
  }

  /// A new viewport can change the item at rest without any motion (a degenerate row of zero-width
  /// items 10⁶ points apart: item 1 leads in no viewport, item 2 in a real one); the last `.settled`
  /// still names where it rests. Found by the random-calls property test.
  @Test func aViewportThatMovesTheIndexAtRestReportsTheNewRest() {
    let row = FreeScrollCarousel(itemCount: 0, itemSize: CGSize(width: CGFloat.infinity, height: 200), spacing: 1e6)
    var host = ComponentHost(row, elementIDs: [0, 1, 2])
    _ = host.advance(to: 0)
    host.setViewport(CGSize(width: 390, height: 600), time: 0)
    let (events, _) = Self.settle(&host, from: 0)
    let settled = events.compactMap(\.settledIndex)
    #expect(settled.last == host.currentIndex, "\(events), at rest on \(host.currentIndex)")
  }

  @Test func aDragGivenToTheParentStaysTheParentsWhenAReconfigureTurnsTheAxis() {
    var host = ComponentHost<InfinitePager, Int>(InfinitePager(axis: .vertical))
    host.setViewport(Self.screen, time: 0)
    _ = host.handle(.began(CGPoint(x: 100, y: 300), at: 1))
    #expect(host.handle(.changed(CGPoint(x: 140, y: 302), at: 1.05)) == .declined)
    host.reconfigure(InfinitePager(axis: .horizontal), time: 1.06)
    #expect(!host.isTrackingGesture)
    _ = host.handle(.changed(CGPoint(x: 300, y: 302), at: 1.1))
    #expect(host.component.pageOffset == 0)
  }
}
