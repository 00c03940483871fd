#if canImport(SwiftUI)
  import CarouselCore
  import SwiftUI

  /// Rows of equal columns (``ColumnGridLayout``) as a SwiftUI `Layout`.
  ///
  /// ```swift
  /// ColumnGrid(columns: .fixed(2), itemHeight: .aspectRatio(1.5, extra: 94)) {
  ///   ForEach(articles) { ArticleCard($0) }
  /// }
  /// ```
  public struct ColumnGrid: Layout {
    /// How many columns there are: a fixed count, or as many as fit a minimum width.
    public var columns: ColumnGridLayout.Columns
    /// The horizontal space between columns, in points.
    public var columnSpacing: CGFloat
    /// The vertical space between rows, in points.
    public var rowSpacing: CGFloat
    /// The space around the grid, in points: leading and trailing around the columns, top above the
    /// first row, bottom below the last.
    public var insets: Insets
    /// Fixed or aspect-ratio heights; `nil` measures each subview at the column width.
    public var itemHeight: ColumnGridLayout.ItemHeight?

    /// A grid of `columns` columns; item `i` sits in row `i / columnCount`, and a row is as tall as
    /// its tallest item.
    ///
    /// - Parameters:
    ///   - columns: how many columns: `.fixed(n)` (default 2; clamped to at least 1) or
    ///     `.adaptive(minimum:maximum:)`, as many as fit.
    ///   - columnSpacing: the horizontal space between columns, in points (default 8).
    ///   - rowSpacing: the vertical space between rows, in points (default 8).
    ///   - insets: the space around the grid, in points (default 8 leading and trailing).
    ///   - itemHeight: every item's height: `.fixed(h)` points, `.aspectRatio(r, extra: e)` (the
    ///     column width ÷ `r`, plus `e` points of caption), or nil (the default) to ask each subview
    ///     its height at the column width.
    public init(
      columns: ColumnGridLayout.Columns = .fixed(2), columnSpacing: CGFloat = 8, rowSpacing: CGFloat = 8,
      insets: Insets = .horizontal(8), itemHeight: ColumnGridLayout.ItemHeight? = nil
    ) {
      self.columns = columns
      self.columnSpacing = columnSpacing
      self.rowSpacing = rowSpacing
      self.insets = insets
      self.itemHeight = itemHeight
    }

    /// The subviews' heights measured at a column width, kept between the sizing and placing passes
    /// (SwiftUI makes a new cache when the subviews change).
    public typealias Cache = ColumnGridMeasurements

    public func makeCache(subviews: Subviews) -> ColumnGridMeasurements { ColumnGridMeasurements() }

    private func grid(width: CGFloat, subviews: Subviews, cache: inout Cache) -> ColumnGridLayout {
      let provisional = ColumnGridLayout(
        itemCount: subviews.count, width: width, columns: columns, columnSpacing: columnSpacing,
        rowSpacing: rowSpacing, insets: insets, itemHeight: .fixed(0))
      let columnWidth = provisional.columnWidth
      let heights =
        itemHeight
        ?? .perItem(
          cache.heights(count: subviews.count, columnWidth: columnWidth) { index in
            subviews[index].sizeThatFits(ProposedViewSize(width: columnWidth, height: nil)).height
          })
      return ColumnGridLayout(
        itemCount: subviews.count, width: width, columns: columns, columnSpacing: columnSpacing,
        rowSpacing: rowSpacing, insets: insets, itemHeight: heights)
    }

    /// The proposed width, or — when the container leaves it open — the width the widest subview
    /// asks for in every column (``ColumnGridLayout/idealWidth(columns:itemWidth:columnSpacing:insets:)``).
    private func width(for proposal: ProposedViewSize, subviews: Subviews) -> CGFloat {
      subviews.width(for: proposal) { widest in
        ColumnGridLayout.idealWidth(columns: columns, itemWidth: widest, columnSpacing: columnSpacing, insets: insets)
      }
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
      grid(width: width(for: proposal, subviews: subviews), subviews: subviews, cache: &cache).contentSize
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
      let grid = grid(width: bounds.width, subviews: subviews, cache: &cache)
      subviews.place(in: bounds, frame: grid.frame(at:))
    }
  }
#endif
