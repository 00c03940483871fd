import Foundation

extension CGPoint {
  /// The point reflected across the vertical line `x = width / 2`.
  func mirrored(inWidth width: CGFloat) -> CGPoint { CGPoint(x: width - x, y: y) }
}
