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
///
/// Every animation ends. A duration or response that is 0, negative or not finite finishes at once; a duration is
/// at most ``maximumDuration`` and a response at most ``maximumResponse``; the damping fraction is kept within
/// ``minimumDampingFraction``...``maximumDampingFraction`` (NaN counts as 1) — an undamped spring would oscillate
/// for ever, and a hugely overdamped one creep for hours.
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

  /// The curve that returns content released beyond a bound: `.spring(response: 0.4, dampingFraction: 1)`.
  public static let bounceBack = AnimationCurve.spring(response: bounceBackResponse, dampingFraction: 1)

  /// The response of ``bounceBack``, in seconds.
  static let bounceBackResponse: TimeInterval = 0.4

  /// The least damping fraction a spring is given: a very bouncy spring (SwiftUI's own bouncy ones
  /// use about 0.5–0.7) that still comes to rest within a few seconds.
  public static let minimumDampingFraction = 0.2
  /// The most damping fraction a spring is given: an overdamped spring beyond it creeps toward its
  /// target for minutes.
  public static let maximumDampingFraction = 4.0
  /// The longest response a spring is given, in seconds.
  public static let maximumResponse: TimeInterval = 3
  /// The longest duration a timed curve is given, in seconds: a transition, not a screensaver.
  public static let maximumDuration: TimeInterval = 60
}
