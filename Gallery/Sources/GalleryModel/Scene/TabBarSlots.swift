import CarouselCore
import Foundation

/// The tab bar's slots: one per screen, equal widths, in reading order — right to left, Home's slot
/// is the rightmost. Where the renderer draws each tab and which screen a tap selects.
public struct TabBarSlots: Sendable, Equatable {
  /// The bar's width, in points.
  public let width: CGFloat
  /// The order the tabs run in.
  public let direction: ReadingDirection

  /// Slots across a bar `width` points wide, in `direction`.
  public init(width: CGFloat, direction: ReadingDirection) {
    self.width = width.isFinite ? max(0, width) : 0
    self.direction = direction
  }

  private var slotWidth: CGFloat { width / CGFloat(Screen.allCases.count) }

  /// The slot of `screen` in `bar` (a rectangle `width` points wide).
  public func frame(of screen: Screen, in bar: CGRect) -> CGRect {
    let position = Screen.allCases.firstIndex(of: screen) ?? 0
    let slot = direction == .rightToLeft ? Screen.allCases.count - 1 - position : position
    return CGRect(x: bar.minX + CGFloat(slot) * slotWidth, y: bar.minY, width: slotWidth, height: bar.height)
  }

  /// The screen whose slot holds `x` (points from the bar's left edge), or nil outside the bar.
  public func screen(atX x: CGFloat) -> Screen? {
    guard slotWidth > 0, x.isFinite, x >= 0, x < width else { return nil }
    let slot = min(Int(x / slotWidth), Screen.allCases.count - 1)
    let position = direction == .rightToLeft ? Screen.allCases.count - 1 - slot : slot
    return Screen.allCases[position]
  }
}
