import Foundation

/// The pair as one component: its items are the categories (the tabs), its index the selected one, its placements
/// the pages under the strip; a touch goes to the surface it began on.
extension TabbedPager: InteractiveComponent {
  /// Feeds one pointer sample in the pair's viewport (the strip on top, the pages below): a touch
  /// belongs to the surface it began on until it ends, and samples for the pages are moved into
  /// their own coordinates. A sample with no touch down is ignored.
  public mutating func handle(_ event: DragEvent) -> GestureResponse {
    if event.phase == .began, event.isUsable {
      touchedSurface = event.location.y < stripHeight ? .strip : .pages
    }
    guard let surface = touchedSurface else { return .declined }
    if event.isUsable, event.phase == .ended || event.phase == .cancelled { touchedSurface = nil }
    switch surface {
    case .strip:
      return handleStrip(event)
    case .pages:
      // A sample the pair ignores reaches the pages as it is: moved up by the strip's height, a point
      // just beyond reach (DragEvent.largestCoordinate) would come within it.
      guard event.isUsable else { return handlePages(event) }
      return handlePages(DragEvent(phase: event.phase, location: pageLocation(event.location), time: event.time))
    }
  }

  /// The pages' placements, in the pair's viewport (below the strip). Draw ``strip`` above them.
  public func placements() -> [ItemPlacement] { collectedPlacements() }

  /// Replaces the contents of `result` with ``placements()``'s answer, keeping the array's storage.
  public func placements(into result: inout [ItemPlacement]) {
    pager.placements(into: &result)
    let top = stripTop
    for position in result.indices { result[position].frame.origin.y += top }
  }

  /// Gives the strip the top ``stripHeight`` points of `size` and the pages the rest.
  public mutating func setViewport(_ size: CGSize) {
    let size = size.sanitized
    let strip = Swift.min(stripHeight, size.height)
    setStripViewport(CGSize(width: size.width, height: strip))
    setPageViewport(CGSize(width: size.width, height: size.height - strip))
  }

  /// Sets the number of categories: the tabs' widths are cut, or extended with the last tab's.
  public mutating func setItemCount(_ count: Int) {
    var resized = strip
    resized.setItemCount(count)
    guard resized.tabWidths != strip.tabWidths else { return }
    setTabWidths(resized.tabWidths)
  }

  /// Selects category `index` (see ``select(_:animation:time:)``).
  public mutating func scroll(to index: Int, animation: AnimationCurve?, time: TimeInterval) {
    select(index, animation: animation, time: time)
  }

  /// The selected category: the current page's.
  public var currentIndex: Int { selectedIndex }
  /// The strip's viewport in the pair's (its top ``stripHeight`` points), in points.
  public var stripViewport: CGSize { strip.viewportSize }
  /// Categories loop: past the last comes the first.
  public var loops: Bool { true }

  /// Where the strip ends and the pages begin, in the pair's viewport.
  private var stripTop: CGFloat { strip.viewportHeight }

  private func pageLocation(_ location: CGPoint) -> CGPoint {
    CGPoint(x: location.x, y: location.y - stripTop)
  }
}

extension TabbedPager.Event: CarouselEvent {
  /// The selection changed to `to` (the pair reports it as ``selected(index:)``, when a turn
  /// completes).
  public static func currentIndexChanged(from: Int, to: Int) -> Self { .selected(index: to) }
  /// The pair rests with category `index` selected: ``selected(index:)``.
  public static func settled(index: Int) -> Self { .selected(index: index) }
  /// Category `index` was tapped: ``tabTapped(index:)``.
  public static func tapped(index: Int) -> Self { .tabTapped(index: index) }

  /// A new selection is where the pair comes to rest; a tab tapped is an item tapped; the pages'
  /// own turns, taps and rests are the pair's alone.
  public var kind: CarouselEventKind {
    switch self {
    case .selected(let index): .settled(index: index)
    case .tabTapped(let index): .tapped(index: index)
    case .paged, .pageTapped, .settled: .other
    }
  }
}
