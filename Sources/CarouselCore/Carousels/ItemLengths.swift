import Foundation

/// The main-axis lengths of a row of items with a fixed spacing: O(1) memory when all are equal,
/// prefix sums over the items given their own lengths otherwise, so positions are O(1) and
/// visible-range queries O(log n).
///
/// Items past those given their own lengths (a count raised after ``init(lengths:)``) all have the
/// last given length and cost no memory, so any count is safe.
struct ItemLengths: Sendable, Hashable {
  private(set) var count: Int
  /// The length of every item past the explicit ones.
  private var uniformLength: CGFloat
  /// `prefix[i]` is the total length of the items before `i` (spacing excluded), for the first
  /// `prefix.count − 1` items, which have lengths of their own.
  private var prefix: [CGFloat] = [0]

  /// The number of items with lengths of their own.
  private var explicitCount: Int { prefix.count - 1 }

  init(count: Int, uniformLength: CGFloat) {
    self.count = Swift.max(0, count)
    self.uniformLength = uniformLength.sanitizedLength
  }

  init(lengths: [CGFloat]) {
    count = lengths.count
    prefix.reserveCapacity(lengths.count + 1)
    for length in lengths { prefix.append(prefix[prefix.count - 1] + length.sanitizedLength) }
    uniformLength = lengths.last?.sanitizedLength ?? 0
  }

  /// Changes the count; per-item lengths are cut, or extended with the last item's length.
  /// - Complexity: O(1), or O(removed items) when cutting.
  mutating func setCount(_ newCount: Int) {
    let newCount = Swift.max(0, newCount)
    if newCount < explicitCount {
      prefix.removeLast(explicitCount - newCount)
      if newCount > 0 { uniformLength = prefix[newCount] - prefix[newCount - 1] }
    }
    count = newCount
  }

  func length(of index: Int) -> CGFloat {
    guard index >= 0, index < count else { return 0 }
    if index < explicitCount { return prefix[index + 1] - prefix[index] }
    return uniformLength
  }

  /// Where item `index` starts, measured from the first item's start.
  func start(of index: Int, spacing: CGFloat) -> CGFloat {
    let clamped = Swift.min(Swift.max(index, 0), count)
    let explicit = Swift.min(clamped, explicitCount)
    let before = prefix[explicit] + uniformLength * CGFloat(clamped - explicit)
    return before + spacing * CGFloat(clamped)
  }

  /// Whether every item from `index` on has length 0 (so a loop over them can stop).
  func allEmpty(from index: Int) -> Bool {
    index >= explicitCount && uniformLength == 0
  }

  /// The length of all items and the spacing between them.
  func total(spacing: CGFloat) -> CGFloat {
    guard count > 0 else { return 0 }
    return start(of: count, spacing: spacing) - spacing
  }

  /// Calls `body` with each item that is not empty and at least partly inside `0..<viewportLength`,
  /// in order, and where it starts, when the items start at `leading` and have scrolled by `offset`
  /// (item `i` starts at `leading + start(i) − offset`); at most `limit` items.
  /// - Complexity: O(log n + visible).
  func forEachVisible(
    leading: CGFloat, offset: CGFloat, viewportLength: CGFloat, spacing: CGFloat, limit: Int,
    _ body: (_ index: Int, _ start: CGFloat) -> Void
  ) {
    var index = firstIndex(endingAfter: offset - leading, spacing: spacing)
    var placed = 0
    while index < count, placed < limit {
      let start = leading + self.start(of: index, spacing: spacing) - offset
      if start >= viewportLength || allEmpty(from: index) { break }
      if length(of: index) > 0 {
        body(index, start)
        placed += 1
      }
      index += 1
    }
  }

  /// The first item whose end lies after `position` (measured like ``start(of:spacing:)``), or
  /// `count` when none does.
  /// - Complexity: O(log n) among the items with lengths of their own, O(1) past them.
  func firstIndex(endingAfter position: CGFloat, spacing: CGFloat) -> Int {
    guard count > 0 else { return 0 }
    let explicit = Swift.min(explicitCount, count)
    if explicit > 0, start(of: explicit - 1, spacing: spacing) + length(of: explicit - 1) > position {
      return (0..<explicit).partitioningIndex { start(of: $0, spacing: spacing) + length(of: $0) > position }
    }
    // Equal items from `explicit` on: item explicit + k ends at base + k · stride + length.
    let stride = uniformLength + spacing
    guard stride > 0 else { return explicit }
    let base = start(of: explicit, spacing: spacing)
    let raw = ((position - base - uniformLength) / stride).rounded(.down) + 1
    guard raw.isFinite else { return raw > 0 ? count : explicit }
    let guess = Swift.min(explicit.saturatingAdd(Int(saturating: Swift.max(raw, 0))), count)
    // Step past an item that ends exactly at the position.
    if guess < count, start(of: guess, spacing: spacing) + length(of: guess) <= position { return guess + 1 }
    return guess
  }
}
