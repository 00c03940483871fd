import Foundation

/// A ``ScrollPhysics`` driven by a ``DragTracker``: raw pointer samples in, a scrolling offset out.
///
/// This is the routing every scrolling component shares — a press stops motion where it is shown, a
/// recognised drag moves the offset with the finger, a release coasts or snaps, and a declined,
/// cancelled or tapped drag lets the offset settle from where it is.
///
/// Components whose release rule is their own (the paged carousel, the pager) pass `release`, which is
/// called instead of ``ScrollPhysics/endDrag(velocity:at:)`` for a recognised drag that ends.
public struct ScrollController: Sendable, Hashable {
  /// Turns samples into translation and velocity.
  public var tracker: DragTracker
  /// The offset and its motion.
  public var physics: ScrollPhysics

  /// Creates a controller for content scrolling along `axis`.
  public init(axis: ScrollAxis = .horizontal, minimumDistance: CGFloat = 10, physics: ScrollPhysics = ScrollPhysics()) {
    tracker = DragTracker(axis: axis, minimumDistance: minimumDistance, decelerationRate: physics.decelerationRate)
    self.physics = physics
  }

  /// The response for the current (or last) drag.
  public var response: GestureResponse { tracker.response }

  /// Feeds one sample to the tracker and applies what it meant to the physics.
  ///
  /// - Parameters:
  ///   - event: the pointer sample. One that is not ``DragEvent/isUsable`` (a location or time not
  ///     finite, or far off), or a move, end or cancel with no press before it, changes nothing and
  ///     answers ``DragTracker/Change/none``.
  ///   - release: called for a recognised drag that ends, in place of the physics' own rule
  ///     (``ScrollPhysics/endDrag(velocity:at:)``), with the tracker, the physics to move and the
  ///     sample's time; by default none.
  /// - Returns: what the sample meant, for components that react to taps or presses.
  @discardableResult
  public mutating func handle(
    _ event: DragEvent, release: ((DragTracker, inout ScrollPhysics, TimeInterval) -> Void)? = nil
  ) -> DragTracker.Change {
    let change = tracker.handle(event)
    switch change {
    case .none, .began:
      break
    case .pressed:
      physics.beginDrag(at: event.time)
    case .moved:
      physics.drag(translation: tracker.mainTranslation, at: event.time)
    case .ended:
      if let release {
        release(tracker, &physics, event.time)
      } else {
        physics.endDrag(velocity: tracker.mainVelocity, at: event.time)
      }
    case .declined, .released, .cancelled, .tapped:
      physics.endDrag(velocity: 0, at: event.time)
    }
    return change
  }
}
