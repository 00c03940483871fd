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

    private func grid(width: CGFloat, subviews: Subviews) -> ColumnGridLayout {
      let provisional = ColumnGridLayout(
        itemCount: subviews.count, width: width, columns: columns, columnSpacing: columnSpacing,
        rowSpacing: rowSpacing, insets: insets, itemHeight: .fixed(0))
      let heights =
        itemHeight
        ?? .perItem(
          subviews.map { $0.sizeThatFits(ProposedViewSize(width: provisional.columnWidth, height: nil)).height })
      return ColumnGridLayout(
        itemCount: subviews.count, width: width, columns: columns, columnSpacing: columnSpacing,
        rowSpacing: rowSpacing, insets: insets, itemHeight: heights)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
      grid(width: proposal.width ?? 390, subviews: subviews).contentSize
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
      let grid = grid(width: bounds.width, subviews: subviews)
      for (index, subview) in subviews.enumerated() {
        guard let frame = grid.frame(at: index) else { continue }
        subview.place(
          at: CGPoint(x: bounds.minX + frame.minX, y: bounds.minY + frame.minY), anchor: .topLeading,
          proposal: ProposedViewSize(width: frame.width, height: frame.height))
      }
    }
  }
#endif
