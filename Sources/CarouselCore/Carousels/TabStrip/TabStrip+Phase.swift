import Foundation

extension TabStrip {
  /// The position, in tabs, at which the tab drawn at `placement` would be centred, less
  /// ``position``: 0 for the centred copy, ±1 for its neighbours whatever their widths.
  public func phase(of placement: ItemPlacement) -> Double {
    let centredThere = geometry.position(atOffset: offset + placement.frame.midX - viewportSize.width / 2)
    return Double((centredThere - position).finiteOr(0))
  }
}
