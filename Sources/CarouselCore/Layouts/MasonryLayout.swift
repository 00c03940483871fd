import Foundation

/// A Pinterest-style grid: items of different heights fill columns, each going to the column whose
/// bottom is highest, ties to the first column.
///
/// Heights come from the real column width (not a fixed fraction of the screen), and the spacing
/// counts. Heights round up to whole points by default. Full-span items (section headers) start
/// below the tallest column and reset every column under them.
///
/// The layout is incremental: ``append(_:)-([MasonryLayout.Item])`` places only the new items,
/// ``updateHeight(of:to:)`` keeps every item in its column, and ``items(in:)`` answers in
/// O(log n + k) anywhere in the list, from per-column sorted positions — a million items cost no more
/// to query than a hundred.
///
/// ```swift
/// var grid = MasonryLayout(width: 390, columns: .fixed(2))
/// grid.append(photos.map { .photo(width: $0.width, height: $0.height) })
/// for index in grid.items(in: visibleRect) { draw(index, in: grid.frame(at: index)!) }
/// ```
public struct MasonryLayout: Sendable, Hashable {
  /// How many columns there are.
  public enum Columns: Sendable, Hashable {
    /// Exactly this many (clamped to 1 ... ``ColumnGridLayout/maximumColumns``).
    case fixed(Int)
    /// As many as fit at least `minimumWidth` points wide.
    case adaptive(minimumWidth: CGFloat)
  }

  /// The width the grid lays out in, in points.
  public private(set) var width: CGFloat
  /// How many columns there are.
  public let columns: Columns
  /// Horizontal space between columns, in points.
  public let columnSpacing: CGFloat
  /// Vertical space between items in a column, in points.
  public let rowSpacing: CGFloat
  /// Space around the grid, in points.
  public let insets: Insets
  /// Whether column 0 is at the left (default) or the right; right to left, the leading inset is
  /// the right one too.
  public let direction: ReadingDirection
  /// Whether heights round up to whole points (default true).
  public let roundsHeights: Bool

  /// The number of columns for the current width.
  public private(set) var columnCount: Int = 1
  /// The width of a column, in points.
  public private(set) var columnWidth: CGFloat = 0
  /// Items whose size had to be fixed (zero or negative photo sizes), in index order.
  public internal(set) var issues: [Issue] = []

  /// The items, as the caller gave them: the first build's and each append's array kept, not copied.
  var items = ItemList()
  /// Where each item sits, by index. Grown by remapping, not copying (see ``ReallocatingArray``).
  var slots = ReallocatingArray<Slot>()
  /// The indices of each column's items, ascending (and so ascending in y). 32-bit: an item count is
  /// at most ``maximumItemCount``.
  var itemsInColumn: [ReallocatingArray<Int32>] = []
  /// The indices of the full-span items, ascending.
  var fullSpanItems = ReallocatingArray<Int32>()
  /// Where the next item of each column starts, in points.
  var nextTop: [CGFloat] = []

  /// The most items a grid holds (2³¹ − 1); ``append(_:)-([MasonryLayout.Item])`` and
  /// ``append(_:)-(MasonryLayout.Item)`` leave out the rest and report them in ``issues``.
  public static let maximumItemCount = Int(Int32.max)

  /// Creates a grid `width` points wide holding `items`.
  public init(
    width: CGFloat, columns: Columns = .fixed(2), columnSpacing: CGFloat = 8, rowSpacing: CGFloat = 8,
    insets: Insets = Insets(all: 8), direction: ReadingDirection = .leftToRight, roundsHeights: Bool = true,
    items: [Item] = []
  ) {
    self.width = width.sanitizedLength
    self.columns = columns
    self.columnSpacing = columnSpacing.sanitizedLength
    self.rowSpacing = rowSpacing.sanitizedLength
    self.insets = insets
    self.direction = direction
    self.roundsHeights = roundsHeights
    resetColumns()
    append(items)
  }

  /// The number of items.
  public var itemCount: Int { items.count }

  /// The frame of item `index`, or nil for an index out of range.
  /// - Complexity: O(1).
  public func frame(at index: Int) -> CGRect? {
    slots.indices.contains(index) ? frame(of: slots[index]) : nil
  }

  /// The frame of the item in `slot`.
  func frame(of slot: Slot) -> CGRect {
    slot.isFullSpan
      ? CGRect(x: fullSpanX, y: slot.top, width: columnSpan, height: slot.height)
      : CGRect(x: columnX(Int(slot.column)), y: slot.top, width: columnWidth, height: slot.height)
  }

  /// The column of item `index` (0 is the first in reading order), or nil for a full-span item or an
  /// index out of range.
  public func column(of index: Int) -> Int? {
    guard slots.indices.contains(index), !slots[index].isFullSpan else { return nil }
    return Int(slots[index].column)
  }

  /// The size of the whole grid, in points.
  public var contentSize: CGSize {
    guard !slots.isEmpty else { return CGSize(width: width, height: insets.verticalTotal) }
    let bottom = (nextTop.max() ?? insets.top) - rowSpacing
    return CGSize(width: width, height: bottom + insets.bottom)
  }

