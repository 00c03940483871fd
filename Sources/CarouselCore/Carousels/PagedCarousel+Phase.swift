import Foundation

extension PagedCarousel {
  /// The item's page less ``pageProgress``: every row of a page has its page's phase.
  public func phase(of placement: ItemPlacement) -> Double {
    Double(index(showingItem: placement.index)) - pageProgress
  }
}
