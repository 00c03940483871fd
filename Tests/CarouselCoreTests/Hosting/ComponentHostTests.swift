import CarouselCore
import CarouselTestSupport
import Foundation
import Testing

/// One test per promise of SPEC §13's host — each written as the case a front end gets wrong.
@Suite("ComponentHost")
struct ComponentHostTests {
  typealias SnapHost = ComponentHost<SnapCarousel, String>
  static let viewport = CGSize(width: 390, height: 260)
  /// Item `i` of a default snap carousel in a 390-point viewport rests at `i · 390`, drawn at x = 8.
  static let stride: CGFloat = 390
  static let letters = ["a", "b", "c", "d", "e", "f"]

  static func snapHost(_ ids: [String] = letters, initialIndex: Int = 0) -> SnapHost {
    var host = SnapHost(SnapCarousel(itemCount: 0), elementIDs: ids, initialIndex: initialIndex)
    host.setViewport(viewport, time: 0)
    return host
  }

  /// Advances in 60 Hz frames until settled; returns every reported index change, in order.
  static func settleReporting<C, ID>(_ host: inout ComponentHost<C, ID>, from start: TimeInterval) -> [Int] {
    var reports: [Int] = []
    var time = start
    repeat {
      time += 1.0 / 60
      if let index = host.advance(to: time).currentIndex { reports.append(index) }
    } while host.wantsFrames && time < start + 10
    if let index = host.advance(to: time + 1.0 / 60).currentIndex { reports.append(index) }
    return reports
  }

  // MARK: - Initial index

  @Test func theInitialIndexIsShownOnTheFirstFrameWithoutAnimationOrEvents() {
    var host = SnapHost(SnapCarousel(itemCount: 0), elementIDs: Self.letters, initialIndex: 3)
    #expect(host.currentIndex == 3)  // before any viewport, the index asked for
    host.setViewport(Self.viewport, time: 0)
    #expect(host.component.isSettled)
    #expect(host.component.offset == 3 * Self.stride)
    #expect(host.placements().map(\.index) == [3])
    #expect(host.placements().first?.frame.minX == 8)
    let update = host.advance(to: 0.016)
    #expect(update.events.isEmpty)
    #expect(update.currentIndex == nil)
  }

  @Test func anInitialIndexOutOfRangeIsClampedAndReportedOnce() {
    var host = Self.snapHost(initialIndex: 99)
    #expect(host.currentIndex == 5)
    #expect(host.advance(to: 0.016).currentIndex == 5)
    #expect(host.advance(to: 0.032).currentIndex == nil)
  }

  @Test func anIndexSetBeforeTheViewportLandsWhenItArrives() {
    var host = SnapHost(SnapCarousel(itemCount: 0), elementIDs: Self.letters)
    host.setIndex(4, animation: .snap, time: 0)
    host.setViewport(.zero, time: 0.1)  // a zero size is no viewport yet
    #expect(host.currentIndex == 4)
    host.setViewport(Self.viewport, time: 0.2)
    #expect(host.component.offset == 4 * Self.stride)
    #expect(host.component.isSettled)
  }

  // MARK: - Identity

  @Test func insertingBeforeTheCurrentElementKeepsItInPlace() {
    var host = Self.snapHost(initialIndex: 2)
    let before = host.placements()
    host.setElements(["x", "y"] + Self.letters, time: 1)
    #expect(host.currentIndex == 4)
    #expect(host.currentElementID == "c")
    #expect(host.placements().map(\.frame) == before.map(\.frame))
    #expect(host.advance(to: 1.1).currentIndex == 4)  // the index moved, once
    #expect(host.advance(to: 1.2).currentIndex == nil)
  }

  @Test func reorderingKeepsTheCurrentElement() {
    var host = Self.snapHost(initialIndex: 1)
    host.setElements(Self.letters.reversed(), time: 1)
    #expect(host.currentElementID == "b")
    #expect(host.currentIndex == 4)
    #expect(host.component.isSettled)
  }

  @Test func removingTheCurrentElementKeepsTheIndexClampedAndReportsItOnce() {
    var host = Self.snapHost(initialIndex: 5)
    host.setElements(["a", "b", "c"], time: 1)
    #expect(host.currentIndex == 2)
    #expect(Self.settleReporting(&host, from: 1) == [2])
  }

