import Foundation

/// Full-size pages without end in both directions, in O(1) memory.
///
/// Only three slots exist — previous, current, next — around an unbounded ``page`` (negative
/// allowed). A drag moves the pages 1:1; the release turns at most one page, in the direction
/// `clamp(round(−predictedEnd / pageLength), −1, 1)`. When the page animation *completes*, ``page``
/// changes and exactly one ``Event/paged(_:)`` is reported per page turned; the recentring is instant
/// and invisible.
///
/// Fast swipes never break it: a drag that begins while a page animation runs completes that turn at
/// once (event, page change, recentre) and continues from the same on-screen position, so ten flicks
/// in a second turn exactly ten pages.
public struct InfinitePager: InteractiveComponent, ScrollBackedComponent, Equatable {
  /// What the pager reports.
  public enum Event: CarouselEvent {
    /// A page was turned: exactly one per page, when its motion completes.
    case paged(PageDirection)
    /// The current page changed (reported with every turn).
    case currentIndexChanged(from: Int, to: Int)
    /// Motion came to rest on this page.
    case settled(index: Int)
    /// The page was tapped.
    case tapped(index: Int)

    /// The shared vocabulary; `.paged` is ``CarouselEventKind/other``.
    public var kind: CarouselEventKind {
      switch self {
      case .paged: .other
      case .currentIndexChanged(let from, let to): .currentIndexChanged(from: from, to: to)
      case .settled(let index): .settled(index: index)
      case .tapped(let index): .tapped(index: index)
      }
    }
  }

  /// The axis pages turn along.
  public let axis: ScrollAxis
  /// The curve pages turn with. Default `.spring(response: 0.35, dampingFraction: 1)`.
  public let animation: AnimationCurve
  /// The current page; changes only when a page turn completes.
  public private(set) var page: Int
  var motion: ScrollBackedMotion<Event>
  private var timer: AutoAdvanceTimer

  /// Creates a pager showing `page`, turning one page forward every interval by itself with
  /// `autoAdvance` (see ``AutoAdvance``).
  public init(
    page: Int = 0, axis: ScrollAxis = .horizontal, animation: AnimationCurve = .snap, autoAdvance: AutoAdvance = .off
  ) {
    self.page = page
    timer = AutoAdvanceTimer(autoAdvance)
    self.axis = axis
    self.animation = animation
    motion = ScrollBackedMotion(
      controller: ScrollController(
        axis: axis,
        physics: ScrollPhysics(
          mode: .snapping(.lattice(spacing: 0), maxItemsPerFling: 1), snapAnimation: animation, isUnbounded: true)),
      index: page)
  }

  /// The length of a page along the axis, in points.
  public var pageLength: CGFloat { axis.length(of: viewport) }
  /// How far the pages have moved from the current page, in pages (−1...1 while dragging; up to k
  /// during a programmatic scroll across k pages).
  public var pageOffset: CGFloat { pageLength > 0 ? motion.physics.offset / pageLength : 0 }
  /// The fastest a release starts a turn, in pages per second (12): a flick faster than that (no
  /// finger moves a page in less than a twelfth of a second) starts the turn at this speed, so that
  /// the page animation never swings past the page it turns to.
  public static let maximumReleaseSpeed: CGFloat = 12

  /// Whether no motion is pending and no event waits for the next ``advance(to:)`` — including a
  /// turn: content that came to rest a page away from the current page (a press that completed a
  /// turn at the instant it started, then lifted at once) still has that page to turn.
  public var isSettled: Bool { motion.isSettledAndReported && (pageLength <= 0 || motion.physics.offset == 0) }
  /// The current page: the pager's index is its ``page``.
  public var currentIndex: Int { page }
  /// The page the pager is heading for: the one a turn in progress will complete on, or ``page``
  /// while at rest or dragged.
  public var targetPage: Int {
    guard pageLength > 0, let target = motion.physics.restingOffset else { return page }
    return page.saturatingAdd(Self.pages(in: target, pageLength: pageLength))
  }
  /// Whether a finger is down on the pages (pressed, or dragging).
  var isTouched: Bool { motion.controller.tracker.isActive }
  /// There is always a page: the item count is unbounded and ``setItemCount(_:)`` does nothing.
  public var itemCount: Int { Int.max }

