import CarouselCore
import Foundation

/// What to load ahead of what is shown: a pure rule, given where content is and which way it moves.
///
/// Ahead means in the direction of motion only: content moving toward later items (its offset
/// growing, a positive velocity) prefetches the next screen after the visible one; at rest nothing is
/// prefetched, so a screen that stopped spends every load on what it shows.
public struct PrefetchWindow: Sendable, Hashable {
  /// How far ahead to load, in screens (viewport lengths along the main axis). Default 1; values
  /// that are not finite and positive mean 0, and more than ``maximumScreensAhead`` means that many.
  public var screensAhead: CGFloat {
    didSet { screensAhead = Self.usableScreensAhead(screensAhead) }
  }
  /// Speeds below this (points per second) count as at rest. Default 1.
  public var restingSpeed: CGFloat

  /// A window `screensAhead` screens long, ahead of the visible one while moving faster than
  /// `restingSpeed` points per second.
  public init(screensAhead: CGFloat = 1, restingSpeed: CGFloat = 1) {
    self.screensAhead = Self.usableScreensAhead(screensAhead)
    self.restingSpeed = restingSpeed.isFinite && restingSpeed >= 0 ? restingSpeed : 1
  }

  /// The most screens a window looks ahead: prefetching further than this only queues loads that
  /// are cancelled before they are shown, and bounds what ``indicesAhead(of:direction:itemCount:loops:)``
  /// returns to this many times the visible count.
  public static let maximumScreensAhead: CGFloat = 10

  static func usableScreensAhead(_ screens: CGFloat) -> CGFloat {
    guard screens.isFinite, screens > 0 else { return 0 }
    return min(screens, maximumScreensAhead)
  }

  /// The direction content moves in at `velocity` (points per second along the main axis): +1
  /// toward later items, −1 toward earlier, 0 at rest (or for a velocity that is not finite).
  public func direction(velocity: CGFloat) -> Int {
    guard velocity.isFinite, abs(velocity) >= restingSpeed else { return 0 }
    return velocity > 0 ? 1 : -1
  }

  /// The content rectangle to prefetch beyond `visible` (in content coordinates) when moving at
  /// `velocity` along `axis`; nil at rest, for a visible rectangle that is empty or not finite, or
  /// when the rectangle ahead would lie beyond finite coordinates.
  public func rectAhead(of visible: CGRect, velocity: CGFloat, axis: ScrollAxis) -> CGRect? {
    let direction = direction(velocity: velocity)
    guard direction != 0, screensAhead > 0, visible.origin.x.isFinite, visible.origin.y.isFinite,
      visible.width.isFinite, visible.height.isFinite, visible.width > 0, visible.height > 0
    else { return nil }
    let ahead = self.rect(ahead: visible, direction: direction, axis: axis)
    let finite = [ahead.minX, ahead.minY, ahead.width, ahead.height, ahead.maxX, ahead.maxY].allSatisfy(\.isFinite)
    return finite ? ahead : nil
  }

  private func rect(ahead visible: CGRect, direction: Int, axis: ScrollAxis) -> CGRect {
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
  /// as many as `screensAhead` screens hold, nearest first, wrapping when `loops` (visible indices
  /// are wrapped into 0..<`itemCount` first), never visible ones nor outside 0..<`itemCount`.
  /// O(visible + result).
  public func indicesAhead(of visible: [Int], direction: Int, itemCount: Int, loops: Bool) -> [Int] {
    guard direction != 0, itemCount > 0, !visible.isEmpty else { return [] }
    let shown = loops ? visible.map { Self.wrap($0, count: itemCount) } : visible
    guard let first = shown.min(), let last = shown.max() else { return [] }
    var taken = Set(shown)
    // At most maximumScreensAhead times the visible count, so the product converts to Int safely.
    let wanted = min(Int((CGFloat(taken.count) * screensAhead).rounded(.up)), itemCount)
    var result: [Int] = []
    var index = direction > 0 ? last : first
    // A loop's visible run may straddle its seam ([count − 1, 0]): step over visible indices, going
    // round at most once.
    var steps = 0
    while result.count < wanted {
      if loops {
        guard steps < wanted + shown.count else { break }
        steps += 1
        // Stepping within 0..<itemCount: no sum can overflow.
        index = direction > 0 ? (index == itemCount - 1 ? 0 : index + 1) : (index == 0 ? itemCount - 1 : index - 1)
        guard taken.insert(index).inserted else { continue }
      } else {
        let (next, overflow) = index.addingReportingOverflow(direction > 0 ? 1 : -1)
        guard !overflow, (0..<itemCount).contains(next) else { break }
        index = next
      }
      result.append(index)
    }
    return result
  }

  /// `index` wrapped into 0..<`count` (`count` positive).
  private static func wrap(_ index: Int, count: Int) -> Int {
    let remainder = index % count
    return remainder < 0 ? remainder + count : remainder
  }
}
