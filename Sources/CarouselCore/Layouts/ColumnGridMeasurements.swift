import Foundation

/// The heights a grid measured its items at, for one column width: what a SwiftUI `Layout` keeps in
/// its cache so that sizing and then placing the grid ask each item once, not once per pass.
///
/// ```swift
/// var measured = ColumnGridMeasurements()
/// let heights = measured.heights(count: subviews.count, columnWidth: 183) { index in
///   subviews[index].sizeThatFits(ProposedViewSize(width: 183, height: nil)).height
/// }
/// ```
public struct ColumnGridMeasurements: Sendable, Hashable {
  /// The column width the kept heights were measured at, or nil before the first measurement.
  public private(set) var columnWidth: CGFloat?
  /// The kept heights, one an item, in points.
  public private(set) var heights: [CGFloat] = []

  /// Nothing measured yet.
  public init() {}

  /// The heights of `count` items at `columnWidth` points: the kept ones when they were measured at
  /// that width for that many items, otherwise `measure`'s answer for each item, kept for next time.
  /// Heights that are not usable lengths (negative, NaN, infinite) are sanitised.
  /// - Complexity: O(1) when kept; otherwise `count` calls to `measure`.
  public mutating func heights(count: Int, columnWidth: CGFloat, measure: (Int) -> CGFloat) -> [CGFloat] {
    let count = Swift.max(count, 0)
    if self.columnWidth == columnWidth, heights.count == count { return heights }
    self.columnWidth = columnWidth
    heights = (0..<count).map { measure($0).sanitizedLength }
    return heights
  }
}
