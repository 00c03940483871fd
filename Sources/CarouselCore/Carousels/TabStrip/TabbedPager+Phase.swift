import Foundation

extension TabbedPager {
  /// A page's phase, as the pager under the strip has it.
  public func phase(of placement: ItemPlacement) -> Double { pager.phase(of: placement) }
}
