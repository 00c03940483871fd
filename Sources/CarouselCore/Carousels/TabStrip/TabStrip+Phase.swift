import Foundation

extension TabStrip {
  /// How far the tab's centre is from the strip's centre (where the selected tab rests), in lengths
  /// of this tab and the spacing after it: 0 for the centred copy.
  public func phase(of placement: ItemPlacement) -> Double {
    let stride = placement.frame.width + spacing
    guard stride > 0 else { return 0 }
    return Double(((placement.frame.midX - viewportSize.width / 2) / stride).finiteOr(0))
  }
}