  @Test func shrinkingMidAnimationSettlesOnTheLastElementWithOneReportPerChange() {
    var host = Self.snapHost()
    host.setIndex(5, animation: .snap, time: 0)
    var reports: [Int] = []
    for frame in 1...6 { reports += [host.advance(to: Double(frame) / 60).currentIndex].compactMap { $0 } }
    host.setElements(["a", "b"], time: 0.1)
    reports += Self.settleReporting(&host, from: 0.1)
    #expect(host.currentIndex == 1)
    #expect(host.component.offset == Self.stride)
    #expect(reports.last == 1)
    #expect(zip(reports, reports.dropFirst()).allSatisfy { $0 != $1 }, "the same index reported twice: \(reports)")
  }

  @Test func dataWhoseIndicesDoNotStartAtZeroIsAddressedByID() {
    let slice = Array(100..<120)[10...]  // indices 10..<20
    var host = ComponentHost<SnapCarousel, Int>(SnapCarousel(itemCount: 0), elementIDs: Array(slice))
    host.setViewport(Self.viewport, time: 0)
    host.select(115, animation: nil, time: 0)
    #expect(host.currentIndex == 5)
    #expect(host.currentElementID == 115)
    #expect(slice[slice.startIndex + host.currentIndex] == 115)
    host.select(999, animation: nil, time: 0)  // unknown: nothing happens
    #expect(host.currentIndex == 5)
  }

  // MARK: - External changes and reconfiguring

  @Test func anExternalChangeJumpsOrAnimatesAsAsked() {
    var host = Self.snapHost()
    host.setIndex(2, animation: nil, time: 0)
    #expect(host.component.offset == 2 * Self.stride)
    #expect(!host.wantsFrames)
    host.setIndex(4, animation: .snap, time: 1)
    #expect(host.wantsFrames)
    #expect(Self.settleReporting(&host, from: 1).last == 4)
  }

  /// The settled index is where the carousel last rested: an animation across four items passes
  /// through each as the current index, never as the settled one.
  @Test func theSettledIndexChangesOnlyAtRest() {
    var host = Self.snapHost()
    _ = host.advance(to: 0)
    host.setIndex(4, animation: .snap, time: 0)
    var seen: Set<Int> = []
    var currents: Set<Int> = []
    var time: TimeInterval = 0
    while host.wantsFrames && time < 5 {
      time += 1.0 / 60
      _ = host.advance(to: time)
      seen.insert(host.settledIndex)
      currents.insert(host.currentIndex)
    }
    _ = host.advance(to: time + 0.1)
    #expect(currents.count > 2, "the animation passed \(currents.sorted())")
    #expect(seen.subtracting([4]) == [0], "settled indices seen while moving: \(seen.sorted())")
    #expect(host.settledIndex == 4)
    // New elements: the old rest no longer names the same item; the index follows the current one.
    host.setElements(["x"] + Self.letters, time: time + 0.2)
    #expect(host.settledIndex == host.currentIndex)
    #expect(host.currentElementID == "e")
  }

  @Test func reconfiguringKeepsTheCurrentElement() {
    var host = Self.snapHost(initialIndex: 3)
    host.reconfigure(SnapCarousel(itemCount: 0, itemInset: 100, spacing: 40), time: 1)
    #expect(host.currentIndex == 3)
    #expect(host.component.spacing == 40)
    let front = host.placements().first { $0.index == 3 }
    #expect(front?.frame.midX == 195)
    #expect(host.advance(to: 1.1).events.isEmpty)
  }

  @Test func reconfiguringMidDragKeepsFollowingTheFinger() {
    var host = Self.snapHost(initialIndex: 2)
    _ = host.handle(.began(CGPoint(x: 300, y: 100), at: 0))
    _ = host.handle(.changed(CGPoint(x: 250, y: 100), at: 0.05))
    host.reconfigure(SnapCarousel(itemCount: 0, spacing: 30), time: 0.06)
    let before = host.component.offset
    _ = host.handle(.changed(CGPoint(x: 230, y: 100), at: 0.08))
    let response = host.handle(.changed(CGPoint(x: 200, y: 100), at: 0.1))
    #expect(response == .tracking)
    #expect(abs(host.component.offset - before) <= 50 + 1e-9, "moved more than the finger")
    _ = host.handle(.ended(CGPoint(x: 200, y: 100), at: 0.2))
    _ = Self.settleReporting(&host, from: 0.2)
    let rest = CGFloat(host.currentIndex) * (390 - 16 + 30)
    #expect(host.component.offset == rest)
  }

  // MARK: - Gestures

