import Foundation

/// Which item of a row drawn by a platform scroll view is current, from the part of the content the
/// scroll view shows: the item whose leading edge (a leading-aligned row) or centre (a centred one)
/// is nearest the same point of the visible region.
///
/// SwiftUI's `scrollPosition(id:)` names the *leading-most* visible item, as Apple documents it. In a
/// centred row whose neighbours peek in, that is the one before the centred item; a front end that
/// can read the visible rectangle (`onScrollGeometryChange`, iOS 18) asks this instead, so the index
/// is the one a person sees centred.
///
/// Coordinates are the scroll view's content coordinates, the first item's leading edge at 0 and the
/// leading content margin before it (a visible region starting at `−leadingMargin` shows the row's
/// start).
@_spi(FrontEnd) public struct ScrolledRowIndex: Sendable, Hashable {
  /// Which point of an item is lined up with the visible region.
  public enum Anchor: Sendable, Hashable {
    /// The item's leading edge, with the visible region's after the leading margin.
    case leading
    /// The item's centre, with the visible region's.
    case center
  }

  /// Each item's length along the row, in points.
  public var itemLength: CGFloat
  /// The space between items, in points.
  public var spacing: CGFloat
  /// The content margin before the first item, in points.
  public var leadingMargin: CGFloat
  /// The number of items.
  public var count: Int
  /// The point lined up.
  public var anchor: Anchor

  /// A row of `count` items `itemLength` points long, `spacing` apart, after `leadingMargin`.
  public init(itemLength: CGFloat, spacing: CGFloat, leadingMargin: CGFloat, count: Int, anchor: Anchor) {
    self.itemLength = itemLength.sanitizedLength
    self.spacing = spacing.sanitizedLength
    self.leadingMargin = leadingMargin.sanitizedLength
    self.count = Swift.max(0, count)
    self.anchor = anchor
  }

  /// The current item when the scroll view shows `visibleLength` points from `visibleStart` on (its
  /// visible rectangle's minimum and width along the row), in `0..<count` (0 for an empty row or bad
  /// numbers).
  public func index(visibleStart: CGFloat, visibleLength: CGFloat) -> Int {
    let stride = itemLength + spacing
    guard count > 0, stride > 0, visibleStart.isFinite, visibleLength.isFinite else { return 0 }
    let position =
      switch anchor {
      case .leading: (visibleStart + leadingMargin) / stride
      case .center: (visibleStart + visibleLength / 2 - itemLength / 2) / stride
      }
    return Int(saturating: position.rounded()).clampedIndex(count: count)
  }
}
