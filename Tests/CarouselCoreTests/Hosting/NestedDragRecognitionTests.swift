import CarouselCore
import CarouselTestSupport
import Foundation
import PropertyBased
import Testing

/// A carousel inside other scrolling views: the recogniser's decisions, made by the engine. Each case
/// is one an iPhone user meets — a page scrolled over a carousel, a carousel swiped inside a page, a
/// paged `TabView` around a carousel that is at its first item.
@Suite("NestedDragRecognition")
struct NestedDragRecognitionTests {
  typealias SnapHost = ComponentHost<SnapCarousel, Int>
  static let viewport = CGSize(width: 390, height: 260)
  static let start = CGPoint(x: 200, y: 120)

  static func snapHost(index: Int = 0, count: Int = 6) -> SnapHost {
    var host = SnapHost(SnapCarousel(itemCount: 0), elementIDs: Array(0..<count), initialIndex: index)
    host.setViewport(viewport, time: 0)
    return host
  }

  /// Presses at `start`, then moves by `(dx, dy)` in `steps` samples 1/60 s apart.
  static func drag<C, ID>(
    _ recognition: inout NestedDragRecognition, _ host: inout ComponentHost<C, ID>, dx: CGFloat, dy: CGFloat,
    steps: Int = 10, from time: TimeInterval = 1
  ) -> TimeInterval {
    recognition.handle(.began(start, at: time), host: &host)
    var now = time
    for step in 1...steps {
      now += 1.0 / 60
      let fraction = CGFloat(step) / CGFloat(steps)
      let location = CGPoint(x: start.x + dx * fraction, y: start.y + dy * fraction)
      recognition.handle(.changed(location, at: now), host: &host)
      _ = host.advance(to: now)
    }
    return now
  }

  // MARK: - A cross-axis drag belongs to the parent

  @Test func aVerticalDragOverAHorizontalCarouselIsYieldedAndMovesNothing() {
    var host = Self.snapHost(index: 2)
    let before = host.component.offset
    var recognition = NestedDragRecognition(yieldsAtEnds: true)
    let end = Self.drag(&recognition, &host, dx: 6, dy: 120)
    #expect(recognition.decision == .yielded)
    #expect(!recognition.shouldBegin(at: CGPoint(x: 206, y: 240), host: host))
    #expect(host.component.offset == before)
    // The engine heard the drag end when it was yielded: nothing down, nothing to settle.
    #expect(!host.isTrackingGesture)
    _ = host.advance(to: end + 1)
    #expect(host.component.isSettled)
    #expect(host.currentIndex == 2)
  }

  @Test func rightToLeftAPullPastTheFirstItemIsTheOneToTheLeft() {
    var forward = SnapHost(SnapCarousel(itemCount: 0), elementIDs: Array(0..<6), direction: .rightToLeft)
    forward.setViewport(Self.viewport, time: 0)
    var back = forward
    var recognition = NestedDragRecognition(yieldsAtEnds: true)
    // A drag to the right moves on from the first item: the carousel's.
    _ = Self.drag(&recognition, &forward, dx: 150, dy: 0)
    #expect(recognition.decision == .claimed)
    // A drag to the left pulls past it: the parent's.
    var parent = NestedDragRecognition(yieldsAtEnds: true)
    _ = Self.drag(&parent, &back, dx: -150, dy: 0)
    #expect(parent.decision == .yielded)
    var first = SnapHost(SnapCarousel(itemCount: 0), elementIDs: Array(0..<6), direction: .rightToLeft)
    first.setViewport(Self.viewport, time: 0)
    #expect(first.canFollow(CGSize(width: 40, height: 0)))
    #expect(!first.canFollow(CGSize(width: -40, height: 0)))
  }

  @Test func samplesAfterTheDragWasYieldedReachNothing() {
    var host = Self.snapHost(index: 2)
    var recognition = NestedDragRecognition(yieldsAtEnds: true)
    let end = Self.drag(&recognition, &host, dx: 0, dy: 80)
    let offset = host.component.offset
    // The parent scrolls; the finger wanders sideways and lifts — none of it is the carousel's.
    #expect(!recognition.handle(.changed(CGPoint(x: 20, y: 300), at: end + 0.1), host: &host))
    #expect(!recognition.handle(.ended(CGPoint(x: 0, y: 300), at: end + 0.2), host: &host))
    _ = host.advance(to: end + 2)
    #expect(host.component.offset == offset)
    #expect(host.currentIndex == 2)
  }

