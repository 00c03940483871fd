import CarouselCore
import Foundation
import Testing

@Suite("DragTracker")
struct DragTrackerTests {
  /// Feeds a straight drag at `speed` points per second along x, sampled at 120 Hz for `duration`.
  private func drag(
    _ tracker: inout DragTracker, speed: CGFloat, duration: TimeInterval, from start: CGPoint = CGPoint(x: 200, y: 100)
  ) -> [DragTracker.Change] {
    var changes = [tracker.handle(.began(start, at: 0))]
    let steps = Int(duration * 120)
    for step in 1...steps {
      let time = Double(step) / 120
      changes.append(tracker.handle(.changed(CGPoint(x: start.x + speed * time, y: start.y), at: time)))
    }
    return changes
  }

  @Test func constantSpeedGivesThatVelocity() {
    var tracker = DragTracker()
    _ = drag(&tracker, speed: -1200, duration: 0.2)
    #expect(tracker.handle(.ended(CGPoint(x: 200 - 240, y: 100), at: 0.2 + 0.004)) == .ended)
    #expect(abs(tracker.velocity.x + 1200) < 1e-6)
    #expect(abs(tracker.velocity.y) < 1e-9)
    #expect(abs(tracker.mainVelocity + 1200) < 1e-6)
  }

  @Test func onlyTheLastHundredMillisecondsCount() {
    var tracker = DragTracker()
    _ = tracker.handle(.began(CGPoint(x: 0, y: 0), at: 0))
    // Slow for 0.5 s, then fast for 0.1 s.
    for step in 1...60 { _ = tracker.handle(.changed(CGPoint(x: Double(step), y: 0), at: Double(step) / 120)) }
    for step in 1...12 {
      _ = tracker.handle(.changed(CGPoint(x: 60 + Double(step) * 20, y: 0), at: 0.5 + Double(step) / 120))
    }
    _ = tracker.handle(.ended(CGPoint(x: 300, y: 0), at: 0.6))
    // 20 points per 1/120 s = 2400 pt/s; only the fast samples are in the window.
    #expect(abs(tracker.velocity.x - 2400) < 1)
  }

  @Test func aHeldFingerReleasesWithZeroVelocity() {
    var tracker = DragTracker()
    _ = drag(&tracker, speed: 1000, duration: 0.2)
    _ = tracker.handle(.changed(CGPoint(x: 400, y: 100), at: 0.25))  // same place: not a moving sample
    #expect(tracker.handle(.ended(CGPoint(x: 400, y: 100), at: 0.26)) == .ended)
    #expect(tracker.velocity == .zero)
    #expect(tracker.predictedMainEndTranslation == tracker.mainTranslation)
  }

  @Test func restingUnderFiftyMillisecondsKeepsVelocity() {
    var tracker = DragTracker()
    _ = drag(&tracker, speed: 1000, duration: 0.2)
    _ = tracker.handle(.ended(CGPoint(x: 400, y: 100), at: 0.24))
    #expect(abs(tracker.velocity.x - 1000) < 1e-6)
  }

  @Test func anEndedSampleAtANewLocationCounts() {
    var tracker = DragTracker()
    _ = tracker.handle(.began(CGPoint(x: 0, y: 0), at: 0))
    _ = tracker.handle(.changed(CGPoint(x: 20, y: 0), at: 0.01))
    _ = tracker.handle(.ended(CGPoint(x: 40, y: 0), at: 0.02))
    #expect(abs(tracker.velocity.x - 2000) < 1e-6)
  }

  @Test func predictedEndAddsTheProjection() {
    var tracker = DragTracker()
    _ = drag(&tracker, speed: 1000, duration: 0.1)
    _ = tracker.handle(.ended(CGPoint(x: 300, y: 100), at: 0.104))
    // Translation counts from where the drag was recognised (10 pt in), then + 0.499 · 1000.
    #expect(abs(tracker.predictedMainEndTranslation - (tracker.mainTranslation + 499)) < 1e-6)
  }

  @Test func duplicateAndDecreasingTimestampsAreNeverDividedBy() {
    var tracker = DragTracker()
    _ = tracker.handle(.began(.zero, at: 1))
    _ = tracker.handle(.changed(CGPoint(x: 30, y: 0), at: 1))
    _ = tracker.handle(.changed(CGPoint(x: 60, y: 0), at: 1))
    _ = tracker.handle(.changed(CGPoint(x: 90, y: 0), at: 0.5))
    #expect(tracker.handle(.ended(CGPoint(x: 90, y: 0), at: 1)) == .ended)
    #expect(tracker.velocity == .zero)
    #expect(tracker.velocity.x.isFinite)
    #expect(tracker.translation.width.isFinite)
  }

