import Foundation

/// A component whose content is one offset that a finger scrolls — every carousel of this library:
/// the ``InteractiveComponent`` calls that only forward to its ``ScrollBackedMotion`` are written
/// here once, so that a carousel's own file holds its geometry, its release rule and what it does
/// beyond them (auto-advance, a ring's taps, a pager's turns), and nothing it shares.
///
/// Internal: the defaults are the public witnesses of the conforming carousels' requirements, and
/// what they forward to stays the engine's own.
protocol ScrollBackedComponent: InteractiveComponent {
  /// The controller, the events and the viewport.
  var motion: ScrollBackedMotion<Event> { get set }
  /// Applies the viewport — and, for a component that lays its items out on a track, the item
  /// count — to the physics; run after either changes. Nothing by default.
  mutating func layOut()
}

extension ScrollBackedComponent {
  /// The viewport last given, in points, sanitised.
  var viewport: CGSize { motion.viewport }

  /// Whether no motion is pending and no event waits for the next ``Drivable/advance(to:)``; see
  /// ``Drivable/isSettled``.
  public var isSettled: Bool { motion.isSettledAndReported }

  /// Whether the content would move under a finger moved by `translation`: not past an end (see
  /// ``InteractiveComponent/canFollow(_:)``).
  public func canFollow(_ translation: CGSize) -> Bool { motion.canFollow(translation) }

  /// Feeds one pointer sample; a tap reports the item under it. See ``Drivable/handle(_:)``.
  public mutating func handle(_ event: DragEvent) -> GestureResponse {
    if case .tapped(let point) = motion.handle(event) { motion.recordTap(at: point, in: placements()) }
    return motion.controller.response
  }

  /// Moves motion forward; see ``Drivable/advance(to:)``.
  public mutating func advance(to time: TimeInterval) -> [Event] {
    motion.advance(to: time)
    return motion.drainEvents(index: currentIndex)
  }

  /// Sets the viewport; what is current stays current at the new size, also mid-drag and
  /// mid-animation. See ``InteractiveComponent/setViewport(_:)``.
  public mutating func setViewport(_ size: CGSize) {
    motion.viewport = size.sanitized
    layOut()
  }

  mutating func layOut() {}
}
