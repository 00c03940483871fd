import Foundation

/// One event from a mouse wheel or a trackpad's two-finger scroll, in the terms every platform can be
/// translated to: what a front end hands to ``ComponentHost/scrollWheel(_:animation:)``.
///
/// ``delta`` is how far the user asks the content to scroll, in points, whatever the platform's sign
/// convention ("natural" scrolling included): a positive width brings content further to the right
/// into view (later items of a horizontal carousel), a positive height content further down. The
/// front end converts its platform's deltas once (SDL's `y` is positive away from the user, so a
/// notch away from the user is a negative height here).
public struct ScrollWheelEvent: Sendable, Hashable {
  /// Where a scroll event stands in its gesture.
  public enum Phase: String, Sendable, Hashable, Codable, CaseIterable {
    /// One click of a mouse wheel: the component moves one item in the direction of ``delta``, the
    /// size of which does not matter.
    case notch
    /// Fingers touched the trackpad and started to scroll (macOS `NSEvent.Phase.began`).
    case began
    /// The fingers scrolled by ``delta``.
    case changed
    /// The fingers lifted: the component releases as it would from a drag, with the velocity of the
    /// last moments, and its own physics carries and snaps the content.
    case ended
    /// The system cancelled the scroll: the component settles as from a cancelled drag.
    case cancelled
    /// The platform's own momentum after the fingers lifted. Ignored: the component's physics already
    /// carries the content on from ``ended``.
    case momentum
    /// A continuous scroll from a platform that does not say when the fingers lift (SDL): the first
    /// such event begins a gesture and a pause of ``ComponentHost/wheelQuietInterval`` ends it.
    case unphased
  }

  /// How far the user asks the content to scroll, in points (see the type's description for the
  /// signs). Not-finite parts count as 0; each part is limited to ±``maximumDelta``. Set by the
  /// initialiser, which cleans it.
  public private(set) var delta: CGSize
  /// Where the pointer is, in the component's viewport points.
  public var location: CGPoint
  /// When the event happened, in seconds on the clock the component runs on.
  public var time: TimeInterval
  /// Where the event stands in its gesture.
  public var phase: Phase

  /// The largest scroll one event counts, in points per axis (10,000): a bigger or broken delta from
  /// a device or a script is limited to it.
  public static let maximumDelta: CGFloat = 10_000

  /// An event scrolling by `delta` points at `location` at `time` seconds.
  public init(delta: CGSize, location: CGPoint, time: TimeInterval, phase: Phase) {
    self.delta = CGSize(width: Self.limited(delta.width), height: Self.limited(delta.height))
    self.location = location
    self.time = time
    self.phase = phase
  }

  private static func limited(_ value: CGFloat) -> CGFloat {
    value.isFinite ? value.clamped(to: -maximumDelta...maximumDelta) : 0
  }
}