  // MARK: - A main-axis drag belongs to the carousel

  @Test func aHorizontalDragIsClaimedAndMovesTheCarouselOnly() {
    var host = Self.snapHost(index: 2)
    let before = host.component.offset
    var recognition = NestedDragRecognition(yieldsAtEnds: true)
    let end = Self.drag(&recognition, &host, dx: -150, dy: 12)
    #expect(recognition.decision == .claimed)
    #expect(recognition.shouldBegin(at: CGPoint(x: 50, y: 132), host: host))
    #expect(host.component.offset > before)
    recognition.handle(.ended(CGPoint(x: 50, y: 132), at: end + 1.0 / 60), host: &host)
    _ = host.advance(to: end + 2)
    #expect(host.currentIndex == 3)
  }

  // MARK: - A same-axis parent gets the drag past an end

  @Test func pullingPastTheFirstItemIsYieldedToASameAxisParent() {
    var host = Self.snapHost(index: 0)
    var recognition = NestedDragRecognition(yieldsAtEnds: true)
    _ = Self.drag(&recognition, &host, dx: 150, dy: 0)
    #expect(recognition.decision == .yielded)
    #expect(host.component.offset == 0)  // no rubber band: the TabView pages instead
  }

  @Test func pullingPastTheLastItemIsYieldedToo() {
    var host = Self.snapHost(index: 5)
    let before = host.component.offset
    var recognition = NestedDragRecognition(yieldsAtEnds: true)
    _ = Self.drag(&recognition, &host, dx: -150, dy: 0)
    #expect(recognition.decision == .yielded)
    #expect(host.component.offset == before)
  }

  @Test func atTheFirstItemADragTowardTheNextIsStillTheCarousels() {
    var host = Self.snapHost(index: 0)
    var recognition = NestedDragRecognition(yieldsAtEnds: true)
    _ = Self.drag(&recognition, &host, dx: -150, dy: 0)
    #expect(recognition.decision == .claimed)
    #expect(host.component.offset > 0)
  }

  @Test func byDefaultTheCarouselRubberBandsAtItsEnds() {
    var host = Self.snapHost(index: 0)
    var recognition = NestedDragRecognition()
    _ = Self.drag(&recognition, &host, dx: 150, dy: 0)
    #expect(recognition.decision == .claimed)
    #expect(host.component.offset < 0)
  }

  @Test func aLoopingRingHasNoEndToYieldAt() {
    var host = ComponentHost<RotaryCarousel, Int>(RotaryCarousel(itemCount: 0), elementIDs: Array(0..<5))
    host.setViewport(CGSize(width: 390, height: 300), time: 0)
    var recognition = NestedDragRecognition(yieldsAtEnds: true)
    _ = Self.drag(&recognition, &host, dx: 150, dy: 0)
    #expect(recognition.decision == .claimed)
  }

  @Test func aPagedCarouselOnItsLastPageYieldsForward() {
    var host = ComponentHost<PagedCarousel, Int>(
      PagedCarousel(itemCount: 0, rowsPerPage: 3), elementIDs: Array(0..<9), initialIndex: 2)
    host.setViewport(CGSize(width: 390, height: 300), time: 0)
    var recognition = NestedDragRecognition(yieldsAtEnds: true)
    _ = Self.drag(&recognition, &host, dx: -150, dy: 0)
    #expect(recognition.decision == .yielded)
    _ = Self.drag(&recognition, &host, dx: 150, dy: 0, from: 3)
    #expect(recognition.decision == .claimed)
  }

  // MARK: - Before the engine has decided

  @Test func shouldBeginAsksTheEngineWhenThePlatformDecidesFirst() {
    var host = Self.snapHost(index: 2)
    var recognition = NestedDragRecognition(yieldsAtEnds: true)
    // Four points: under the engine's ten-point minimum, so it has not decided.
    _ = Self.drag(&recognition, &host, dx: -4, dy: 1, steps: 2)
    #expect(recognition.decision == .undecided)
    let offset = host.component.offset
    #expect(recognition.shouldBegin(at: CGPoint(x: 196, y: 121), host: host))
    #expect(!recognition.shouldBegin(at: CGPoint(x: 201, y: 124), host: host))
    // The question changes nothing.
    #expect(recognition.decision == .undecided)
    #expect(host.component.offset == offset)
    #expect(host.isTrackingGesture)
  }

