import Foundation

extension Comparable {
  /// The value limited to `limits`: the one clamp every engine type uses.
  func clamped(to limits: ClosedRange<Self>) -> Self {
    Swift.min(Swift.max(self, limits.lowerBound), limits.upperBound)
  }
}

extension Int {
  /// The value limited to `0..<count`, or 0 when `count` is not positive (an empty range has no
  /// valid index, and 0 is what an empty component reports).
  func clampedIndex(count: Int) -> Int {
    count > 0 ? clamped(to: 0...(count - 1)) : 0
  }

  /// `self + other`, stopping at `Int.min` / `Int.max` instead of trapping.
  func saturatingAdd(_ other: Int) -> Int {
    let (sum, overflow) = addingReportingOverflow(other)
    guard overflow else { return sum }
    return other > 0 ? .max : .min
  }

  /// `self × other`, stopping at `Int.min` / `Int.max` instead of trapping.
  func saturatingMultiply(by other: Int) -> Int {
    let (product, overflow) = multipliedReportingOverflow(by: other)
    guard overflow else { return product }
    return (self < 0) == (other < 0) ? .max : .min
  }
}

extension Int {
  /// `value` rounded toward zero, or the nearest of `Int.min` / `Int.max` when it lies beyond them;
  /// NaN becomes 0. `Int(_:)` traps on those, and a `CGFloat(Int.max)` bound rounds above `Int.max`.
  init(saturating value: CGFloat) {
    if value.isNaN {
      self = 0
    } else if value >= 0x1p63 {
      self = .max
    } else if value < -0x1p63 {
      self = .min
    } else {
      self = Int(value)
    }
  }
}
