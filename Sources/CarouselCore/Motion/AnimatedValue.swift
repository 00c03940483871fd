import Foundation

/// A one-dimensional value in motion from `from` to `to` along an ``AnimationCurve``.
///
/// Pure: it stores where the motion started and answers for any time, so it can be sampled at any
/// frame rate and replayed in tests. Tolerances are *in the value's own unit* (points for scrolling,
/// items for the ring and the card stack). Once ``isFinished(at:)`` is true, ``value(at:)`` returns
/// exactly ``to`` and ``velocity(at:)`` returns 0.
package struct AnimatedValue: Sendable, Hashable {
  /// Where the motion started, in the value's unit.
  package let from: CGFloat
  /// Where the motion ends, in the value's unit.
  package let to: CGFloat
  /// The time the motion started, in seconds.
  package let startTime: TimeInterval
  /// The velocity at `startTime`, in the value's unit per second (used by springs).
  package let initialVelocity: CGFloat
  /// The curve followed.
  package let curve: AnimationCurve
  /// A spring is finished when it is closer than this to `to` (value's unit; default 0.5).
  package let tolerance: CGFloat
  /// … and slower than this (value's unit per second; default 1).
  package let velocityTolerance: CGFloat

  /// Starts a motion from `from` to `to` at `startTime` with `initialVelocity`.
  ///
  /// A non-finite `from`, `to` or velocity is replaced by a finite value (`to` by `from`, the
  /// velocity by 0); a curve whose duration or response is 0, negative or not finite finishes at once,
  /// as does a motion between ends too far apart for their difference to be finite.
  package init(
    from: CGFloat, to: CGFloat, startTime: TimeInterval, initialVelocity: CGFloat = 0,
    curve: AnimationCurve = .default, tolerance: CGFloat = 0.5, velocityTolerance: CGFloat = 1
  ) {
    let start = from.finiteOr(0)
    self.from = start
    self.to = to.finiteOr(start)
    self.startTime = startTime.isFinite ? startTime : 0
    self.initialVelocity = initialVelocity.finiteOr(0)
    self.curve = curve
    self.tolerance = tolerance.isFinite && tolerance > 0 ? tolerance : 0.5
    self.velocityTolerance = velocityTolerance.isFinite && velocityTolerance > 0 ? velocityTolerance : 1
  }

  /// Timed curves count as finished this close to their end, so that `start + duration` computed in
  /// floating point always finishes.
  private static let timeEpsilon: TimeInterval = 1e-9

  private var distance: Double { Double(to - from) }

  private func elapsed(at time: TimeInterval) -> Double {
    guard time.isFinite else { return 0 }
    return Swift.max(0, time - startTime)
  }

  private enum Resolved {
    case timed(duration: Double, timing: CubicBezierTiming?)
    case spring(SpringSolution)
    case instant
  }

  private var resolved: Resolved {
    // Two finite ends more than CGFloat.greatestFiniteMagnitude apart: no curve can travel it.
    guard distance.isFinite else { return .instant }
    switch curve {
    case .linear(let duration): return Self.timed(duration, nil)
    case .easeIn(let duration): return Self.timed(duration, .easeIn)
    case .easeOut(let duration): return Self.timed(duration, .easeOut)
    case .easeInOut(let duration): return Self.timed(duration, .easeInOut)
    case .spring(let response, let dampingFraction):
      guard response.isFinite, response > 0 else { return .instant }
      return .spring(
        SpringSolution(
          response: response, dampingFraction: dampingFraction,
          displacement: -distance, velocity: Double(initialVelocity)))
    }
  }

  private static func timed(_ duration: Double, _ timing: CubicBezierTiming?) -> Resolved {
    guard duration.isFinite, duration > 0 else { return .instant }
    return .timed(duration: Swift.min(duration, AnimationCurve.maximumDuration), timing: timing)
  }

  /// Whether the motion has come to rest at `time`.
  package func isFinished(at time: TimeInterval) -> Bool {
    // Nothing to travel and nothing to lose: done at once, whatever the curve's duration.
    if from == to && initialVelocity == 0 { return true }
    let t = elapsed(at: time)
    switch resolved {
    case .instant: return true
    case .timed(let duration, _): return t >= duration - Self.timeEpsilon
    case .spring(let spring):
      let state = spring.state(at: t)
      // Only an elapsed time far beyond any settling (1e300 s) makes the solution overflow: done.
      guard state.displacement.isFinite, state.velocity.isFinite else { return true }
      return abs(state.displacement) < Double(tolerance) && abs(state.velocity) < Double(velocityTolerance)
    }
  }

  /// The value at `time`, in the value's unit. Exactly `to` once finished.
  package func value(at time: TimeInterval) -> CGFloat {
    guard !isFinished(at: time) else { return to }
    let t = elapsed(at: time)
    switch resolved {
    case .instant: return to
    case .timed(let duration, let timing):
      let fraction = t / duration
      let progress = timing?.progress(at: fraction) ?? Swift.min(fraction, 1)
      return (from + CGFloat(distance * progress)).finiteOr(to)
    case .spring(let spring):
      return (to + CGFloat(spring.state(at: t).displacement)).finiteOr(to)
    }
  }

  /// The velocity at `time`, in the value's unit per second. 0 once finished.
  package func velocity(at time: TimeInterval) -> CGFloat {
    guard !isFinished(at: time) else { return 0 }
    let t = elapsed(at: time)
    switch resolved {
    case .instant: return 0
    case .timed(let duration, let timing):
      let slope = timing?.slope(at: t / duration) ?? 1
      return CGFloat(distance * slope / duration).finiteOr(0)
    case .spring(let spring):
      return CGFloat(spring.state(at: t).velocity).finiteOr(0)
    }
  }
}
