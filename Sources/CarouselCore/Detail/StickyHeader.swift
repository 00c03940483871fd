import Foundation

/// A detail screen's header photo that scrolls away up to a limit and then sticks, darkening as it
/// goes, with a compact bar over it.
///
/// For the content's vertical scroll offset `y` (points, 0 at the top, negative when pulled down):
/// - the photo's top is `−min(stickyLimit, y)`: it scrolls with the content until `stickyLimit`, then
///   stays, showing its last `headerHeight − stickyLimit` points behind the bar; pulled down (`y < 0`)
///   its top stays at 0 and it stretches to fill the gap;
/// - the mask over it has alpha `clamp(y / stickyLimit, 0, 1)`;
/// - the bar is shown once the photo has stuck and hidden again only when the content is scrolled back
///   `barHysteresis` points below that, so it never flickers at the threshold.
///
/// The geometry is a pure function of `y`; only the bar's shown state is remembered.
public struct StickyHeader: Sendable, Hashable {
  /// The photo's height at rest, in points.
  public let headerHeight: CGFloat
  /// How far the photo scrolls before it sticks, in points (at most ``headerHeight``).
  public let stickyLimit: CGFloat
  /// How far below the sticking point the content must come back before the bar hides, in points.
  public let barHysteresis: CGFloat
  /// Whether the compact bar is shown.
  public private(set) var isBarShown = false

  /// A header `headerHeight` points tall that sticks after `stickyLimit` points (clamped to
  /// `0...headerHeight`); non-finite or negative values count as 0.
  public init(headerHeight: CGFloat, stickyLimit: CGFloat, barHysteresis: CGFloat = 12) {
    self.headerHeight = headerHeight.sanitizedLength
    self.stickyLimit = Swift.min(stickyLimit.sanitizedLength, self.headerHeight)
    self.barHysteresis = barHysteresis.sanitizedLength
  }

  /// The photo's frame for scroll offset `y`, in the detail's coordinates, `width` points wide.
  public func photoFrame(scrollOffset y: CGFloat, width: CGFloat) -> CGRect {
    let y = y.finiteOr(0)
    let width = width.sanitizedLength
    if y < 0 {
      // Pulled down: the top stays and the photo stretches over the gap.
      return CGRect(x: 0, y: 0, width: width, height: headerHeight + Swift.min(-y, .largestLength))
    }
    return CGRect(x: 0, y: -Swift.min(stickyLimit, y), width: width, height: headerHeight)
  }

  /// The darkening mask's opacity for scroll offset `y`: `clamp(y / stickyLimit, 0, 1)`.
  public func maskAlpha(scrollOffset y: CGFloat) -> Double {
    guard stickyLimit > 0 else { return y > 0 ? 1 : 0 }
    return Double(y / stickyLimit).clampedUnit
  }

  /// Updates the bar for scroll offset `y` and returns whether it is shown.
  @discardableResult
  public mutating func update(scrollOffset y: CGFloat) -> Bool {
    guard y.isFinite else { return isBarShown }
    if !isBarShown, y >= stickyLimit {
      isBarShown = true
    } else if isBarShown, y < stickyLimit - barHysteresis {
      isBarShown = false
    }
    return isBarShown
  }
}
