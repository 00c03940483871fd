import Foundation

/// Rows of equal-width columns, like a LazyVGrid.
///
/// Item `i` sits in row `i / columnCount`, column `i % columnCount`. A row is as tall as its tallest
/// item. ``frame(at:)`` is O(1) and ``indices(in:)`` O(log n + k), so a scroll view can ask for only
/// what is visible.
///
/// ```swift
/// // Trend articles: 2 columns, spacing 8, insets 8, height = width / 1.5 + 94.
/// let grid = ColumnGridLayout(
///   itemCount: 4, width: 390, columns: .fixed(2), columnSpacing: 8, rowSpacing: 8,
///   insets: .horizontal(8), itemHeight: .aspectRatio(1.5, extra: 94))
/// grid.frame(at: 1)   // (199, 0, 183, 216)
/// ```
public struct ColumnGridLayout: Sendable, Hashable {
  /// How many columns there are.
  public enum Columns: Sendable, Hashable {
    /// Exactly this many (clamped to 1 ... ``ColumnGridLayout/maximumColumns``).
    case fixed(Int)
    /// As many as fit at `minimum` points wide, each at most `maximum` wide.
    case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
  }

  /// How tall items are.
  public enum ItemHeight: Sendable, Hashable {
    /// All the same, in points.
    case fixed(CGFloat)
    /// Column width ÷ `ratio` + `extra` points (a photo of that width / height ratio with a caption).
    case aspectRatio(CGFloat, extra: CGFloat = 0)
    /// One height per item, in points; a row is as tall as its tallest item.
    case perItem([CGFloat])
  }

  /// The number of items.
  public let itemCount: Int
  /// The width the grid lays out in, in points.
  public let width: CGFloat
  /// How many columns there are.
  public let columns: Columns
  /// Horizontal space between columns, in points.
  public let columnSpacing: CGFloat
  /// Vertical space between rows, in points.
  public let rowSpacing: CGFloat
  /// Space around the grid: leading and trailing around the columns, top above the first row and
  /// bottom below the last.
  public let insets: Insets
  /// Which side the first column is on: right to left, item 0 is at the right and the leading inset
  /// too (see ``ReadingDirection``).
  public let direction: ReadingDirection
  /// How tall items are.
  public let itemHeight: ItemHeight
  /// The number of columns for this width (at least 1).
  public let columnCount: Int
  /// The width of a column, in points.
  public let columnWidth: CGFloat
  /// Row `r` spans `rowTops[r] ..< rowTops[r] + rowHeights[r]`; only kept for per-item heights.
  private let rowTops: [CGFloat]
  private let rowHeights: [CGFloat]

  /// Lays out `itemCount` items in `width` points. Bad numbers count as 0; at least one column.
  public init(
    itemCount: Int, width: CGFloat, columns: Columns = .fixed(2), columnSpacing: CGFloat = 8, rowSpacing: CGFloat = 8,
    insets: Insets = .horizontal(8), direction: ReadingDirection = .leftToRight, itemHeight: ItemHeight
  ) {
    let count: Int
    if case .perItem(let heights) = itemHeight { count = heights.count } else { count = Swift.max(0, itemCount) }
    self.itemCount = count
    self.width = width.sanitizedLength
    self.columns = columns
    self.columnSpacing = columnSpacing.sanitizedLength
    self.rowSpacing = rowSpacing.sanitizedLength
    self.insets = insets
    self.direction = direction
    self.itemHeight = itemHeight
    let available = Swift.max(0, self.width - insets.horizontalTotal)
    (columnCount, columnWidth) = Self.columns(columns, available: available, spacing: self.columnSpacing)
    if case .perItem(let heights) = itemHeight {
      var tops: [CGFloat] = []
      var rowHeights: [CGFloat] = []
      var y = insets.top
      var start = 0
      let columnCount = self.columnCount
      while start < heights.count {
        let end = Swift.min(start + columnCount, heights.count)
        let tallest = heights[start..<end].map(\.sanitizedLength).max() ?? 0
        tops.append(y)
        rowHeights.append(tallest)
        y += tallest + self.rowSpacing
        start = end
      }
      rowTops = tops
      self.rowHeights = rowHeights
    } else {
      rowTops = []
      rowHeights = []
    }
  }

  /// The most columns a grid has (``ColumnGridLayout`` and ``MasonryLayout`` alike): a larger fixed
  /// count, or more that would fit, is clamped to it.
  public static let maximumColumns = 10_000

  /// The column count and width for `columns` in `available` points.
  static func columns(_ columns: Columns, available: CGFloat, spacing: CGFloat) -> (count: Int, width: CGFloat) {
    switch columns {
    case .fixed(let count):
      let count = count.clamped(to: 1...maximumColumns)
      return (count, Swift.max(0, (available - CGFloat(count - 1) * spacing) / CGFloat(count)))
    case .adaptive(let minimum, let maximum):
      let minimum = Swift.max(minimum.sanitizedLength, 1)
      let fitting = ((available + spacing) / (minimum + spacing)).rounded(.down)
      let count = fitting.isFinite ? Swift.max(1, Int(Swift.min(fitting, CGFloat(maximumColumns)))) : 1
      let width = Swift.max(0, (available - CGFloat(count - 1) * spacing) / CGFloat(count))
      let cap = maximum.isNaN || maximum <= 0 ? CGFloat.infinity : maximum
      return (count, Swift.min(width, cap))
    }
  }

