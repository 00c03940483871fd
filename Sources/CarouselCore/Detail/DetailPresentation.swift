import Foundation

/// A detail screen opened from a card and closed back onto it: a ``DetailScreen`` (scroll, sticky
/// header, pull to dismiss) inside a ``CardTransition``.
///
/// ```swift
/// var detail = DetailPresentation(screen: DetailScreen(headerHeight: 292, stickyLimit: 236))
/// detail.open(from: CardAppearance(frame: cardFrame, cornerRadius: 8, backdropOpacity: 0),
///             in: screenBounds, contentHeight: 1_400, time: now)
/// // each frame
/// for event in detail.advance(to: now) {
///   if case .dismissRequested = event { detail.close(to: cardAppearanceNow(), time: now) }
/// }
/// draw(detail.appearance, scrolledBy: detail.screen.scrollOffset)
/// ```
///
/// While the transition flies, input is declined and taps are dropped, not queued; once open, drags
/// go to the screen. Escape or a back button call ``close(to:time:animated:)`` directly. A front end drives it
/// as it drives a carousel (``Drivable``): samples, the clock, and frames until ``isSettled``.
public struct DetailPresentation: Drivable, Equatable {
  /// What the presentation reports.
  public enum Event: Sendable, Hashable {
    /// The detail finished opening.
    case opened
    /// The detail finished closing onto its card: the list is alone again.
    case closed
    /// A pull was released past the limit: call ``DetailPresentation/close(to:time:animated:)`` with the card
    /// where it is now.
    case dismissRequested
    /// The compact header bar appeared or went.
    case headerBarChanged(shown: Bool)
    /// A tap on the open screen, in its coordinates (a back button).
    case tapped(at: CGPoint)
  }

  /// The screen's scroll, header and pull.
  public private(set) var screen: DetailScreen
  /// The flight between the card and the screen.
  public private(set) var transition: CardTransition
  /// The screen's frame when open, in points.
  public private(set) var bounds: CGRect = .zero
  private var releaseVelocity: CGFloat = 0

  /// A closed presentation of `screen`.
  public init(screen: DetailScreen, transition: CardTransition = CardTransition()) {
    self.screen = screen
    self.transition = transition
  }

  /// Whether the detail is on screen (open, or flying).
  public var isPresented: Bool { transition.isPresented }
  /// Whether nothing moves.
  public var isSettled: Bool { transition.isSettled && screen.isSettled }

  /// How the detail is drawn now: while open, as pulled; in flight, as the transition has it.
  public var appearance: CardAppearance {
    transition.phase == .open ? screen.appearance(in: bounds) : transition.appearance
  }

  /// Opens from `card` to fill `bounds`, the content `contentHeight` points tall (header included),
  /// scrolled to the top. Mid-close it turns round; while opening or open it does nothing. Not
  /// `animated` — with Reduce Motion on — it is open at once, without the flight.
  public mutating func open(
    from card: CardAppearance, in bounds: CGRect, contentHeight: CGFloat, time: TimeInterval, animated: Bool = true
  ) {
    guard transition.phase == .closed || transition.phase == .closing else { return }
    if transition.phase == .closed {
      screen.reset()
    } else {
      screen.resetPull()
    }
    releaseVelocity = 0
    self.bounds = bounds.sanitized
    screen.setViewport(self.bounds.size, contentHeight: contentHeight)
    transition.open(
      from: card, to: CardAppearance(frame: self.bounds, cornerRadius: 0, backdropOpacity: 1), time: time,
      animated: animated)
  }

  /// Closes onto `card` — where it is now — from the detail as shown (pulled down, if it was), carrying
  /// the release's speed. Not `animated` (Reduce Motion), it is closed at once.
  public mutating func close(to card: CardAppearance, time: TimeInterval, animated: Bool = true) {
    guard transition.phase == .open || transition.phase == .opening else { return }
    let pulled = transition.phase == .open ? screen.appearance(in: bounds) : nil
    screen.freeze()
    transition.close(to: card, from: pulled, velocity: abs(releaseVelocity), time: time, animated: animated)
  }

  /// Scrolls the open screen's content by `pages` screenfuls (negative: back up) — what VoiceOver's
  /// three-finger scroll asks for, so content below the fold is reachable without a drag — with
  /// `animation`, or at once when nil. Within the content's bounds; nothing while the detail flies.
  public mutating func scrollContent(byPages pages: Int, animation: AnimationCurve?, time: TimeInterval) {
    guard transition.phase == .open else { return }
    screen.scrollContent(byPages: pages, animation: animation, time: time)
  }

  /// While closing, follows the card as the list under it moves.
  public mutating func updateCard(_ card: CardAppearance) {
    transition.updateCard(card)
  }

  /// Feeds one pointer sample: declined while the transition flies, the screen's once open.
  public mutating func handle(_ event: DragEvent) -> GestureResponse {
    guard transition.phase == .open else { return .declined }
    return screen.handle(event)
  }

  /// Sets the open screen's frame (a resize) and content height.
  public mutating func setBounds(_ bounds: CGRect, contentHeight: CGFloat) {
    self.bounds = bounds.sanitized
    screen.setViewport(self.bounds.size, contentHeight: contentHeight)
  }

  /// Sets the open screen's size (points), keeping its origin and the content's height: a resize
  /// whose content lays out the same (see ``setBounds(_:contentHeight:)``).
  public mutating func setViewport(_ size: CGSize, time: TimeInterval) {
    setBounds(CGRect(origin: bounds.origin, size: size), contentHeight: screen.content.physics.contentLength)
  }

  /// Moves everything to `time` and returns, in order, what happened since the last call.
  public mutating func advance(to time: TimeInterval) -> [Event] {
    var events: [Event] = []
    for event in transition.advance(to: time) {
      events.append(event == .opened ? .opened : .closed)
    }
    guard transition.phase == .open else { return events }
    for event in screen.advance(to: time) {
      switch event {
      case .dismissRequested(let velocity):
        releaseVelocity = velocity
        events.append(.dismissRequested)
      case .headerBarChanged(let shown): events.append(.headerBarChanged(shown: shown))
      case .tapped(let point): events.append(.tapped(at: point))
      }
    }
    return events
  }
}
