import Foundation

extension MasonryLayout {
  /// A query rectangle's edges, read once (`CGRect`'s `maxX` and the like standardise on every call).
  struct QueryBounds {
    var minX: CGFloat
    var maxX: CGFloat
    var minY: CGFloat
    var maxY: CGFloat
    /// How far above `minY` an item's bottom may end and still be walked back over: a few ulps, for
    /// bottoms that ascend only up to rounding after a height update.
    var reach: CGFloat

    init(_ rect: CGRect) {
      minX = rect.minX
      maxX = rect.maxX
      minY = rect.minY
      maxY = rect.maxY
      reach = minY - 4 * minY.ulp
    }
  }
}
