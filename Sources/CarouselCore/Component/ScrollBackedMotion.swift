import Foundation

/// The plumbing every scroll-backed component shares: a ``ScrollController`` (pointer samples in,
/// an offset out), an ``EventRecorder`` (index, rest and tap events), the viewport, and the routing
/// between them. Each carousel holds one (``ScrollBackedComponent``) and adds only its own geometry
/// and release rule.
struct ScrollBackedMotion<Event: CarouselEvent>: Sendable, Equatable {
  /// The tracker and physics.
  var controller: ScrollController
  /// The events queued since the last `advance(to:)`.
  var events: EventRecorder<Event>
  /// The viewport last given, in points, sanitised.
  var viewport: CGSize = .zero

  init(controller: ScrollController, index: Int = 0) {
    self.controller = controller
    events = EventRecorder(index: index)
  }

  /// The physics, for geometry and programmatic motion.
  var physics: ScrollPhysics {
    get { controller.physics }
    set { controller.physics = newValue }
  }

  /// Whether no motion is pending and no finger is down.
  var isSettled: Bool { controller.physics.isSettled }

  /// What the component's own `isSettled` says: at rest, and nothing queued that only a frame delivers
  /// (a tap recognised on release, which may start motion — a tab tapped turns the pages).
  var isSettledAndReported: Bool { isSettled && !events.hasPending }

  /// Feeds `event` to the controller, with the component's own `release` rule if any.
  ///
  /// - Returns: what the sample meant; for a tap, the component passes its location and placements
  ///   to ``recordTap(at:in:)`` (placements are computed only then, not for every sample).
  mutating func handle(
    _ event: DragEvent, release: ((DragTracker, inout ScrollPhysics, TimeInterval) -> Void)? = nil
  ) -> DragTracker.Change {
    controller.handle(event, release: release)
  }

  /// Reports a tap at `point` on the top-most of `placements` under it, if any.
  mutating func recordTap(at point: CGPoint, in placements: [ItemPlacement]) {
    if let index = placements.hitTest(point) { events.append(.tapped(index: index)) }
  }

  /// Moves the physics to `time`.
  mutating func advance(to time: TimeInterval) {
    controller.physics.advance(to: time)
  }

  /// Whether a finger moved by `translation` would move the content: toward later items while the
  /// offset is short of its upper bound, toward earlier ones while it is past its lower bound,
  /// always when the content is unbounded (see ``InteractiveComponent/canFollow(_:)``).
  func canFollow(_ translation: CGSize) -> Bool {
    let physics = controller.physics
    let main = controller.tracker.axis.main(of: CGPoint(x: translation.width, y: translation.height))
    guard main.isFinite, main != 0, !physics.isUnbounded else { return true }
    let bounds = physics.bounds
    // A finger moving toward the leading edge (negative) increases the offset.
    return main < 0
      ? physics.offset < bounds.upperBound - Self.edgeTolerance
      : physics.offset > bounds.lowerBound + Self.edgeTolerance
  }

  /// How close to a bound (points) the content counts as at it: a rest a rounding error short of it.
  static var edgeTolerance: CGFloat { 0.5 }

  /// Reports `index` and a rest if motion just ended, and returns every event since the last call.
  mutating func drainEvents(index: Int) -> [Event] {
    events.update(index: index, isSettled: controller.physics.isSettled, offset: controller.physics.offset)
    return events.drain()
  }

  /// Applies `geometry` to `track` and the physics, keeping the current item — or the one the
  /// selection holds pending for want of geometry (see ``SnapTrack``).
  mutating func lay(_ track: inout SnapTrack, out geometry: SnapTrack.Geometry) {
    track.update(geometry, physics: &controller.physics, selection: &events.selection)
  }

  /// Scrolls `track` to `index`; before it has geometry, the selection holds the index pending.
  mutating func scroll(
    _ track: SnapTrack, to index: Int, animation: AnimationCurve?, time: TimeInterval
  ) {
    track.scroll(
      to: index, animation: animation, time: time, physics: &controller.physics, selection: &events.selection)
  }

  /// Starts a programmatic motion: its rest will be reported if anything moves.
  mutating func motionStarted() {
    events.motionStarted()
    programmaticMotionTookOver()
  }

  /// A programmatic motion takes over from a finger that is down: the rest of that touch is declined
  /// (its samples move nothing until the next press), so the content follows one master and the front
  /// end hands the touch back to its parent.
  ///
  /// The physics' drag ends at rest where it is (settling on a snap point), so a scroll that turns
  /// out to change nothing still leaves the component at rest.
  mutating func programmaticMotionTookOver() {
    guard controller.tracker.isActive else { return }
    controller.tracker.reset()
    if controller.physics.isDragging {
      controller.physics.endDrag(velocity: 0, at: controller.physics.clock)
    }
  }
}