  @Test func shouldBeginAtTheFirstItemTowardThePreviousSaysNo() {
    let host = Self.snapHost(index: 0)
    var hostCopy = host
    var recognition = NestedDragRecognition(yieldsAtEnds: true)
    recognition.handle(.began(Self.start, at: 1), host: &hostCopy)
    #expect(!recognition.shouldBegin(at: CGPoint(x: 204, y: 120), host: hostCopy))
    #expect(recognition.shouldBegin(at: CGPoint(x: 196, y: 120), host: hostCopy))
  }

  // MARK: - Taps, cancellation, bad input

  @Test func aTapStaysTheEnginesAndIsReported() {
    var host = Self.snapHost(index: 1)
    var recognition = NestedDragRecognition(yieldsAtEnds: true)
    recognition.handle(.began(CGPoint(x: 200, y: 100), at: 1), host: &host)
    recognition.handle(.ended(CGPoint(x: 200, y: 100), at: 1.08), host: &host)
    #expect(recognition.decision == .undecided)
    let events = host.advance(to: 1.1).events
    #expect(events.contains { $0.kind == .tapped(index: 1) })
  }

  @Test func aSystemCancellationSettlesTheClaimedDrag() {
    var host = Self.snapHost(index: 2)
    var recognition = NestedDragRecognition(yieldsAtEnds: true)
    let end = Self.drag(&recognition, &host, dx: -100, dy: 0)
    recognition.handle(DragEvent(phase: .cancelled, location: CGPoint(x: 100, y: 120), time: end), host: &host)
    #expect(!host.isTrackingGesture)
    _ = host.advance(to: end + 2)
    #expect(host.component.isSettled)
    #expect(host.currentIndex == 2)
  }

  @Test func unusableSamplesChangeNothing() {
    var host = Self.snapHost(index: 2)
    var recognition = NestedDragRecognition(yieldsAtEnds: true)
    recognition.handle(.began(Self.start, at: 1), host: &host)
    let before = recognition
    for bad in [
      DragEvent.changed(CGPoint(x: CGFloat.nan, y: 0), at: 1.1), .changed(CGPoint(x: 0, y: CGFloat.infinity), at: 1.1),
      .changed(CGPoint(x: 10, y: 10), at: .nan),
    ] {
      #expect(!recognition.handle(bad, host: &host))
    }
    #expect(recognition == before)
    #expect(!recognition.shouldBegin(at: CGPoint(x: CGFloat.nan, y: 0), host: host))
    #expect(!recognition.shouldBegin(at: Self.start, host: host))  // no movement, no direction
  }

  // MARK: - A recorded session

  /// Written by hand from what a person does on Home inside a paged `TabView`: scrolls the page over
  /// the carousel (a slightly diagonal upward drag), swipes the carousel to its next section, swipes
  /// back twice — the second pull, past the first section, turns the TabView's page instead.
  static let session = """
    {"events": [
      {"phase": "began",   "x": 200, "y": 200, "time": 0.00},
      {"phase": "changed", "x": 203, "y": 190, "time": 0.02},
      {"phase": "changed", "x": 209, "y": 150, "time": 0.06},
      {"phase": "changed", "x": 214, "y": 90,  "time": 0.12},
      {"phase": "ended",   "x": 214, "y": 80,  "time": 0.14},
      {"phase": "began",   "x": 300, "y": 120, "time": 1.00},
      {"phase": "changed", "x": 285, "y": 122, "time": 1.03},
      {"phase": "changed", "x": 200, "y": 125, "time": 1.10},
      {"phase": "changed", "x": 90,  "y": 126, "time": 1.18},
      {"phase": "ended",   "x": 80,  "y": 126, "time": 1.20},
      {"phase": "began",   "x": 60,  "y": 120, "time": 2.50},
      {"phase": "changed", "x": 75,  "y": 121, "time": 2.53},
      {"phase": "changed", "x": 200, "y": 122, "time": 2.62},
      {"phase": "changed", "x": 330, "y": 122, "time": 2.70},
      {"phase": "ended",   "x": 340, "y": 122, "time": 2.72},
      {"phase": "began",   "x": 60,  "y": 120, "time": 4.00},
      {"phase": "changed", "x": 75,  "y": 121, "time": 4.03},
      {"phase": "changed", "x": 200, "y": 122, "time": 4.12},
      {"phase": "ended",   "x": 210, "y": 122, "time": 4.14}
    ]}
    """

