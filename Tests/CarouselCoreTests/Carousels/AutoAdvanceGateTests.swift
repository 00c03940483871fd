import CarouselCore
import Foundation
import Testing

/// "Turns a page every 3 s" must stop when the person cannot or would not follow it: under VoiceOver's
/// focus, when paused, with Reduce Motion, off screen — and resume with a whole interval.
@Suite("AutoAdvanceGate")
struct AutoAdvanceGateTests {
  /// Rows that turn every 3 s, on screen from 0 s, and the times of their page turns.
  struct Rows {
    var host = ComponentHost<PagedCarousel, Int>(
      PagedCarousel(itemCount: 0, rowsPerPage: 3, autoAdvance: .every(3)), elementIDs: Array(0..<12))
    var gate = AutoAdvanceGate(isVisible: true)
    var time: TimeInterval = 0
    var turns: [TimeInterval] = []

    init() {
      host.setViewport(CGSize(width: 390, height: 280), time: 0)
      host.modify { [gate] in $0.apply(gate) }
    }

    /// Runs the clock as a front end does (frames while moving, a wake when one is due), applying
    /// the gate at every step as a view that re-renders would.
    mutating func run(until end: TimeInterval) {
      while time < end {
        let next = FrameSchedule(host, frameInterval: 1.0 / 60).nextFrame(after: time) ?? end
        time = min(max(next, time), end)
        host.modify { [gate] in $0.apply(gate) }
        if host.advance(to: time).currentIndex != nil { turns.append(time) }
        if time == end { break }
      }
    }

    mutating func set(_ change: (inout AutoAdvanceGate) -> Void) {
      change(&gate)
      host.modify { [gate] in $0.apply(gate) }
    }
  }

  @Test func theSameGateEveryFrameKeepsTheInterval() {
    var rows = Rows()
    rows.run(until: 10)
    #expect(rows.turns.count == 3)
    #expect(zip(rows.turns, [3.0, 6.0, 9.0]).allSatisfy { $0 >= $1 && $0 < $1 + 0.5 }, "\(rows.turns)")
  }

  @Test func voiceOverFocusStopsItAndItResumesWithAWholeInterval() {
    var rows = Rows()
    rows.run(until: 4)
    #expect(rows.turns.count == 1)
    rows.set { $0.isFocusedByAssistiveTechnology = true }
    rows.run(until: 20)
    #expect(rows.turns.count == 1, "turned under VoiceOver's focus: \(rows.turns)")
    rows.set { $0.isFocusedByAssistiveTechnology = false }
    rows.run(until: 22.9)
    #expect(rows.turns.count == 1, "turned less than an interval after focus left: \(rows.turns)")
    rows.run(until: 23.5)
    #expect(rows.turns.count == 2)
  }

  @Test func aPauseHoldsUntilResumed() {
    var rows = Rows()
    rows.set { $0.isPausedByUser = true }
    rows.run(until: 30)
    #expect(rows.turns.isEmpty)
    rows.set { $0.isPausedByUser = false }
    rows.run(until: 33.5)
    #expect(rows.turns.count == 1)
  }

  @Test func reduceMotionAndLeavingTheScreenStopIt() {
    var rows = Rows()
    rows.set { $0.reducesMotion = true }
    rows.run(until: 10)
    rows.set {
      $0.reducesMotion = false
      $0.isVisible = false
    }
    rows.run(until: 20)
    #expect(rows.turns.isEmpty)
  }

  @Test func everyFactStopsItAlone() {
    #expect(AutoAdvanceGate(isVisible: true).allowsAutoAdvance)
    #expect(!AutoAdvanceGate().allowsAutoAdvance)
    #expect(!AutoAdvanceGate(isVisible: true, reducesMotion: true).allowsAutoAdvance)
    #expect(!AutoAdvanceGate(isVisible: true, isFocusedByAssistiveTechnology: true).allowsAutoAdvance)
    #expect(!AutoAdvanceGate(isVisible: true, isPausedByUser: true).allowsAutoAdvance)
  }

  /// The app goes to the background (or an alert takes the scene): nothing turns until it is back,
  /// and then only after a whole interval.
  @Test func theSceneInTheBackgroundStopsIt() {
    var rows = Rows()
    rows.run(until: 4)
    rows.set { $0.isSceneActive = false }
    rows.run(until: 60)
    #expect(rows.turns.count == 1, "turned in the background: \(rows.turns)")
    rows.set { $0.isSceneActive = true }
    rows.run(until: 62.9)
    #expect(rows.turns.count == 1)
    rows.run(until: 63.5)
    #expect(rows.turns.count == 2)
  }
}