  @Test func belowTheMinimumDistanceTheDragIsPending() {
    var tracker = DragTracker(minimumDistance: 10)
    _ = tracker.handle(.began(.zero, at: 0))
    #expect(tracker.handle(.changed(CGPoint(x: 6, y: 0), at: 0.01)) == .none)
    #expect(tracker.response == .pending)
    #expect(tracker.translation == .zero)
    #expect(tracker.handle(.changed(CGPoint(x: 11, y: 0), at: 0.02)) == .began)
    #expect(tracker.response == .tracking)
    #expect(tracker.translation == .zero)  // content follows from here, without a 10-point jump
    #expect(tracker.handle(.changed(CGPoint(x: 15, y: 0), at: 0.03)) == .moved)
    #expect(tracker.translation.width == 4)
  }

  @Test func aMostlyCrossAxisDragIsDeclinedUntilItEnds() {
    var tracker = DragTracker(axis: .horizontal)
    _ = tracker.handle(.began(.zero, at: 0))
    #expect(tracker.handle(.changed(CGPoint(x: 4, y: 12), at: 0.02)) == .declined)
    #expect(tracker.response == .declined)
    #expect(tracker.handle(.changed(CGPoint(x: 200, y: 12), at: 0.04)) == .none)
    #expect(tracker.response == .declined)
    #expect(tracker.handle(.ended(CGPoint(x: 200, y: 12), at: 0.05)) == .released)
  }

  @Test func verticalTrackerLocksOntoY() {
    var tracker = DragTracker(axis: .vertical)
    _ = tracker.handle(.began(.zero, at: 0))
    #expect(tracker.handle(.changed(CGPoint(x: 3, y: -14), at: 0.02)) == .began)
    _ = tracker.handle(.changed(CGPoint(x: 3, y: -40), at: 0.04))
    #expect(tracker.mainTranslation == -26)
  }

  @Test func aQuickStillPressIsATapAndASlowOneIsNot() {
    var tracker = DragTracker()
    _ = tracker.handle(.began(CGPoint(x: 5, y: 5), at: 0))
    #expect(tracker.handle(.ended(CGPoint(x: 7, y: 5), at: 0.2)) == .tapped(CGPoint(x: 7, y: 5)))
    _ = tracker.handle(.began(CGPoint(x: 5, y: 5), at: 1))
    #expect(tracker.handle(.ended(CGPoint(x: 5, y: 5), at: 1.5)) == .released)
  }

  @Test func eventsWithoutABeganAreIgnored() {
    var tracker = DragTracker()
    #expect(tracker.handle(.changed(CGPoint(x: 50, y: 0), at: 0)) == .none)
    #expect(tracker.handle(.ended(CGPoint(x: 50, y: 0), at: 0)) == .none)
    #expect(tracker.handle(.cancelled(CGPoint(x: 50, y: 0), at: 0)) == .none)
    #expect(!tracker.isActive)
  }

  @Test func aRepeatedBeganRestartsCleanly() {
    var tracker = DragTracker()
    _ = drag(&tracker, speed: 800, duration: 0.1)
    #expect(tracker.handle(.began(CGPoint(x: 500, y: 0), at: 0.2)) == .pressed)
    #expect(tracker.response == .pending)
    #expect(tracker.translation == .zero)
    #expect(tracker.velocity == .zero)
  }

  @Test func nonFiniteSamplesAreIgnored() {
    var tracker = DragTracker()
    #expect(tracker.handle(.began(CGPoint(x: CGFloat.nan, y: 0), at: 0)) == .none)
    _ = tracker.handle(.began(.zero, at: 0))
    #expect(tracker.handle(.changed(CGPoint(x: 20, y: 0), at: .infinity)) == .none)
    #expect(tracker.handle(.changed(CGPoint(x: CGFloat.infinity, y: 0), at: 0.1)) == .none)
    #expect(tracker.response == .pending)
  }

  @Test func cancellingATrackedDragSaysSo() {
    var tracker = DragTracker()
    _ = drag(&tracker, speed: 800, duration: 0.1)
    #expect(tracker.handle(.cancelled(CGPoint(x: 280, y: 100), at: 0.11)) == .cancelled)
    #expect(!tracker.isActive)
  }
}
