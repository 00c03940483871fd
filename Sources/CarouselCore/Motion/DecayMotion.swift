import Foundation

/// Momentum after a release: velocity decays exponentially, `v(t) = v₀ · r^(1000·t)`.
///
/// Position is the integral, `x(t) = x₀ + v₀ · (r^(1000·t) − 1) / (1000 · ln r)`. The motion stops
/// once |v| falls below ``stopVelocity`` (5 points per second), at the position it has reached then.
package struct DecayMotion: Sendable, Hashable {
  /// Below this speed (points per second) the motion stops.
  package static let stopVelocity: CGFloat = 5

  /// Where the motion started, in points.
  package let from: CGFloat
  /// The velocity at `startTime`, in points per second.
  package let initialVelocity: CGFloat
  /// The time the motion started, in seconds.
  package let startTime: TimeInterval
  /// How quickly momentum fades.
  package let rate: DecelerationRate

  /// Starts a decay; a non-finite position or velocity is treated as 0.
  package init(from: CGFloat, initialVelocity: CGFloat, startTime: TimeInterval, rate: DecelerationRate = .normal) {
    self.from = from.finiteOr(0)
    self.initialVelocity = initialVelocity.finiteOr(0)
    self.startTime = startTime.isFinite ? startTime : 0
    self.rate = rate
  }

  private var logRatePerSecond: Double { rate.logPerSecond }

  /// Seconds from the start until the speed falls below ``stopVelocity``; 0 if it starts below.
  package var duration: TimeInterval {
    let speed = abs(Double(initialVelocity))
    guard speed > Double(Self.stopVelocity) else { return 0 }
    return log(Double(Self.stopVelocity) / speed) / logRatePerSecond
  }

  /// Where the motion comes to rest, in points.
  package var restingPosition: CGFloat { position(atElapsed: duration) }

  private func position(atElapsed t: Double) -> CGFloat {
    let k = logRatePerSecond
    return from + CGFloat(Double(initialVelocity) * (exp(k * t) - 1) / k)
  }

  private func elapsed(at time: TimeInterval) -> Double {
    guard time.isFinite else { return 0 }
    return Swift.min(Swift.max(0, time - startTime), duration)
  }

  /// The position at `time`, in points.
  package func position(at time: TimeInterval) -> CGFloat { position(atElapsed: elapsed(at: time)) }

  /// The velocity at `time`, in points per second; 0 once stopped.
  package func velocity(at time: TimeInterval) -> CGFloat {
    guard !isFinished(at: time) else { return 0 }
    return initialVelocity * CGFloat(exp(logRatePerSecond * elapsed(at: time)))
  }

  /// Whether the motion has stopped at `time`.
  package func isFinished(at time: TimeInterval) -> Bool {
    guard time.isFinite else { return false }
    return time - startTime >= duration
  }

  /// The velocity, in points per second, a decay at `rate` starts with to come to rest (slow to
  /// ``stopVelocity``) exactly `distance` points away: the momentum a free scroll needs to land on a
  /// snap point.
  static func initialVelocity(coasting distance: CGFloat, rate: DecelerationRate) -> CGFloat {
    let stop = distance.sign == .minus ? -stopVelocity : stopVelocity
    return stop - CGFloat(rate.logPerSecond) * distance
  }

  /// When the motion's curve passes `position`, in seconds on the same clock as ``startTime``: before
  /// ``startTime`` for a position behind ``from`` (the curve traced back). Nil when the curve never
  /// gets there: beyond where it would coast with no lower limit on its speed, or not moving.
  func time(passing position: CGFloat) -> TimeInterval? {
    let k = logRatePerSecond
    guard initialVelocity != 0 else { return nil }
    let ratio = 1 + Double(position - from) * k / Double(initialVelocity)
    guard ratio > 0 else { return nil }
    let time = startTime + log(ratio) / k
    return time.isFinite ? time : nil
  }
}
