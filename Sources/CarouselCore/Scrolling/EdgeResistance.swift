import Foundation

/// How content responds when dragged beyond a bound.
public enum EdgeResistance: Sendable, Hashable {
  /// UIScrollView's rubber band: the overshoot shown shrinks as the content is pulled further past its end.
  case rubberBand
  /// Content moves at a constant fraction of the finger beyond the bound (the paged carousel's ¼).
  case linear(CGFloat)
  /// Content stops at the bound.
  case rigid

  func displayed(_ raw: CGFloat, bounds: ClosedRange<CGFloat>, dimension: CGFloat) -> CGFloat {
    switch self {
    case .rubberBand: return RubberBand.apply(raw, bounds: bounds, dimension: dimension)
    case .rigid: return Swift.min(Swift.max(raw, bounds.lowerBound), bounds.upperBound)
    case .linear(let fraction):
      let f = fraction.clampedUnit
      if raw < bounds.lowerBound { return bounds.lowerBound + (raw - bounds.lowerBound) * f }
      if raw > bounds.upperBound { return bounds.upperBound + (raw - bounds.upperBound) * f }
      return raw
    }
  }

  func raw(_ displayed: CGFloat, bounds: ClosedRange<CGFloat>, dimension: CGFloat) -> CGFloat {
    switch self {
    case .rubberBand: return RubberBand.unapply(displayed, bounds: bounds, dimension: dimension)
    case .rigid: return displayed
    case .linear(let fraction):
      let f = fraction.clampedUnit
      guard f > 0 else { return Swift.min(Swift.max(displayed, bounds.lowerBound), bounds.upperBound) }
      if displayed < bounds.lowerBound { return bounds.lowerBound + (displayed - bounds.lowerBound) / f }
      if displayed > bounds.upperBound { return bounds.upperBound + (displayed - bounds.upperBound) / f }
      return displayed
    }
  }
}
