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
    let ordered = samples.enumerated()
      .filter { $0.element.time.isFinite }
      .sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }
      .map(\.element)
    let placed = Self.replayTimes(ordered.map(\.time), maximumPause: maximumPause)
    self.samples = zip(ordered, placed).map { sample, time in
      DragEvent(phase: sample.phase, location: sample.location, time: time + shift)
    }
  }

  /// The times at which inputs given at `times` (in order, finite) are replayed, by the rule
  /// ``init(_:startingAt:maximumPause:)-([DragEvent],_,_)`` follows: with a finite `maximumPause`, every
  /// pause longer than it — between two times, or from 0 to the first — is shortened to it; until the
  /// first such pause, times stay exactly as given. A front end replaying other timed input beside the
  /// pointer samples (keys, text) places both with it, so they stay in step.
  ///
  /// - Complexity: O(n) for n times.
  public static func replayTimes(_ times: [TimeInterval], maximumPause: TimeInterval) -> [TimeInterval] {
    let pause = maximumPause.isNaN ? .infinity : Swift.max(0, maximumPause)
    var previous = Swift.min(0, times.first ?? 0)
    var previousPlaced = previous
    var shortened = false
    return times.map { time in
      let gap = time - previous
      shortened = shortened || gap > pause
      let placed = shortened ? previousPlaced + Swift.min(gap, pause) : time
      previous = time
      previousPlaced = placed
      return placed
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
