import Foundation

extension Array where Element == ItemPlacement {
  /// The index of the top-most item drawn under `point`, or `nil` when no item is there.
  ///
  /// Placements are ordered back to front, so the last one that contains the point wins.
  /// - Complexity: O(n) in the number of placements (the visible items).
  public func hitTest(_ point: CGPoint) -> Int? {
    last(where: { $0.contains(point) })?.index
  }

  /// An empty list with room for a frame's usual placements (a dozen or so visible items), so that
  /// placing them allocates once instead of growing four or five times.
  static func forOneFrame() -> [ItemPlacement] {
    var placements: [ItemPlacement] = []
    placements.reserveCapacity(16)
    return placements
  }

  /// Sorts the placements back to front in place (no second array): ascending `zIndex`, ties by index.
  /// An insertion sort: a frame's few placements arrive nearly in order, and it needs no closure.
  /// - Complexity: O(n²) at worst, O(n) for placements already in order.
  mutating func sortBackToFront() {
    guard count > 1 else { return }
    withUnsafeMutableBufferPointer { placements in
      for unsorted in 1..<placements.count {
        let moving = placements[unsorted]
        var position = unsorted
        while position > 0, Self.isBehind(moving, placements[position - 1]) {
          placements[position] = placements[position - 1]
          position -= 1
        }
        placements[position] = moving
      }
    }
  }

  /// Whether `a` is drawn before (behind) `b`.
  @inline(__always)
  private static func isBehind(_ a: ItemPlacement, _ b: ItemPlacement) -> Bool {
    a.zIndex < b.zIndex || (a.zIndex == b.zIndex && a.index < b.index)
  }
}