  /// The number of rows.
  public var rowCount: Int {
    // Written so that `Int.max` items do not overflow.
    itemCount / columnCount + (itemCount % columnCount == 0 ? 0 : 1)
  }

  /// The height of every row when heights do not vary per item.
  private var uniformRowHeight: CGFloat {
    switch itemHeight {
    case .fixed(let height): return height.sanitizedLength
    case .aspectRatio(let ratio, let extra):
      let ratio = ratio.sanitizedLength
      return (ratio > 0 ? columnWidth / ratio : columnWidth) + extra.sanitizedLength
    case .perItem: return 0
    }
  }

  private func rowTop(_ row: Int) -> CGFloat {
    if case .perItem = itemHeight { return row < rowTops.count ? rowTops[row] : insets.top }
    return insets.top + CGFloat(row) * (uniformRowHeight + rowSpacing)
  }

  private func rowHeight(_ row: Int) -> CGFloat {
    if case .perItem = itemHeight { return row < rowHeights.count ? rowHeights[row] : 0 }
    return uniformRowHeight
  }

  /// The frame of item `index` in the grid's coordinates, or nil for an index out of range.
  /// - Complexity: O(1).
  public func frame(at index: Int) -> CGRect? {
    guard index >= 0, index < itemCount else { return nil }
    let row = index / columnCount
    let column = index % columnCount
    var height = rowHeight(row)
    if case .perItem(let heights) = itemHeight { height = heights[index].sanitizedLength }
    return CGRect(x: columnX(column), y: rowTop(row), width: columnWidth, height: height)
  }

  /// The x of column `column`'s left edge: counted from the leading edge, mirrored right to left.
  private func columnX(_ column: Int) -> CGFloat {
    let fromLeading = insets.leading + CGFloat(column) * (columnWidth + columnSpacing)
    switch direction {
    case .leftToRight: return fromLeading
    case .rightToLeft: return width - fromLeading - columnWidth
    }
  }

  /// The size of the whole grid, in points.
  public var contentSize: CGSize {
    guard rowCount > 0 else { return CGSize(width: width, height: insets.verticalTotal) }
    let last = rowCount - 1
    return CGSize(width: width, height: rowTop(last) + rowHeight(last) + insets.bottom)
  }

  /// The most indices one ``indices(in:)`` answers: far more than any screen shows, and a bound on
  /// what a rectangle 1e300 points tall over `Int.max` items costs.
  public static let maximumQueryResults = 100_000

  /// The indices of the items whose frames overlap `rect` (share interior points), ascending: at most
  /// ``maximumQueryResults``, the first ones.
  /// - Complexity: O(log n + k) for per-item heights, O(k) otherwise.
  public func indices(in rect: CGRect) -> [Int] {
    guard itemCount > 0 else { return [] }
    // The columns the rectangle crosses. Every row visited below overlaps it vertically, so each one
    // adds an index per column crossed: the walk is bounded by the results, however many rows there are.
    let columnsHit = (0..<columnCount).filter { column in
      let minX = columnX(column)
      return minX < rect.maxX && rect.minX < minX + columnWidth
    }
    guard !columnsHit.isEmpty else { return [] }
    var result: [Int] = []
    var row = firstRow(endingBelow: rect.minY)
    while row < rowCount, rowTop(row) < rect.maxY {
      let (rowStart, overflow) = row.multipliedReportingOverflow(by: columnCount)
      guard !overflow else { break }
      for column in columnsHit {
        guard column < itemCount - rowStart else { break }
        if let frame = frame(at: rowStart + column), frame.overlaps(rect) {
          result.append(rowStart + column)
          if result.count == Self.maximumQueryResults { return result }
        }
      }
      row += 1
    }
    return result
  }

  /// The first row whose bottom is below `y`.
  private func firstRow(endingBelow y: CGFloat) -> Int {
    guard y.isFinite else { return y < 0 ? 0 : rowCount }
    if case .perItem = itemHeight {
      return (0..<rowCount).partitioningIndex { rowTops[$0] + rowHeights[$0] > y }
    }
    let stride = uniformRowHeight + rowSpacing
    // Every row at the same place: all of them end below `y`, or none does.
    guard stride > 0 else { return rowTop(0) + rowHeight(0) > y ? 0 : rowCount }
    let guess = ((y - insets.top - uniformRowHeight) / stride).rounded(.down)
    guard guess.isFinite else { return 0 }
    var row = Swift.min(Int(saturating: Swift.max(guess, 0)), rowCount)
    while row < rowCount, rowTop(row) + rowHeight(row) <= y { row += 1 }
    return row
  }
}
