import Foundation

extension MasonryLayout {
  /// The items of a grid: the array its first build was given, kept as the caller's (no copy), then
  /// everything appended later in fixed-size chunks of the grid's own.
  ///
  /// Two parts so that appending to a grid whose first array the caller still holds does not copy
  /// that array; chunks so that an append never copies the items appended before it (one growing
  /// array copied all of them at each doubling: ~1 ms at 130,000 appended items, the p99 of a run of
  /// appends). Equal when the items are, however they are split.
  struct ItemList: Sendable {
    /// The items of the first build.
    private var first: [Item] = []
    /// The items appended after it, ``chunkCapacity`` a chunk; every chunk but the last is full.
    private var chunks: [[Item]] = []
    /// The number of items in `chunks`.
    private var appendedCount = 0

    /// How many appended items a chunk holds: 8,192 (256 KB), a power of two so that finding an
    /// item's chunk is a shift.
    static let chunkCapacity = 1 << chunkShift
    private static let chunkShift = 13

    /// The number of items.
    var count: Int { first.count + appendedCount }

    /// The item at `index`, which must be in `0..<count`.
    subscript(index: Int) -> Item {
      get {
        guard index >= first.count else { return first[index] }
        let offset = index - first.count
        return chunks[offset >> Self.chunkShift][offset & (Self.chunkCapacity - 1)]
      }
      // Replacing an item of the first build copies the caller's array once, if the caller still
      // holds it.
      set {
        guard index >= first.count else {
          first[index] = newValue
          return
        }
        let offset = index - first.count
        chunks[offset >> Self.chunkShift][offset & (Self.chunkCapacity - 1)] = newValue
      }
    }

    /// Calls `body` with the items in `range` (which must be within `0..<count`) as contiguous runs
    /// in order, each with the index of its first item: a batch reads the items without a check of
    /// which part each one is in.
    func forEachRun(in range: Range<Int>, _ body: (UnsafeBufferPointer<Item>, Int) -> Void) {
      let split = first.count
      if range.lowerBound < split {
        first.withUnsafeBufferPointer {
          body(
            UnsafeBufferPointer(rebasing: $0[range.lowerBound..<Swift.min(range.upperBound, split)]), range.lowerBound)
        }
      }
      var lower = Swift.max(range.lowerBound, split)
      while lower < range.upperBound {
        let offset = lower - split
        let chunk = offset >> Self.chunkShift
        let chunkStart = chunk << Self.chunkShift
        let upper = Swift.min(range.upperBound, split + chunkStart + Self.chunkCapacity)
        chunks[chunk].withUnsafeBufferPointer {
          body(UnsafeBufferPointer(rebasing: $0[(offset - chunkStart)..<(upper - split - chunkStart)]), lower)
        }
        lower = upper
      }
    }

    /// Adds `items` after the existing ones; the first call keeps `items` itself.
    mutating func append(contentsOf items: [Item]) {
      guard count > 0 else {
        first = items
        return
      }
      var copied = 0
      while copied < items.count {
        let room = startChunkIfFull()
        let end = copied + Swift.min(room, items.count - copied)
        chunks[chunks.count - 1].append(contentsOf: items[copied..<end])
        appendedCount += end - copied
        copied = end
      }
    }

    /// Adds `item` after the existing ones.
    mutating func append(_ item: Item) {
      _ = startChunkIfFull()
      chunks[chunks.count - 1].append(item)
      appendedCount += 1
    }

    /// Removes the items from `index` on.
    mutating func removeItems(from index: Int) {
      guard index < count else { return }
      guard index > first.count else {
        first.removeSubrange(Swift.max(index, 0)...)
        chunks = []
        appendedCount = 0
        return
      }
      appendedCount = index - first.count
      let chunkCount = (appendedCount + Self.chunkCapacity - 1) >> Self.chunkShift
      chunks.removeSubrange(chunkCount...)
      if let last = chunks.indices.last {
        chunks[last].removeSubrange((appendedCount - (last << Self.chunkShift))...)
      }
    }

    /// Adds an empty chunk if the last one is full (or there is none), and returns the room in the
    /// last chunk.
    private mutating func startChunkIfFull() -> Int {
      let room = chunks.count * Self.chunkCapacity - appendedCount
      guard room == 0 else { return room }
      var chunk: [Item] = []
      chunk.reserveCapacity(Self.chunkCapacity)
      chunks.append(chunk)
      return Self.chunkCapacity
    }
  }
}
