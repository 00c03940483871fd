import Foundation

/// A looping ``TabStrip`` and a looping ``InfinitePager`` kept in step, whichever one the user moves
/// (for example category tabs above pages of articles).
///
/// Page `p` shows category `p mod tabCount`. The two stay consistent under any interleaving of input:
/// - **pages lead** while they are dragged or turning: the strip follows their continuous progress —
///   its offset and its indicator's width move between the two tabs' centres and widths as a page
///   moves between the two categories;
/// - **a tab tap** (or ``select(_:animation:time:)``) turns the pages the short way round to that
///   category, from the page they are heading for; the strip follows them there;
/// - **the strip leads** while a finger is on it and while it coasts; when it comes to rest, the pages
///   turn the short way round to the category at its centre, and lead again.
///
/// A hand-over never makes the strip jump: where the strip is shown and where the pages put it differ
/// (the strip was flung, the pages dragged meanwhile), the difference springs away while the strip
/// follows. Once both are settled the centred tab is always the current page's category. The latest
/// touch wins: a press on the pages lets go of a finger on the strip, and the other way round.
///
/// It is two surfaces driven as one ``InteractiveComponent``: given one viewport, the strip takes the
/// top ``stripHeight`` points and the pages the rest, and ``handle(_:)`` gives each touch to the
/// surface it began on — so a ``ComponentHost`` drives it like any carousel, its index being the
/// selected category. A front end that lays the two out itself routes a drag that begins on the strip
/// to ``handleStrip(_:)`` and one on the pages to ``handlePages(_:)`` and sets both viewports instead.
/// Either way it calls ``advance(to:)`` once per frame while ``isSettled`` is false, and draws
/// ``strip`` and ``pager``.
public struct TabbedPager: Sendable, Equatable {
  /// What the pair reports.
  public enum Event: Equatable, Sendable {
    /// The current page's category changed: once per change, when the pages' turn completes.
    case selected(index: Int)
    /// A page was turned: exactly one per page, when its motion completes (see ``InfinitePager``).
    case paged(PageDirection)
    /// A tab was tapped; the pages are already on their way to it.
    case tabTapped(index: Int)
    /// The page was tapped.
    case pageTapped(page: Int)
    /// The pages came to rest on this page.
    case settled(page: Int)
  }

  /// The curve pages turn with (and the strip springs with).
  public var animation: AnimationCurve { pager.animation }

  /// Who moves whom.
  private enum Leader: Sendable, Equatable {
    /// The strip shows `anchorSlot + (page − anchorPage) + pageOffset + catchUp`: slot `anchorSlot`
    /// shows page `anchorPage`'s category, and `catchUp` (tabs, springing to 0) absorbs a hand-over.
    case pages(anchorSlot: Int, anchorPage: Int, catchUp: AnimatedValue?)
    /// The strip moves by itself; the pages turn to its centred tab when it rests — unless the strip
    /// was only held while it followed the pages (`pagesInterrupted`), which then carry on.
    case strip(pagesInterrupted: Bool)
  }

  /// The tabs. Draw ``TabStrip/visibleTabs()`` and ``TabStrip/indicatorFrame``.
  public private(set) var strip: TabStrip
  /// The pages. Draw ``InfinitePager/placements()``; page `p` shows category ``tab(forPage:)``.
  public private(set) var pager: InfinitePager
  private var leader: Leader
  private var reportedSelection: Int
  /// Where the finger on the pages last was, to let go of it when the strip is pressed.
  private var lastPageLocation: CGPoint = .zero
  /// The strip's height when the pair is given one viewport (``setViewport(_:)``), in points.
  public let stripHeight: CGFloat
  /// The surface the current touch began on, when the pair routes touches itself.
  var touchedSurface: Surface?

  /// One of the pair's two surfaces.
  enum Surface: Sendable, Hashable {
    case strip, pages
  }

