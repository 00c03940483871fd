import Foundation

extension FreeScrollCarousel {
  /// How far the item's leading edge is from the leading inset (where the row's first item rests),
  /// in lengths of this item and the spacing after it.
  public func phase(of placement: ItemPlacement) -> Double {
    let stride = lengths.length(of: placement.index) + spacing
    guard stride > 0, (0..<lengths.count).contains(placement.index) else { return 0 }
    return Double(((lengths.start(of: placement.index, spacing: spacing) - offset) / stride).finiteOr(0))
  }
}
