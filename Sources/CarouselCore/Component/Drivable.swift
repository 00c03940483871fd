import Foundation

/// Anything a front end drives — every ``InteractiveComponent`` (the ``TabbedPager`` included), a
/// ``ComponentHost`` around one, a ``DetailPresentation`` — in one vocabulary: pointer samples in,
/// a viewport, a clock that moves it and returns what happened, and when that clock must run.
///
/// So one frame loop drives any of them, the Gallery's and the SwiftUI views' alike:
///
/// ```swift
/// driven.setViewport(size, time: now)                  // when the size changes
/// let output = driven.frame(at: now, handling: samples) // the samples due, then the clock
/// if let next = FrameSchedule(driven).nextFrame(after: now) { wake(at: next) }  // nil: wait for input
/// ```
///
/// Times are seconds on the front end's clock, sizes and locations points; nothing reads a clock of
/// its own.
public protocol Drivable: Sendable {
  /// What one ``Drivable/advance(to:)`` reports: a component's events, a host's ``ComponentHost/Update``.
  associatedtype Output: Sendable

  /// Feeds one pointer sample and says whether it owns the drag.
  mutating func handle(_ event: DragEvent) -> GestureResponse
  /// Moves motion and timers forward to `time` (seconds) and returns, in order, what happened since
  /// the last call.
  mutating func advance(to time: TimeInterval) -> Output
  /// Sets the size it is drawn in, in points, at `time`; allowed at any moment, including mid-drag.
  mutating func setViewport(_ size: CGSize, time: TimeInterval)
  /// Whether no motion is pending and nothing waits for the next ``Drivable/advance(to:)`` (a tap is
  /// recognised on release and reported by the frame after it): a front end stops its frame clock
  /// while this is true.
  var isSettled: Bool { get }
  /// When ``Drivable/advance(to:)`` must next run although nothing moves (an auto-advance due), in seconds;
  /// nil when nothing is scheduled.
  var nextWakeTime: TimeInterval? { get }
}

extension Drivable {
  /// Nothing is scheduled: it wakes only for input.
  public var nextWakeTime: TimeInterval? { nil }

  /// Whether the frame clock must run: something moves, or news waits for ``Drivable/advance(to:)`` — the
  /// opposite of ``Drivable/isSettled``.
  public var wantsFrames: Bool { !isSettled }

  /// One frame: `samples` handed to ``Drivable/handle(_:)`` in order, then the clock moved to `time` —
  /// what a front end does with the samples that arrived since the last frame.
  /// - Returns: what ``Drivable/advance(to:)`` reported.
  public mutating func frame(at time: TimeInterval, handling samples: some Sequence<DragEvent>) -> Output {
    for sample in samples { _ = handle(sample) }
    return advance(to: time)
  }
}
