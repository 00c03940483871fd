import Foundation

extension ScrollWheelEvent {
  /// The event seen in a mirror along the vertical line through the middle of a viewport `width`
  /// points wide: its location reflected and its horizontal delta reversed, so a scroll that brings
  /// content at the right into view brings content at the (mirrored) left instead. What a component
  /// laid out right to left hears of a scroll (see ``ReadingDirection``).
  public func mirrored(inWidth width: CGFloat) -> ScrollWheelEvent {
    ScrollWheelEvent(
      delta: CGSize(width: -delta.width, height: delta.height), location: location.mirrored(inWidth: width),
      time: time, phase: phase)
  }
}
