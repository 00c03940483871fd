import Foundation

/// One-dimensional scrolling: an offset that follows a finger, coasts with momentum, resists beyond
/// its bounds and settles — freely or on snap points.
///
/// Offsets are in points along the main axis; 0 shows the start of the content (its leading inset
/// included) at the viewport's leading edge, and a finger moving toward the leading edge increases the
/// offset. Every call takes the current time; nothing here reads a clock. Motion is interruptible: a
/// drag that begins during momentum, a snap or a bounce starts from the offset on screen.
///
/// ```swift
/// var physics = ScrollPhysics(mode: .free, contentLength: 2_000, viewportLength: 390)
/// physics.beginDrag(at: 0)
/// physics.drag(translation: -120, at: 0.1)   // finger moved 120 pt toward the leading edge
/// physics.endDrag(velocity: -900, at: 0.11)  // released at 900 pt/s
/// physics.advance(to: 0.5)                   // physics.offset is now past 120, coasting
/// ```
public struct ScrollPhysics: Sendable, Hashable {
  /// How a release comes to rest.
  public enum Mode: Sendable, Hashable {
    /// Momentum decays exponentially; the offset stops wherever it stops.
    case free
    /// The offset settles on the snap point nearest to where momentum would carry it, at most
    /// `maxItemsPerFling` points away from the one nearest the offset when the drag began.
    case snapping(SnapPoints, maxItemsPerFling: Int = 1)
  }

  /// Which snap point `maxItemsPerFling` counts from.
  public enum FlingOrigin: Sendable, Hashable {
    /// The snap point nearest the offset when the drag began: one drag moves at most `maxItemsPerFling` items,
    /// however far the finger went.
    case dragStart
    /// The snap point nearest the offset at release: the content stays near the finger, and momentum
    /// adds at most `maxItemsPerFling` items (the ring's rule).
    case release
  }

  private enum Motion: Sendable, Hashable {
    case idle
    case dragging(startRawOffset: CGFloat, startSnapIndex: Int?, rawOffset: CGFloat)
    case decaying(DecayMotion)
    case animating(AnimatedValue)
  }

  /// Below this speed (points per second) a bounce or snap spring counts as at rest.
  static let restingVelocity: CGFloat = 1

  /// How a release settles.
  public var mode: Mode
  /// How quickly momentum fades, and how far a release is projected.
  public var decelerationRate: DecelerationRate
  /// The curve a snapping release follows. Default `.spring(response: 0.35, dampingFraction: 1)`.
  public var snapAnimation: AnimationCurve
  /// The edges: content and viewport lengths, insets, edge resistance and bounce.
  package private(set) var boundary: ScrollBounds
  /// What dragging beyond a bound feels like. Default: the rubber band.
  public var edgeResistance: EdgeResistance {
    get { boundary.edgeResistance }
    set { boundary.edgeResistance = newValue }
  }
  /// Whether the offset has no bounds at all (rings and endless pagers).
  public var isUnbounded: Bool {
    get { boundary.isUnbounded }
    set { boundary.isUnbounded = newValue }
  }
  /// Which snap point `maxItemsPerFling` counts from. Default ``FlingOrigin/dragStart``.
  public var flingOrigin: FlingOrigin = .dragStart
  /// Whether a snap never passes its target or turns back (default true). A critically damped spring
  /// started with the release velocity would cross the target once when flung hard toward it; the
  /// velocity is limited so it arrives without crossing, and a velocity away from it is dropped.
  /// Under-damped springs, whose overshoot is their point, are left alone.
  public var snapsMonotonically = true

  /// The length of the content along the main axis, in points (0 for bad input).
  public var contentLength: CGFloat { boundary.contentLength }
  /// The length of the viewport along the main axis, in points (0 for bad input).
  public var viewportLength: CGFloat { boundary.viewportLength }
  /// Space before the first item, in points.
  public var leadingInset: CGFloat { boundary.leadingInset }
  /// Space after the last item, in points.
  public var trailingInset: CGFloat { boundary.trailingInset }

