import CarouselCore
import Foundation

/// What to load ahead of what is shown: a pure rule, given where content is and which way it moves.
///
/// Ahead means in the direction of motion only: content moving toward later items (its offset
/// growing, a positive velocity) prefetches the next screen after the visible one; at rest nothing is
/// prefetched, so a screen that stopped spends every load on what it shows.
public struct PrefetchWindow: Sendable, Hashable {
  /// How far ahead to load, in screens (viewport lengths along the main axis). Default 1; values
  /// that are not finite and positive mean 0.
  public var screensAhead: CGFloat
  /// Speeds below this (points per second) count as at rest. Default 1.
  public var restingSpeed: CGFloat

  /// A window `screensAhead` screens long, ahead of the visible one while moving faster than
  /// `restingSpeed` points per second.
  public init(screensAhead: CGFloat = 1, restingSpeed: CGFloat = 1) {
    self.screensAhead = screensAhead.isFinite && screensAhead > 0 ? screensAhead : 0
    self.restingSpeed = restingSpeed.isFinite && restingSpeed >= 0 ? restingSpeed : 1
  }

  /// The direction content moves in at `velocity` (points per second along the main axis): +1
  /// toward later items, −1 toward earlier, 0 at rest (or for a velocity that is not finite).
  public func direction(velocity: CGFloat) -> Int {
    guard velocity.isFinite, abs(velocity) >= restingSpeed else { return 0 }
    return velocity > 0 ? 1 : -1
  }

  /// The content rectangle to prefetch beyond `visible` (in content coordinates) when moving at
  /// `velocity` along `axis`; nil at rest or for a visible rectangle that is empty or not finite.
  public func rectAhead(of visible: CGRect, velocity: CGFloat, axis: ScrollAxis) -> CGRect? {
    let direction = direction(velocity: velocity)
    guard direction != 0, screensAhead > 0, visible.origin.x.isFinite, visible.origin.y.isFinite,
      visible.width.isFinite, visible.height.isFinite, visible.width > 0, visible.height > 0
    else { return nil }
    switch axis {
    case .vertical:
      let length = visible.height * screensAhead
      let y = direction > 0 ? visible.maxY : visible.minY - length
      return CGRect(x: visible.minX, y: y, width: visible.width, height: length)
    case .horizontal:
      let length = visible.width * screensAhead
      let x = direction > 0 ? visible.maxX : visible.minX - length
      return CGRect(x: x, y: visible.minY, width: length, height: visible.height)
    }
  }

  /// The indices to prefetch beyond `visible` when moving in `direction` (+1, −1; 0 gives none):
  /// as many as `screensAhead` screens hold, nearest first, wrapping when `loops`, never visible
  /// ones nor outside 0..<`itemCount`. O(visible + result).
  public func indicesAhead(of visible: [Int], direction: Int, itemCount: Int, loops: Bool) -> [Int] {
    guard direction != 0, itemCount > 0, let first = visible.min(), let last = visible.max() else { return [] }
    let wanted = Int(min((CGFloat(Set(visible).count) * screensAhead).rounded(.up), CGFloat(itemCount)))
    var taken = Set(visible)
    var result: [Int] = []
    var index = direction > 0 ? last : first
    while result.count < wanted {
      let (next, overflow) = index.addingReportingOverflow(direction)
      guard !overflow else { break }
      index = next
      if loops {
        let wrapped = ((index % itemCount) + itemCount) % itemCount
        guard taken.insert(wrapped).inserted else { break }
        result.append(wrapped)
      } else {
        guard (0..<itemCount).contains(index) else { break }
        result.append(index)
      }
    }
    return result
  }
}
