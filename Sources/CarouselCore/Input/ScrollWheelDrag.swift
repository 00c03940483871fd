import Foundation

/// The finger a continuous wheel or trackpad scroll stands for: a ``ComponentHost`` turns such a
/// gesture into the drag samples of this finger, so that the component's own drag rules — following
/// 1:1, the release velocity, snapping — answer the trackpad as they answer a touch.
///
/// A gesture starts ``State/undecided``. Its first scroll that moves decides it: mostly across the
/// component's axis, it is ``State/declined`` and never reaches the component (a parent scrolls
/// instead, from its first point); otherwise the finger goes down where the pointer is and the
/// gesture is ``State/following``. The finger moves against the scroll (content that scrolls to the
/// right follows a finger moving left), at most ±``maximumDistance`` from where it went down, so its
/// samples stay usable however long a gesture scrolls.
struct ScrollWheelDrag: Sendable, Hashable {
  /// Where a gesture stands.
  enum State: Sendable, Hashable {
    /// No gesture under way.
    case idle
    /// A gesture began but has not scrolled yet.
    case undecided
    /// The gesture runs across the component's axis: not the component's.
    case declined
    /// The finger is down and the component hears it.
    case following
  }

  /// The farthest the finger moves from where it went down, in points per axis.
  static let maximumDistance: CGFloat = 1_000_000

  private(set) var state = State.idle
  /// Whether a pause, not the platform, ends the gesture (``ScrollWheelEvent/Phase/unphased``).
  private(set) var endsByPause = false
  /// The time of the gesture's last event, in seconds.
  private(set) var lastTime: TimeInterval = 0
  /// Whether the last gesture was the component's; what a ``ScrollWheelEvent/Phase/momentum`` event
  /// after it answers.
  var lastGestureWasTaken = false
  private var start: CGPoint = .zero
  private var startTime: TimeInterval = 0
  private var scrolled: CGSize = .zero

  /// Whether a gesture is under way.
  var isActive: Bool { state != .idle }

  /// Where the finger is, in viewport points.
  var finger: CGPoint { CGPoint(x: start.x - scrolled.width, y: start.y - scrolled.height) }

  /// Starts an undecided gesture with the pointer at `location`.
  mutating func begin(at location: CGPoint, time: TimeInterval, endsByPause: Bool) {
    state = .undecided
    self.endsByPause = endsByPause
    start = location
    startTime = time
    scrolled = .zero
    lastTime = time
  }

  /// Notes an event of the gesture at `time`, which a pause is counted from.
  mutating func note(_ time: TimeInterval) {
    if time.isFinite { lastTime = Swift.max(lastTime, time) }
  }

  /// Decides an undecided gesture: declined, or followed — then the `.began` sample to feed, at the
  /// place and time the gesture began.
  mutating func decide(declining: Bool) -> DragEvent? {
    guard state == .undecided else { return nil }
    state = declining ? .declined : .following
    return declining ? nil : .began(start, at: startTime)
  }

  /// Moves the finger against a scroll of `delta` points: the `.changed` sample to feed.
  mutating func scroll(by delta: CGSize, time: TimeInterval) -> DragEvent {
    let limit = Self.maximumDistance
    scrolled.width = (scrolled.width + delta.width).clamped(to: -limit...limit)
    scrolled.height = (scrolled.height + delta.height).clamped(to: -limit...limit)
    note(time)
    return .changed(finger, at: lastTime)
  }

  /// When a gesture that a pause ends is over, in seconds; nil while none is under way or the
  /// platform ends it.
  func pauseEnd(after quietInterval: TimeInterval) -> TimeInterval? {
    isActive && endsByPause ? lastTime + quietInterval : nil
  }

  /// Forgets the gesture (it ended, or a real finger took over).
  mutating func stop() {
    state = .idle
  }
}
