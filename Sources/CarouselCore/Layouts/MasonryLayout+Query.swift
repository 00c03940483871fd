import Foundation

extension MasonryLayout {
  /// The indices of the items whose frames overlap `rect` (share interior points: touching an edge is
  /// not enough; a zero-size rectangle inside a frame is a hit test), ascending. A rectangle with NaN
  /// coordinates overlaps nothing; an infinite one overlaps everything it covers.
  ///
  /// Each column's items are sorted by position, so a binary search finds the first visible one and
  /// the walk stops at the first below the rect: nothing above or below the rect is visited, wherever
  /// in the list it is. The hits come out in order without a sort (see `denseSpanFactor`).
  ///
  /// A front end asking every frame can keep one array and use ``items(in:into:)``, which allocates
  /// nothing once the array has grown to a screenful.
  /// - Complexity: O(columns · log n + k) for k visible items.
  public func items(in rect: CGRect) -> [Int] {
    var result: [Int] = []
    items(in: rect, into: &result)
    return result
  }

  /// Replaces the contents of `result` with ``items(in:)``'s answer for `rect`, keeping the array's
  /// storage: no allocation when it has room for the hits (the previous frame's answer usually had).
  /// - Complexity: O(columns · log n + k) for k visible items.
  public func items(in rect: CGRect, into result: inout [Int]) {
    result.removeAll(keepingCapacity: true)
    guard !slots.isEmpty else { return }
    let bounds = QueryBounds(rect)
    // One list per column, then the full-span items. Read through their buffers: the grid is not
    // changed during the query, so they stay where they are.
    let listCount = itemsInColumn.count + 1
    let slots = self.slots.unsafeElements
    withUnsafeTemporaryAllocation(of: CandidateRun.self, capacity: listCount) { runs in
      var candidates = 0
      var lowest = Int.max
      var highest = Int.min
      for list in 0..<listCount {
        let indices = indices(inList: list)
        let run = candidatePositions(in: indices, ofList: list, slots, bounds)
        runs[list] = run
        guard run.count > 0 else { continue }
        candidates += run.count
        lowest = Swift.min(lowest, Int(indices[run.start]))
        highest = Swift.max(highest, Int(indices[run.end - 1]))
      }
      guard candidates > 0 else { return }
      result.reserveCapacity(candidates)
      // Items are placed in index order under the shortest column, so what a window shows is nearly a
      // contiguous range of indices: marking hits in a table over that range puts them in order
      // without a sort. A sparse span (a very tall item beside many short ones) is sorted instead.
      let span = highest - lowest + 1
      guard span <= Self.denseSpanFactor * candidates + 64 else {
        for list in 0..<listCount {
          forEachHit(in: indices(inList: list), runs[list], slots, bounds) { result.append($0) }
        }
        result.sort()
        return
      }
      withUnsafeTemporaryAllocation(of: Bool.self, capacity: span) { isHit in
        isHit.initialize(repeating: false)
        var hitCount = 0
        for list in 0..<listCount {
          forEachHit(in: indices(inList: list), runs[list], slots, bounds) {
            isHit[$0 - lowest] = true
            hitCount += 1
          }
        }
        // Sized once and written through a pointer: `append` checked the array's uniqueness with a
        // runtime call per hit.
        result.append(contentsOf: repeatElement(0, count: hitCount))
        result.withUnsafeMutableBufferPointer { result in
          var output = 0
          for offset in 0..<span where isHit[offset] {
            result[output] = lowest + offset
            output += 1
          }
        }
      }
    }
  }

  /// How many times the candidates the span of their indices may be for the ordering table.
  static let denseSpanFactor = 8

  /// The item indices of list `list`: a column's, or the full-span items' after the last column.
  @inline(__always)
  private func indices(inList list: Int) -> UnsafeBufferPointer<Int32> {
    list < itemsInColumn.count ? itemsInColumn[list].unsafeElements : fullSpanItems.unsafeElements
  }

