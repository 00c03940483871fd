import Foundation

/// The main-axis lengths of a row of items with a fixed spacing: O(1) memory when all are equal,
/// prefix sums when they differ, so positions are O(1) and visible-range queries O(log n).
struct ItemLengths: Sendable, Hashable {
  private(set) var count: Int
  private var uniformLength: CGFloat
  /// `prefix[i]` is the total length of the items before `i` (spacing excluded); `count + 1` entries.
  private var prefix: [CGFloat]?

  init(count: Int, uniformLength: CGFloat) {
    self.count = Swift.max(0, count)
    self.uniformLength = uniformLength.sanitizedLength
  }

  init(lengths: [CGFloat]) {
    count = lengths.count
    uniformLength = 0
    var sums: [CGFloat] = [0]
    sums.reserveCapacity(lengths.count + 1)
    for length in lengths { sums.append(sums[sums.count - 1] + length.sanitizedLength) }
    prefix = sums
  }

  /// Changes the count; per-item lengths are cut, or extended with the last item's length.
  mutating func setCount(_ newCount: Int) {
    let newCount = Swift.max(0, newCount)
    if var sums = prefix {
      if newCount < count {
        sums.removeLast(count - newCount)
      } else if newCount > count {
        let last = count > 0 ? length(of: count - 1) : uniformLength
        for _ in count..<newCount { sums.append(sums[sums.count - 1] + last) }
      }
      prefix = sums
    }
    count = newCount
  }

  func length(of index: Int) -> CGFloat {
    guard index >= 0, index < count else { return 0 }
    if let prefix { return prefix[index + 1] - prefix[index] }
    return uniformLength
  }

  /// Where item `index` starts, measured from the first item's start.
  func start(of index: Int, spacing: CGFloat) -> CGFloat {
    let clamped = Swift.min(Swift.max(index, 0), count)
    let before = prefix?[clamped] ?? uniformLength * CGFloat(clamped)
    return before + spacing * CGFloat(clamped)
  }

  /// The length of all items and the spacing between them.
  func total(spacing: CGFloat) -> CGFloat {
    guard count > 0 else { return 0 }
    return start(of: count, spacing: spacing) - spacing
  }

  /// The first item whose end lies after `position` (measured like ``start(of:spacing:)``), or
  /// `count` when none does.
  /// - Complexity: O(1) for equal lengths, O(log n) otherwise.
  func firstIndex(endingAfter position: CGFloat, spacing: CGFloat) -> Int {
    guard count > 0 else { return 0 }
    if prefix == nil {
      let stride = uniformLength + spacing
      guard stride > 0 else { return 0 }
      let raw = ((position - uniformLength) / stride).rounded(.down) + 1
      guard raw.isFinite else { return raw > 0 ? count : 0 }
      let guess = Swift.min(Int(saturating: Swift.max(raw, 0)), count)
      // Step past an item that ends exactly at the position.
      if guess < count, start(of: guess, spacing: spacing) + uniformLength <= position { return guess + 1 }
      return guess
    }
    return (0..<count).partitioningIndex { start(of: $0, spacing: spacing) + length(of: $0) > position }
  }
}
