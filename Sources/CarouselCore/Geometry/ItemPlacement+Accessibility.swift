import Foundation

extension Collection where Element == ItemPlacement {
  /// The indices of the items a screen reader should reach in a `viewport`-sized frame: those at
  /// least half inside the viewport, at least half opaque, and not mostly hidden behind items drawn
  /// in front of them. The others — a card leaving the edge, a faded neighbour, the cards piled
  /// under the front of a stack — are hidden from it, so swiping through a carousel reads what a
  /// sighted person sees.
  ///
  /// Each item counts as the bounding box of its drawn corners (scale and in-plane rotation
  /// included); "mostly hidden" is more than half of that box under the union of the boxes in front
  /// (a higher `zIndex`, or a later placement at the same one), measured on a grid of 8 × 8 sample
  /// points. A viewport with a non-finite or non-positive side shows nothing.
  ///
  /// - Complexity: O(n²) in the placements: a frame places a handful.
  public func accessibleIndices(in viewport: CGSize) -> Set<Int> {
    guard viewport.width > 0, viewport.height > 0, viewport.width.isFinite, viewport.height.isFinite else {
      return []
    }
    let bounds = CGRect(origin: .zero, size: viewport)
    let items = Array(self)
    let boxes = items.map(\.drawnBox)
    var result: Set<Int> = []
    for (position, item) in items.enumerated() {
      let box = boxes[position]
      guard item.opacity >= 0.5, box.width > 0, box.height > 0 else { continue }
      let inFront = items.indices.filter { other in
        other != position
          && (items[other].zIndex > item.zIndex || (items[other].zIndex == item.zIndex && other > position))
          && items[other].opacity >= 0.5
      }.map { boxes[$0] }
      // Sample points at the centres of an 8 × 8 grid over the item.
      var inside = 0
      var shown = 0
      let steps = 8
      for row in 0..<steps {
        for column in 0..<steps {
          let point = CGPoint(
            x: box.minX + box.width * (CGFloat(column) + 0.5) / CGFloat(steps),
            y: box.minY + box.height * (CGFloat(row) + 0.5) / CGFloat(steps))
          guard bounds.contains(point) else { continue }
          inside += 1
          if !inFront.contains(where: { $0.contains(point) }) { shown += 1 }
        }
      }
      let samples = steps * steps
      if inside * 2 >= samples, shown * 2 >= samples { result.insert(item.index) }
    }
    return result
  }
}

extension ItemPlacement {
  /// The bounding box of the item as drawn (scale and in-plane rotation included), in points.
  fileprivate var drawnBox: CGRect {
    let corners = transformedCorners
    guard let first = corners.first else { return .null }
    var minX = first.x
    var maxX = first.x
    var minY = first.y
    var maxY = first.y
    for corner in corners.dropFirst() {
      minX = Swift.min(minX, corner.x)
      maxX = Swift.max(maxX, corner.x)
      minY = Swift.min(minY, corner.y)
      maxY = Swift.max(maxY, corner.y)
    }
    let box = CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    return box.origin.x.isFinite && box.origin.y.isFinite && box.width.isFinite && box.height.isFinite ? box : .null
  }
}
