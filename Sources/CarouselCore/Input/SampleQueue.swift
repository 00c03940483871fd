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
  public init(_ samples: [DragEvent], startingAt start: TimeInterval = 0) {
    let shift = start.isFinite ? start : 0
    self.samples = samples.enumerated()
      .filter { $0.element.time.isFinite }
      .sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }
      .map { DragEvent(phase: $0.element.phase, location: $0.element.location, time: $0.element.time + shift) }
  }

  /// Queues a script's samples, shifted by `start` seconds.
  public init(_ script: GestureScript, startingAt start: TimeInterval = 0) {
    self.init(script.events, startingAt: start)
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
