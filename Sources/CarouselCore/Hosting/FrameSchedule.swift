import Foundation

/// When a front end should next run a frame for a component: at the display's rate while something
/// moves, once at the component's next wake time while it rests with something scheduled (an
/// auto-advance), and never while it simply rests. A battery-friendly clock: an auto-advancing row
/// asleep between its pages costs one frame per turn, not 360 at 120 Hz.
///
/// Build it from what a front end drives (``Drivable``: a component, a ``ComponentHost``, a
/// ``DetailPresentation``) after each frame and ask ``nextFrame(after:)`` when to run the next one.
///
/// ```swift
/// _ = host.advance(to: now)
/// if let next = FrameSchedule(host).nextFrame(after: now) { wake(at: next) }   // nil: sleep until input
/// ```
public struct FrameSchedule: Sendable, Hashable {
  /// What the component needs from the clock.
  public enum Need: Sendable, Hashable {
    /// Something moves: a frame every ``FrameSchedule/frameInterval``.
    case frames
    /// At rest until a scheduled time (seconds, the engine's clock): one frame then.
    case wake(at: TimeInterval)
    /// At rest with nothing scheduled: no frames until the next input.
    case none
  }

  /// What the component needs.
  public var need: Need
  /// The time between frames while moving, in seconds: ``defaultFrameInterval`` unless given.
  public var frameInterval: TimeInterval {
    didSet { frameInterval = Self.usableFrameInterval(frameInterval, fallback: Self.defaultFrameInterval) }
  }

  /// 1/120 s: a ProMotion display's frame.
  public static let defaultFrameInterval: TimeInterval = 1.0 / 120

  /// 1 ms: the shortest frame interval anything is driven at. A shorter one (1e-300 s) would run
  /// more frames than any display draws, and a replay would never reach its end.
  public static let minimumFrameInterval: TimeInterval = 1.0 / 1000

  /// `interval` made usable: `fallback` when it is not a positive, finite number of seconds, else at
  /// least ``minimumFrameInterval``.
  static func usableFrameInterval(_ interval: TimeInterval, fallback: TimeInterval) -> TimeInterval {
    guard interval.isFinite, interval > 0 else { return fallback }
    return Swift.max(interval, minimumFrameInterval)
  }

  /// A schedule for a component that `wantsFrames` (moving) or else wakes at `nextWakeTime`. A
  /// non-finite wake time counts as none; a frame interval that is not a positive, finite number of
  /// seconds is ``defaultFrameInterval``, and one shorter than ``minimumFrameInterval`` is that.
  public init(
    wantsFrames: Bool, nextWakeTime: TimeInterval?, frameInterval: TimeInterval = FrameSchedule.defaultFrameInterval
  ) {
    if wantsFrames {
      need = .frames
    } else if let wake = nextWakeTime, wake.isFinite {
      need = .wake(at: wake)
    } else {
      need = .none
    }
    self.frameInterval = Self.usableFrameInterval(frameInterval, fallback: Self.defaultFrameInterval)
  }

  /// The schedule `driven` needs now: frames while it is not settled, otherwise its wake time.
  public init(_ driven: some Drivable, frameInterval: TimeInterval = FrameSchedule.defaultFrameInterval) {
    self.init(wantsFrames: driven.wantsFrames, nextWakeTime: driven.nextWakeTime, frameInterval: frameInterval)
  }

  /// When to run the frame that follows one run at `time`, in seconds: `time + frameInterval` while
  /// moving, the wake time while waiting (`time` itself when it is due now — the component schedules
  /// its next wake in that frame), nil when nothing is due. For a front end that drives its own loop.
  public func nextFrame(after time: TimeInterval) -> TimeInterval? {
    guard time.isFinite else { return nil }
    switch need {
    case .frames:
      let next = time + frameInterval
      return next.isFinite ? next : nil
    case .wake(let wake): return Swift.max(wake, time)
    case .none: return nil
    }
  }

  /// The frame times from `start` on, in seconds, ascending: `start` and every ``frameInterval`` after
  /// it while moving (without end), the wake time alone while waiting (`start` when it is overdue), none
  /// when nothing is due. A `start` that is not finite gives none.
  package func times(from start: TimeInterval) -> FrameTimes {
    guard start.isFinite else { return FrameTimes(start: nil, interval: nil) }
    switch need {
    case .frames: return FrameTimes(start: start, interval: frameInterval)
    case .wake(let time): return FrameTimes(start: Swift.max(time, start), interval: nil)
    case .none: return FrameTimes(start: nil, interval: nil)
    }
  }
}
