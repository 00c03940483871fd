import CarouselCore
import Foundation

extension ScrollController {
  /// Scrolls a page by `lines` of a vertical wheel, ``GalleryScene/wheelLine`` points a line (positive
  /// lines move the content down), from where it is heading when it is already animating, so quick
  /// notches add up instead of restarting from the current offset. Home's page and the Articles pages
  /// scroll through it.
  mutating func scroll(byWheelLines lines: CGFloat, at time: TimeInterval) {
    let target = (physics.restingOffset ?? physics.offset) - lines * GalleryScene.wheelLine
    physics.scroll(to: target, animation: .snap, at: time)
  }
}