  /// Feeds one pointer sample; see ``Drivable/handle(_:)``.
  public mutating func handle(_ event: DragEvent) -> GestureResponse {
    if event.phase == .began, event.isUsable {
      completeTurnInProgress(at: event.time)
    }
    let length = pageLength
    let curve = animation
    let change = motion.handle(event) { tracker, physics, time in
      // The predicted end decides, one page at most, from the current page (which a drag that began
      // mid-animation has already completed).
      let step = SnapTarget.pagerStep(projectedTranslation: tracker.predictedMainEndTranslation, pageLength: length)
      // The turn starts at the release's speed, but no faster than a finger can move a page: samples
      // microseconds apart (a broken clock, a made-up finger) would otherwise fling the spring pages
      // past its target before it comes back, and the pages would show several turns for one.
      let limit = length * Self.maximumReleaseSpeed
      let velocity = tracker.mainVelocity.clamped(to: -limit...limit)
      physics.endDrag(towards: CGFloat(step) * length, velocity: velocity, curve: curve, at: time)
    }
    // Any interaction pauses auto-advance; its interval restarts once the finger lifts.
    if change != .none { timer.interrupt() }
    if case .tapped = change { motion.events.append(.tapped(index: page)) }
    return motion.controller.response
  }

  /// A press during a page animation finishes that turn now, keeping the pages where they are shown.
  private mutating func completeTurnInProgress(at time: TimeInterval) {
    guard !motion.physics.isSettled, !motion.physics.isDragging, pageLength > 0,
      let target = motion.physics.restingOffset
    else { return }
    motion.advance(to: time)
    turn(Self.pages(in: target, pageLength: pageLength))
  }

  /// The whole number of pages nearest `offset`, limited to ``maximumScrollDistance``.
  private static func pages(in offset: CGFloat, pageLength: CGFloat) -> Int {
    let pages = (offset / pageLength).rounded()
    guard pages.isFinite else { return 0 }
    let limit = CGFloat(maximumScrollDistance)
    return Int(pages.clamped(to: -limit...limit))
  }

  /// Moves page turns forward; see ``Drivable/advance(to:)``.
  public mutating func advance(to time: TimeInterval) -> [Event] {
    motion.advance(to: time)
    if motion.physics.isSettled, pageLength > 0 {
      turn(Self.pages(in: motion.physics.offset, pageLength: pageLength))
      // At rest the current page is exactly in place: no rounding residue from a rescaled turn.
      if motion.physics.offset != 0 { motion.physics.stop(at: 0) }
    }
    if timer.isDue(at: time, canTurn: pageLength > 0, isTouched: isTouched) {
      scroll(to: targetPage.saturatingAdd(1), animation: animation, time: time)
    }
    return motion.drainEvents(index: page)
  }

  /// Whether and how often the pager turns one page forward by itself.
  public var autoAdvance: AutoAdvance {
    get { timer.setting }
    set { timer.setting = newValue }
  }

  /// When ``advance(to:)`` must next run although nothing moves: the next auto-advance (see
  /// ``PagedCarousel/nextWakeTime``).
  public var nextWakeTime: TimeInterval? {
    timer.wakeTime(clock: motion.physics.clock, canTurn: pageLength > 0, isTouched: isTouched)
  }

  /// Says whether the pager is on screen; auto-advance pauses while it is not (see
  /// ``PagedCarousel/setVisible(_:)``).
  public mutating func setVisible(_ visible: Bool) { timer.setVisible(visible) }

  /// Runs auto-advance only while `gate` allows it (see ``PagedCarousel/apply(_:)``).
  public mutating func apply(_ gate: AutoAdvanceGate) { setVisible(gate.allowsAutoAdvance) }

