import Foundation

extension InfinitePager {
  /// The page's distance from the current page less ``pageOffset``, in pages.
  public func phase(of placement: ItemPlacement) -> Double {
    let pages = CGFloat(placement.index) - CGFloat(page)
    return Double((pages - pageOffset).finiteOr(0))
  }
}
