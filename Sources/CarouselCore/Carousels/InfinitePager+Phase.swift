import Foundation

extension InfinitePager {
  /// The page's distance from the current page less ``pageOffset``, in pages.
  public func phase(of placement: ItemPlacement) -> Double {
    // Subtracted as integers first: page numbers far beyond 2⁵³ still differ by a few.
    let (pages, overflow) = placement.index.subtractingReportingOverflow(page)
    guard !overflow else { return 0 }
    return Double((CGFloat(pages) - pageOffset).finiteOr(0))
  }
}
