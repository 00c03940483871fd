extension Collection {
  /// The elements in consecutive groups of `size`, the last group holding what remains — the
  /// snap carousel's sections of 3 news rows, the paged carousel's rows per page.
  ///
  /// A size below 1 is treated as 1.
  /// - Complexity: O(n).
  public func chunked(into size: Int) -> [[Element]] {
    let groupSize = Swift.max(1, size)
    var groups: [[Element]] = []
    groups.reserveCapacity(count / groupSize + (count % groupSize == 0 ? 0 : 1))
    var start = startIndex
    while start != endIndex {
      let end = index(start, offsetBy: groupSize, limitedBy: endIndex) ?? endIndex
      groups.append(Array(self[start..<end]))
      start = end
    }
    return groups
  }
}
