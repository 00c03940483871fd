import CarouselCore
import Foundation

/// Where the Archive screen's parts sit (the example screen of seed 004's figure), in screen points: a
/// title bar; the keyword field and, under their labels, the category chips in one row that scrolls
/// sideways; a line with "n items shown" and "clear conditions"; and the list of recipes below, which
/// scrolls. On a wide window the column stays at most ``maximumColumnWidth`` wide, centred.
public struct ArchiveLayout: Sendable, Equatable {
  /// The title bar's height, in points.
  public static let titleBarHeight: CGFloat = 52
  /// The keyword field's height, in points.
  public static let fieldHeight: CGFloat = 36
  /// A category chip's height (and its smallest width), in points.
  public static let chipHeight: CGFloat = 28
  /// The gap between chips, across and down, in points.
  public static let chipSpacing: CGFloat = 8
  /// Space on each side of a chip's title, in points.
  public static let chipPadding: CGFloat = 12
  /// The type chip titles are set in; their widths are measured in it.
  public static let chipTitleFont = Font(size: 12)
  /// A list row's height, in points.
  public static let rowHeight: CGFloat = 124
  /// The widest the column of field, chips and rows gets, in points.
  public static let maximumColumnWidth: CGFloat = 640

  /// The green title bar across the top.
  public var titleBar: CGRect
  /// The line "フリーワード検索:" above the field.
  public var keywordLabel: CGRect
  /// The keyword field.
  public var field: CGRect
  /// The line "カテゴリー検索:" above the chips.
  public var categoryLabel: CGRect
  /// The band the chips scroll in: the column's full width, the chips' height.
  public var chipRow: CGRect
  /// One per category, in order, in one row from 16 points into ``chipRow``, as they sit with the row
  /// scrolled to its start, left to right (``ArchiveScene/chipFrames()`` places them as drawn).
  public var chips: [CGRect]
  /// How wide the row of chips is, 16 points of margin on either end included: what scrolls.
  public var chipsContentWidth: CGFloat
  /// "n items shown".
  public var status: CGRect
  /// "clear conditions", at the status line's trailing end.
  public var clearButton: CGRect
  /// The list's viewport.
  public var list: CGRect

  /// The layout for a content area `size` points large with chips `chipWidths` points wide.
  public init(size: CGSize, chipWidths: [CGFloat]) {
    let column = min(size.width, Self.maximumColumnWidth)
    let left = ((size.width - column) / 2).rounded() + 16
    let width = max(0, column - 32)
    titleBar = CGRect(x: 0, y: 0, width: size.width, height: Self.titleBarHeight)
    keywordLabel = CGRect(x: left, y: titleBar.maxY + 8, width: width, height: 18)
    field = CGRect(x: left, y: keywordLabel.maxY + 4, width: width, height: Self.fieldHeight)
    categoryLabel = CGRect(x: left, y: field.maxY + 10, width: width, height: 18)
    chipRow = CGRect(
      x: ((size.width - column) / 2).rounded(), y: categoryLabel.maxY + 4, width: column, height: Self.chipHeight)
    var chips: [CGRect] = []
    var x = left
    for chipWidth in chipWidths {
      let chipWidth = chipWidth.isFinite ? min(max(chipWidth, Self.chipHeight), width) : Self.chipHeight
      chips.append(CGRect(x: x, y: chipRow.minY, width: chipWidth, height: Self.chipHeight))
      x += chipWidth + Self.chipSpacing
    }
    self.chips = chips
    chipsContentWidth = (chips.last.map(\.maxX) ?? left) + 16 - chipRow.minX
    status = CGRect(x: left, y: chipRow.maxY + 10, width: width, height: 24)
    clearButton = CGRect(x: left + width - 120, y: status.minY, width: 120, height: status.height)
    let listTop = status.maxY + 4
    list = CGRect(
      x: ((size.width - column) / 2).rounded(), y: listTop, width: column, height: max(0, size.height - listTop))
  }

  /// Row `index`'s frame in the list's content coordinates (0 at the list's top before scrolling).
  public func rowFrame(at index: Int) -> CGRect {
    CGRect(x: 0, y: CGFloat(index) * Self.rowHeight, width: list.width, height: Self.rowHeight)
  }

  /// The ♥ button in a row (a generous 44-point square at its trailing edge).
  public static func heartFrame(in row: CGRect) -> CGRect {
    CGRect(x: row.maxX - 52, y: row.minY + 8, width: 44, height: 44)
  }

  /// The list's content height for `count` rows, in points.
  public static func contentHeight(rows count: Int) -> CGFloat { CGFloat(max(0, count)) * rowHeight }

  /// The rows intersecting the list's viewport at `offset` points of scroll, of `count`.
  public func visibleRows(offset: CGFloat, count: Int) -> Range<Int> {
    guard count > 0, offset.isFinite else { return 0..<0 }
    let first = max(0, Int((offset / Self.rowHeight).rounded(.down)))
    let last = min(count, Int(((offset + list.height) / Self.rowHeight).rounded(.up)))
    return first..<max(first, last)
  }
}