  @Test func aVanishedGestureIsCancelledAndTheNextTouchStartsCleanly() {
    var host = Self.snapHost(initialIndex: 1)
    _ = host.handle(.began(CGPoint(x: 300, y: 100), at: 0))
    _ = host.handle(.changed(CGPoint(x: 200, y: 100), at: 0.05))
    #expect(host.isTrackingGesture)
    host.cancelGesture(at: 0.1)  // the system took the touch: no `.ended` will come
    #expect(!host.isTrackingGesture)
    _ = Self.settleReporting(&host, from: 0.1)
    #expect(host.component.isSettled)
    #expect(host.component.offset == CGFloat(host.currentIndex) * Self.stride)
    _ = host.handle(.began(CGPoint(x: 300, y: 100), at: 2))
    #expect(host.handle(.changed(CGPoint(x: 250, y: 100), at: 2.05)) == .tracking)
  }

  @Test func aNewTouchOverALostOneCancelsItFirst() {
    var pager = ComponentHost<InfinitePager, Int>(InfinitePager())
    pager.setViewport(CGSize(width: 390, height: 844), time: 0)
    _ = pager.handle(.began(CGPoint(x: 300, y: 100), at: 0))
    _ = pager.handle(.changed(CGPoint(x: 100, y: 100), at: 0.05))
    // The `.ended` was lost; the next touch arrives.
    _ = pager.handle(.began(CGPoint(x: 200, y: 100), at: 1))
    _ = pager.handle(.ended(CGPoint(x: 200, y: 100), at: 1.01))
    _ = Self.settleReporting(&pager, from: 1.01)
    #expect(pager.component.isSettled)
    #expect(pager.component.pageOffset == 0)
  }

  // MARK: - Clock

  @Test func theClockRunsOnlyWhileMovingOrWhenAWakeIsDue() {
    var rows = ComponentHost<PagedCarousel, Int>(
      PagedCarousel(itemCount: 0, rowsPerPage: 3, autoAdvance: .every(3)), elementIDs: Array(0..<12))
    rows.setViewport(CGSize(width: 390, height: 280), time: 0)
    #expect(!rows.wantsFrames)
    #expect(rows.nextWakeTime == 0)  // not scheduled yet: advance now to start the interval
    _ = rows.advance(to: 0)
    #expect(rows.nextWakeTime == 3)
    var still = ComponentHost<SnapCarousel, Int>(SnapCarousel(itemCount: 3))
    still.setViewport(Self.viewport, time: 0)
    #expect(still.nextWakeTime == nil)
    #expect(!still.wantsFrames)
  }

  /// Data that shrank under the current element moves the rest without any motion: the clock runs
  /// for the frame that says so, then stops.
  @Test func aRestMovedByNewDataKeepsTheClockRunningForOneFrame() {
    var host = ComponentHost(SnapCarousel(itemCount: 0), elementIDs: Array(0..<6))
    host.setViewport(Self.viewport, time: 0)
    host.setIndex(5, animation: nil, time: 0)
    _ = host.advance(to: 0)
    #expect(!host.wantsFrames)
    host.setElements(Array(0..<3), time: 1)
    #expect(host.wantsFrames)
    let update = host.advance(to: 1)
    #expect(update.events.last == .settled(index: 2), "\(update.events)")
    #expect(!host.wantsFrames)
  }

  /// "Turns a page every 3 s", watched the way a front end runs its clock (`FrameSchedule`): frames
  /// only while moving, otherwise a single wake at `nextWakeTime`.
  @Test func autoAdvanceTurnsAPageEveryThreeSecondsAndPausesWhilePressed() {
    var rows = ComponentHost<PagedCarousel, Int>(
      PagedCarousel(itemCount: 0, rowsPerPage: 3, autoAdvance: .every(3)), elementIDs: Array(0..<12))
    rows.setViewport(CGSize(width: 390, height: 280), time: 0)
    var turns: [(time: TimeInterval, page: Int)] = []
    var time: TimeInterval = 0
    var wakes = 0
    var frames = 0
    func run(until end: TimeInterval) {
      while time < end {
        let schedule = FrameSchedule(rows, frameInterval: 1.0 / 60)
        let next = schedule.nextFrame(after: time) ?? end
        if schedule.need != .frames { wakes += 1 }
        frames += 1
        time = min(max(next, time), end)
        if let page = rows.advance(to: time).currentIndex { turns.append((time, page)) }
        if time == end { break }
      }
    }
    run(until: 10)
    #expect(turns.map(\.page) == [1, 2, 3])
    #expect(zip(turns.map(\.time), [3.0, 6.0, 9.0]).allSatisfy { $0 >= $1 && $0 < $1 + 0.5 })
    #expect(wakes < 20, "the clock ran while nothing moved: \(wakes) idle wakes")
    // Three page turns of a few tenths of a second each at 60 Hz, not 600 frames for 10 s.
    #expect(frames < 300, "\(frames) frames in 10 s")
    // A press pauses it: nothing turns while the finger is down, and the interval restarts after.
    _ = rows.handle(.began(CGPoint(x: 100, y: 100), at: 10))
    run(until: 16)
    #expect(turns.count == 3)
    _ = rows.handle(.ended(CGPoint(x: 100, y: 100), at: 16))
    run(until: 18.9)
    #expect(turns.count == 3)
    run(until: 19.5)
    #expect(turns.last?.page == 0)  // wrapped from the last page
  }

