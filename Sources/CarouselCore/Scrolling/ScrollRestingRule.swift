import Foundation

/// The engine's release rules for a scroll view that moves by itself — SwiftUI's `ScrollView` with a
/// `ScrollTargetBehavior` (CarouselKit's `CarouselScrollTargetBehavior`), a `UIScrollView`'s
/// `targetContentOffset`: where a released scroll comes to rest, given where the system's own
/// deceleration would stop it.
///
/// The native view keeps nesting, trackpads, keyboards, right-to-left and accessibility; the rule
/// keeps the carousel's feel — velocity-aware snapping with at most `maxItemsPerFling` items a flick,
/// or one page a release.
///
/// ```swift
/// let rule = ScrollRestingRule(.points(.uniform(first: 0, spacing: 316, count: 12), maxItemsPerFling: 1))
/// let rest = rule.restingOffset(proposed: 2_000, start: 316, velocity: 3_000, maximumOffset: 3_476)
/// // 632: the next item, however hard the flick
/// ```
public struct ScrollRestingRule: Sendable, Hashable {
  /// Where releases may rest.
  public enum Snapping: Sendable, Hashable {
    /// Anywhere: the system's deceleration decides (the free-scrolling row).
    case free
    /// On the snap point nearest to the projected end, at most `maxItemsPerFling` points from the
    /// one nearest where the drag began (the snap carousel).
    case points(SnapPoints, maxItemsPerFling: Int)
    /// On a page boundary, one page at most per release: a drag beyond a twentieth of a page, or a
    /// projected end beyond half a page, turns one (the paged rows). `length` in points.
    case pages(length: CGFloat)
  }

  /// Where releases may rest.
  public var snapping: Snapping
  /// The deceleration the native view projects with: how its velocity becomes distance.
  public var decelerationRate: DecelerationRate

  /// A rule of `snapping` for a view decelerating at `decelerationRate` (UIKit's normal rate by
  /// default, as SwiftUI's `ScrollView` uses).
  public init(_ snapping: Snapping, decelerationRate: DecelerationRate = .normal) {
    self.snapping = snapping
    self.decelerationRate = decelerationRate
  }

  /// Where a release comes to rest, in points along the scroll axis.
  ///
  /// - Parameters:
  ///   - proposed: where the system's deceleration would stop the content (the scroll target's
  ///     origin along the axis).
  ///   - start: the offset when the gesture began (the original target's origin).
  ///   - velocity: the release velocity, in points per second, positive toward larger offsets.
  ///   - maximumOffset: the largest offset the content allows (content length less the container's).
  /// - Returns: an offset in `0...maximumOffset`. Numbers that are not finite are not used: a
  ///   non-finite `proposed` rests where the gesture began, a non-finite `start` counts from the
  ///   proposal, and a bad `maximumOffset` allows only 0.
  /// - Complexity: O(1) for uniform snap points and pages, O(log n) for explicit points.
  public func restingOffset(proposed: CGFloat, start: CGFloat, velocity: CGFloat, maximumOffset: CGFloat) -> CGFloat {
    let limit = maximumOffset.isFinite ? Swift.max(0, maximumOffset) : 0
    func clamped(_ offset: CGFloat) -> CGFloat { offset.isFinite ? Swift.min(Swift.max(offset, 0), limit) : 0 }
    let start = start.isFinite ? start : (proposed.isFinite ? proposed : 0)
    let proposed = proposed.isFinite ? proposed : start
    switch snapping {
    case .free:
      return clamped(proposed)
    case .points(let points, let maxItemsPerFling):
      guard
        let index = SnapTarget.index(
          in: points, projectedOffset: proposed, origin: points.nearestIndex(to: start),
          maxItemsPerFling: maxItemsPerFling)
      else { return clamped(proposed) }
      return clamped(points.offset(at: index))
    case .pages(let length):
      guard length.isFinite, length > 0 else { return clamped(proposed) }
      let startPage = (start / length).rounded()
      // Where the finger lifted: the proposal less what the velocity adds to it.
      let release = proposed - decelerationRate.projection(ofVelocity: velocity)
      let step = SnapTarget.pageStep(
        translation: start - release, projectedTranslation: start - proposed, pageLength: length)
      return clamped((startPage + CGFloat(step)) * length)
    }
  }
}
