import Foundation

/// The resistance content shows when pulled beyond a bound.
///
/// Displayed overshoot = `(1 − 1 / (x · c / d + 1)) · d`, with `x` the raw overshoot, `c` the
/// ``coefficient`` (0.55) and `d` the viewport length along the main axis. Its slope is `c` at 0 and it
/// approaches `d` but never reaches it.
package enum RubberBand {
  /// The slope of the displayed overshoot at 0: UIScrollView's 0.55.
  package static let coefficient: CGFloat = 0.55

  /// The displayed overshoot for a raw `overshoot` (points, either sign) in a viewport of `dimension`.
  ///
  /// A dimension of 0 (or not finite) shows no overshoot at all.
  package static func displayed(overshoot: CGFloat, dimension: CGFloat) -> CGFloat {
    let d = dimension.sanitizedLength
    guard d > 0, overshoot.isFinite else { return 0 }
    let magnitude = abs(overshoot)
    let shown = (1 - 1 / (magnitude * coefficient / d + 1)) * d
    return overshoot < 0 ? -shown : shown
  }

  /// The raw overshoot that displays as `displayedOvershoot`: the inverse of
  /// ``displayed(overshoot:dimension:)``, used when a drag grabs content that is already out of bounds.
  package static func raw(displayedOvershoot: CGFloat, dimension: CGFloat) -> CGFloat {
    let d = dimension.sanitizedLength
    guard d > 0, displayedOvershoot.isFinite else { return 0 }
    let magnitude = Swift.min(abs(displayedOvershoot), d * 0.999)
    let raw = magnitude * d / (coefficient * (d - magnitude))
    return displayedOvershoot < 0 ? -raw : raw
  }

  /// `value` with the part outside `bounds` rubber-banded in a viewport of `dimension`.
  ///
  /// An end of `bounds` that is not finite bounds nothing (`-∞...0` bounds only from above), and a NaN
  /// value is taken as 0 held within the finite ends: a finite value always gives a finite answer.
  package static func apply(_ value: CGFloat, bounds: ClosedRange<CGFloat>, dimension: CGFloat) -> CGFloat {
    guard !value.isNaN else { return zero(within: bounds) }
    if bounds.lowerBound.isFinite, value < bounds.lowerBound {
      return bounds.lowerBound + displayed(overshoot: value - bounds.lowerBound, dimension: dimension)
    }
    if bounds.upperBound.isFinite, value > bounds.upperBound {
      return bounds.upperBound + displayed(overshoot: value - bounds.upperBound, dimension: dimension)
    }
    return value
  }

  /// The raw value that ``apply(_:bounds:dimension:)`` displays as `displayed`, with the same reading
  /// of ends that are not finite and of NaN.
  package static func unapply(_ displayed: CGFloat, bounds: ClosedRange<CGFloat>, dimension: CGFloat) -> CGFloat {
    guard !displayed.isNaN else { return zero(within: bounds) }
    if bounds.lowerBound.isFinite, displayed < bounds.lowerBound {
      return bounds.lowerBound + raw(displayedOvershoot: displayed - bounds.lowerBound, dimension: dimension)
    }
    if bounds.upperBound.isFinite, displayed > bounds.upperBound {
      return bounds.upperBound + raw(displayedOvershoot: displayed - bounds.upperBound, dimension: dimension)
    }
    return displayed
  }

  /// 0 moved within the finite ends of `bounds`.
  private static func zero(within bounds: ClosedRange<CGFloat>) -> CGFloat {
    var value: CGFloat = 0
    if bounds.lowerBound.isFinite { value = Swift.max(value, bounds.lowerBound) }
    if bounds.upperBound.isFinite { value = Swift.min(value, bounds.upperBound) }
    return value
  }
}
