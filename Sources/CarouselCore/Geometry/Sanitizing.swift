import Foundation

extension CGFloat {
  /// The longest length any input may have, in points (thousands of screens): longer ones are clamped
  /// here, so that sums and products of lengths stay finite.
  static let largestLength: CGFloat = 1e7
  /// The shortest length that counts, in points: shorter ones are 0, so that nothing divides by a
  /// length of 1e-300.
  static let smallestLength: CGFloat = 1e-6

  /// The value as a length: negative, NaN, infinite and shorter than ``smallestLength`` values become 0; longer
  /// than ``largestLength`` become that.
  @inline(__always)
  var sanitizedLength: CGFloat {
    // The usual length passes two comparisons; NaN fails both.
    if self >= .smallestLength, self <= .largestLength { return self }
    return self > .largestLength && isFinite ? .largestLength : 0
  }
  /// The value as a total of many lengths (a content length): only negative, NaN and infinite values
  /// become 0.
  var sanitizedTotal: CGFloat { isFinite && self > 0 ? self : 0 }
  /// The value clamped to `0...1`; NaN becomes 0.
  var clampedUnit: CGFloat { isFinite ? Swift.min(Swift.max(self, 0), 1) : (self == .infinity ? 1 : 0) }
  /// The value if finite, otherwise `fallback`.
  func finiteOr(_ fallback: CGFloat) -> CGFloat { isFinite ? self : fallback }
}

extension Double {
  /// The value clamped to `0...1`; NaN becomes 0.
  var clampedUnit: Double { isFinite ? Swift.min(Swift.max(self, 0), 1) : (self == .infinity ? 1 : 0) }
}

extension CGSize {
  /// The size with each dimension as a length: negative, NaN and infinite values become 0.
  var sanitized: CGSize { CGSize(width: width.sanitizedLength, height: height.sanitizedLength) }
}

extension CGPoint {
  /// Whether both coordinates are finite.
  var isFinite: Bool { x.isFinite && y.isFinite }
}

extension CGRect {
  /// The farthest a rectangle's origin may lie from 0 along either axis, in points: far beyond any
  /// offset a component reaches (a ring of a million items 10⁷ points apart spans 10¹³), and near
  /// enough that an origin plus any length stays finite.
  static let largestCoordinate: CGFloat = 1e15

  /// The rectangle with non-finite origin coordinates set to 0, the others within
  /// ``largestCoordinate``, and its size sanitised.
  var sanitized: CGRect {
    CGRect(
      x: origin.x.finiteOr(0).clamped(to: -Self.largestCoordinate...Self.largestCoordinate),
      y: origin.y.finiteOr(0).clamped(to: -Self.largestCoordinate...Self.largestCoordinate),
      width: size.width.sanitizedLength, height: size.height.sanitizedLength)
  }
}
