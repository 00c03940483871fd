import Foundation

extension CGRect {
  /// Whether the two rectangles share interior points: on each axis, each one starts before the other
  /// ends. A rectangle only touching the other's edge does not overlap it; a zero-height frame inside
  /// a taller rectangle's span does not either, on that axis. NaN never overlaps.
  ///
  /// Written out rather than `intersects(_:)`: the same answer on every platform and no trap on
  /// infinite or NaN coordinates.
  func overlaps(_ other: CGRect) -> Bool {
    minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
  }
}
