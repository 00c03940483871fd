import Foundation

/// Pages of one or more rows that turn one at a time, with edge resistance and optional auto-advance
/// (SPEC §4.3).
///
/// A page is `viewport − (leadingInset + trailingPeek)` wide, so the next page peeks in on the
/// trailing side. Each page stacks ``rowsPerPage`` items, `rowSpacing` apart. Dragging right on the
/// first page or left on the last moves the content at ¼ of the finger. A release turns the page when
/// the finger moved more than a twentieth of a page toward a neighbour, or when momentum would carry it
/// past half a page — one page at most.
///
/// ```swift
/// // The seed's multi-row carousel: 3 rows, insets 20 / 40, row spacing 20, a page every 3 s.
/// var rows = PagedCarousel(itemCount: 12, rowsPerPage: 3, autoAdvance: .every(3))
/// rows.setViewport(CGSize(width: 390, height: 280))   // rows are (280 − 40) / 3 = 80 tall
/// ```
public struct PagedCarousel: InteractiveComponent {
  /// What the carousel reports; indices are page numbers, except for taps (item indices).
  public enum Event: CarouselEvent {
    /// The current page changed.
    case currentIndexChanged(from: Int, to: Int)
    /// Motion came to rest on this page.
    case settled(index: Int)
    /// An item (not a page) was tapped.
    case tapped(index: Int)
  }

  /// How far content moves per point of finger travel beyond the first or last page.
  public static let edgeResistance: CGFloat = 0.25

  /// Space before the first page, in points (seed's horizontalSpacing: 20).
  public let leadingInset: CGFloat
  /// How much of the next page shows, in points (seed's trailingSpacing: 40).
  public let trailingPeek: CGFloat
  /// Items stacked on one page (seed's groupSize: 3).
  public let rowsPerPage: Int
  /// Vertical space between rows, in points (seed: 20).
  public let rowSpacing: CGFloat
  /// The curve pages turn with. Default `.default`, as the seed uses SwiftUI's default animation.
  public let animation: AnimationCurve
  /// Whether and how often the carousel turns pages by itself.
  public var autoAdvance: AutoAdvance {
    didSet { nextAutoAdvance = nil }
  }
  /// Suspends auto-advance when true (the system's Reduce Motion setting).
  public var reduceMotion = false {
    didSet { nextAutoAdvance = nil }
  }
  /// Whether the carousel is on screen; auto-advance runs only while it is.
  public private(set) var isVisible = true

  /// The number of items.
  public private(set) var itemCount: Int
  private var viewport: CGSize = .zero
  private var controller: ScrollController
  private var events: EventRecorder<Event>
  private var dragStartPage = 0
  private var nextAutoAdvance: TimeInterval?

  /// Creates a paged carousel of `itemCount` items.
  public init(
    itemCount: Int, rowsPerPage: Int = 1, leadingInset: CGFloat = 20, trailingPeek: CGFloat = 40,
    rowSpacing: CGFloat = 20, autoAdvance: AutoAdvance = .off, animation: AnimationCurve = .default
  ) {
    self.itemCount = Swift.max(0, itemCount)
    self.rowsPerPage = Swift.max(1, rowsPerPage)
    self.leadingInset = leadingInset.sanitizedLength
    self.trailingPeek = trailingPeek.sanitizedLength
    self.rowSpacing = rowSpacing.sanitizedLength
    self.autoAdvance = autoAdvance
    self.animation = animation
    controller = ScrollController(
      axis: .horizontal,
      physics: ScrollPhysics(snapAnimation: animation, edgeResistance: .linear(Self.edgeResistance)))
    events = EventRecorder()
    updateGeometry(keeping: 0)
  }

  /// The width of one page, in points.
  public var pageLength: CGFloat { Swift.max(0, viewport.width - leadingInset - trailingPeek) }
  /// The number of pages: `ceil(itemCount / rowsPerPage)`.
  public var pageCount: Int { (itemCount + rowsPerPage - 1) / rowsPerPage }
  /// The height of one row, in points: `(viewport height − (rows − 1) · rowSpacing) / rows`.
  public var rowHeight: CGFloat {
    Swift.max(0, (viewport.height - CGFloat(rowsPerPage - 1) * rowSpacing) / CGFloat(rowsPerPage))
  }
  /// How far the content has scrolled, in points (page `i` rests at `i · pageLength`).
  public var offset: CGFloat { controller.physics.offset }
  /// Whether no motion is pending (auto-advance may still start one later).
  public var isSettled: Bool { controller.physics.isSettled }
  /// The page nearest its resting place.
  public var currentPage: Int { controller.physics.nearestSnapIndex ?? 0 }
  /// The next time auto-advance will turn a page, if it is scheduled.
  public var nextAutoAdvanceTime: TimeInterval? { nextAutoAdvance }

