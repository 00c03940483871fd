import Foundation

/// A scroll that a platform reports as a running translation of the fingers since it began — as
/// UIKit's pan recogniser reports a trackpad's two-finger scroll or a mouse's wheel on iPadOS —
/// turned into ``ScrollWheelEvent``s that each carry the step since the previous one.
///
/// The content follows the fingers on a trackpad: fingers moving left bring what lies to the right
/// into view, a positive ``ScrollWheelEvent/delta`` width. A translation that is nil or not finite
/// moves nothing and is not remembered, so the next usable one counts from the last usable one.
///
/// ```swift
/// var steps = PanScrollSteps()
/// // In a UIGestureRecognizerRepresentable: the pan recogniser's translation so far.
/// let event = steps.event(.changed, translation: converter.localTranslation, location: pointer, time: now)
/// _ = host.scrollWheel(event, animation: .snap)
/// ```
package struct PanScrollSteps: Sendable, Hashable {
  /// The translation when the last event was made; nil before a scroll and after its end.
  private var last: CGPoint?

  /// Steps with no scroll under way.
  package init() {}

  /// The event for the pan's `phase`, its fingers `translation` points from where the scroll began,
  /// at `location` (viewport points) and `time` (seconds). A `.began` counts from zero; `.ended` and
  /// `.cancelled` close the scroll.
  package mutating func event(
    _ phase: ScrollWheelEvent.Phase, translation: CGPoint?, location: CGPoint, time: TimeInterval
  ) -> ScrollWheelEvent {
    let previous = phase == .began ? CGPoint.zero : last ?? .zero
    var delta = CGSize.zero
    if let translation, translation.x.isFinite, translation.y.isFinite {
      delta = Self.contentDelta(from: previous, to: translation)
      last = translation
    } else if phase == .began {
      last = .zero
    }
    if phase == .ended || phase == .cancelled { last = nil }
    return ScrollWheelEvent(delta: delta, location: location, time: time, phase: phase)
  }

  /// How far the content would move for fingers moved `translation` points since the scroll began:
  /// what a recogniser asks ``ComponentHost/takesScroll(by:)`` before it lets the scroll begin. Zero
  /// for nil.
  package static func contentDelta(ofTranslation translation: CGPoint?) -> CGSize {
    translation.map { contentDelta(from: .zero, to: $0) } ?? .zero
  }

  private static func contentDelta(from previous: CGPoint, to translation: CGPoint) -> CGSize {
    CGSize(width: previous.x - translation.x, height: previous.y - translation.y)
  }
}