  @Test func aRecordedSessionInsideAPagedTabViewGivesEachDragToOneOwner() throws {
    var host = Self.snapHost(index: 0)
    var recognition = NestedDragRecognition(yieldsAtEnds: true)
    let script = try GestureScript(json: Data(Self.session.utf8))
    var decisions: [NestedDragRecognition.Decision] = []
    var settled: [Int] = []
    var queue = SampleQueue(script)
    var time: TimeInterval = 0
    while time < 6 {
      time += 1.0 / 60
      for event in queue.due(by: time) {
        recognition.handle(event, host: &host)
        if event.phase == .ended { decisions.append(recognition.decision) }
      }
      settled += host.advance(to: time).events.compactMap(\.settledIndex)
    }
    // The page's scroll, the carousel's two swipes, the pull past the first section.
    #expect(decisions == [.yielded, .claimed, .claimed, .yielded])
    #expect(settled == [1, 0])
    #expect(host.currentIndex == 0)
    #expect(host.component.offset == 0)
  }

  // MARK: - Never both

  /// Random drags over carousels at random items: within a touch the decision never goes from one
  /// owner to the other; when a touch is yielded the carousel is where that touch's cancellation
  /// alone would leave it — the finger's movement moved nothing (the parent alone moves); every offset
  /// stays finite.
  @Test func aYieldedTouchNeverMovedTheCarouselAndDecisionsNeverFlip() async {
    await propertyCheck(count: 300, input: randomGestureStep.array(of: 1...60), Gen.int(in: 0...7), Gen.bool) {
      steps, index, yieldsAtEnds in
      var host = Self.snapHost(index: index, count: 8)
      var recognition = NestedDragRecognition(yieldsAtEnds: yieldsAtEnds)
      var time: TimeInterval = 1
      var location = Self.start
      var decided: NestedDragRecognition.Decision?
      for step in steps {
        time += max(0, step.dt)
        location.x += step.dx
        location.y += step.dy
        let event = DragEvent(phase: step.phase, location: location, time: time)
        let before = recognition.decision
        // Where the carousel would be had the system cancelled the touch instead of this sample.
        var cancelledInstead = host
        cancelledInstead.cancelGesture(at: time)
        recognition.handle(event, host: &host)
        if event.phase == .began {
          decided = nil
        } else if let decided {
          #expect(recognition.decision == decided, "\(decided) became \(recognition.decision)")
        } else if recognition.decision != .undecided {
          decided = recognition.decision
          if recognition.decision == .yielded, before == .undecided {
            #expect(
              abs(host.component.offset - cancelledInstead.component.offset) <= 1e-9,
              "the finger moved the carousel before it yielded")
          }
        }
        _ = host.advance(to: time)
        #expect(host.component.offset.isFinite)
        #expect(allFinite(host.placements()))
      }
    }
  }

  // MARK: - Which recognisers wait for the carousel

  /// The recognisers an iPhone screen puts on the same touch as a carousel's, and whether each must
  /// wait for the carousel's decision: only scroll views' pans and the carousels around it.
  @Test(
    "Only the pans of scroll views and of the carousels around it wait for a carousel",
    arguments: [
      (NestedDragRecognition.OtherRecognizer.scrollViewPan, 0, true),
      (.scrollViewPan, 2, true),
      (.carouselPan(depth: 0), 1, true),  // the pager around a row waits for the row
      (.carouselPan(depth: 1), 0, false),  // a row inside this pager's page does not wait for it
      (.carouselPan(depth: 1), 1, false),  // a carousel beside it
      (.screenEdgePan, 0, false),  // the back swipe starting on a full-width carousel goes back
      (.navigationPop, 0, false),
      (.navigationPop, 3, false),
      (.otherPan, 0, false),  // a sheet's dismissal, a drawer
      (.other, 0, false),  // a button's tap, a long press
    ])
  func whoWaits(other: NestedDragRecognition.OtherRecognizer, depth: Int, waits: Bool) {
    #expect(NestedDragRecognition.makesWait(other, carouselDepth: depth) == waits)
  }
}
