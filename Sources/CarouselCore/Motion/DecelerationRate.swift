import Foundation

/// How quickly momentum fades: the fraction of velocity kept after each millisecond.
public struct DecelerationRate: Sendable, Hashable, Codable {
  /// The fraction of velocity kept per millisecond, in `0..<1`.
  public let perMillisecond: Double

  /// Creates a rate; values outside `0.5..<1` or not finite fall back to ``normal``.
  public init(perMillisecond: Double) {
    self.perMillisecond =
      perMillisecond.isFinite && perMillisecond >= 0.5 && perMillisecond < 1
      ? perMillisecond : 0.998
  }

  /// UIScrollView's normal rate, 0.998 per millisecond.
  public static let normal = DecelerationRate(perMillisecond: 0.998)
  /// UIScrollView's fast rate, 0.99 per millisecond.
  public static let fast = DecelerationRate(perMillisecond: 0.99)

  /// How far momentum carries content released at `velocity` (points per second): `v / 1000 · r /
  /// (1 − r)`, about 0.499 · v at the normal rate.
  /// The natural logarithm of the velocity kept per second (negative): a decay's velocity is
  /// `v₀·e^(k·t)` with this `k`. Every decay formula derives from it.
  var logPerSecond: Double { 1000 * log(perMillisecond) }

  public func projection(ofVelocity velocity: CGFloat) -> CGFloat {
    guard velocity.isFinite else { return 0 }
    let rate = perMillisecond
    return velocity / 1000 * CGFloat(rate / (1 - rate))
  }
}
