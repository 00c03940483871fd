import Foundation

extension MasonryLayout {
  /// Where one item sits: its top and height in points and its column. The x and width follow from the
  /// column, so they are not stored — 24 bytes an item instead of a 32-byte frame plus its column.
  struct Slot: Sendable, Hashable {
    /// The item's top, in points.
    var top: CGFloat
    /// The item's height, in points.
    var height: CGFloat
    /// The item's column (0 is the first in reading order), or ``fullSpan``.
    var column: Int32

    /// The column of an item that spans every column.
    static let fullSpan: Int32 = -1

    /// The item's bottom, in points.
    var bottom: CGFloat { top + height }
    /// Whether the item spans every column.
    var isFullSpan: Bool { column < 0 }
  }
}
