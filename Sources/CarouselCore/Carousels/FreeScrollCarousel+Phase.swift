import Foundation

extension FreeScrollCarousel {
  /// The item's index less the row's position in items: the item `j` whose start the offset has
  /// passed, plus the fraction of the way to the next one (`(offset − start(j)) / (length(j) +
  /// spacing)`). Whole numbers when the row rests with an item at the leading inset, ±1 for its
  /// neighbours whatever their lengths. Near the end of a row that cannot scroll an item to the
  /// leading inset, the current item's phase is the fraction it would still have to travel.
  /// - Complexity: O(log n) for per-item lengths, O(1) for equal ones.
  public func phase(of placement: ItemPlacement) -> Double {
    guard lengths.count > 0 else { return 0 }
    let passed = lengths.firstIndex(endingAfter: offset - spacing, spacing: spacing)
    let item = Swift.min(passed, lengths.count - 1)
    let stride = lengths.length(of: item) + spacing
    let fraction = stride > 0 ? (offset - lengths.start(of: item, spacing: spacing)) / stride : 0
    return Double((CGFloat(placement.index) - CGFloat(item) - fraction).finiteOr(0))
  }
}
