extension Collection where Element: Hashable {
  /// Each element's offset in the collection — the first one's where an element repeats, so the
  /// mapping stays a function. How a host finds an element ID's index.
  /// - Complexity: O(n).
  func firstOffsetByElement() -> [Element: Int] {
    var result: [Element: Int] = [:]
    result.reserveCapacity(count)
    for (offset, element) in enumerated() where result[element] == nil { result[element] = offset }
    return result
  }
}