  /// The offset on screen as of the last call, in points.
  public private(set) var offset: CGFloat = 0
  private var motion: Motion = .idle
  /// While dragging: the part of the offset the edge resistance cannot show for the finger's
  /// position, in points (0 unless the drag grabbed content beyond its reach).
  private var dragResidue: CGFloat = 0
  /// The latest time any call has passed, in seconds.
  public var clock: TimeInterval { timeline.now }
  private var timeline = MonotonicClock()

  /// Creates a scroll at offset 0.
  public init(
    mode: Mode = .free, contentLength: CGFloat = 0, viewportLength: CGFloat = 0, leadingInset: CGFloat = 0,
    trailingInset: CGFloat = 0, decelerationRate: DecelerationRate = .normal,
    snapAnimation: AnimationCurve = .snap, edgeResistance: EdgeResistance = .rubberBand, isUnbounded: Bool = false
  ) {
    self.mode = mode
    boundary = ScrollBounds(
      contentLength: contentLength, viewportLength: viewportLength, leadingInset: leadingInset,
      trailingInset: trailingInset, isUnbounded: isUnbounded, edgeResistance: edgeResistance)
    self.decelerationRate = decelerationRate
    self.snapAnimation = snapAnimation
  }

  // MARK: - Reading

  /// The offsets the content may rest at: `0...max(0, leading + content + trailing − viewport)`,
  /// widened to include every snap point.
  public var bounds: ClosedRange<CGFloat> { boundary.range(including: snapPoints) }

  /// Whether no motion is pending and no finger is down.
  public var isSettled: Bool { motion == .idle }

  /// Whether a drag is in progress.
  public var isDragging: Bool {
    if case .dragging = motion { return true }
    return false
  }

  /// The velocity of the offset as of the last call, in points per second (0 while dragging or idle).
  public var velocity: CGFloat {
    switch motion {
    case .idle, .dragging: return 0
    case .decaying(let decay): return decay.velocity(at: clock)
    case .animating(let animation): return animation.velocity(at: clock)
    }
  }

  /// Where the current momentum or animation will come to rest, or nil when idle or dragging.
  public var restingOffset: CGFloat? {
    switch motion {
    case .idle, .dragging: return nil
    case .decaying(let decay):
      return decay.restingPosition.clamped(to: bounds)
    case .animating(let animation): return animation.to
    }
  }

  /// The index of the snap point nearest to the offset, or nil in free mode or without snap points.
  public var nearestSnapIndex: Int? { snapPoints?.nearestIndex(to: offset) }

  private var snapPoints: SnapPoints? {
    if case .snapping(let points, _) = mode, points.count > 0 { return points }
    return nil
  }

  // MARK: - Dragging

  /// A finger went down at `time`: motion stops at the offset on screen, and the drag starts there.
  public mutating func beginDrag(at time: TimeInterval) {
    advance(to: time)
    motion = .dragging(startRawOffset: 0, startSnapIndex: snapPoints?.nearestIndex(to: offset), rawOffset: 0)
    reanchorDrag()
  }

  /// Makes the drag continue from the offset on screen under the current geometry: the finger's
  /// translation so far is kept, and what the edge resistance cannot show (content grabbed beyond
  /// the rubber band's reach, or beyond a rigid edge) is held as ``dragResidue`` until the release,
  /// so that nothing jumps.
  private mutating func reanchorDrag() {
    guard case .dragging(let start, let startIndex, let raw) = motion else { return }
    let limits = bounds
    let newRaw = boundary.raw(offset, in: limits)
    dragResidue = offset - boundary.displayed(newRaw, in: limits)
    motion = .dragging(startRawOffset: newRaw + (start - raw), startSnapIndex: startIndex, rawOffset: newRaw)
  }

  /// The finger has moved `translation` points along the main axis since the drag began (positive
  /// toward the trailing edge, which decreases the offset). Ignored when no drag is in progress.
  public mutating func drag(translation: CGFloat, at time: TimeInterval) {
    guard case .dragging(let start, let startIndex, _) = motion, translation.isFinite else { return }
    timeline.advance(to: time)
    let raw = start - translation
    motion = .dragging(startRawOffset: start, startSnapIndex: startIndex, rawOffset: raw)
    offset = boundary.displayed(raw, in: bounds) + dragResidue
  }

