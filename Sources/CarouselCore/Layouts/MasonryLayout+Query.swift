import Foundation

extension MasonryLayout {
  /// The indices of the items whose frames overlap `rect` (share interior points: touching an edge is
  /// not enough; a zero-size rectangle inside a frame is a hit test), ascending. A rectangle with NaN
  /// coordinates overlaps nothing; an infinite one overlaps everything it covers.
  ///
  /// Each column's items are sorted by position, so a binary search finds the first visible one and
  /// the walk stops at the first below the rect: nothing above or below the rect is visited, wherever
  /// in the list it is.
  /// - Complexity: O(columns · log n + k log k) for k visible items.
  public func items(in rect: CGRect) -> [Int] {
    guard !items.isEmpty else { return [] }
    var result: [Int] = []
    // A screenful in one allocation (the array would otherwise grow through 1, 2, 4, … 32).
    result.reserveCapacity(32)
    for list in itemsInColumn { collect(from: list, in: rect, into: &result) }
    collect(from: fullSpanItems, in: rect, into: &result)
    result.sort()
    return result
  }

  private func collect(from list: [Int], in rect: CGRect, into result: inout [Int]) {
    // The first item that starts below the rect's top (tops ascend within a column), then back over
    // the ones above it that end at or within a few ulps of the rect's top: after a height update an
    // item can start an ulp before the previous one ends, so bottoms ascend only up to rounding (and a
    // zero-height item there must not stop the walk). Overlap is checked item by item below.
    let reach = rect.minY - 4 * rect.minY.ulp
    var position = list.partitioningIndex { frames[$0].minY > rect.minY }
    while position > 0, frames[list[position - 1]].maxY > reach { position -= 1 }
    while position < list.count {
      let frame = frames[list[position]]
      if frame.minY >= rect.maxY { break }
      if frame.overlaps(rect) { result.append(list[position]) }
      position += 1
    }
  }
}