  // MARK: - Accessibility

  @Test func twoQuickStepsMoveTwoItems() {
    var host = Self.snapHost()
    host.step(by: 1, animation: .snap, time: 0)
    _ = host.advance(to: 0.05)
    host.step(by: 1, animation: .snap, time: 0.05)
    _ = Self.settleReporting(&host, from: 0.05)
    #expect(host.currentIndex == 2)
  }

  @Test func stepsStopAtTheEndsUnlessTheComponentLoops() {
    var host = Self.snapHost(initialIndex: 5)
    host.step(by: 1, animation: .snap, time: 0)
    host.step(by: 1, animation: .snap, time: 0.01)
    host.step(by: -1, animation: .snap, time: 0.02)  // one step back from the end, not from 7
    _ = Self.settleReporting(&host, from: 0.02)
    #expect(host.currentIndex == 4)

    var ring = ComponentHost<RotaryCarousel, Int>(
      RotaryCarousel(itemCount: 0), elementIDs: Array(0..<6), initialIndex: 5)
    ring.setViewport(CGSize(width: 390, height: 200), time: 0)
    ring.step(by: 1, animation: .snap, time: 0)
    ring.step(by: 1, animation: .snap, time: 0.01)
    _ = Self.settleReporting(&ring, from: 0.01)
    #expect(ring.currentIndex == 1)
  }

  @Test func theAccessibilityValueNamesTheElement() {
    let host = Self.snapHost(initialIndex: 2)
    let value = host.accessibilityValue { index, id in "\(id ?? "?"), \(index + 1) of \(Self.letters.count)" }
    #expect(value == "c, 3 of 6")
  }

  // MARK: - Reports

  @Test func aDragAcrossItemsReportsEachNewIndexOnce() {
    var host = Self.snapHost()
    let flick = GestureScript.drag(
      from: CGPoint(x: 380, y: 100), by: CGSize(width: -370, height: 0), duration: 0.5, restBeforeRelease: 0.1)
    var reports: [Int] = []
    flick.play { sample in
      _ = host.handle(sample)
    } frame: { time in
      if let index = host.advance(to: time).currentIndex { reports.append(index) }
      return !host.wantsFrames
    }
    #expect(reports == [1])
  }

  @Test("With Reduce Motion, a selection, a step and a key jump: no frames, one report, and drags still move")
  func reduceMotionJumps() {
    var host = Self.snapHost()
    host.reducesMotion = true
    host.step(by: 2, animation: .snap, time: 1)
    #expect(host.currentIndex == 2)
    #expect(!host.wantsFrames)
    #expect(host.advance(to: 1).currentIndex == 2)
    #expect(host.advance(to: 1.1).currentIndex == nil)
    // Quick steps still add up: each counts from where the last one put the item.
    host.step(by: 1, animation: .snap, time: 1.2)
    host.step(by: 1, animation: .snap, time: 1.25)
    #expect(host.currentIndex == 4)
    host.select("a", animation: .snap, time: 2)
    #expect(host.currentIndex == 0)
    #expect(!host.wantsFrames)

    // A drag is the finger's, not an animation: it still moves the content.
    _ = host.handle(.began(CGPoint(x: 300, y: 100), at: 3))
    _ = host.handle(.changed(CGPoint(x: 250, y: 100), at: 3.05))  // recognised: tracking starts here
    _ = host.handle(.changed(CGPoint(x: 150, y: 100), at: 3.1))
    #expect(host.component.offset > 50)

    var animated = Self.snapHost()
    animated.step(by: 2, animation: .snap, time: 1)
    #expect(animated.wantsFrames)
  }
}
