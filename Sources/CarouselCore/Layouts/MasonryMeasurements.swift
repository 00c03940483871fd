import Foundation

/// The masonry a SwiftUI `Layout` keeps in its cache (CarouselKit's `MasonrySection`): laid out once
/// for a width and a set of items, so that sizing and then placing the section — and sizing it again
/// at the same width, as a `ScrollView` does — lay the items out once.
///
/// The items are asked for only when something that shapes the grid changed: the width, the item
/// count, the columns, the spacing or the insets. (SwiftUI makes a new cache when the subviews
/// change, so items that change without their count are a new cache.)
///
/// ```swift
/// var measured = MasonryMeasurements()
/// let grid = measured.layout(width: 390, itemCount: subviews.count, columns: .fixed(2), spacing: 8,
///                            insets: Insets(all: 8)) { index in subviews[index][MasonryItemKey.self] }
/// ```
public struct MasonryMeasurements: Sendable, Hashable {
  /// What a kept grid was laid out for.
  private struct Shape: Sendable, Hashable {
    var width: CGFloat
    var itemCount: Int
    var columns: MasonryLayout.Columns
    var spacing: CGFloat
    var insets: Insets
  }

  private var shape: Shape?
  /// The grid laid out last, or nil before the first.
  public private(set) var layout: MasonryLayout?

  /// Nothing laid out yet.
  public init() {}

  /// The grid of `itemCount` items `width` points wide: the kept one when it was laid out for the
  /// same width, count, columns, spacing and insets; otherwise laid out afresh from `item`'s answer
  /// for each index, and kept. Bad lengths are sanitised as ``MasonryLayout`` does.
  /// - Complexity: O(1) when kept; otherwise `itemCount` calls to `item` and the layout's O(n).
  public mutating func layout(
    width: CGFloat, itemCount: Int, columns: MasonryLayout.Columns, spacing: CGFloat, insets: Insets,
    item: (Int) -> MasonryLayout.Item
  ) -> MasonryLayout {
    let count = Swift.max(itemCount, 0)
    let shape = Shape(
      width: width.sanitizedLength, itemCount: count, columns: columns, spacing: spacing.sanitizedLength,
      insets: insets)
    if let layout, self.shape == shape { return layout }
    let grid = MasonryLayout(
      width: shape.width, columns: columns, columnSpacing: shape.spacing, rowSpacing: shape.spacing, insets: insets,
      items: (0..<count).map(item))
    self.shape = shape
    layout = grid
    return grid
  }
}
