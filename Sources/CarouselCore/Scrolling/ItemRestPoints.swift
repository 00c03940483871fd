import Foundation

/// Where each item of a row of items of their own lengths rests, `spacing` points apart: item `i` at
/// offset `start(i) + anchor · (length(i) − length(0))`, so that item 0 rests at 0 and every item
/// rests with the same point of itself — its leading edge (anchor 0) or its middle (anchor ½) — on
/// the line where item 0 rests. The snap points of a ``SnapCarousel`` sized by its content.
///
/// Nothing is stored per point: each is O(1) from the lengths' prefix sums (``ItemLengths``), and the
/// nearest one is found by binary search in O(log n), so any count (`Int.max`) is safe. The points
/// never decrease with the index (lengths are never negative), so their order is the items' order.
struct ItemRestPoints: Sendable, Hashable {
  /// The items' lengths along the row, in points.
  let lengths: ItemLengths
  /// The space between neighbouring items, in points.
  let spacing: CGFloat
  /// Which point of an item rests on the line: 0 its leading edge, ½ its middle.
  let anchor: CGFloat

  /// The number of points: one per item.
  var count: Int { lengths.count }

  /// The resting offset of item `index` (clamped to the items), in points; 0 when there are none.
  func offset(ofItem index: Int) -> CGFloat {
    guard count > 0 else { return 0 }
    let item = index.clampedIndex(count: count)
    return lengths.start(of: item, spacing: spacing) + anchor * (lengths.length(of: item) - lengths.length(of: 0))
  }

  /// The first item resting at or after `offset`, or ``count`` when none does (or `offset` is NaN).
  /// - Complexity: O(log n).
  func firstIndex(restingAtOrAfter offset: CGFloat) -> Int {
    (0..<count).partitioningIndex { self.offset(ofItem: $0) >= offset }
  }

  /// The item resting nearest `offset` (ties to the lower index), or nil when there are none.
  /// - Complexity: O(log n).
  func nearestIndex(to offset: CGFloat) -> Int? {
    guard count > 0 else { return nil }
    let above = firstIndex(restingAtOrAfter: offset)
    if above == count { return count - 1 }
    if above > 0, offset - self.offset(ofItem: above - 1) <= self.offset(ofItem: above) - offset { return above - 1 }
    return above
  }

  /// Where `offset` is, in items: `i` at item `i`'s resting offset, in proportion between two
  /// neighbours' (so that neighbouring items are always exactly one apart), and beyond the first or
  /// the last in proportion to the gap next to it — or to that item's length and the spacing when it
  /// is the only one. Coinciding points (empty items, no spacing) count as the lowest of them.
  /// Finite for any finite offset; 0 without items.
  /// - Complexity: O(log n).
  func position(atOffset offset: CGFloat) -> CGFloat {
    guard count > 0, offset.isFinite else { return 0 }
    let above = firstIndex(restingAtOrAfter: offset)
    let position: CGFloat
    if above == 0 {
      position = (offset - self.offset(ofItem: 0)) / gap(from: 0, to: 1)
    } else if above == count {
      position = CGFloat(count - 1) + (offset - self.offset(ofItem: count - 1)) / gap(from: count - 2, to: count - 1)
    } else {
      let upper = self.offset(ofItem: above)
      // The item before rests strictly before `offset`, so the gap is positive.
      position = CGFloat(above) - (upper - offset) / (upper - self.offset(ofItem: above - 1))
    }
    return position.isFinite ? position : 0
  }

  /// The distance between the resting offsets of `lower` and `upper` (neighbours), or — when there is
  /// only one item, or they coincide — item 0's length and the spacing; 1 when even that is 0.
  private func gap(from lower: Int, to upper: Int) -> CGFloat {
    if lower >= 0, upper < count {
      let gap = offset(ofItem: upper) - offset(ofItem: lower)
      if gap > 0 { return gap }
    }
    let fallback = lengths.length(of: 0) + spacing
    return fallback > 0 ? fallback : 1
  }
}
