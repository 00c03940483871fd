import Foundation

extension SnapCarousel {
  /// The item's index less the content's position in items: its offset over the item stride for
  /// equal items; for measured ones, in proportion between the resting offsets of the two items the
  /// content lies between (beyond the first or the last, in proportion to the gap next to it), so
  /// neighbours are always exactly one apart whatever their lengths. Finite; at rest, 0 for the
  /// current item.
  public func phase(of placement: ItemPlacement) -> Double {
    if lengths != nil {
      guard let rests = track.itemRests else { return Double(placement.index) - Double(currentIndex) }
      return Double((CGFloat(placement.index) - rests.position(atOffset: offset)).finiteOr(0))
    }
    guard stride > 0 else { return 0 }
    return Double((CGFloat(placement.index) - offset / stride).finiteOr(0))
  }
}
