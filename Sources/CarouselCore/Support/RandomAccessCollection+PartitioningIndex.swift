extension RandomAccessCollection {
  /// The first index whose element satisfies `belongsInSecondPartition`, or `endIndex` — for a
  /// collection already partitioned by it (every `false` before every `true`). The one binary search
  /// of the engine: snap points, item lengths, grid rows and masonry columns all ask it.
  /// - Complexity: O(log n) calls of the predicate.
  func partitioningIndex(where belongsInSecondPartition: (Element) throws -> Bool) rethrows -> Index {
    var low = startIndex
    var count = self.count
    while count > 0 {
      let half = count / 2
      let middle = index(low, offsetBy: half)
      if try belongsInSecondPartition(self[middle]) {
        count = half
      } else {
        low = index(after: middle)
        count -= half + 1
      }
    }
    return low
  }
}
