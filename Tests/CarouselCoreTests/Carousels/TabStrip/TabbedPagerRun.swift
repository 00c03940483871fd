import CarouselCore
import Foundation

/// Drives a ``TabbedPager`` as a front end would — a strip 390 × 44 above pages 390 × 600, samples
/// routed by surface and delivered as their time comes, a frame every 1/120 s — and checks what every
/// frame must keep.
struct TabbedPagerRun {
  enum Surface: Sendable { case strip, pages }

  static let stripSize = CGSize(width: 390, height: 44)
  static let pageSize = CGSize(width: 390, height: 600)
  static let frameInterval = 1.0 / 120

  var pair: TabbedPager
  var time: TimeInterval = 0
  var events: [TabbedPager.Event] = []
  /// What broke an invariant, frame by frame (empty when all held).
  var problems: [String] = []
  /// When not nil, one line per frame: time, page and progress, strip position, indicator, events.
  var log: [String]?
  private let startPage: Int
  private var lastStripOffset: CGFloat
  private var lastPagePosition: CGFloat
  private var fingerTravel: CGFloat = 0
  private var lastStripFinger: CGPoint?
  /// The strip's tabs as a front end keeps them between frames (`visibleTabs(into:)`).
  private var keptTabs: [TabSlot] = []
  private var widest: CGFloat

  init(widths: [CGFloat], spacing: CGFloat = 8, page: Int = 0) {
    pair = TabbedPager(tabWidths: widths, spacing: spacing, page: page)
    pair.setStripViewport(Self.stripSize)
    pair.setPageViewport(Self.pageSize)
    startPage = page
    lastStripOffset = pair.strip.offset
    lastPagePosition = CGFloat(page)
    widest = (widths.max() ?? 0) + spacing
  }

  var pagePosition: CGFloat { CGFloat(pair.pager.page) + pair.pager.pageOffset }

  /// Delivers `samples` (sorted by time) with frames in between, then keeps framing until `until`.
  mutating func play(_ samples: [(Surface, DragEvent)], until end: TimeInterval? = nil) {
    var pending = samples.sorted { $0.1.time < $1.1.time }[...]
    let last = Swift.max(end ?? 0, pending.last?.1.time ?? time)
    while time < last || !pending.isEmpty {
      time += Self.frameInterval
      while let (surface, sample) = pending.first, sample.time <= time {
        deliver(sample, to: surface)
        pending = pending.dropFirst()
      }
      frame()
    }
  }

  /// Frames until both are settled (or `limit` seconds pass).
  mutating func settle(limit: TimeInterval = 30) {
    let start = time
    while !pair.isSettled, time < start + limit {
      time += Self.frameInterval
      frame()
    }
    time += Self.frameInterval
    frame()
  }

  mutating func deliver(_ sample: DragEvent, to surface: Surface) {
    switch surface {
    case .strip:
      if sample.phase != .began, let previous = lastStripFinger { fingerTravel += abs(sample.location.x - previous.x) }
      lastStripFinger = sample.location
      _ = pair.handleStrip(sample)
    case .pages:
      _ = pair.handlePages(sample)
    }
  }

  /// One frame: advance, then check every invariant that holds after a frame.
  mutating func frame() {
    let frameEvents = pair.advance(to: time)
    events += frameEvents
    let strip = pair.strip
    if !strip.offset.isFinite || !strip.position.isFinite || !strip.indicatorFrame.width.isFinite {
      problems.append("t=\(time): non-finite strip \(strip.offset)")
    }
    // No jumps: the strip moves no more than the finger on it, the pages' progress (a page is at most
    // one tab's width of strip) and a spring's frame of travel.
    let moved = abs(strip.offset - lastStripOffset)
    let pageMoved = abs(pagePosition - lastPagePosition)
    let allowed = fingerTravel + widest * pageMoved + 60
    if moved > allowed {
      problems.append("t=\(time): strip jumped \(moved) pt (finger \(fingerTravel), pages \(pageMoved))")
    }
    // Every page turned is reported once: the net of the events is how far the page moved.
    let net = events.reduce(0) { total, event in
      guard case .paged(let direction) = event else { return total }
      return total + (direction == .forward ? 1 : -1)
    }
    if net != pair.pager.page - startPage {
      problems.append("t=\(time): \(net) net page events for page \(pair.pager.page) from \(startPage)")
    }
    for case .selected(let index) in frameEvents where index != pair.selectedIndex {
      problems.append("t=\(time): selected \(index) but the page shows \(pair.selectedIndex)")
    }
    strip.visibleTabs(into: &keptTabs)
    if keptTabs != strip.visibleTabs() || strip.placements() != keptTabs.map(\.placement) {
      problems.append("t=\(time): the tabs listed into a kept array differ from visibleTabs()")
    }
    if log != nil {
      let indicator = strip.indicatorFrame
      let events = frameEvents.isEmpty ? "" : "  | " + frameEvents.map { "\($0)" }.joined(separator: " ")
      log?.append(
        String(
          format: "t=%.3f page %d%+.3f  strip %.3f  indicator x %.1f w %.1f", time, pair.pager.page,
          Double(pair.pager.pageOffset), Double(strip.position), Double(indicator.minX), Double(indicator.width))
          + events)
    }
    lastStripOffset = strip.offset
    lastPagePosition = pagePosition
    fingerTravel = 0
  }

  /// The checks once everything is at rest: the centred tab is the page's category, exactly centred.
  func settledProblems() -> [String] {
    var found: [String] = []
    if !pair.isSettled { found.append("not settled after 30 s") }
    let strip = pair.strip
    if strip.currentIndex != pair.selectedIndex {
      found.append("strip centres \(strip.currentIndex), page \(pair.pager.page) is \(pair.selectedIndex)")
    }
    if abs(strip.position - strip.position.rounded()) > 1e-6 {
      found.append("strip at \(strip.position), between tabs")
    }
    if pair.pager.pageOffset != 0 { found.append("pages at offset \(pair.pager.pageOffset)") }
    let selections = events.compactMap { if case .selected(let index) = $0 { index } else { nil } }
    if zip(selections, selections.dropFirst()).contains(where: ==) { found.append("selection repeated \(selections)") }
    return found
  }

  /// The centre of the tab showing `index` nearest the strip's centre, in strip coordinates.
  func tabCentre(of index: Int) -> CGPoint? {
    let tabs = pair.strip.visibleTabs().filter { $0.placement.index == index }
    let nearest = tabs.min { abs($0.placement.frame.midX - 195) < abs($1.placement.frame.midX - 195) }
    return nearest.map { CGPoint(x: $0.placement.frame.midX, y: 22) }
  }
}
