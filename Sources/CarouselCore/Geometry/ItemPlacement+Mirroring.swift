import Foundation

extension ItemPlacement {
  /// The placement seen in a mirror along the vertical line through the middle of a viewport
  /// `width` points wide: the frame's x reflected (`width − maxX`), the rotation mirrored
  /// (``ItemRotation/mirrored``); size, scale, opacity and order unchanged. Applying it twice gives
  /// the placement back (up to rounding). What right-to-left draws (``ReadingDirection``). Like
  /// every placement, the result is finite: a width that is not finite counts as 0, and an x beyond
  /// reach is clamped as ``init(index:frame:scale:rotation:opacity:zIndex:)`` clamps it.
  /// - Complexity: O(1).
  public func mirrored(inWidth width: CGFloat) -> ItemPlacement {
    var result = self
    result.frame =
      CGRect(
        x: width.finiteOr(0) - frame.maxX, y: frame.minY, width: frame.width, height: frame.height
      ).sanitized
    result.rotation = rotation.mirrored
    return result
  }

  /// The placement as drawn in `direction` by a viewport `width` points wide that computes left to
  /// right: itself, or ``mirrored(inWidth:)`` right to left. What ``ComponentHost`` does to every
  /// placement, for a front end that draws a component's own geometry beside them (a tab strip's
  /// indicator and tabs).
  public func drawn(_ direction: ReadingDirection, inWidth width: CGFloat) -> ItemPlacement {
    direction == .rightToLeft ? mirrored(inWidth: width) : self
  }
}
