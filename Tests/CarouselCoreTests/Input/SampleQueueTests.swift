import CarouselCore
import Foundation
import Testing

@Suite("SampleQueue")
struct SampleQueueTests {
  private static func times(_ queue: SampleQueue) -> [TimeInterval] {
    var queue = queue
    return queue.due(by: .greatestFiniteMagnitude).map(\.time)
  }

  @Test func handsOutSamplesInTimeOrderWhenTheirTimeComes() {
    let samples: [DragEvent] = [.changed(.zero, at: 0.2), .began(.zero, at: 0.1), .ended(.zero, at: 0.3)]
    var queue = SampleQueue(samples, startingAt: 10)
    #expect(queue.firstTime == 10.1)
    #expect(queue.due(by: 10.05).isEmpty)
    #expect(queue.due(by: 10.2).map(\.phase) == [.began, .changed])
    #expect(queue.nextTime == 10.3)
    #expect(queue.due(by: 11).map(\.phase) == [.ended])
    #expect(queue.isEmpty && queue.nextTime == nil)
  }

  @Test func dropsSamplesThatNoClockReaches() {
    let samples: [DragEvent] = [.began(.zero, at: .nan), .changed(.zero, at: 1), .ended(.zero, at: .infinity)]
    #expect(Self.times(SampleQueue(samples)) == [1])
  }

  @Test func withoutAMaximumPauseTimesAreExactlyAsGiven() {
    let times: [TimeInterval] = [0.1, 0.1 + 1.0 / 120, 3600, 3600.05, 1e300]
    let queue = SampleQueue(times.map { DragEvent.changed(.zero, at: $0) }, startingAt: 0)
    #expect(Self.times(queue) == times)
  }

  @Test func longPausesAreShortenedAndMotionIsKept() {
    // A flick, an hour of nothing, a tap, then a sample at 1e300 s.
    let flick = GestureScript.flick(from: CGPoint(x: 300, y: 100), by: CGSize(width: -200, height: 0), duration: 0.1)
    let script = flick.followed(by: .tap(at: CGPoint(x: 100, y: 100)), after: 3600)
      .followed(by: GestureScript(events: [.began(.zero, at: 0)]), after: 1e300)
    let placed = Self.times(SampleQueue(script, startingAt: 50, maximumPause: 2))
    let given = script.events.map(\.time)
    #expect(placed.count == given.count)
    // The flick keeps its timing exactly; every later gap is the given one or 2 s, whichever is shorter.
    let flickCount = flick.events.count
    #expect(Array(placed.prefix(flickCount)) == given.prefix(flickCount).map { $0 + 50 })
    for index in 1..<placed.count {
      let expected = min(given[index] - given[index - 1], 2)
      #expect(abs((placed[index] - placed[index - 1]) - expected) < 1e-9)
    }
    #expect(placed.last.map { $0 < 50 + 0.2 + 4 + 1e-9 } == true)
  }

  @Test func aScriptThatStartsLateStartsWithinThePause() {
    let queue = SampleQueue([.began(.zero, at: 1e300), .ended(.zero, at: 1e300)], startingAt: 7, maximumPause: 2)
    #expect(Self.times(queue) == [9, 9])
  }

  @Test func aNonsenseMaximumPauseIsReadAsNoneOrZero() {
    let samples: [DragEvent] = [.began(.zero, at: 1), .ended(.zero, at: 5)]
    #expect(Self.times(SampleQueue(samples, maximumPause: .nan)) == [1, 5])
    #expect(Self.times(SampleQueue(samples, maximumPause: -3)) == [0, 0])
  }

  @Test func theReplayScheduleIsTheQueuesRuleForAnyTimedInput() {
    let times: [TimeInterval] = [0.5, 0.6, 30, 30.1, 1e300]
    let samples = times.map { DragEvent.changed(.zero, at: $0) }
    let schedule = SampleQueue.replaySchedule(times, maximumPause: 2)
    #expect(schedule.map(\.time) == Self.times(SampleQueue(samples, maximumPause: 2)))
    #expect(schedule.map(\.index) == [0, 1, 2, 3, 4])
    let expected: [TimeInterval] = [0.5, 0.6, 2.6, 2.7, 4.7]
    #expect(zip(schedule.map(\.time), expected).allSatisfy { abs($0 - $1) < 1e-9 })
    #expect(SampleQueue.replaySchedule(times, maximumPause: .infinity).map(\.time) == times)
    #expect(SampleQueue.replaySchedule([], maximumPause: 2).isEmpty)
    // Out of order, with a time that is not finite: ordered by time, ties by index, the NaN left out.
    let shuffled = SampleQueue.replaySchedule([3, .nan, 1, 3, 0.5], maximumPause: .infinity)
    #expect(shuffled.map(\.index) == [4, 2, 0, 3] && shuffled.map(\.time) == [0.5, 1, 3, 3])
  }

  @Test func playingTimedEventsDeliversEachIndexOnceInTimeOrderAtItsPlacedTime() {
    var delivered: [(index: Int, time: TimeInterval)] = []
    var frames: [TimeInterval] = []
    GestureScript.play(
      eventsAt: [2, 0.5, .nan, 0.5, 40], startingAt: 10, maximumPause: 3,
      deliver: { delivered.append(($0, $1)) },
      frame: { time in
        frames.append(time)
        return true
      })
    #expect(delivered.map(\.index) == [1, 3, 0, 4])
    #expect(delivered.map(\.time) == [10.5, 10.5, 12, 15])
    // Everything rests between events: one frame per delivery, on the 1/60 s grid from the first.
    #expect(frames.count == 3)
    #expect(frames.first == 10.5)
  }
}
