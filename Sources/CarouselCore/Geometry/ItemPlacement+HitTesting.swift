import Foundation

extension Array where Element == ItemPlacement {
  /// The index of the top-most item drawn under `point`, or `nil` when no item is there.
  ///
  /// Placements are ordered back to front, so the last one that contains the point wins.
  /// - Complexity: O(n) in the number of placements (the visible items).
  public func hitTest(_ point: CGPoint) -> Int? {
    last(where: { $0.contains(point) })?.index
  }

  /// Makes room for a frame's usual placements (a dozen or so visible items), so that placing them
  /// allocates at most once instead of growing four or five times.
  mutating func reserveForOneFrame() { reserveCapacity(16) }
}