  /// Creates the pair showing `page` (and its category centred in the strip).
  ///
  /// - Parameters:
  ///   - tabWidths: each tab's width in points (a front end measures the titles and adds padding);
  ///     negative or non-finite widths count as 0.
  ///   - spacing: the space between tabs, in points; default 0. Negative or non-finite is 0.
  ///   - page: the page shown first, any integer (the pages go on without end both ways); default 0.
  ///     It shows category `page mod tabCount`, centred in the strip.
  ///   - pageAnimation: the curve pages turn with; the strip springs with the same one. Default
  ///     `.spring(response: 0.35, dampingFraction: 1)`.
  ///   - stripHeight: the strip's height, in points, when the pair is given one viewport
  ///     (``setViewport(_:)``); default 44. Negative or non-finite is 0.
  public init(
    tabWidths: [CGFloat], spacing: CGFloat = 0, page: Int = 0, pageAnimation: AnimationCurve = .snap,
    stripHeight: CGFloat = 44
  ) {
    self.stripHeight = stripHeight.sanitizedLength
    let category = LoopArithmetic.wrap(page, count: tabWidths.count)
    strip = TabStrip(tabWidths: tabWidths, spacing: spacing, selectedIndex: category, animation: pageAnimation)
    pager = InfinitePager(page: page, animation: pageAnimation)
    leader = .pages(anchorSlot: category, anchorPage: page, catchUp: nil)
    reportedSelection = category
    strip.show(position: CGFloat(category))
  }

  // MARK: - State

  /// The number of tabs (categories).
  public var tabCount: Int { strip.tabCount }
  /// The category page `page` shows: `page mod tabCount`.
  public func tab(forPage page: Int) -> Int { LoopArithmetic.wrap(page, count: tabCount) }
  /// The selected category: the current page's.
  public var selectedIndex: Int { tab(forPage: pager.page) }
  /// Whether nothing moves: the pages and the strip at rest, in step, no finger down.
  public var isSettled: Bool {
    guard case .pages(_, _, nil) = leader else { return false }
    return pager.isSettled && strip.isSettled
  }

  // MARK: - Input

  /// Feeds one pointer sample of a drag that began on the strip.
  public mutating func handleStrip(_ event: DragEvent) -> GestureResponse {
    if event.phase == .began, event.isUsable {
      if pager.isTouched {
        _ = pager.handle(DragEvent(phase: .cancelled, location: lastPageLocation, time: event.time))
      }
      leader = .strip(pagesInterrupted: !isStripLeading)
    }
    let response = strip.handle(event)
    // A real drag on the strip chooses a tab; a press that never moved it does not.
    if response == .tracking, case .strip(true) = leader { leader = .strip(pagesInterrupted: false) }
    return response
  }

  /// Feeds one pointer sample of a drag that began on the pages.
  public mutating func handlePages(_ event: DragEvent) -> GestureResponse {
    if event.isUsable { lastPageLocation = event.location }
    let response = pager.handle(event)
    // After the pager has completed any turn in progress, so the hand-over starts from the page shown.
    if event.phase == .began, event.isUsable, isStripLeading {
      followPages(at: event.time)
    }
    return response
  }

  /// Selects category `index` (wrapped into range): the pages turn the short way round from the page
  /// they are heading for, with `animation` or at once, and the strip follows them.
  public mutating func select(_ index: Int, animation: AnimationCurve?, time: TimeInterval) {
    let delta = tabCount > 0 ? shortestDistance(from: tab(forPage: pager.targetPage), to: index) : 0
    step(by: delta, animation: animation, time: time)
  }

  /// Turns `pages` pages (negative: back) on from the page the pages are heading for, with `animation`
  /// or at once, and the strip follows — what arrow keys, a wheel and accessibility stepping do: two
  /// quick steps turn two pages.
  public mutating func step(by pages: Int, animation: AnimationCurve?, time: TimeInterval) {
    if pages != 0 { pager.scroll(to: pager.targetPage.saturatingAdd(pages), animation: animation, time: time) }
    if isStripLeading { followPages(at: time) }
  }

  // MARK: - Time

  /// Moves both forward to `time` (seconds) and returns, in order, every event since the last call.
  public mutating func advance(to time: TimeInterval) -> [Event] {
    var events = advancePages(to: time)
    for case .tapped(let index) in strip.advance(to: time) {
      events.append(.tabTapped(index: index))
      select(index, animation: pager.animation, time: time)
    }
    if case .strip(let pagesInterrupted) = leader, strip.isSettled {
      if pagesInterrupted {
        followPages(at: time)
      } else {
        select(strip.currentIndex, animation: pager.animation, time: time)
      }
    }
    // A selection just now may have completed a turn in progress: report it in this frame too.
    // Appending even nothing to an empty array allocates a buffer: only when there is something.
    let completed = advancePages(to: time)
    if !completed.isEmpty { events += completed }
    followThePages(at: time)
    return events
  }

