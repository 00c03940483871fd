import Foundation

/// Pointer samples waiting for their time: what every front end that replays input holds — the
/// headless replay, the Gallery's window and its tests — so "deliver the samples that are due" is
/// written once.
///
/// Samples are kept in time order (ties in the order given); a sample whose time is not finite is
/// dropped, since no frame would ever reach it.
public struct SampleQueue: Sendable, Hashable {
  private var samples: [DragEvent]
  private var next = 0

  /// Queues `samples`, each shifted by `start` seconds.
  ///
  /// With a finite `maximumPause`, every pause longer than it — between two samples, or from time 0 to
  /// the first — is shortened to it, so a script that idles for hours (or starts at 1e300 s) plays in
  /// real time in bounded time. Motion within a gesture is untouched: its samples are far closer.
  ///
  /// - Complexity: O(n log n) for n samples.
  public init(_ samples: [DragEvent], startingAt start: TimeInterval = 0, maximumPause: TimeInterval = .infinity) {
    let shift = start.isFinite ? start : 0
    self.samples = Self.replaySchedule(samples.map(\.time), maximumPause: maximumPause).map { index, time in
      DragEvent(phase: samples[index].phase, location: samples[index].location, time: time + shift)
    }
  }

  /// The order and times in which inputs given at `times` are replayed, by the rule
  /// ``init(_:startingAt:maximumPause:)-([DragEvent],_,_)`` follows: times that are not finite are left
  /// out, the rest taken in time order (ties in index order), and with a finite `maximumPause` every
  /// pause longer than it — between two times, or from 0 to the first — is shortened to it; until the
  /// first such pause, times stay exactly as given. A front end replaying other timed input beside the
  /// pointer samples (keys, text) schedules them all with it, so they stay in step.
  ///
  /// - Returns: for each input replayed, its index in `times` and the time it is replayed at.
  /// - Complexity: O(n log n) for n times.
  public static func replaySchedule(
    _ times: [TimeInterval], maximumPause: TimeInterval
  ) -> [(index: Int, time: TimeInterval)] {
    let order = times.indices.filter { times[$0].isFinite }.sorted { (times[$0], $0) < (times[$1], $1) }
    let pause = maximumPause.isNaN ? .infinity : Swift.max(0, maximumPause)
    var previous = Swift.min(0, order.first.map { times[$0] } ?? 0)
    var previousPlaced = previous
    var shortened = false
    return order.map { index in
      let time = times[index]
      let gap = time - previous
      shortened = shortened || gap > pause
      let placed = shortened ? previousPlaced + Swift.min(gap, pause) : time
      previous = time
      previousPlaced = placed
      return (index, placed)
    }
  }

  /// Queues a script's samples, shifted by `start` seconds, pauses longer than `maximumPause` shortened.
  public init(_ script: GestureScript, startingAt start: TimeInterval = 0, maximumPause: TimeInterval = .infinity) {
    self.init(script.events, startingAt: start, maximumPause: maximumPause)
  }

  /// Whether every sample has been handed out.
  public var isEmpty: Bool { next == samples.count }
  /// The time of the first sample, or nil when there are none.
  public var firstTime: TimeInterval? { samples.first?.time }
  /// The time of the last sample, or nil when there are none.
  public var lastTime: TimeInterval? { samples.last?.time }

  /// The time of the next sample to be handed out, or nil when none is left.
  public var nextTime: TimeInterval? { isEmpty ? nil : samples[next].time }

  /// Hands out, in order, every sample due at or before `time`.
  /// - Complexity: O(k) for the k samples handed out.
  public mutating func due(by time: TimeInterval) -> ArraySlice<DragEvent> {
    let start = next
    while next < samples.count, samples[next].time <= time { next += 1 }
    return samples[start..<next]
  }
}
