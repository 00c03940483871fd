import Foundation

/// A detail screen's gestures and scroll: its content scrolls vertically under a ``StickyHeader``, and a downward
/// drag that starts with the content at its top pulls the whole screen (``PullToDismiss``) instead of scrolling.
///
/// The direction decides when the drag is recognised: down with the content at its top is a pull,
/// anything else scrolls the content as usual (an upward drag, or a downward one further down the
/// page, which then rubber-bands at the top like any scroll view). A pull released past its limit
/// reports ``Event/dismissRequested(velocity:)``; the front end then closes its ``CardTransition``
/// from ``appearance(in:)`` with that velocity (``DetailPresentation`` does both).
public struct DetailScreen: Sendable, Equatable {
  /// What the screen reports.
  public enum Event: Sendable, Hashable {
    /// A pull was released past the limit, moving down at `velocity` points per second: close the
    /// detail.
    case dismissRequested(velocity: CGFloat)
    /// The compact header bar appeared (true) or went (false).
    case headerBarChanged(shown: Bool)
    /// A quick touch that did not move, at this point in the screen's coordinates (a back button).
    case tapped(at: CGPoint)
  }

  private enum Mode: Sendable, Hashable {
    case idle, undecided, scrolling, pulling
  }

  /// The content's scroll, in points: 0 at the top.
  public private(set) var content: ScrollController
  /// The header photo.
  public private(set) var header: StickyHeader
  /// The pull that closes the screen.
  public private(set) var pull: PullToDismiss
  private var tracker: DragTracker
  private var mode = Mode.idle
  private var pending: [Event] = []

  /// A screen whose header photo is `headerHeight` points tall and sticks after `stickyLimit`.
  public init(headerHeight: CGFloat, stickyLimit: CGFloat, pull: PullToDismiss = PullToDismiss()) {
    content = ScrollController(axis: .vertical, physics: ScrollPhysics(mode: .free))
    header = StickyHeader(headerHeight: headerHeight, stickyLimit: stickyLimit)
    self.pull = pull
    tracker = DragTracker(axis: .vertical, minimumDistance: 10)
  }

  /// The content's scroll offset, in points (negative while rubber-banding at the top).
  public var scrollOffset: CGFloat { content.physics.offset }
  /// Whether nothing moves.
  public var isSettled: Bool { content.physics.isSettled && pull.isSettled && mode == .idle }

  /// Sets the screen's size and the content's total height (header included), in points.
  public mutating func setViewport(_ size: CGSize, contentHeight: CGFloat) {
    content.physics.setViewportLength(size.sanitized.height)
    content.physics.setContentLength(contentHeight)
  }

  /// Feeds one pointer sample; see ``Drivable/handle(_:)``.
  public mutating func handle(_ event: DragEvent) -> GestureResponse {
    let change = tracker.handle(event)
    switch change {
    case .pressed:
      pull.advance(to: event.time)
      if pull.distance > 0 {
        // A press catches a screen springing back where it is shown: the finger holds the pull.
        mode = .pulling
        pull.begin(at: event.time)
      } else {
        // A pull whose finger was lost before it moved the screen (a press without an end, then this
        // one) lets go, or the screen would wait for it for ever.
        pull.cancel(at: event.time)
        mode = .undecided
        _ = content.handle(event)
      }
    case .began:
      if mode == .pulling {
        pull.pull(by: tracker.mainTranslation)
      } else if tracker.location.y > tracker.startLocation.y, scrollOffset <= 0 {
        // Down with the content at its top: the screen follows the finger, the content stays.
        mode = .pulling
        _ = content.handle(DragEvent(phase: .cancelled, location: event.location, time: event.time))
        pull.begin(at: event.time)
      } else {
        mode = .scrolling
        _ = content.handle(event)
      }
    case .moved:
      if mode == .pulling {
        pull.pull(by: tracker.mainTranslation)
      } else {
        _ = content.handle(event)
      }
    case .ended:
      if mode == .pulling {
        if pull.release(velocity: tracker.mainVelocity, at: event.time) {
          pending.append(.dismissRequested(velocity: tracker.mainVelocity))
        }
      } else {
        _ = content.handle(event)
      }
      mode = .idle
    case .tapped(let point):
      if mode == .pulling { pull.cancel(at: event.time) } else { pending.append(.tapped(at: point)) }
      _ = content.handle(event)
      mode = .idle
    case .cancelled, .declined, .released:
      if mode == .pulling { pull.cancel(at: event.time) }
      _ = content.handle(event)
      mode = .idle
    case .none:
      _ = content.handle(event)
    }
    return tracker.response
  }

  /// Moves scrolling and springs forward to `time` and returns what happened since the last call.
  public mutating func advance(to time: TimeInterval) -> [Event] {
    content.physics.advance(to: time)
    pull.advance(to: time)
    let wasShown = header.isBarShown
    if header.update(scrollOffset: scrollOffset) != wasShown {
      pending.append(.headerBarChanged(shown: header.isBarShown))
    }
    defer { pending.removeAll() }
    return pending
  }

  /// Scrolls the content by `pages` screenfuls less the sticky header's bar (so a line at the foot
  /// of one page is still visible at the top of the next), kept within the content; with
  /// `animation`, or at once when nil.
  public mutating func scrollContent(byPages pages: Int, animation: AnimationCurve?, time: TimeInterval) {
    let page = Swift.max(1, content.physics.viewportLength - (header.headerHeight - header.stickyLimit))
    let target = (scrollOffset + CGFloat(pages.clamped(to: -1_000...1_000)) * page).clamped(to: content.physics.bounds)
    guard target.isFinite, target != scrollOffset else { return }
    content.physics.scroll(to: target, animation: animation, at: time)
  }

  /// How the screen looks filling `frame` now: pulled down, scaled and rounded by the pull.
  public func appearance(in frame: CGRect) -> CardAppearance { pull.appearance(of: frame) }

  /// Puts a pulled screen back in place at once, keeping the scroll: a dismissal turned round
  /// mid-flight reopens the screen unpulled (the flight already shows it so).
  mutating func resetPull() {
    pull.reset()
  }

  /// Stops every motion where it is and lets go of any finger: the screen as it leaves in a flight
  /// (which starts from its pulled appearance and draws it from then on).
  mutating func freeze() {
    pull.reset()
    content.physics.stop(at: scrollOffset)
    content.tracker.reset()
    tracker.reset()
    mode = .idle
  }

  /// Back to the top, nothing pulled: for the next time the screen opens.
  public mutating func reset() {
    pull.reset()
    content.physics.stop(at: 0)
    content.tracker.reset()
    tracker.reset()
    mode = .idle
    header.update(scrollOffset: 0)
  }
}
