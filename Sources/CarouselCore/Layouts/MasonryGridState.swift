import Foundation

/// What a masonry grid view keeps between updates: the ``MasonryLayout``, the IDs of the items it
/// holds, and which items to create for a scrolled window.
///
/// A view calls ``update(width:ids:item:)`` when its data or width changes. Items added after the
/// existing ones are appended (O(new items)); a new width lays the items out again once (O(n)); only
/// a change before the end — an item removed, replaced or moved — builds the layout anew. Scrolling
/// asks ``itemsToCreate(scrollOffset:viewportHeight:)``, which touches no layout at all.
///
/// ```swift
/// var grid = MasonryGridState<Photo.ID>(columns: .fixed(2))
/// grid.update(width: 390, ids: photos.map(\.id)) { .photo(width: photos[$0].width, height: photos[$0].height) }
/// for index in grid.itemsToCreate(scrollOffset: offset, viewportHeight: 844) { … }
/// ```
public struct MasonryGridState<ID: Hashable & Sendable>: Sendable {
  /// What an update did to the layout.
  public enum Change: Sendable, Hashable {
    /// Nothing: the same items at the same width.
    case unchanged
    /// This many items were placed after the existing ones, which did not move.
    case appended(Int)
    /// The width changed: every item was laid out again (and any new ones appended).
    case relaidOut
    /// Items before the end changed: the layout was built anew.
    case rebuilt
  }

  /// The layout of the items the last update was given.
  public var layout: MasonryLayout { storedLayout }
  /// The IDs of the items in ``layout``, in order.
  public var ids: [ID] { storedIDs }

  // Visible to inlined code: ``update(width:ids:item:)`` is inlined into the caller, so that it is
  // specialised for the caller's ID type (unspecialised, comparing 100,000 IDs took ~15 ms and two
  // allocations an ID).
  @usableFromInline var storedLayout: MasonryLayout
  @usableFromInline var storedIDs: [ID] = []
  /// Heights measured from the items' content (``measure(_:of:)``); nil until the first.
  @usableFromInline var measuredHeights: MeasuredItemLengths<ID>?

  /// An empty grid with `columns` and `spacing` points between columns, between rows and around the
  /// grid (at width 0 until the first update).
  public init(columns: MasonryLayout.Columns = .fixed(2), spacing: CGFloat = 8) {
    storedLayout = MasonryLayout(
      width: 0, columns: columns, columnSpacing: spacing, rowSpacing: spacing, insets: Insets(all: spacing))
  }

  /// Takes `columns` and `spacing` from now on: a change empties the grid (the next update builds it
  /// anew with them); the same values change nothing.
  public mutating func reconfigure(columns: MasonryLayout.Columns, spacing: CGFloat) {
    let spacing = spacing.sanitizedLength
    guard columns != layout.columns || spacing != layout.columnSpacing else { return }
    self = MasonryGridState(columns: columns, spacing: spacing)
  }

  /// Brings the layout up to date with `ids` at `width` points; `item` says how the item at an index
  /// of `ids` is sized, and is asked only for items that need placing.
  /// - Complexity: O(new items) when items were only added at the end, plus O(n) to compare the IDs;
  ///   O(n) when the width or an earlier item changed.
  @discardableResult @inlinable
  public mutating func update(width: CGFloat, ids newIDs: [ID], item: (Int) -> MasonryLayout.Item) -> Change {
    let keepsItems = newIDs.count >= storedIDs.count && newIDs.starts(with: storedIDs)
    guard keepsItems else {
      // Heights measured for items that went away are forgotten.
      measuredHeights?.forget(keeping: newIDs)
      storedLayout = storedLayout.laidOutAnew(width: width, items: newIDs.indices.map(item))
      storedIDs = newIDs
      return .rebuilt
    }
    let oldWidth = storedLayout.width
    storedLayout.setWidth(width)
    // Laying out no items again is no work: the first update appends.
    let widthChanged = storedLayout.width != oldWidth && !storedIDs.isEmpty
    let added = newIDs.count - storedIDs.count
    if added > 0 {
      storedLayout.append((storedIDs.count..<newIDs.count).map(item))
      storedIDs = newIDs
    }
    if widthChanged { return .relaidOut }
    return added > 0 ? .appended(added) : .unchanged
  }

