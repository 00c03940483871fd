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
    public var columns: ColumnGridLayout.Columns
    public var columnSpacing: CGFloat
    public var rowSpacing: CGFloat
    public var insets: Insets
    /// Fixed or aspect-ratio heights; `nil` measures each subview at the column width.
    public var itemHeight: ColumnGridLayout.ItemHeight?

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