  /// Calls `body` with each item of `run` in `indices` that overlaps `bounds` (the list's x span
  /// does, or the run is empty).
  @inline(__always)
  private func forEachHit(
    in indices: UnsafeBufferPointer<Int32>, _ run: CandidateRun, _ slots: UnsafeBufferPointer<Slot>,
    _ bounds: QueryBounds, _ body: (Int) -> Void
  ) {
    guard run.count > 0 else { return }
    for position in run.start..<run.sure {
      let slot = slots[Int(indices[position])]
      if slot.top < bounds.maxY, bounds.minY < slot.bottom { body(Int(indices[position])) }
    }
    for position in run.sure..<run.end { body(Int(indices[position])) }
  }

  /// The positions in `indices`, list `list`'s (a column, or the full-span items after the last
  /// column), of the items that may overlap `bounds`: none if the list's x span misses it.
  private func candidatePositions(
    in indices: UnsafeBufferPointer<Int32>, ofList list: Int, _ slots: UnsafeBufferPointer<Slot>,
    _ bounds: QueryBounds
  ) -> CandidateRun {
    let isColumn = list < itemsInColumn.count
    let minX = isColumn ? columnX(list) : fullSpanX
    let maxX = minX + (isColumn ? columnWidth : columnSpan)
    guard minX < bounds.maxX, bounds.minX < maxX else { return .empty }
    // The first item that starts below the rect's top (tops ascend within a list), then back over
    // the ones above it that end at or within a few ulps of the rect's top: after a height update
    // an item can start an ulp before the previous one ends, so bottoms ascend only up to rounding
    // (and a zero-height item there must not stop the walk). Overlap is checked item by item.
    let below = Self.firstPosition(in: indices, of: slots, withTopAbove: bounds.minY)
    var start = below
    while start > 0, slots[Int(indices[start - 1])].bottom > bounds.reach { start -= 1 }
    var end = start
    while end < indices.count, slots[Int(indices[end])].top < bounds.maxY { end += 1 }
    // From `below` on, tops are below the rect's top and above its bottom: all hits.
    return CandidateRun(start: start, sure: Swift.min(below, end), end: end)
  }

  /// The first position in `indices` whose item's top is below `y` (greater), or `indices.count`.
  ///
  /// Tops grow about evenly down a column, so the search starts where `y` falls between the first and
  /// the last top and gallops out from there: a handful of steps for the usual feed instead of a
  /// binary search's twenty, and never more than twice those for an uneven one.
  private static func firstPosition(
    in indices: UnsafeBufferPointer<Int32>, of slots: UnsafeBufferPointer<Slot>, withTopAbove y: CGFloat
  ) -> Int {
    func top(_ position: Int) -> CGFloat { slots[Int(indices[position])].top }
    let count = indices.count
    // Also a NaN `y`, which no top is above.
    guard count > 0, top(count - 1) > y else { return count }
    guard !(top(0) > y) else { return 0 }
    // Here top(0) ≤ y < top(count − 1): the answer is in 1 ..< count, and `y` is finite.
    let fraction = (y - top(0)) / (top(count - 1) - top(0))
    let guess = Swift.min(Swift.max(Int(fraction * CGFloat(count - 1)), 0), count - 2)
    // Bracket the answer: top(low) ≤ y < top(high).
    var low = guess
    var high = guess + 1
    var step = 1
    if top(guess) > y {
      high = guess
      repeat {
        low = Swift.max(guess - step, 0)
        if top(low) > y { high = low }
        step *= 2
      } while top(low) > y
    } else {
      while !(top(high) > y) {
        low = high
        step *= 2
        high = Swift.min(guess + step, count - 1)
      }
    }
    while high - low > 1 {
      let middle = low + (high - low) / 2
      if top(middle) > y { high = middle } else { low = middle }
    }
    return high
  }
}
