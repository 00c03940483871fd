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
    let samplesPerSide = 8
    guard viewport.width > 0, viewport.height > 0, viewport.width.isFinite, viewport.height.isFinite else {
      return []
    }
    let bounds = CGRect(origin: .zero, size: viewport)
    let items = Array(self)
    let boxes = items.map(\.drawnBounds)
    var result: Set<Int> = []
    result.reserveCapacity(items.count)
    for (position, item) in items.enumerated() {
      let box = boxes[position]
      guard item.opacity >= 0.5, box.width > 0, box.height > 0 else { continue }
      // Whether the opaque item at `other` is drawn in front of this one.
      func isInFront(_ other: Int) -> Bool {
        other != position && items[other].opacity >= 0.5
          && (items[other].zIndex > item.zIndex || (items[other].zIndex == item.zIndex && other > position))
      }
      // Most items have nothing in front of them: then no sample needs the others.
      let isOverlapped = boxes.indices.contains { isInFront($0) && boxes[$0].overlaps(box) }
      // Sample points at the centres of an 8 × 8 grid over the item.
      var inside = 0
      var shown = 0
      for row in 0..<samplesPerSide {
        for column in 0..<samplesPerSide {
          let point = CGPoint(
            x: box.minX + box.width * (CGFloat(column) + 0.5) / CGFloat(samplesPerSide),
            y: box.minY + box.height * (CGFloat(row) + 0.5) / CGFloat(samplesPerSide))
          guard bounds.contains(point) else { continue }
          inside += 1
          if !isOverlapped || !boxes.indices.contains(where: { isInFront($0) && boxes[$0].contains(point) }) {
            shown += 1
          }
        }
      }
      let samples = samplesPerSide * samplesPerSide
      if inside * 2 >= samples, shown * 2 >= samples { result.insert(item.index) }
    }
    return result
  }
}

extension Array where Element == ItemPlacement {
  /// For each placement, whether it is the copy of its item nearest the centre of `viewport` — the
  /// one VoiceOver should reach where a looping component (a tab strip) shows an item more than once
  /// side by side. A placement whose item shows once is always its own nearest copy.
  /// - Complexity: O(n) with a dictionary for n placements (a screenful).
  @_spi(FrontEnd) public func nearestCopies(toCentreOf viewport: CGSize) -> [Bool] {
    var nearest = [Bool](repeating: true, count: count)
    var best: [Int: (position: Int, distance: CGFloat)] = [:]
    let centre = CGPoint(x: viewport.width / 2, y: viewport.height / 2)
    for (position, placement) in enumerated() {
      let distance = abs(placement.frame.midX - centre.x) + abs(placement.frame.midY - centre.y)
      if let current = best[placement.index] {
        if current.distance <= distance {
          nearest[position] = false
          continue
        }
        nearest[current.position] = false
      }
      best[placement.index] = (position, distance)
    }
    return nearest
  }
}
