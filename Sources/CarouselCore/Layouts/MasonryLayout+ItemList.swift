import Foundation

extension MasonryLayout {
  /// The items of a grid, kept in the arrays they came in: the array of each build or append is the
  /// caller's own (no copy, no new memory), and small appends are gathered in arrays of the list's
  /// own of at most ``ownSegmentCapacity`` items.
  ///
  /// Not one array of everything: appending to it copied the new items into memory never touched
  /// before (8 page faults an append of 1,000, ~20 µs on a VM) and, at each doubling, every item
  /// appended before (~1 ms at 130,000). Equal when the items are, however they are split.
  struct ItemList: Sendable {
    /// The items, in order, in the arrays they came in.
    private var segments: [[Item]] = []
    /// The index of each segment's first item, ascending.
    private var segmentStarts: [Int] = []
    /// Whether the last segment is the list's own, which small appends join until it is full.
    private var lastSegmentIsOwn = false

    /// The number of items.
    private(set) var count = 0

    /// An append of fewer items than this is copied into a segment of the list's own rather than
    /// kept as a segment: a feed appended one item at a time must not cost an array per item.
    static let smallestKeptArray = 256
    /// The most items a segment of the list's own holds, so that growing it never copies more.
    static let ownSegmentCapacity = 8_192

    /// The item at `index`, which must be in `0..<count`.
    /// - Complexity: O(log segments).
    subscript(index: Int) -> Item {
      get {
        let segment = segment(containing: index)
        return segments[segment][index - segmentStarts[segment]]
      }
      // Replacing an item of a caller's array copies that array once, if the caller still holds it.
      set {
        let segment = segment(containing: index)
        segments[segment][index - segmentStarts[segment]] = newValue
      }
    }

    /// The segment holding item `index`.
    private func segment(containing index: Int) -> Int {
      segmentStarts.partitioningIndex { $0 > index } - 1
    }

    /// Calls `body` with the items in `range` (which must be within `0..<count`) as contiguous runs
    /// in order, each with the index of its first item: a batch reads the items without a check of
    /// which array each one is in.
    func forEachRun(in range: Range<Int>, _ body: (UnsafeBufferPointer<Item>, Int) -> Void) {
      guard !range.isEmpty else { return }
      var segment = segment(containing: range.lowerBound)
      var lower = range.lowerBound
      while lower < range.upperBound {
        let start = segmentStarts[segment]
        let upper = Swift.min(range.upperBound, start + segments[segment].count)
        segments[segment].withUnsafeBufferPointer {
          body(UnsafeBufferPointer(rebasing: $0[(lower - start)..<(upper - start)]), lower)
        }
        lower = upper
        segment += 1
      }
    }

    /// Adds `items` after the existing ones: kept as the caller's array, or copied into the list's
    /// own segment if there are fewer than ``smallestKeptArray``.
    mutating func append(contentsOf items: [Item]) {
      guard !items.isEmpty else { return }
      guard items.count < Self.smallestKeptArray else {
        segments.append(items)
        segmentStarts.append(count)
        count += items.count
        lastSegmentIsOwn = false
        return
      }
      for item in items { append(item) }
    }

    /// Adds `item` after the existing ones, in the list's own last segment.
    mutating func append(_ item: Item) {
      if !lastSegmentIsOwn || segments[segments.count - 1].count == Self.ownSegmentCapacity {
        // Not reserved: most grids are small, and a segment this size copies little as it grows.
        segments.append([])
        segmentStarts.append(count)
        lastSegmentIsOwn = true
      }
      segments[segments.count - 1].append(item)
      count += 1
    }

    /// Removes the items from `index` on.
    mutating func removeItems(from index: Int) {
      guard index < count else { return }
      guard index > 0 else {
        self = ItemList()
        return
      }
      let segment = segment(containing: index)
      segments.removeSubrange((segment + 1)...)
      segmentStarts.removeSubrange((segment + 1)...)
      let kept = index - segmentStarts[segment]
      if kept == 0 {
        segments.removeLast()
        segmentStarts.removeLast()
      } else {
        segments[segment].removeSubrange(kept...)
      }
      count = index
      // Later small appends start a segment of their own.
      lastSegmentIsOwn = false
    }
  }
}
