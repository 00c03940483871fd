import Foundation

extension DragEvent {
  /// The sample seen in a mirror along the vertical line through the middle of a viewport `width`
  /// points wide (`x` becomes `width − x`): what a component laid out right to left hears of a
  /// finger (see ``ReadingDirection``).
  public func mirrored(inWidth width: CGFloat) -> DragEvent {
    DragEvent(phase: phase, location: location.mirrored(inWidth: width), time: time)
  }
}
