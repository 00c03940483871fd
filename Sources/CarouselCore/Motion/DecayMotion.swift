import Foundation

/// Momentum after a release: velocity decays exponentially, `v(t) = v₀ · r^(1000·t)`.
///
/// Position is the integral, `x(t) = x₀ + v₀ · (r^(1000·t) − 1) / (1000 · ln r)`. The motion stops
/// once |v| falls below ``stopVelocity`` (5 points per second), at the position it has reached then.
public struct DecayMotion: Sendable, Hashable {
  /// Below this speed (points per second) the motion stops.
  public static let stopVelocity: CGFloat = 5

  /// Where the motion started, in points.
  public let from: CGFloat
  /// The velocity at `startTime`, in points per second.
  public let initialVelocity: CGFloat
  /// The time the motion started, in seconds.
  public let startTime: TimeInterval
  /// How quickly momentum fades.
  public let rate: DecelerationRate

  /// Starts a decay; a non-finite position or velocity is treated as 0.
  public init(from: CGFloat, initialVelocity: CGFloat, startTime: TimeInterval, rate: DecelerationRate = .normal) {
    self.from = from.finiteOr(0)
    self.initialVelocity = initialVelocity.finiteOr(0)
    self.startTime = startTime.isFinite ? startTime : 0
    self.rate = rate
  }

  private var logRatePerSecond: Double { 1000 * log(rate.perMillisecond) }

  /// Seconds from the start until the speed falls below ``stopVelocity``; 0 if it starts below.
  public var duration: TimeInterval {
    let speed = abs(Double(initialVelocity))
    guard speed > Double(Self.stopVelocity) else { return 0 }
    return log(Double(Self.stopVelocity) / speed) / logRatePerSecond
  }

  /// Where the motion comes to rest, in points.
  public var restingPosition: CGFloat { position(atElapsed: duration) }

  private func position(atElapsed t: Double) -> CGFloat {
    let k = logRatePerSecond
    return from + CGFloat(Double(initialVelocity) * (exp(k * t) - 1) / k)
  }

  private func elapsed(at time: TimeInterval) -> Double {
    guard time.isFinite else { return 0 }
    return Swift.min(Swift.max(0, time - startTime), duration)
  }

  /// The position at `time`, in points.
  public func position(at time: TimeInterval) -> CGFloat { position(atElapsed: elapsed(at: time)) }

  /// The velocity at `time`, in points per second; 0 once stopped.
  public func velocity(at time: TimeInterval) -> CGFloat {
    guard !isFinished(at: time) else { return 0 }
    return initialVelocity * CGFloat(exp(logRatePerSecond * elapsed(at: time)))
  }

  /// Whether the motion has stopped at `time`.
  public func isFinished(at time: TimeInterval) -> Bool {
    guard time.isFinite else { return false }
    return time - startTime >= duration
  }
}
