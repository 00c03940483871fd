import Foundation

extension CGSize {
  /// The largest size of `aspectRatio` (height ÷ width) at most `width` wide and `height` tall, in
  /// points: a card sized from both dimensions of its viewport. Lengths are sanitised first (negative
  /// and NaN are 0); a ratio of 0 gives a zero-height size as wide as allowed.
  static func fitting(width: CGFloat, height: CGFloat, aspectRatio: CGFloat) -> CGSize {
    let widest = width.sanitizedLength
    let ratio = aspectRatio.sanitizedLength
    guard ratio > 0 else { return CGSize(width: widest, height: 0) }
    let fitted = Swift.min(widest, height.sanitizedLength / ratio)
    return CGSize(width: fitted, height: fitted * ratio)
  }
}