  /// The finger lifted, moving at `velocity` points per second along the main axis (positive toward
  /// the trailing edge). Free mode coasts; snapping mode animates to the chosen snap point; content
  /// beyond a bound springs back carrying the velocity.
  public mutating func endDrag(velocity fingerVelocity: CGFloat, at time: TimeInterval) {
    guard case .dragging(_, let startIndex, _) = motion else { return }
    timeline.advance(to: time)
    let velocity = -fingerVelocity.finiteOr(0)
    if let points = snapPoints, case .snapping(_, let maxItemsPerFling) = mode {
      let origin = flingOrigin == .release ? points.nearestIndex(to: offset) : startIndex
      let index = SnapTarget.index(
        in: points, projectedOffset: offset + decelerationRate.projection(ofVelocity: velocity), origin: origin,
        maxItemsPerFling: maxItemsPerFling)
      let target = points.offset(at: index ?? 0)
      animate(to: target, velocity: snapVelocity(velocity, toward: target), curve: snapAnimation)
      return
    }
    let limits = bounds
    if offset < limits.lowerBound || offset > limits.upperBound {
      let bound = offset.clamped(to: limits)
      animate(to: bound, velocity: boundary.bounceVelocity(velocity, from: offset, bound: bound), curve: .bounceBack)
    } else if abs(velocity) < DecayMotion.stopVelocity {
      motion = .idle
    } else {
      motion = .decaying(DecayMotion(from: offset, initialVelocity: velocity, startTime: clock, rate: decelerationRate))
    }
  }

  /// Ends a drag by animating to `target` with `curve`, carrying the finger's `velocity` — for
  /// components whose release rule is their own (the paged carousel, the pager).
  public mutating func endDrag(
    towards target: CGFloat, velocity fingerVelocity: CGFloat, curve: AnimationCurve, at time: TimeInterval
  ) {
    guard isDragging else { return }
    timeline.advance(to: time)
    animate(to: target.finiteOr(offset), velocity: -fingerVelocity.finiteOr(0), curve: curve)
  }

  /// Ends a drag with momentum that comes to rest exactly on `target` — a free scroll that lands on a
  /// snap point, as `UIScrollView`'s target content offset does. The release velocity (points per
  /// second, positive toward the trailing edge) keeps its direction and is scaled so the decay stops
  /// at `target`; when it points away from `target`, or is too slow to coast, the content springs
  /// there with `curve` instead, never passing it.
  public mutating func endDrag(
    coastingTo target: CGFloat, velocity fingerVelocity: CGFloat, curve: AnimationCurve, at time: TimeInterval
  ) {
    guard isDragging else { return }
    timeline.advance(to: time)
    let target = target.finiteOr(offset)
    let velocity = -fingerVelocity.finiteOr(0)
    let distance = target - offset
    let needed = DecayMotion.initialVelocity(coasting: distance, rate: decelerationRate)
    if distance != 0, velocity != 0, (velocity > 0) == (distance > 0), abs(velocity) > DecayMotion.stopVelocity,
      abs(needed) > DecayMotion.stopVelocity, needed.isFinite
    {
      let decay = DecayMotion(from: offset, initialVelocity: needed, startTime: clock, rate: decelerationRate)
      motion = .decaying(decay)
      return
    }
    animate(to: target, velocity: Self.monotonicVelocity(velocity, distance: distance, curve: curve), curve: curve)
  }

  // MARK: - Programmatic motion

  /// Moves to `target` (clamped to the bounds) with `animation`, or at once when it is nil. Ends any
  /// drag or momentum; an animation starts from the offset on screen with its current velocity.
  public mutating func scroll(to target: CGFloat, animation: AnimationCurve?, at time: TimeInterval) {
    advance(to: time)
    let clamped = target.finiteOr(offset).clamped(to: bounds)
    guard let animation else {
      offset = clamped
      motion = .idle
      return
    }
    animate(to: clamped, velocity: velocity, curve: animation)
  }

