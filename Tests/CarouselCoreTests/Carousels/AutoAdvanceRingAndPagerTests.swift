import CarouselCore
import Foundation
import Testing

/// The ring and the endless pager turn by themselves when asked (SPEC §18), on the paged carousel's
/// clock: watched frame by frame, paused by a finger and by the gate.
@Suite("Auto-advance of the ring and the pager")
struct AutoAdvanceRingAndPagerTests {
  static let viewport = CGSize(width: 390, height: 300)

  /// Frames at 60 Hz from `start` to `end`, collecting the events and the index after each.
  static func run<C: InteractiveComponent>(
    _ host: inout ComponentHost<C, Int>, from start: TimeInterval, to end: TimeInterval
  ) -> (events: [C.Event], indices: [(time: TimeInterval, index: Int)]) {
    var events: [C.Event] = []
    var indices: [(TimeInterval, Int)] = []
    var time = start
    while time < end {
      time += 1.0 / 60
      events += host.advance(to: time).events
      indices.append((time, host.currentIndex))
    }
    return (events, indices)
  }

  /// When the index first reached `index`, in seconds.
  static func firstTime(of index: Int, in indices: [(time: TimeInterval, index: Int)]) -> TimeInterval? {
    indices.first { $0.index == index }?.time
  }

  @Test func theRingBringsTheNextBannerForwardEveryThreeSeconds() {
    var host = ComponentHost(RotaryCarousel(itemCount: 0, autoAdvance: .every(3)), elementIDs: Array(0..<6))
    host.setViewport(Self.viewport, time: 0)
    #expect(host.nextWakeTime != nil)
    let run = Self.run(&host, from: 0, to: 10)
    #expect(host.currentIndex == 3)
    // The turn starts on the first frame past 3 s and reaches the next banner within half a second.
    let first = try! #require(Self.firstTime(of: 1, in: run.indices))
    #expect(first > 3 && first < 3.5, "banner 1 came at \(first) s")
    let second = try! #require(Self.firstTime(of: 2, in: run.indices))
    #expect(abs(second - first - 3) < 0.05)
    #expect(run.events.filter { $0.settledIndex != nil }.count == 3, "one rest per turn")
  }

  @Test func theRingWrapsFromTheLastBannerToTheFirst() {
    var host = ComponentHost(
      RotaryCarousel(itemCount: 0, autoAdvance: .every(1)), elementIDs: Array(0..<3), initialIndex: 2)
    host.setViewport(Self.viewport, time: 0)
    _ = Self.run(&host, from: 0, to: 1.6)
    #expect(host.currentIndex == 0)
  }

  @Test func theEndlessPagerTurnsOnePageForwardEachInterval() {
    var host = ComponentHost<InfinitePager, Int>(InfinitePager(autoAdvance: .every(2)))
    host.setViewport(Self.viewport, time: 0)
    let run = Self.run(&host, from: 0, to: 7)
    #expect(host.currentIndex == 3)
    #expect(run.events.filter { $0 == .paged(.forward) }.count == 3, "exactly one event per page")
  }

  @Test func anIntervalShorterThanATurnStillTurnsAPageEachTime() {
    var host = ComponentHost<InfinitePager, Int>(InfinitePager(autoAdvance: .every(0.1)))
    host.setViewport(Self.viewport, time: 0)
    let run = Self.run(&host, from: 0, to: 1.2)
    _ = Self.run(&host, from: 1.2, to: 1.2)
    let pages = run.events.filter { $0 == .paged(.forward) }.count
    #expect(pages >= 8, "\(pages) pages in 1.2 s at one every 0.1 s")
    #expect(host.component.targetPage >= pages)
  }

  @Test func twoBannersTakeTurnsAlwaysTheSameWayRound() {
    var host = ComponentHost(RotaryCarousel(itemCount: 0, autoAdvance: .every(1)), elementIDs: [0, 1])
    host.setViewport(Self.viewport, time: 0)
    var last = host.component.position
    var time = 0.0
    while time < 4.5 {
      time += 1.0 / 60
      _ = host.advance(to: time)
      let position = host.component.position
      // Forward only, apart from whole turns folded back at rest (two banners a turn).
      #expect(position >= last - 1e-9 || abs(position - last + 2) < 1e-3, "back from \(last) to \(position)")
      last = position
    }
    #expect(host.currentIndex == 0)
  }

  @Test func aFingerDownPausesAndTheIntervalRestartsWhenItLifts() {
    var host = ComponentHost(RotaryCarousel(itemCount: 0, autoAdvance: .every(3)), elementIDs: Array(0..<6))
    host.setViewport(Self.viewport, time: 0)
    _ = Self.run(&host, from: 0, to: 2.5)
    _ = host.handle(.began(CGPoint(x: 195, y: 150), at: 2.5))
    var held = Self.run(&host, from: 2.5, to: 5)
    #expect(host.currentIndex == 0, "no turn under a finger")
    #expect(host.nextWakeTime == nil)
    _ = host.handle(.ended(CGPoint(x: 195, y: 150), at: 5))
    held = Self.run(&host, from: 5, to: 9)
    let turned = try! #require(Self.firstTime(of: 1, in: held.indices))
    #expect(turned > 8 && turned < 8.5, "the interval ran again from the lift: \(turned) s")
  }

  @Test func theGateStopsTurnsAndTheyStartAfreshWhenItOpens() {
    var host = ComponentHost<InfinitePager, Int>(InfinitePager(autoAdvance: .every(2)))
    host.setViewport(Self.viewport, time: 0)
    var gate = AutoAdvanceGate(isVisible: true, isSceneActive: true)
    gate.isFocusedByAssistiveTechnology = true
    host.modify { $0.apply(gate) }
    _ = Self.run(&host, from: 0, to: 5)
    #expect(host.currentIndex == 0)
    #expect(host.nextWakeTime == nil)
    gate.isFocusedByAssistiveTechnology = false
    host.modify { $0.apply(gate) }
    _ = Self.run(&host, from: 5, to: 6.5)
    #expect(host.currentIndex == 0, "not the moment the gate opens")
    _ = Self.run(&host, from: 6.5, to: 8)
    #expect(host.currentIndex == 1)
  }

  @Test func badIntervalsAndASingleBannerNeverTurn() {
    for setting in [AutoAdvance.every(0), .every(-1), .every(.nan), .every(.infinity), .off] {
      var host = ComponentHost(RotaryCarousel(itemCount: 0, autoAdvance: setting), elementIDs: Array(0..<4))
      host.setViewport(Self.viewport, time: 0)
      _ = Self.run(&host, from: 0, to: 3)
      #expect(host.currentIndex == 0 && host.nextWakeTime == nil)
    }
    var single = ComponentHost(RotaryCarousel(itemCount: 0, autoAdvance: .every(1)), elementIDs: [0])
    single.setViewport(Self.viewport, time: 0)
    _ = Self.run(&single, from: 0, to: 3)
    #expect(single.nextWakeTime == nil)
  }
}