  /// Moves the pages to `time` and returns their events in the pair's vocabulary, the selection last.
  private mutating func advancePages(to time: TimeInterval) -> [Event] {
    var events: [Event] = []
    for event in pager.advance(to: time) {
      switch event {
      case .paged(let direction): events.append(.paged(direction))
      case .tapped(let page): events.append(.pageTapped(page: page))
      case .settled(let page): events.append(.settled(page: page))
      case .currentIndexChanged: break
      }
    }
    reportSelection(into: &events)
    return events
  }

  /// While the pages lead, puts the strip where they say.
  private mutating func followThePages(at time: TimeInterval) {
    guard case .pages(var anchorSlot, var anchorPage, var catchUp) = leader else { return }
    if let spring = catchUp, spring.isFinished(at: time) { catchUp = nil }
    if pager.isSettled, catchUp == nil {
      // Keep the numbers small: re-anchor on the page at rest.
      anchorSlot = anchorSlot.saturatingAdd(pagesSince(anchorPage))
      anchorPage = pager.page
    }
    leader = .pages(anchorSlot: anchorSlot, anchorPage: anchorPage, catchUp: catchUp)
    let position =
      CGFloat(anchorSlot) + CGFloat(pagesSince(anchorPage)) + pager.pageOffset + (catchUp?.value(at: time) ?? 0)
    strip.show(position: position)
  }

  /// Hands the lead to the pages from where the strip is shown: the slot showing the current page's
  /// category nearest there becomes the anchor, and the rest springs away.
  private mutating func followPages(at time: TimeInterval) {
    let shown = strip.position
    let nearest = LoopArithmetic.nearestSlot(to: shown - pager.pageOffset)
    let slot = nearest.saturatingAdd(shortestDistance(from: strip.tab(atSlot: nearest), to: selectedIndex))
    let difference = shown - (CGFloat(slot) + pager.pageOffset)
    // Tolerances in tabs, matching the pager's half a point at the page length, so both springs
    // (same curve, same start) end together and the strip holds still while the pages catch up.
    let length = Swift.max(pager.pageLength, 1)
    let catchUp =
      difference == 0
      ? nil
      : AnimatedValue(
        from: difference, to: 0, startTime: time, curve: pager.animation, tolerance: 0.5 / length,
        velocityTolerance: 1 / length)
    leader = .pages(anchorSlot: slot, anchorPage: pager.page, catchUp: catchUp)
    strip.show(position: shown)
  }

  // MARK: - Geometry

  /// Sets the strip's viewport: its width, and the tabs' height.
  public mutating func setStripViewport(_ size: CGSize) {
    strip.setViewport(size)
  }

  /// Sets the pages' viewport; a turn or a drag in progress carries on (see ``InfinitePager``).
  public mutating func setPageViewport(_ size: CGSize) {
    pager.setViewport(size)
  }

  /// Gives the tabs new widths (points). When the count changes, the current page's category changes
  /// with it (`page mod tabCount`), and the strip centres it at once.
  public mutating func setTabWidths(_ widths: [CGFloat]) {
    let countChanged = widths.count != tabCount
    strip.setTabWidths(widths)
    guard countChanged else { return }
    leader = .pages(anchorSlot: selectedIndex, anchorPage: pager.page, catchUp: nil)
    strip.show(position: CGFloat(selectedIndex) + pager.pageOffset)
  }

  // MARK: - Helpers

  private var isStripLeading: Bool {
    if case .strip = leader { return true }
    return false
  }

  /// Reports the current page's category when it changed.
  private mutating func reportSelection(into events: inout [Event]) {
    guard tabCount > 0, selectedIndex != reportedSelection else { return }
    reportedSelection = selectedIndex
    events.append(.selected(index: selectedIndex))
  }

  /// Whole pages from `anchorPage` to the current page (0 if that would overflow).
  private func pagesSince(_ anchorPage: Int) -> Int {
    let (pages, overflow) = pager.page.subtractingReportingOverflow(anchorPage)
    return overflow ? 0 : pages
  }

  /// The signed number of tabs from `tab` to `other` the short way round, in `−count/2...count/2`.
  private func shortestDistance(from tab: Int, to other: Int) -> Int {
    LoopArithmetic.nearestSlot(to: LoopArithmetic.distance(from: tab, to: CGFloat(other), count: tabCount))
  }
}