  /// Feeds one pointer sample; see ``InteractiveComponent/handle(_:)``.
  public mutating func handle(_ event: DragEvent) -> GestureResponse {
    let startPage = dragStartPage
    let threshold = pageLength / 20
    let halfPage = pageLength / 2
    let lastPage = Swift.max(pageCount - 1, 0)
    let curve = animation
    let length = pageLength
    let change = controller.handle(event) { tracker, physics, time in
      let moved = tracker.mainTranslation
      let projected = tracker.predictedMainEndTranslation
      var target = startPage
      if moved < -threshold || projected < -halfPage { target = startPage + 1 }
      if moved > threshold || projected > halfPage { target = startPage - 1 }
      target = Swift.min(Swift.max(target, 0), lastPage)
      physics.endDrag(towards: CGFloat(target) * length, velocity: tracker.mainVelocity, curve: curve, at: time)
    }
    if change == .pressed { dragStartPage = currentPage }
    // Any interaction pauses auto-advance; its interval restarts once the finger lifts.
    if change != .none { nextAutoAdvance = nil }
    if case .tapped(let point) = change, let index = placements().hitTest(point) {
      events.append(.tapped(index: index))
    }
    return controller.response
  }

  /// Moves page turns forward and runs auto-advance; see ``InteractiveComponent/advance(to:)``.
  public mutating func advance(to time: TimeInterval) -> [Event] {
    controller.physics.advance(to: time)
    runAutoAdvance(at: time)
    events.update(index: currentPage, isSettled: isSettled)
    return events.drain()
  }

  private mutating func runAutoAdvance(at time: TimeInterval) {
    guard let interval = autoAdvance.interval, isVisible, !reduceMotion, pageCount > 1, time.isFinite,
      !controller.tracker.isActive
    else {
      nextAutoAdvance = nil
      return
    }
    guard let due = nextAutoAdvance else {
      nextAutoAdvance = time + interval
      return
    }
    guard time >= due else { return }
    let next = (currentPage + 1) % pageCount
    events.motionStarted()
    controller.physics.scroll(to: CGFloat(next) * pageLength, animation: animation, at: time)
    nextAutoAdvance = time + interval
  }

  /// Turns to page `index` (clamped) with `animation`, or at once when nil; the auto-advance interval
  /// restarts from `time`.
  public mutating func scroll(to index: Int, animation: AnimationCurve?, time: TimeInterval) {
    guard pageCount > 0 else { return }
    events.motionStarted()
    let page = Swift.min(Swift.max(index, 0), pageCount - 1)
    controller.physics.scroll(to: CGFloat(page) * pageLength, animation: animation, at: time)
    nextAutoAdvance = autoAdvance.interval.map { time + $0 }
  }

  /// Says whether the carousel is on screen; auto-advance pauses while it is not and restarts its
  /// interval when it returns.
  public mutating func setVisible(_ visible: Bool) {
    isVisible = visible
    nextAutoAdvance = nil
  }

  /// Sets the viewport; the current page stays current at the new size.
  public mutating func setViewport(_ size: CGSize) {
    let page = currentPage
    viewport = size.sanitized
    updateGeometry(keeping: page)
  }

  /// Sets the number of items; a page past the end clamps to the last page.
  public mutating func setItemCount(_ count: Int) {
    let page = currentPage
    itemCount = Swift.max(0, count)
    updateGeometry(keeping: Swift.min(page, Swift.max(pageCount - 1, 0)))
  }

  private mutating func updateGeometry(keeping page: Int) {
    let wasSettled = controller.physics.isSettled
    controller.physics.mode = .snapping(.uniform(first: 0, spacing: pageLength, count: pageCount))
    controller.physics.setViewportLength(pageLength)
    controller.physics.setContentLength(CGFloat(pageCount) * pageLength)
    if wasSettled {
      controller.physics.scroll(to: CGFloat(page) * pageLength, animation: nil, at: controller.physics.clock)
    }
  }

  /// The items of the visible pages, in index order.
  /// - Complexity: O(visible).
  public func placements() -> [ItemPlacement] {
    guard itemCount > 0, pageLength > 0, rowHeight > 0 else { return [] }
    let firstPage = Swift.max(0, Int(((offset - leadingInset) / pageLength).rounded(.down)))
    var result: [ItemPlacement] = []
    var page = firstPage
    while page < pageCount {
      let x = leadingInset + CGFloat(page) * pageLength - offset
      if x >= viewport.width { break }
      if x + pageLength > 0 {
        for row in 0..<rowsPerPage {
          let index = page * rowsPerPage + row
          guard index < itemCount else { break }
          let y = CGFloat(row) * (rowHeight + rowSpacing)
          result.append(ItemPlacement(index: index, frame: CGRect(x: x, y: y, width: pageLength, height: rowHeight)))
        }
      }
      page += 1
    }
    return result
  }
}