  /// Turns `pages` pages (negative: backward): one event each, then recentres the offset.
  private mutating func turn(_ pages: Int) {
    guard pages != 0 else { return }
    let direction: PageDirection = pages > 0 ? .forward : .backward
    for _ in 0..<pages.magnitude {
      // An Int page cannot pass Int.max; the pager stops there rather than trap.
      let (next, overflow) = page.addingReportingOverflow(pages > 0 ? 1 : -1)
      guard !overflow else { break }
      page = next
      motion.events.append(.paged(direction))
    }
    // One index change for the whole turn, however many pages it crossed.
    motion.events.update(index: page)
    motion.physics.shift(by: -CGFloat(pages) * pageLength)
  }

  /// The most pages one ``scroll(to:animation:time:)`` turns; a farther target stops this far away.
  public static let maximumScrollDistance = 100_000

  /// Turns to `target`, one ``Event/paged(_:)`` per page when the motion completes; at once when
  /// `animation` is nil. At most ``maximumScrollDistance`` pages are turned.
  public mutating func scroll(to target: Int, animation: AnimationCurve?, time: TimeInterval) {
    completeTurnInProgress(at: time)
    timer.restart(at: time)
    let (difference, overflow) = target.subtractingReportingOverflow(page)
    let limit = Self.maximumScrollDistance
    let distance = overflow ? (target > page ? limit : -limit) : difference.clamped(to: -limit...limit)
    guard pageLength > 0, animation != nil else {
      motion.programmaticMotionTookOver()
      turn(distance)
      motion.physics.stop(at: 0)
      return
    }
    motion.motionStarted()
    motion.physics.scroll(to: CGFloat(distance) * pageLength, animation: animation, at: time)
  }

  /// Sets the viewport. A page-length change rescales what is in progress — a drag keeps following
  /// the finger from the same fraction of the page, a turn keeps its target page — and reports no event.
  public mutating func setViewport(_ size: CGSize) {
    let oldLength = pageLength
    motion.viewport = size.sanitized
    guard pageLength != oldLength else { return }
    motion.physics.mode = .snapping(.lattice(spacing: pageLength), maxItemsPerFling: 1)
    if oldLength > 0, pageLength > 0 {
      motion.physics.rescale(by: pageLength / oldLength)
    } else {
      motion.physics.stop(at: 0)
    }
  }

  /// Does nothing: the pager has no end. Present for ``InteractiveComponent``.
  public mutating func setItemCount(_ count: Int) {}

  /// A horizontal pager is as tall as a page measured at the full `width`; a vertical one has no
  /// height of its own (it pages along it).
  public func idealViewportHeight(forWidth width: CGFloat, itemHeight: (_ itemWidth: CGFloat) -> CGFloat?) -> CGFloat? {
    guard axis == .horizontal else { return nil }
    let width = width.sanitizedLength
    guard width > 0, let height = itemHeight(width)?.sanitizedLength, height > 0 else { return nil }
    return height
  }

  /// The pages at least partly visible, keyed by page number (`index` may be negative).
  /// - Complexity: O(1).
  public func placements() -> [ItemPlacement] { collectedPlacements() }

  /// Replaces the contents of `result` with ``placements()``'s answer, keeping the array's storage:
  /// no allocation once it has held a frame's placements.
  public func placements(into result: inout [ItemPlacement]) {
    result.removeAll(keepingCapacity: true)
    let length = pageLength
    guard length > 0, axis.cross.length(of: viewport) > 0 else { return }
    let offset = motion.physics.offset
    let first = (offset / length).rounded(.down)
    guard first.isFinite, abs(first) < 1e15 else { return }
    result.reserveCapacity(2)
    for slot in 0..<2 {
      let relative = Int(first) + slot
      let start = CGFloat(relative) * length - offset
      guard start < length, start + length > 0 else { continue }
      let origin = axis.point(main: start, cross: 0)
      let (index, overflow) = page.addingReportingOverflow(relative)
      guard !overflow else { continue }
      result.append(ItemPlacement(index: index, frame: CGRect(origin: origin, size: viewport)))
    }
  }
}
