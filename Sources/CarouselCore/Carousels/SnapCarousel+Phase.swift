import Foundation

extension SnapCarousel {
  /// The item's index less the content's position in items (its offset over the item stride).
  public func phase(of placement: ItemPlacement) -> Double {
    guard stride > 0 else { return 0 }
    return Double((CGFloat(placement.index) - offset / stride).finiteOr(0))
  }
}