  /// Lays everything out again for a new width (once, O(n)); the same width changes nothing.
  public mutating func setWidth(_ newWidth: CGFloat) {
    let newWidth = newWidth.sanitizedLength
    guard newWidth != width else { return }
    width = newWidth
    resetColumns()
    placeItems(from: 0)
  }

  mutating func resetColumns() {
    let available = Swift.max(0, width - insets.horizontalTotal)
    switch columns {
    case .fixed(let count):
      (columnCount, columnWidth) = ColumnGridLayout.columns(.fixed(count), available: available, spacing: columnSpacing)
    case .adaptive(let minimumWidth):
      (columnCount, columnWidth) = ColumnGridLayout.columns(
        .adaptive(minimum: minimumWidth), available: available, spacing: columnSpacing)
    }
    slots.removeAll(from: 0)
    fullSpanItems.removeAll(from: 0)
    issues.removeAll()
    itemsInColumn = Array(repeating: ReallocatingArray(), count: columnCount)
    nextTop = Array(repeating: insets.top, count: columnCount)
  }

  /// A layout with the same columns, spacing, insets, direction and rounding holding `items` at
  /// `width` points: what a grid builds anew when items before the end changed.
  /// - Complexity: O(n).
  @usableFromInline func laidOutAnew(width: CGFloat, items: [Item]) -> MasonryLayout {
    MasonryLayout(
      width: width, columns: columns, columnSpacing: columnSpacing, rowSpacing: rowSpacing, insets: insets,
      direction: direction, roundsHeights: roundsHeights, items: items)
  }

  /// The x of column `column`'s left edge: counted from the leading edge (its inset included),
  /// mirrored right to left, where the leading edge is the right one.
  func columnX(_ column: Int) -> CGFloat {
    let fromLeading = insets.leading + CGFloat(column) * (columnWidth + columnSpacing)
    switch direction {
    case .leftToRight: return fromLeading
    case .rightToLeft: return width - fromLeading - columnWidth
    }
  }

  /// The x of a full-span item's left edge: the leading inset from the leading edge.
  var fullSpanX: CGFloat {
    switch direction {
    case .leftToRight: insets.leading
    case .rightToLeft: width - insets.leading - columnSpan
    }
  }

  /// The width a full-span item covers: every column and the spacing between them.
  var columnSpan: CGFloat {
    CGFloat(columnCount) * columnWidth + CGFloat(columnCount - 1) * columnSpacing
  }

  /// The height of `item` at the current column width, in points, and whether its size was unusable
  /// (a photo or ratio of 0 or less, laid out square: see ``issue(for:at:)``).
  @inline(__always)
  func height(of item: Item) -> (height: CGFloat, isSubstitute: Bool) {
    var isSubstitute = false
    let raw: CGFloat
    switch item {
    case .photo(let photoWidth, let photoHeight, let extra):
      if photoWidth > 0, photoHeight > 0, photoWidth.isFinite, photoHeight.isFinite {
        raw = columnWidth * photoHeight / photoWidth + extra.sanitizedLength
      } else {
        isSubstitute = true
        raw = columnWidth + extra.sanitizedLength
      }
    case .aspectRatio(let ratio, let extra):
      if ratio > 0, ratio.isFinite {
        raw = columnWidth / ratio + extra.sanitizedLength
      } else {
        isSubstitute = true
        raw = columnWidth + extra.sanitizedLength
      }
    case .height(let height), .fullSpan(let height):
      raw = height.sanitizedLength
    }
    // A length like any other: at most 1e7 points, so one absurd photo (1 × 1e300 pixels) cannot push
    // every later item to where a shift of a few points is lost to rounding.
    let height = raw.sanitizedLength
    return (roundsHeights ? Self.roundedUp(height) : height, isSubstitute)
  }

  /// `length.rounded(.up)` for a sanitised length (0 ... 1e7), without the call to libm's `ceil` that
  /// `rounded(.up)` becomes on baseline x86-64: the same value, a few instructions inline.
  ///
  /// Adding and then subtracting 2⁵² rounds any length below 2⁵² to the nearest whole number (the
  /// sum has no bits below the units); one step up when that rounded down. No conversion to an
  /// integer, whose range check cost more than the rest.
  @inline(__always)
  static func roundedUp(_ length: CGFloat) -> CGFloat {
    let nearest = (length + 0x1p52) - 0x1p52
    return nearest < length ? nearest + 1 : nearest
  }

  /// What was wrong with `item`, whose size ``height(of:)`` could not use. Apart from it because an
  /// optional `Issue` returned with every height costs the build ~3 ns an item (16 → 19 ms for a
  /// million); only a photo or a ratio can be unusable.
  func issue(for item: Item, at index: Int) -> Issue {
    switch item {
    case .photo(let photoWidth, let photoHeight, _):
      Issue(index: index, reason: "photo size \(photoWidth) × \(photoHeight) is not positive; laid out square")
    case .aspectRatio(let ratio, _):
      Issue(index: index, reason: "aspect ratio \(ratio) is not positive; laid out square")
    case .height, .fullSpan:
      Issue(index: index, reason: "laid out square")
    }
  }
}
