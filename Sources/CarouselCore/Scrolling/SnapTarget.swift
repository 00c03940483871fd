import Foundation

/// Where a release comes to rest: the release rules of every snapping component, in one place.
///
/// Each rule takes what the finger did (in points along the main axis) and answers with a snap index
/// or a page step; none of them moves anything.
package enum SnapTarget {
  /// The velocity-aware rule: the snap point nearest to where momentum would carry the content, at most
  /// `maxItemsPerFling` points from `origin` (the point nearest when the drag began, or at release). Any
  /// `maxItemsPerFling` is safe, `Int.max` meaning "no limit".
  ///
  /// - Parameters:
  ///   - points: the snap points.
  ///   - projectedOffset: the offset plus the projection of the release velocity, in points.
  ///   - origin: the index `maxItemsPerFling` counts from, or nil for no limit.
  /// - Returns: the index of the point to rest on, or nil when there are no points.
  /// - Complexity: O(1) for uniform and lattice points, O(log n) for explicit ones.
  package static func index(
    in points: SnapPoints, projectedOffset: CGFloat, origin: Int?, maxItemsPerFling: Int
  ) -> Int? {
    guard let nearest = points.nearestIndex(to: projectedOffset) else { return nil }
    guard let origin else { return nearest }
    let reach = Swift.max(0, maxItemsPerFling)
    return nearest.clamped(to: origin.saturatingAdd(-reach)...origin.saturatingAdd(reach))
  }

  /// The paged carousel's rule: a translation beyond a twentieth of a page toward a neighbour, or a projected end
  /// beyond half a page, turns one page — never more.
  ///
  /// - Parameters:
  ///   - translation: how far the finger moved, in points (negative toward the leading edge, which
  ///     shows the next page).
  ///   - projectedTranslation: the translation plus the projection of the release velocity.
  ///   - pageLength: the length of a page, in points.
  /// - Returns: −1 (previous page), 0 or 1 (next page).
  package static func pageStep(
    translation: CGFloat, projectedTranslation: CGFloat, pageLength: CGFloat
  ) -> Int {
    let threshold = pageLength / 20
    let halfPage = pageLength / 2
    var step = 0
    if translation < -threshold || projectedTranslation < -halfPage { step = 1 }
    if translation > threshold || projectedTranslation > halfPage { step = -1 }
    return step
  }

  /// The endless pager's rule: the predicted end decides, one page at most —
  /// `clamp(round(−projectedTranslation / pageLength), −1, 1)`.
  /// - Returns: −1, 0 or 1; 0 for a page length of 0 or a non-finite translation.
  package static func pagerStep(projectedTranslation: CGFloat, pageLength: CGFloat) -> Int {
    guard pageLength > 0 else { return 0 }
    let pages = (-projectedTranslation / pageLength).rounded()
    guard pages.isFinite else { return 0 }
    return Int(pages.clamped(to: -1...1))
  }
}