  /// How an item sized by its content counts in the layout: the height measured for it, else the
  /// mean height measured so far, else a square (before anything was measured).
  public func measuredItem(for id: ID) -> MasonryLayout.Item {
    guard let heights = measuredHeights else { return .aspectRatio(1) }
    return .height(heights.length(for: id))
  }

  /// A height measured from item `id`'s content at the column width — for a grid whose data
  /// carries no sizes, each item given ``measuredItem(for:)`` — in points. When it changed (by a
  /// quarter point or more) the grid is laid out again, once, with every item's measured or
  /// estimated height; a height that is negative or not finite, or an unknown ID, changes nothing.
  /// - Returns: whether the layout changed.
  /// - Complexity: O(n): the ID is looked up, and the grid laid out again when the height changed.
  @discardableResult
  public mutating func measure(_ height: CGFloat, of id: ID) -> Bool {
    guard storedIDs.contains(id) else { return false }
    var heights = measuredHeights ?? MeasuredItemLengths(fallbackLength: height)
    guard heights.record(height, for: id) else { return false }
    measuredHeights = heights
    storedLayout = storedLayout.laidOutAnew(width: storedLayout.width, items: storedIDs.map(measuredItem))
    return true
  }

  /// How far beyond each edge of the viewport items are created, in viewports: a fling's next
  /// screen is there before it scrolls in.
  public static var overscanViewports: CGFloat { 1 }

  /// The items to create when the grid is scrolled `scrollOffset` points down in a viewport
  /// `viewportHeight` points tall: the visible ones and a viewport's worth beyond each edge,
  /// ascending. Bad values are sanitised (no items for a NaN offset).
  /// - Complexity: O(columns · log n + k) for k items.
  public func itemsToCreate(scrollOffset: CGFloat, viewportHeight: CGFloat) -> [Int] {
    let height = viewportHeight.sanitizedLength
    let window = CGRect(
      x: 0, y: scrollOffset - height * Self.overscanViewports, width: layout.width,
      height: height * (1 + 2 * Self.overscanViewports))
    return layout.items(in: window)
  }

  /// How finely the created items follow scrolling: bands a quarter of a viewport tall.
  public static var creationBandsPerViewport: CGFloat { 4 }

  /// The band of scroll offsets `scrollOffset` (points) falls in, in a viewport `viewportHeight`
  /// points tall: ``itemsToCreate(inBand:viewportHeight:)`` answers the same for every offset of a
  /// band, so a view that keeps the band — not the offset — in its state updates a quarter of a
  /// viewport at a time instead of on every scrolled point. 0 for bad values.
  public static func creationBand(scrollOffset: CGFloat, viewportHeight: CGFloat) -> Int {
    let height = viewportHeight.sanitizedLength
    guard height > 0, scrollOffset.isFinite else { return 0 }
    return Int(saturating: (scrollOffset / (height / creationBandsPerViewport)).rounded(.down))
  }

  /// The items to create while the grid is scrolled anywhere in `band` (see
  /// ``creationBand(scrollOffset:viewportHeight:)``): those visible at any offset of the band, and
  /// a viewport's worth beyond each edge, ascending.
  /// - Complexity: O(columns · log n + k) for k items.
  public func itemsToCreate(inBand band: Int, viewportHeight: CGFloat) -> [Int] {
    let height = viewportHeight.sanitizedLength
    let bandHeight = height / Self.creationBandsPerViewport
    let top = CGFloat(band) * bandHeight
    guard top.isFinite, bandHeight > 0 else { return [] }
    let window = CGRect(
      x: 0, y: top - height * Self.overscanViewports, width: layout.width,
      height: bandHeight + height * (1 + 2 * Self.overscanViewports))
    return layout.items(in: window)
  }
}