  /// Shifts the offset and every motion in progress by `delta` points, changing nothing on screen
  /// relative to the content (used to recentre rings and pagers).
  public mutating func shift(by delta: CGFloat) {
    guard delta.isFinite, delta != 0 else { return }
    offset += delta
    switch motion {
    case .idle: break
    case .dragging(let start, let startIndex, let raw):
      motion = .dragging(startRawOffset: start + delta, startSnapIndex: startIndex, rawOffset: raw + delta)
    case .decaying(let decay):
      motion = .decaying(
        DecayMotion(
          from: decay.from + delta, initialVelocity: decay.initialVelocity, startTime: decay.startTime, rate: decay.rate
        ))
    case .animating(let animation):
      motion = .animating(
        AnimatedValue(
          from: animation.from + delta, to: animation.to + delta, startTime: animation.startTime,
          initialVelocity: animation.initialVelocity, curve: animation.curve, tolerance: animation.tolerance,
          velocityTolerance: animation.velocityTolerance))
    }
  }

  /// Scales the offset and every motion in progress by `factor` about offset 0: what a component
  /// does when its items change length (a rotation, a resize) so that the same item, or the same
  /// fraction of it, stays in place. A drag keeps following the finger from where it is shown, and an
  /// animation keeps its target item. A factor that is not a positive finite number does nothing.
  public mutating func rescale(by factor: CGFloat) {
    guard factor.isFinite, factor > 0, factor != 1 else { return }
    offset *= factor
    switch motion {
    case .idle: break
    case .dragging:
      // The finger's translation so far is kept, so the next sample moves 1:1.
      reanchorDrag()
    case .decaying(let decay):
      motion = .decaying(
        DecayMotion(
          from: decay.from * factor, initialVelocity: decay.initialVelocity * factor, startTime: decay.startTime,
          rate: decay.rate))
    case .animating(let animation):
      motion = .animating(
        AnimatedValue(
          from: animation.from * factor, to: animation.to * factor, startTime: animation.startTime,
          initialVelocity: animation.initialVelocity * factor, curve: animation.curve, tolerance: animation.tolerance,
          velocityTolerance: animation.velocityTolerance))
    }
    if !offset.isFinite { stop(at: 0) }
  }

  /// Ends every motion and puts the offset at `offset` (clamped to the bounds), at once.
  public mutating func stop(at offset: CGFloat) {
    motion = .idle
    self.offset = offset.finiteOr(0).clamped(to: bounds)
  }

  /// Sends the motion in progress to `target` (points) instead of where it was heading: an animation
  /// keeps its curve and the velocity on screen, momentum becomes a snap there with
  /// ``snapAnimation``. Nothing changes while idle or dragging, for an animation already heading
  /// there, or for a target that is not finite. How a track whose items change length keeps an
  /// animation heading for the same item.
  mutating func retarget(to target: CGFloat) {
    guard target.isFinite else { return }
    switch motion {
    case .idle, .dragging:
      return
    case .animating(let animation):
      guard animation.to != target else { return }
      animate(to: target, velocity: animation.velocity(at: clock), curve: animation.curve)
    case .decaying(let decay):
      animate(to: target, velocity: decay.velocity(at: clock), curve: snapAnimation)
    }
  }

  /// Moves motion forward to `time`. Earlier times than the last one seen are ignored.
  public mutating func advance(to time: TimeInterval) {
    guard time.isFinite else { return }
    timeline.advance(to: time)
    switch motion {
    case .idle, .dragging:
      break
    case .animating(let animation):
      offset = animation.value(at: clock)
      if animation.isFinished(at: clock) { motion = .idle }
    case .decaying(let decay):
      advanceDecay(decay)
    }
  }

  private mutating func advanceDecay(_ decay: DecayMotion) {
    let position = decay.position(at: clock)
    let limits = bounds
    guard position < limits.lowerBound || position > limits.upperBound else {
      offset = position
      if decay.isFinished(at: clock) { motion = .idle }
      return
    }
    // Momentum crossed a bound: from the exact moment it did, a spring carries its velocity back.
    let bound = position < limits.lowerBound ? limits.lowerBound : limits.upperBound
    let crossingTime =
      decay.time(passing: bound)?.clamped(to: decay.startTime...Swift.max(decay.startTime, clock)) ?? clock
    let spring = AnimatedValue(
      from: bound, to: bound, startTime: crossingTime,
      initialVelocity: boundary.bounceVelocity(decay.velocity(at: crossingTime), from: bound, bound: bound),
      curve: .bounceBack)
    motion = .animating(spring)
    offset = spring.value(at: clock)
    if spring.isFinished(at: clock) { motion = .idle }
  }

