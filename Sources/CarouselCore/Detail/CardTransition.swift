import Foundation

/// The custom transition between a card in a list and the detail screen opened from it: frame,
/// corner radius and backdrop move together along a spring.
///
/// Opening flies from the card's frame to the detail's; closing flies back to wherever the card is
/// *now* — the list may have scrolled under the detail, and ``updateCard(_:)`` follows it while the
/// flight lasts — starting from the pulled-down detail and carrying the finger's velocity. Either can
/// interrupt the other mid-flight and reverse from the appearance on screen, keeping its speed, so
/// the motion never jumps. Taps are not accepted mid-flight (``acceptsTaps``): they are dropped, not
/// queued. Time is always an argument; ``advance(to:)`` reports `.opened` and `.closed` once each.
public struct CardTransition: Sendable, Hashable {
  /// Where the transition stands.
  public enum Phase: Sendable, Hashable {
    case closed, opening, open, closing
  }

  /// What the transition reports.
  public enum Event: Sendable, Hashable {
    /// The detail finished opening.
    case opened
    /// The detail finished closing onto its card.
    case closed
  }

  /// The curve both directions follow. Default `.spring(response: 0.42, dampingFraction: 0.86)`: a
  /// slight settle, as the system's zoom transitions have.
  public let curve: AnimationCurve
  /// Where the transition stands.
  public private(set) var phase = Phase.closed
  /// The detail's appearance as of the last call.
  public private(set) var appearance = CardAppearance(frame: .zero, cornerRadius: 0, backdropOpacity: 0)
  private var start = CardAppearance(frame: .zero, cornerRadius: 0, backdropOpacity: 0)
  private var end = CardAppearance(frame: .zero, cornerRadius: 0, backdropOpacity: 0)
  /// Progress from `start` (0) to `end` (1) while in flight.
  private var progress: AnimatedValue?
  private var timeline = MonotonicClock()
  private var clock: TimeInterval { timeline.now }
  private var pending: [Event] = []

  /// A closed transition.
  public init(curve: AnimationCurve = .spring(response: 0.42, dampingFraction: 0.86)) {
    self.curve = curve
  }

  /// Whether nothing is in flight: fully open or fully closed.
  public var isSettled: Bool { phase == .open || phase == .closed }
  /// Whether a tap should act now: never mid-flight.
  public var acceptsTaps: Bool { isSettled }
  /// Whether the detail is on screen at all.
  public var isPresented: Bool { phase != .closed }

  /// Opens from `card` to `detail`; mid-close, it turns round from the appearance on screen. Ignored
  /// while opening or open. Not `animated` (Reduce Motion), it is open at once: no flight, and
  /// `.opened` on the next ``advance(to:)``.
  public mutating func open(
    from card: CardAppearance, to detail: CardAppearance, time: TimeInterval, animated: Bool = true
  ) {
    move(time)
    switch phase {
    case .opening, .open: return
    case .closed, .closing:
      guard animated else { return land(at: detail, as: .open) }
      fly(from: phase == .closed ? card : appearance, to: detail, pointsPerSecond: phase == .closed ? 0 : -currentSpeed)
    }
    phase = .opening
  }

  /// Ends the flight at `appearance` in `phase` at once, reporting it as a flight's end would.
  private mutating func land(at appearance: CardAppearance, as phase: Phase) {
    progress = nil
    start = appearance
    end = appearance
    self.appearance = appearance
    pending.append(phase == .open ? .opened : .closed)
    self.phase = phase
  }

  /// Closes onto `card` from `current` (the pulled-down detail; the appearance on screen when nil),
  /// moving toward the card at `velocity` points per second; mid-open, it turns round. Ignored while
  /// closing or closed. Not `animated` (Reduce Motion), it is closed at once.
  public mutating func close(
    to card: CardAppearance, from current: CardAppearance? = nil, velocity: CGFloat = 0, time: TimeInterval,
    animated: Bool = true
  ) {
    move(time)
    if !animated, phase == .open || phase == .opening { return land(at: card, as: .closed) }
    switch phase {
    case .closing, .closed: return
    case .open: fly(from: current ?? appearance, to: card, pointsPerSecond: velocity.finiteOr(0))
    case .opening: fly(from: current ?? appearance, to: card, pointsPerSecond: -currentSpeed)
    }
    phase = .closing
  }

  /// While closing, flies to `card` where it is now (the list scrolled under the detail): the flight
  /// turns toward it from the appearance on screen, keeping its speed, so nothing jumps however far
  /// the card moved.
  public mutating func updateCard(_ card: CardAppearance) {
    guard phase == .closing, progress != nil, card != end else { return }
    // Not by moving the end of the flight under its progress: a flight that just turned round near
    // the card has a tiny distance, so its progress swings far past 0 and 1, and scaled by the new
    // distance that swing is hundreds of points in a frame.
    fly(from: appearance, to: card, pointsPerSecond: currentSpeed)
  }

  /// Moves the flight to `time` and returns `.opened` or `.closed` if it just ended.
  public mutating func advance(to time: TimeInterval) -> [Event] {
    move(time)
    defer { pending.removeAll() }
    return pending
  }

  private mutating func move(_ time: TimeInterval) {
    timeline.advance(to: time)
    guard let progress else { return }
    if progress.isFinished(at: clock) {
      self.progress = nil
      appearance = end
      pending.append(phase == .opening ? .opened : .closed)
      phase = phase == .opening ? .open : .closed
    } else {
      appearance = start.interpolated(to: end, fraction: progress.value(at: clock))
    }
  }

  /// The speed along the current flight, in points per second (toward its end).
  private var currentSpeed: CGFloat {
    guard let progress else { return 0 }
    return progress.velocity(at: clock) * start.distance(to: end)
  }

  private mutating func fly(from: CardAppearance, to: CardAppearance, pointsPerSecond: CGFloat) {
    start = from
    end = to
    appearance = from
    let distance = from.distance(to: to)
    // Progress tolerances: a hundredth of a point of the flight, so the last frame lands exactly.
    progress = AnimatedValue(
      from: 0, to: 1, startTime: clock, initialVelocity: pointsPerSecond / distance, curve: curve,
      tolerance: 0.01 / distance, velocityTolerance: 1 / distance)
  }
}
