import Foundation

/// Pages of one or more rows that turn one at a time, with edge resistance and optional auto-advance.
///
/// A page is `viewport − (leadingInset + trailingPeek)` wide, so the next page peeks in on the
/// trailing side. Each page stacks ``rowsPerPage`` items, `rowSpacing` apart. Dragging right on the
/// first page or left on the last moves the content at ¼ of the finger. A release turns the page when
/// the finger moved more than a twentieth of a page toward a neighbour, or when momentum would carry it
/// past half a page — one page at most.
///
/// ```swift
/// // A multi-row carousel: 3 rows, insets 20 / 40, row spacing 20, a page every 3 s.
/// var rows = PagedCarousel(itemCount: 12, rowsPerPage: 3, autoAdvance: .every(3))
/// rows.setViewport(CGSize(width: 390, height: 280))   // rows are (280 − 40) / 3 = 80 tall
/// ```
public struct PagedCarousel: InteractiveComponent, SnapTrackComponent, Equatable {
  /// What the component reports: index changes, rests and taps.
  public typealias Event = ItemEvent

  /// How far content moves per point of finger travel beyond the first or last page.
  public static let edgeResistance: CGFloat = 0.25

  /// Space before the first page, in points. Default 20.
  public let leadingInset: CGFloat
  /// How much of the next page shows, in points. Default 40.
  public let trailingPeek: CGFloat
  /// Items stacked on one page. Default 1.
  public let rowsPerPage: Int
  /// Vertical space between rows, in points. Default 20.
  public let rowSpacing: CGFloat
  /// Points kept free under the rows, for what a front end draws there (page dots): the rows share
  /// the height above it. Default 0.
  public let bottomInset: CGFloat
  /// The curve pages turn with. Default `.default`, like SwiftUI's default animation.
  public let animation: AnimationCurve
  /// Whether and how often the carousel turns pages by itself.
  public var autoAdvance: AutoAdvance {
    get { timer.setting }
    set { timer.setting = newValue }
  }
  /// Suspends auto-advance when true (the system's Reduce Motion setting).
  public var reduceMotion: Bool {
    get { timer.reduceMotion }
    set { timer.reduceMotion = newValue }
  }
  /// Whether the carousel is on screen; auto-advance runs only while it is.
  public var isVisible: Bool { timer.isVisible }

  /// The number of items.
  public internal(set) var itemCount: Int
  var motion: ScrollBackedMotion<Event>
  var track = SnapTrack()
  private var dragStartPage = 0
  private var timer: AutoAdvanceTimer

  /// Creates a paged carousel of `itemCount` items. Lengths are sanitised (negative, NaN and infinite
  /// count as 0); any `rowsPerPage` is safe (at least 1).
  public init(
    itemCount: Int, rowsPerPage: Int = 1, leadingInset: CGFloat = 20, trailingPeek: CGFloat = 40,
    rowSpacing: CGFloat = 20, bottomInset: CGFloat = 0, autoAdvance: AutoAdvance = .off,
    animation: AnimationCurve = .default
  ) {
    self.itemCount = Swift.max(0, itemCount)
    self.rowsPerPage = Swift.max(1, rowsPerPage)
    self.leadingInset = leadingInset.sanitizedLength
    self.trailingPeek = trailingPeek.sanitizedLength
    self.rowSpacing = rowSpacing.sanitizedLength
    self.bottomInset = bottomInset.sanitizedLength
    timer = AutoAdvanceTimer(autoAdvance)
    self.animation = animation
    motion = ScrollBackedMotion(
      controller: ScrollController(
        axis: .horizontal,
        physics: ScrollPhysics(snapAnimation: animation, edgeResistance: .linear(Self.edgeResistance))))
    layOut()
  }

  /// The width of one page, in points.
  public var pageLength: CGFloat { Swift.max(0, viewport.width - leadingInset - trailingPeek) }
  /// The number of pages: `ceil(itemCount / rowsPerPage)`.
  public var pageCount: Int { itemCount / rowsPerPage + (itemCount % rowsPerPage == 0 ? 0 : 1) }
  /// The height of one row, in points: `(viewport height − bottomInset − (rows − 1) · rowSpacing) /
  /// rows`.
  public var rowHeight: CGFloat {
    let height = viewport.height - bottomInset - CGFloat(rowsPerPage - 1) * rowSpacing
    return Swift.max(0, height / CGFloat(rowsPerPage))
  }
  /// How far the content has scrolled, in points (page `i` rests at `i · pageLength`).
  public var offset: CGFloat { motion.physics.offset }
  /// Where the content is, in pages: ``offset`` over ``pageLength``, fractional while it moves (2.4
  /// is four tenths of the way from page 2 to page 3) — what a page indicator follows. The current
  /// page while there is no page length yet; never NaN or infinite.
  public var pageProgress: Double {
    let length = pageLength
    let progress = length > 0 ? Double(offset / length) : Double(currentIndex)
    return progress.isFinite ? progress : Double(currentIndex)
  }
  /// The page nearest its resting place (the paged carousel's index counts pages).
  public var currentIndex: Int { trackIndex }
  /// A page of ``rowsPerPage`` rows, each as tall as one measured at the page's width in a
  /// `width`-point viewport (`width − leadingInset − trailingPeek`), ``rowSpacing`` apart.
  public func idealViewportHeight(forWidth width: CGFloat, itemHeight: (_ itemWidth: CGFloat) -> CGFloat?) -> CGFloat? {
    let pageWidth = Swift.max(0, width.sanitizedLength - leadingInset - trailingPeek)
    guard pageWidth > 0, let row = itemHeight(pageWidth)?.sanitizedLength, row > 0 else { return nil }
    let rows = CGFloat(rowsPerPage)
    let height = rows * row + (rows - 1) * rowSpacing + bottomInset
    return height.isFinite ? height : nil
  }

