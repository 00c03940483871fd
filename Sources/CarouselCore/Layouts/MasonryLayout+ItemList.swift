import Foundation

extension MasonryLayout {
  /// The items of a grid: the array its first build was given, kept as the caller's (no copy), then
  /// everything appended later in an array of the grid's own, which grows geometrically.
  ///
  /// Two parts so that appending to a grid whose first array the caller still holds does not copy
  /// that array. Equal when the items are, however they are split.
  struct ItemList: Sendable {
    /// The items of the first build.
    private var first: [Item] = []
    /// The items appended after it.
    private var later: [Item] = []

    /// The number of items.
    var count: Int { first.count + later.count }

    /// The item at `index`, which must be in `0..<count`.
    subscript(index: Int) -> Item {
      get { index < first.count ? first[index] : later[index - first.count] }
      // Replacing an item of the first build copies the caller's array once, if the caller still
      // holds it.
      set {
        if index < first.count { first[index] = newValue } else { later[index - first.count] = newValue }
      }
    }

    /// Calls `body` with the items in `range` (which must be within `0..<count`) as at most two
    /// contiguous runs, each with the index of its first item: a batch reads the items without a
    /// check of which part each one is in.
    func forEachRun(in range: Range<Int>, _ body: (UnsafeBufferPointer<Item>, Int) -> Void) {
      let split = first.count
      if range.lowerBound < split {
        first.withUnsafeBufferPointer {
          body(
            UnsafeBufferPointer(rebasing: $0[range.lowerBound..<Swift.min(range.upperBound, split)]), range.lowerBound)
        }
      }
      if range.upperBound > split {
        let lower = Swift.max(range.lowerBound, split)
        later.withUnsafeBufferPointer {
          body(UnsafeBufferPointer(rebasing: $0[(lower - split)..<(range.upperBound - split)]), lower)
        }
      }
    }

    /// Adds `items` after the existing ones; the first call keeps `items` itself.
    mutating func append(contentsOf items: [Item]) {
      if count == 0 { first = items } else { later.append(contentsOf: items) }
    }

    /// Adds `item` after the existing ones.
    mutating func append(_ item: Item) {
      later.append(item)
    }
  }
}
