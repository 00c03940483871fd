import CarouselCore
import CarouselTestSupport
import Foundation
import PropertyBased
import Testing

/// Keys, mouse wheels and trackpads driving a hosted component (SPEC §18): one engine type maps them
/// for every front end.
@Suite("ComponentHost keys and wheel")
struct ComponentHostKeysAndWheelTests {
  typealias SnapHost = ComponentHost<SnapCarousel, Int>
  static let viewport = CGSize(width: 390, height: 260)
  /// A snap carousel's item `i` rests at offset `i · 390` in a 390-point viewport.
  static let stride: CGFloat = 390

  static func snapHost(count: Int = 6, initialIndex: Int = 0) -> SnapHost {
    var host = SnapHost(SnapCarousel(itemCount: 0), elementIDs: Array(0..<count), initialIndex: initialIndex)
    host.setViewport(viewport, time: 0)
    return host
  }

  /// Advances in 60 Hz frames from `start` until the host stops asking for frames (at most 20 s).
  /// - Returns: the time of the last frame.
  @discardableResult
  static func settle<C, ID>(_ host: inout ComponentHost<C, ID>, from start: TimeInterval) -> TimeInterval {
    var time = start
    repeat {
      time += 1.0 / 60
      _ = host.advance(to: time)
    } while host.wantsFrames && time < start + 20
    return time
  }

  // MARK: - Keys

