import Foundation

/// How a value travels from where it is to a target.
///
/// Named `AnimationCurve` rather than `Animation` so that it never clashes with SwiftUI.
///
/// - Timed curves (`linear`, `easeIn`, `easeOut`, `easeInOut`) take exactly `duration` seconds and
///   ignore the value's current velocity.
/// - `spring` is a damped harmonic oscillator of unit mass with natural frequency
///   ω₀ = 2π / `response` and damping ratio ζ = `dampingFraction`, solved in closed form and started
///   from the value's current velocity, so an interrupted motion continues smoothly.
public enum AnimationCurve: Sendable, Hashable {
  /// Constant speed for `duration` seconds.
  case linear(duration: TimeInterval)
  /// The cubic Bézier (0.42, 0, 1, 1) over `duration` seconds.
  case easeIn(duration: TimeInterval)
  /// The cubic Bézier (0, 0, 0.58, 1) over `duration` seconds.
  case easeOut(duration: TimeInterval)
  /// The cubic Bézier (0.42, 0, 0.58, 1) over `duration` seconds.
  case easeInOut(duration: TimeInterval)
  /// A spring with `response` seconds per undamped oscillation and damping ratio `dampingFraction`
  /// (1 = critically damped: the fastest approach that never overshoots).
  case spring(response: TimeInterval, dampingFraction: Double)

  /// A critically damped spring with the given response: moves without overshoot.
  public static func smooth(duration: TimeInterval) -> AnimationCurve {
    .spring(response: duration, dampingFraction: 1)
  }

  /// The default curve, `.spring(response: 0.5, dampingFraction: 0.825)` like SwiftUI's.
  public static let `default` = AnimationCurve.spring(response: 0.5, dampingFraction: 0.825)

  /// The curve used to snap carousels to an item: `.spring(response: 0.35, dampingFraction: 1)`.
  public static let snap = AnimationCurve.spring(response: 0.35, dampingFraction: 1)

  /// The curve that returns content released beyond a bound: `.spring(response: 0.4,
  /// dampingFraction: 1)` (SPEC §3.3).
  public static let bounceBack = AnimationCurve.spring(response: bounceBackResponse, dampingFraction: 1)

  /// The response of ``bounceBack``, in seconds.
  static let bounceBackResponse: TimeInterval = 0.4
}