  /// The first row of page `index`: `index × rowsPerPage`, saturating.
  public func firstItem(atIndex index: Int) -> Int { index.saturatingMultiply(by: rowsPerPage) }
  /// The page holding item `item`: `item ÷ rowsPerPage`, rounded down (negative items stay before page 0).
  public func index(showingItem item: Int) -> Int {
    item >= 0 ? item / rowsPerPage : (item + 1) / rowsPerPage - 1
  }
  /// The next time auto-advance will turn a page, if it is scheduled.
  public var nextAutoAdvanceTime: TimeInterval? { timer.next }

  /// When ``advance(to:)`` must next run although nothing moves: the next auto-advance, or — when
  /// auto-advance should run but has not been scheduled since the last interaction — the latest time
  /// seen, so a front end calls ``advance(to:)`` at once and the interval starts.
  public var nextWakeTime: TimeInterval? {
    timer.wakeTime(clock: motion.physics.clock, canTurn: pageCount > 1, isTouched: motion.controller.tracker.isActive)
  }

  /// Feeds one pointer sample; see ``Drivable/handle(_:)``.
  public mutating func handle(_ event: DragEvent) -> GestureResponse {
    let startPage = dragStartPage
    let lastPage = Swift.max(pageCount - 1, 0)
    let curve = animation
    let length = pageLength
    let change = motion.handle(event) { tracker, physics, time in
      let step = SnapTarget.pageStep(
        translation: tracker.mainTranslation, projectedTranslation: tracker.predictedMainEndTranslation,
        pageLength: length)
      let target = startPage.saturatingAdd(step).clamped(to: 0...lastPage)
      physics.endDrag(towards: CGFloat(target) * length, velocity: tracker.mainVelocity, curve: curve, at: time)
    }
    if change == .pressed { dragStartPage = currentIndex }
    // Any interaction pauses auto-advance; its interval restarts once the finger lifts.
    if change != .none { timer.interrupt() }
    if case .tapped(let point) = change { motion.recordTap(at: point, in: placements()) }
    return motion.controller.response
  }

  /// Moves page turns forward and runs auto-advance; see ``Drivable/advance(to:)``.
  public mutating func advance(to time: TimeInterval) -> [Event] {
    motion.advance(to: time)
    runAutoAdvance(at: time)
    return motion.drainEvents(index: currentIndex)
  }

  private mutating func runAutoAdvance(at time: TimeInterval) {
    guard timer.isDue(at: time, canTurn: pageCount > 1, isTouched: motion.controller.tracker.isActive) else { return }
    let next = LoopArithmetic.wrap(currentIndex.saturatingAdd(1), count: pageCount)
    scrollTrack(to: next, animation: animation, time: time)
  }

  /// Turns to page `index` (clamped) with `animation`, or at once when nil; the auto-advance interval
  /// restarts from `time`. Asked before the carousel has a viewport, it lands there without
  /// animation once it has one.
  public mutating func scroll(to index: Int, animation: AnimationCurve?, time: TimeInterval) {
    guard pageCount > 0 else { return }
    scrollTrack(to: index, animation: animation, time: time)
    timer.restart(at: time)
  }

  /// Says whether the carousel is on screen; auto-advance pauses while it is not and restarts its
  /// interval when it returns. Saying the same again changes nothing (a front end may repeat it
  /// every frame without restarting the interval).
  public mutating func setVisible(_ visible: Bool) {
    timer.setVisible(visible)
  }

  /// Runs auto-advance only while `gate` allows it (on screen, not paused, not under VoiceOver's
  /// focus, no Reduce Motion). When it may run again its interval starts afresh, so a page never
  /// turns the moment focus leaves. Applying the same gate again changes nothing.
  public mutating func apply(_ gate: AutoAdvanceGate) {
    setVisible(gate.allowsAutoAdvance)
  }

  /// Page `p` rests at `p · pageLength`, one page a release.
  var trackGeometry: SnapTrack.Geometry {
    let length = pageLength
    return SnapTrack.Geometry(
      rests: .uniform(stride: length), count: pageCount, maxItemsPerFling: 1, viewportLength: length,
      contentLength: CGFloat(pageCount) * length)
  }

  /// The most rows placed on one page: rows a fraction of a point tall (a huge ``rowsPerPage``) show
  /// only this many, so a frame costs no more than that.
  public static let maximumPlacedRows = 256

  /// The items of the visible pages, in index order.
  /// - Complexity: O(visible).
  public func placements() -> [ItemPlacement] { collectedPlacements() }

  /// Replaces the contents of `result` with ``placements()``'s answer, keeping the array's storage:
  /// no allocation once it has held a frame's placements.
  public func placements(into result: inout [ItemPlacement]) {
    result.removeAll(keepingCapacity: true)
    let length = pageLength
    guard itemCount > 0, length > 0, rowHeight > 0 else { return }
    result.reserveForOneFrame()
    forEachVisibleSlot(count: pageCount, stride: length, length: length, leading: leadingInset) { page, x in
      let (pageStart, overflow) = page.multipliedReportingOverflow(by: rowsPerPage)
      for row in 0..<Swift.min(rowsPerPage, Self.maximumPlacedRows) {
        let index = pageStart.saturatingAdd(row)
        guard !overflow, index < itemCount else { break }
        let y = CGFloat(row) * (rowHeight + rowSpacing)
        if y >= viewport.height { break }
        result.append(ItemPlacement(index: index, frame: CGRect(x: x, y: y, width: length, height: rowHeight)))
      }
    }
  }
}