  @Test func arrowsAlongTheAxisStepAndArrowsAcrossItArePassedOn() {
    var host = Self.snapHost()
    do { let taken = host.press(.right, animation: .snap, time: 0.1); #expect(taken) }
    Self.settle(&host, from: 0.1)
    #expect(host.currentIndex == 1)
    do { let taken = host.press(.up, animation: .snap, time: 2); #expect(!taken) }
    do { let taken = host.press(.down, animation: .snap, time: 2); #expect(!taken) }
    do { let taken = host.press(.left, animation: .snap, time: 2); #expect(taken) }
    Self.settle(&host, from: 2)
    #expect(host.currentIndex == 0)
  }

  @Test func aVerticalComponentTakesUpAndDownAndPassesLeftAndRightOn() {
    var host = ComponentHost<InfinitePager, Int>(InfinitePager(axis: .vertical))
    host.setViewport(CGSize(width: 390, height: 844), time: 0)
    do { let taken = host.press(.left, animation: .snap, time: 0.1); #expect(!taken) }
    do { let taken = host.press(.down, animation: .snap, time: 0.1); #expect(taken) }
    Self.settle(&host, from: 0.1)
    #expect(host.currentIndex == 1)
    do { let taken = host.press(.up, animation: .snap, time: 2); #expect(taken) }
    Self.settle(&host, from: 2)
    #expect(host.currentIndex == 0)
  }

  @Test func quickPressesAccumulateLikeAccessibilitySteps() {
    var host = Self.snapHost()
    _ = host.press(.right, animation: .snap, time: 0.1)
    _ = host.advance(to: 0.12)
    _ = host.press(.right, animation: .snap, time: 0.13)
    _ = host.press(.right, animation: .snap, time: 0.14)
    Self.settle(&host, from: 0.14)
    #expect(host.currentIndex == 3)
  }

  @Test func homeAndEndGoToTheFirstAndLastItem() {
    var host = Self.snapHost(initialIndex: 2)
    do { let taken = host.press(.end, animation: nil, time: 0.1); #expect(taken) }
    #expect(host.currentIndex == 5)
    #expect(host.component.offset == 5 * Self.stride)
    do { let taken = host.press(.home, animation: nil, time: 0.2); #expect(taken) }
    #expect(host.currentIndex == 0)
  }

  @Test func homeAndEndOnTheEndlessPagerArePassedOn() {
    var host = ComponentHost<InfinitePager, Int>(InfinitePager())
    host.setViewport(CGSize(width: 390, height: 844), time: 0)
    do { let taken = host.press(.home, animation: nil, time: 0.1); #expect(!taken) }
    do { let taken = host.press(.end, animation: nil, time: 0.1); #expect(!taken) }
    #expect(host.currentIndex == 0)
  }

  @Test func pageDownStepsByTheItemsTheViewportShowsInFull() {
    // 100-point items 10 apart in 390 points: three show in full (0–100, 110–210, 220–320).
    let row = FreeScrollCarousel(itemCount: 0, itemSize: CGSize(width: 100, height: 200), spacing: 10)
    var host = ComponentHost<FreeScrollCarousel, Int>(row, elementIDs: Array(0..<20))
    host.setViewport(CGSize(width: 390, height: 200), time: 0)
    do { let taken = host.press(.pageDown, animation: nil, time: 0.1); #expect(taken) }
    #expect(host.currentIndex == 3)
    do { let taken = host.press(.pageUp, animation: nil, time: 0.2); #expect(taken) }
    #expect(host.currentIndex == 0)
  }

  @Test func pageDownOnAPagedCarouselTurnsOnePage() {
    let rows = PagedCarousel(itemCount: 0, rowsPerPage: 3)
    var host = ComponentHost<PagedCarousel, Int>(rows, elementIDs: Array(0..<12))
    host.setViewport(CGSize(width: 390, height: 300), time: 0)
    do { let taken = host.press(.pageDown, animation: nil, time: 0.1); #expect(taken) }
    #expect(host.currentIndex == 1)
  }

  @Test func keysLoopOnALoopingComponent() {
    var host = ComponentHost<RotaryCarousel, Int>(RotaryCarousel(itemCount: 0), elementIDs: Array(0..<5))
    host.setViewport(Self.viewport, time: 0)
    do { let taken = host.press(.left, animation: nil, time: 0.1); #expect(taken) }
    #expect(host.currentIndex == 4)
  }

  @Test func keysWithoutItemsArePassedOn() {
    var host = Self.snapHost(count: 0)
    for key in NavigationKey.allCases { let taken = host.press(key, animation: .snap, time: 0.1); #expect(!taken) }
    #expect(allFinite(host.placements()))
  }

  @Test func aKeyWhileAFingerDragsIsSwallowed() {
    var host = Self.snapHost(initialIndex: 2)
    _ = host.handle(.began(CGPoint(x: 200, y: 100), at: 0))
    _ = host.handle(.changed(CGPoint(x: 150, y: 100), at: 0.05))
    let before = host.placements()
    do { let taken = host.press(.right, animation: .snap, time: 0.06); #expect(taken) }
    #expect(host.placements() == before)
    _ = host.handle(.changed(CGPoint(x: 140, y: 100), at: 0.07))
    #expect(host.placements().first!.frame.minX < before.first!.frame.minX)  // still following the finger
  }

  // MARK: - Mouse wheel notches

  @Test func aNotchAlongTheAxisStepsOneItemWhateverItsSize() {
    var host = Self.snapHost()
    do { let taken = host.scrollWheel(Self.notch(dx: 40, time: 0.1), animation: .snap); #expect(taken) }
    Self.settle(&host, from: 0.1)
    #expect(host.currentIndex == 1)
    do { let taken = host.scrollWheel(Self.notch(dx: -0.5, time: 2), animation: .snap); #expect(taken) }
    Self.settle(&host, from: 2)
    #expect(host.currentIndex == 0)
  }

  @Test func aNotchAcrossTheAxisIsPassedOn() {
    var host = Self.snapHost()
    do { let taken = host.scrollWheel(Self.notch(dx: 0, dy: 40, time: 0.1), animation: .snap); #expect(!taken) }
    do { let taken = host.scrollWheel(Self.notch(dx: 0, dy: 0, time: 0.1), animation: .snap); #expect(!taken) }
    #expect(host.component.isSettled)
    #expect(host.currentIndex == 0)
  }

  static func notch(dx: CGFloat, dy: CGFloat = 0, time: TimeInterval) -> ScrollWheelEvent {
    ScrollWheelEvent(delta: CGSize(width: dx, height: dy), location: CGPoint(x: 200, y: 100), time: time, phase: .notch)
  }

  // MARK: - Trackpad scrolls

  /// A two-finger scroll of `deltas` points, one event every `interval` seconds from `start`.
  static func scroll(
    _ deltas: [CGFloat], across: CGFloat = 0, from start: TimeInterval, interval: TimeInterval = 1.0 / 120,
    phased: Bool
  ) -> [ScrollWheelEvent] {
    let location = CGPoint(x: 200, y: 100)
    var events = deltas.enumerated().map { offset, delta in
      ScrollWheelEvent(
        delta: CGSize(width: delta, height: across), location: location, time: start + Double(offset) * interval,
        phase: phased ? (offset == 0 ? .began : .changed) : .unphased)
    }
    if phased {
      let end = start + Double(deltas.count) * interval
      events.append(ScrollWheelEvent(delta: .zero, location: location, time: end, phase: .ended))
      events.append(
        ScrollWheelEvent(delta: CGSize(width: 30, height: 0), location: location, time: end, phase: .momentum))
    }
    return events
  }

  @Test func aPhasedScrollMovesExactlyAsTheSameDragWould() {
    let deltas: [CGFloat] = [0, 4, 8, 12, 16, 20, 24, 24, 24]
    var wheeled = Self.snapHost(initialIndex: 2)
    var dragged = Self.snapHost(initialIndex: 2)
    var finger = CGPoint(x: 200, y: 100)
    let events = Self.scroll(deltas, from: 1, phased: true)
    for event in events {
      do { let taken = wheeled.scrollWheel(event, animation: .snap); #expect(taken) }
      switch event.phase {
      case .began: _ = dragged.handle(.began(finger, at: event.time))
      case .changed:
        finger.x -= event.delta.width
        _ = dragged.handle(.changed(finger, at: event.time))
      case .ended: _ = dragged.handle(.ended(finger, at: event.time))
      default: break
      }
      #expect(wheeled.placements() == dragged.placements())
    }
    var time = events.last!.time
    while wheeled.wantsFrames || dragged.wantsFrames {
      time += 1.0 / 60
      _ = wheeled.advance(to: time)
      _ = dragged.advance(to: time)
      #expect(wheeled.placements() == dragged.placements())
      if time > 20 { break }
    }
    #expect(wheeled.currentIndex == 3)  // a flick of 132 points at ~2,600 pt/s turns one item
    #expect(wheeled.component.offset == 3 * Self.stride)
  }

  @Test func anUnphasedScrollEndsAfterAPauseAndKeepsItsSpeed() {
    var host = Self.snapHost(initialIndex: 2)
    let events = Self.scroll([6, 12, 18, 24, 24, 24, 24], from: 1, phased: false)
    for event in events { let taken = host.scrollWheel(event, animation: .snap); #expect(taken) }
    let last = events.last!.time
    _ = host.advance(to: last + 0.016)
    #expect(host.isTrackingGesture)  // 16 ms is no pause yet
    #expect(host.wantsFrames)
    _ = host.advance(to: last + 0.033)
    #expect(!host.isTrackingGesture)  // released
    Self.settle(&host, from: last + 0.033)
    #expect(host.currentIndex == 3)
    #expect(host.component.offset == 3 * Self.stride)
  }

  @Test func aLateFrameStillReleasesTheScrollWithItsSpeed() {
    // The frame that notices the pause comes 70 ms after the last event (a slow frame): the release
    // is dated when the pause ran out, so the flick is not taken for a finger that rested.
    var host = Self.snapHost(initialIndex: 2)
    let events = Self.scroll([6, 12, 18, 24, 24, 24, 24], from: 1, phased: false)
    for event in events { _ = host.scrollWheel(event, animation: .snap) }
    let last = events.last!.time
    _ = host.advance(to: last + 0.07)
    #expect(!host.isTrackingGesture)
    Self.settle(&host, from: last + 0.07)
    #expect(host.currentIndex == 3)
  }

  @Test func aWholeLineInsideATrackpadScrollIsPartOfItNotANotch() {
    var host = Self.snapHost(initialIndex: 2)
    let location = CGPoint(x: 200, y: 100)
    for (offset, delta) in [6.5, 12.5, 18.5].enumerated() {
      let event = ScrollWheelEvent(
        delta: CGSize(width: delta, height: 0), location: location, time: 1 + Double(offset) * 0.01, phase: .unphased)
      _ = host.scrollWheel(event, animation: .snap)
    }
    let before = host.placements()
    let whole = ScrollWheelEvent(delta: CGSize(width: 20, height: 0), location: location, time: 1.03, phase: .notch)
    do { let taken = host.scrollWheel(whole, animation: .snap); #expect(taken) }
    #expect(host.isTrackingGesture)  // still the same scroll
    #expect(host.placements().first!.frame.minX == before.first!.frame.minX - 20)
  }

  @Test func aKeyAtATimeThatIsNotFiniteIsPassedOnAndLeavesAScrollAlone() {
    var host = Self.snapHost(initialIndex: 2)
    for event in Self.scroll([10, 20, 30], from: 1, phased: false) { _ = host.scrollWheel(event, animation: .snap) }
    do { let taken = host.press(.right, animation: .snap, time: .nan); #expect(!taken) }
    #expect(host.isTrackingGesture)
    Self.settle(&host, from: 1.1)
    #expect(!host.isTrackingGesture && !host.wantsFrames)
    let before = host.currentIndex
    do { let taken = host.press(.right, animation: nil, time: 20); #expect(taken) }
    #expect(host.currentIndex == before + 1)
  }

  @Test func pageDownOnAPileStepsOneCardNotTheCoveredOnes() {
    var host = ComponentHost<CardStack, Int>(CardStack(itemCount: 0), elementIDs: Array(0..<10))
    host.setViewport(CGSize(width: 390, height: 600), time: 0)
    do { let taken = host.press(.pageDown, animation: nil, time: 0.1); #expect(taken) }
    #expect(host.currentIndex == 1)
  }

  @Test func aScrollMostlyAcrossTheAxisIsDeclinedFromItsFirstEvent() {
    var host = Self.snapHost()
    let events = Self.scroll([1, 2, 2, 2], across: 20, from: 1, phased: true)
    for event in events where event.phase != .momentum {
      do { let taken = host.scrollWheel(event, animation: .snap); #expect(!taken, "\(event.phase)") }
    }
    do { let taken = host.scrollWheel(events.last!, animation: .snap); #expect(!taken) }  // its momentum is not ours either
    #expect(host.component.isSettled)
    #expect(host.placements().first?.frame.minX == 8)
  }

  @Test func aScrollIsTakenWhenItRunsMostlyAlongTheAxis() {
    let row = Self.snapHost()
    #expect(row.takesScroll(by: CGSize(width: 12, height: 3)))
    #expect(row.takesScroll(by: CGSize(width: -12, height: 11.9)))
    #expect(!row.takesScroll(by: CGSize(width: 5, height: 5)))
    #expect(!row.takesScroll(by: CGSize(width: 2, height: -30)))
    #expect(!row.takesScroll(by: .zero))
    #expect(!row.takesScroll(by: CGSize(width: CGFloat.nan, height: 0)))
    var pager = ComponentHost<InfinitePager, Int>(InfinitePager(axis: .vertical))
    pager.setViewport(CGSize(width: 390, height: 844), time: 0)
    #expect(pager.takesScroll(by: CGSize(width: 2, height: -30)))
    #expect(!pager.takesScroll(by: CGSize(width: 12, height: 3)))
  }

  @Test func aShortScrollIsNeverATap() {
    var host = ComponentHost<SnapCarousel, Int>(SnapCarousel(itemCount: 0), elementIDs: Array(0..<6))
    host.setViewport(Self.viewport, time: 0)
    var events: [SnapCarousel.Event] = []
    for event in Self.scroll([1, 1, 1], from: 1, phased: true) { _ = host.scrollWheel(event, animation: .snap) }
    var time = 1.1
    while time < 2 {
      time += 1.0 / 60
      events += host.advance(to: time).events
    }
    #expect(!events.contains { if case .tapped = $0 { true } else { false } })
    #expect(host.currentIndex == 0)
  }

  @Test func aFingerThatGoesDownTakesOverFromAScrollWithoutAJump() {
    var host = Self.snapHost(initialIndex: 2)
    for event in Self.scroll([10, 20, 30, 30], from: 1, phased: false) { _ = host.scrollWheel(event, animation: .snap) }
    let shown = host.placements()
    let finger = CGPoint(x: 300, y: 120)
    _ = host.handle(.began(finger, at: 1.03))
    #expect(host.placements() == shown)
    _ = host.handle(.changed(CGPoint(x: 280, y: 120), at: 1.05))
    _ = host.handle(.changed(CGPoint(x: 260, y: 120), at: 1.07))
    #expect(host.placements().first!.frame.minX < shown.first!.frame.minX)
    // The scroll's own end never comes: the finger holds the content.
    _ = host.advance(to: 1.2)
    #expect(host.isTrackingGesture)
  }

  @Test func aScrollWhileAFingerDragsIsSwallowed() {
    var host = Self.snapHost(initialIndex: 2)
    _ = host.handle(.began(CGPoint(x: 200, y: 100), at: 0))
    _ = host.handle(.changed(CGPoint(x: 150, y: 100), at: 0.05))
    let shown = host.placements()
    for event in Self.scroll([50, 50], from: 0.06, phased: true) {
      let taken = host.scrollWheel(event, animation: .snap); #expect(taken)
    }
    do { let taken = host.scrollWheel(Self.notch(dx: 1, time: 0.08), animation: .snap); #expect(taken) }
    #expect(host.placements() == shown)
  }

  @Test func brokenScrollEventsChangeNothing() {
    var host = Self.snapHost(initialIndex: 2)
    let location = CGPoint(x: 200, y: 100)
    do {
      let taken = host.scrollWheel(
        ScrollWheelEvent(delta: CGSize(width: 5, height: 0), location: location, time: .nan, phase: .changed),
        animation: .snap);
      #expect(!taken)
    }
    let bad = ScrollWheelEvent(
      delta: CGSize(width: CGFloat.nan, height: .infinity), location: location, time: 1, phase: .unphased)
    #expect(bad.delta == .zero)
    let huge = ScrollWheelEvent(
      delta: CGSize(width: -1e12, height: 1e12), location: location, time: 1, phase: .unphased)
    #expect(huge.delta == CGSize(width: -ScrollWheelEvent.maximumDelta, height: ScrollWheelEvent.maximumDelta))
    _ = host.scrollWheel(bad, animation: .snap)
    let farAway = ScrollWheelEvent(
      delta: CGSize(width: 5, height: 0), location: CGPoint(x: 1e300, y: 0), time: 2, phase: .began)
    do { let taken = host.scrollWheel(farAway, animation: .snap); #expect(!taken) }
    Self.settle(&host, from: 2)
    #expect(host.currentIndex == 2)
    #expect(allFinite(host.placements()))
  }

  @Test func aLostEndIsCancelledWithTheGesture() {
    var host = Self.snapHost(initialIndex: 2)
    for event in Self.scroll([10, 20, 30, 30], from: 1, phased: true).dropLast(2) {
      _ = host.scrollWheel(event, animation: .snap)
    }
    host.cancelGesture(at: 1.5)
    let end = Self.settle(&host, from: 1.5)
    #expect(end < 3)
    #expect(!host.wantsFrames)
    #expect(host.currentIndex == 2)
  }

  // MARK: - Properties

  /// One random wheel or trackpad event.
  static let wheelEvent = zip(
    Gen.int(in: 0...9), Gen.double(in: -80...80), Gen.double(in: -30...30), Gen.double(in: 0...0.08)
  ).map { roll, dx, dy, dt -> (ScrollWheelEvent.Phase, CGSize, TimeInterval) in
    let phase: ScrollWheelEvent.Phase =
      switch roll {
      case 0: .notch
      case 1: .began
      case 2: .ended
      case 3: .momentum
      case 4...6: .unphased
      default: .changed
      }
    return (phase, CGSize(width: dx, height: dy), dt)
  }

  @Test func wheelSequencesEndAtRestOnASnapPoint() async {
    await propertyCheck(count: 300, input: Self.wheelEvent.array(of: 1...60), Gen.int(in: 0...8)) { steps, count in
      var host = ComponentHost<SnapCarousel, Int>(SnapCarousel(itemCount: 0), elementIDs: Array(0..<count))
      host.setViewport(Self.viewport, time: 0)
      var time: TimeInterval = 0
      for (phase, delta, dt) in steps {
        time += dt
        _ = host.scrollWheel(
          ScrollWheelEvent(delta: delta, location: CGPoint(x: 200, y: 100), time: time, phase: phase), animation: .snap)
        _ = host.advance(to: time)
        #expect(allFinite(host.placements()))
        #expect(count == 0 ? host.currentIndex == 0 : (0..<count).contains(host.currentIndex))
      }
      // The last scroll may still wait for its end: the platform's, or a pause.
      _ = host.scrollWheel(
        ScrollWheelEvent(delta: .zero, location: CGPoint(x: 200, y: 100), time: time, phase: .ended), animation: .snap)
      let end = Self.settle(&host, from: time)
      #expect(!host.wantsFrames, "still moving 20 s after the last scroll")
      #expect(end - time < 5)
      #expect(!host.isTrackingGesture)
      #expect(host.component.offset == CGFloat(host.currentIndex) * Self.stride)
    }
  }

  /// Every page the pager turns under the wheel is reported once, in order: whenever the page
  /// changes, the events since the last frame turned exactly the pages between, all one way. (One
  /// event may turn two pages: a scroll that begins ends the one before — a release that starts a
  /// turn — and its press completes that turn at once, as the pager's fast-swipe rule says.)
  @Test func wheelSequencesNeverSkipAPageOfThePager() async {
    await propertyCheck(count: 300, input: Self.wheelEvent.array(of: 1...80)) { steps in
      var host = ComponentHost<InfinitePager, Int>(InfinitePager())
      host.setViewport(CGSize(width: 390, height: 844), time: 0)
      var time: TimeInterval = 0
      var page = 0
      func frame() {
        let directions = host.advance(to: time).events.compactMap { event -> PageDirection? in
          if case .paged(let direction) = event { direction } else { nil }
        }
        let change = host.currentIndex - page
        #expect(
          directions.count == abs(change),
          "\(directions.count) turns reported from page \(page) to \(host.currentIndex)")
        #expect(directions.allSatisfy { ($0 == .forward) == (change > 0) }, "turns \(directions) for \(change)")
        page = host.currentIndex
      }
      for (phase, delta, dt) in steps {
        time += dt
        _ = host.scrollWheel(
          ScrollWheelEvent(delta: delta, location: CGPoint(x: 200, y: 400), time: time, phase: phase), animation: .snap)
        frame()
      }
      host.cancelGesture(at: time)
      while host.wantsFrames, time < 30 {
        time += 1.0 / 60
        frame()
      }
      #expect(!host.wantsFrames)
      #expect(host.component.pageOffset == 0)
    }
  }

  @Test func wheelEventsComposeWithAFingerDrag() async {
    // A finger dragging while scroll events arrive: the content is exactly where the finger alone
    // would put it.
    await propertyCheck(count: 200, input: Self.wheelEvent.array(of: 1...30), Gen.double(in: -200...200)) {
      steps, travel in
      var both = Self.snapHost(initialIndex: 3)
      var fingerOnly = Self.snapHost(initialIndex: 3)
      let start = CGPoint(x: 200, y: 100)
      _ = both.handle(.began(start, at: 0))
      _ = fingerOnly.handle(.began(start, at: 0))
      var time: TimeInterval = 0
      for (index, (phase, delta, dt)) in steps.enumerated() {
        time += dt
        let finger = DragEvent.changed(
          CGPoint(x: start.x + travel * Double(index + 1) / Double(steps.count), y: start.y), at: time)
        _ = both.handle(finger)
        _ = fingerOnly.handle(finger)
        do {
          let taken = both.scrollWheel(
            ScrollWheelEvent(delta: delta, location: start, time: time, phase: phase), animation: .snap);
          #expect(taken)
        }
        _ = both.advance(to: time)
        _ = fingerOnly.advance(to: time)
        #expect(both.placements() == fingerOnly.placements())
      }
    }
  }
}
