import Foundation

/// Pulling a detail screen down to close it: the screen follows the finger, shrinking a little, rounding its
/// corners and letting the backdrop through; released past ``dismissDistance`` or flicked down faster than
/// ``dismissVelocity`` it is dismissed, otherwise it springs back.
///
/// This type is the pull alone — a distance in points and what it looks like. ``DetailScreen``
/// decides when a drag is a pull (only from the content's top, only downward).
public struct PullToDismiss: Sendable, Hashable {
  /// A release at least this far down dismisses, in points. Default 120.
  public let dismissDistance: CGFloat
  /// A release moving down at least this fast dismisses, however short the pull, in points per
  /// second. Default 800.
  public let dismissVelocity: CGFloat
  /// The screen's scale when pulled twice ``dismissDistance``. Default 0.85.
  public let minimumScale: CGFloat
  /// The screen's corner radius once pulled ``dismissDistance``, in points. Default 24.
  public let maximumCornerRadius: CGFloat
  /// The curve a pull that falls short springs back with.
  public let animation: AnimationCurve

  /// How far the screen is pulled down, in points (0 at rest).
  public private(set) var distance: CGFloat = 0
  /// Whether a finger is pulling.
  public private(set) var isPulling = false
  private var distanceAtPress: CGFloat = 0
  private var returning: AnimatedValue?
  private var timeline = MonotonicClock()
  private var clock: TimeInterval { timeline.now }

  /// A pull with the given thresholds; non-finite or negative values fall back to the defaults.
  public init(
    dismissDistance: CGFloat = 120, dismissVelocity: CGFloat = 800, minimumScale: CGFloat = 0.85,
    maximumCornerRadius: CGFloat = 24, animation: AnimationCurve = .snap
  ) {
    self.dismissDistance = dismissDistance.sanitizedLength > 0 ? dismissDistance.sanitizedLength : 120
    self.dismissVelocity = dismissVelocity.sanitizedLength > 0 ? dismissVelocity.sanitizedLength : 800
    self.minimumScale = minimumScale.isFinite ? minimumScale.clamped(to: 0.1...1) : 0.85
    self.maximumCornerRadius = maximumCornerRadius.sanitizedLength
    self.animation = animation
  }

  /// Whether nothing moves: no finger pulling and no spring running.
  public var isSettled: Bool { !isPulling && returning == nil }

  /// How far along the pull is, in `0...1`: 1 at twice ``dismissDistance``.
  public var progress: CGFloat { (distance / (2 * dismissDistance)).clampedUnit }
  /// The screen's scale, ``minimumScale`` at full progress.
  public var scale: CGFloat { 1 - (1 - minimumScale) * progress }
  /// The screen's corner radius, growing to ``maximumCornerRadius`` at ``dismissDistance``.
  public var cornerRadius: CGFloat { maximumCornerRadius * (distance / dismissDistance).clampedUnit }
  /// The backdrop's opacity: fading to half at full progress, so the list shows through.
  public var backdropOpacity: Double { 1 - 0.5 * Double(progress) }

  /// How a screen filling `frame` looks pulled this far: moved down by the pull and scaled about its
  /// top centre.
  public func appearance(of frame: CGRect) -> CardAppearance {
    let frame = frame.sanitized
    let width = frame.width * scale
    let height = frame.height * scale
    return CardAppearance(
      frame: CGRect(x: frame.midX - width / 2, y: frame.minY + distance, width: width, height: height),
      cornerRadius: cornerRadius, backdropOpacity: backdropOpacity)
  }

  /// A finger takes hold at `time`: a spring back stops where it is shown.
  public mutating func begin(at time: TimeInterval) {
    advance(to: time)
    returning = nil
    isPulling = true
    distanceAtPress = distance
  }

  /// The finger has moved `translation` points down since it took hold (negative: up). The screen
  /// never goes above its place.
  public mutating func pull(by translation: CGFloat) {
    guard isPulling, translation.isFinite else { return }
    distance = Swift.min(Swift.max(0, distanceAtPress + translation), .largestLength)
  }

  /// The finger lifts moving `velocity` points per second (positive down).
  /// - Returns: true when the screen should be dismissed; otherwise it springs back.
  public mutating func release(velocity: CGFloat, at time: TimeInterval) -> Bool {
    guard isPulling else { return false }
    isPulling = false
    timeline.advance(to: time)
    let velocity = velocity.finiteOr(0)
    if distance > 0, distance >= dismissDistance || velocity >= dismissVelocity { return true }
    springBack(velocity: velocity)
    return false
  }

  /// The finger was taken away (the system cancelled the touch): the screen springs back.
  public mutating func cancel(at time: TimeInterval) {
    guard isPulling else { return }
    isPulling = false
    timeline.advance(to: time)
    springBack(velocity: 0)
  }

  /// Moves a spring back forward to `time`.
  public mutating func advance(to time: TimeInterval) {
    timeline.advance(to: time)
    guard let spring = returning else { return }
    if spring.isFinished(at: clock) {
      returning = nil
      distance = 0
    } else {
      distance = Swift.max(0, spring.value(at: clock))
    }
  }

  /// Puts the screen back in place at once (after a dismissal has taken it away).
  public mutating func reset() {
    distance = 0
    isPulling = false
    returning = nil
  }

  private mutating func springBack(velocity: CGFloat) {
    guard distance > 0 else { return }
    // Moving up toward 0 is a negative velocity in distance; a downward flick that fell short is
    // dropped, so the screen turns back at once rather than sinking further first.
    returning = AnimatedValue(
      from: distance, to: 0, startTime: clock, initialVelocity: Swift.min(0, velocity), curve: animation)
  }
}