  /// The release velocity a snap to `target` starts with (see ``snapsMonotonically``).
  private func snapVelocity(_ velocity: CGFloat, toward target: CGFloat) -> CGFloat {
    guard snapsMonotonically else { return velocity }
    return Self.monotonicVelocity(velocity, distance: target - offset, curve: snapAnimation)
  }

  /// `velocity` limited so that an over-damped or critically damped spring `curve` covering
  /// `distance` arrives without crossing its target or turning back; other curves keep it.
  static func monotonicVelocity(_ velocity: CGFloat, distance: CGFloat, curve: AnimationCurve) -> CGFloat {
    guard case .spring(let response, let damping) = curve, damping >= 1, response.isFinite, response > 0 else {
      return velocity
    }
    guard distance != 0, (velocity > 0) == (distance > 0) else { return 0 }
    // A critically damped spring from displacement x₀ never crosses 0 while |v₀| ≤ ω₀·|x₀|.
    let limit = CGFloat(2 * Double.pi / response) * abs(distance)
    return velocity.clamped(to: -limit...limit)
  }

  private mutating func animate(to target: CGFloat, velocity: CGFloat, curve: AnimationCurve) {
    let animation = AnimatedValue(
      from: offset, to: target, startTime: clock, initialVelocity: velocity, curve: curve,
      velocityTolerance: Self.restingVelocity)
    if animation.isFinished(at: clock) {
      offset = target
      motion = .idle
    } else {
      motion = .animating(animation)
    }
  }

  // MARK: - Geometry changes

  /// Sets the viewport length (points); allowed at any moment. A resting offset is clamped to the new
  /// bounds.
  public mutating func setViewportLength(_ length: CGFloat) {
    boundary.setViewportLength(length)
    clampIfResting()
  }

  /// Sets the content length (points); allowed at any moment. A resting offset is clamped.
  public mutating func setContentLength(_ length: CGFloat) {
    boundary.setContentLength(length)
    clampIfResting()
  }

  /// Sets the space before the first and after the last item (points).
  public mutating func setInsets(leading: CGFloat, trailing: CGFloat) {
    boundary.setInsets(leading: leading, trailing: trailing)
    clampIfResting()
  }

  /// Keeps a resting offset, or the target of an animation, where content may rest after the
  /// geometry changed: inside the bounds and, when snapping, on a snap point. A drag continues from
  /// where the content is shown.
  private mutating func clampIfResting() {
    let limits = bounds
    switch motion {
    case .idle:
      offset = restingPlace(nearest: offset, in: limits)
    case .animating(let animation):
      let target = restingPlace(nearest: animation.to, in: limits)
      guard target != animation.to else { return }
      animate(to: target, velocity: animation.velocity(at: clock), curve: animation.curve)
    case .dragging:
      // The content stays where it is shown; the next sample moves it from there.
      reanchorDrag()
    case .decaying(let decay):
      // Momentum started where there was nothing to snap to (no items yet) ends on a snap point now
      // that there is one.
      guard snapPoints != nil else { break }
      let target = restingPlace(nearest: decay.restingPosition, in: limits)
      animate(to: target, velocity: decay.velocity(at: clock), curve: snapAnimation)
    }
  }

  /// `offset` clamped to `limits`, then moved to the nearest snap point when snapping (which the
  /// limits always include).
  private func restingPlace(nearest offset: CGFloat, in limits: ClosedRange<CGFloat>) -> CGFloat {
    let clamped = offset.clamped(to: limits)
    guard let points = snapPoints, !points.isUnbounded, let index = points.nearestIndex(to: clamped) else {
      return clamped
    }
    return points.offset(at: index)
  }
}
