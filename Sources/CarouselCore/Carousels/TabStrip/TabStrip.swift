import Foundation

/// A strip of category tabs that loops without end, its selected tab stopping at the centre.
///
/// Tabs have widths of their own (a front end measures each title and adds padding) and ``spacing``
/// between them. The strip repeats the tabs in both directions as far as the viewport needs, for any
/// count — one tab, two, or a dozen.
///
/// ``position`` is continuous, in tabs: at a whole position `k` the strip centres *slot* `k`, which
/// shows tab `k mod tabCount`; between two whole positions it moves linearly between the two tabs'
/// centres. A drag scrolls the strip freely with momentum; the release lands a tab exactly at the
/// centre (the momentum is aimed at the nearest centre to where it would have coasted), and that tab
/// becomes ``selectedIndex``, reported once by ``Event/selected(index:)``.
///
/// To keep the strip in step with pages, hold a ``TabbedPager`` rather than a bare strip.
///
/// ```swift
/// var strip = TabStrip(tabWidths: titles.map { measure($0) + 32 }, spacing: 8)
/// strip.setViewport(CGSize(width: 390, height: 44))
/// for event in strip.advance(to: now) {
///   if case .selected(let tab) = event { showCategory(tab) }
/// }
/// ```
public struct TabStrip: InteractiveComponent, ScrollBackedComponent, Equatable {
  /// What the strip reports.
  public enum Event: CarouselEvent {
    /// The strip came to rest with a different tab centred: that tab is now selected.
    case selected(index: Int)
    /// The centred tab changed, during a drag or an animation.
    case currentIndexChanged(from: Int, to: Int)
    /// Motion came to rest with this tab centred.
    case settled(index: Int)
    /// A tab was tapped (a front end usually selects it: ``scroll(to:animation:time:)``).
    case tapped(index: Int)

    /// The shared vocabulary; `.selected` is ``CarouselEventKind/other``.
    public var kind: CarouselEventKind {
      switch self {
      case .selected: .other
      case .currentIndexChanged(let from, let to): .currentIndexChanged(from: from, to: to)
      case .settled(let index): .settled(index: index)
      case .tapped(let index): .tapped(index: index)
      }
    }
  }

  /// The curve the strip snaps and turns to a tab with. Default `.spring(response: 0.35,
  /// dampingFraction: 1)`.
  public let animation: AnimationCurve
  /// The thickness of the selection indicator under the tabs, in points. Default 3.
  public let indicatorThickness: CGFloat
  /// The tab last selected: the one centred when the strip last came to rest.
  public private(set) var selectedIndex: Int
  private(set) var geometry: TabStripGeometry
  var motion: ScrollBackedMotion<Event>
  /// Whether the offset is set from outside (``show(position:)``, a ``TabbedPager`` following its
  /// pages) rather than by the strip's own motion, which then does not snap.
  private(set) var isFollowing = false

  /// Creates a strip of tabs `tabWidths` points wide (non-finite or negative widths count as 0),
  /// `spacing` points apart, with tab `selectedIndex` (wrapped into range) centred.
  public init(
    tabWidths: [CGFloat], spacing: CGFloat = 0, selectedIndex: Int = 0, animation: AnimationCurve = .snap,
    indicatorThickness: CGFloat = 3
  ) {
    geometry = TabStripGeometry(widths: tabWidths, spacing: spacing)
    self.animation = animation
    self.indicatorThickness = indicatorThickness.sanitizedLength
    let selected = LoopArithmetic.wrap(selectedIndex, count: tabWidths.count)
    self.selectedIndex = selected
    motion = ScrollBackedMotion(
      controller: ScrollController(
        axis: .horizontal, physics: ScrollPhysics(mode: .free, snapAnimation: animation, isUnbounded: true)),
      index: selected)
    motion.physics.stop(at: geometry.offset(atPosition: CGFloat(selected)))
  }

  // MARK: - State

  /// The number of tabs.
  public var tabCount: Int { geometry.count }
  /// The number of tabs: ``InteractiveComponent``'s name for ``tabCount``.
  public var itemCount: Int { geometry.count }
  /// Each tab's width, in points (sanitised).
  public var tabWidths: [CGFloat] { geometry.widths }
  /// The space between neighbouring tabs, in points.
  public var spacing: CGFloat { geometry.spacing }
  /// How far the strip has scrolled, in points; 0 centres slot 0.
  public var offset: CGFloat { motion.physics.offset }
  /// Where the strip is, in tabs: slot `k` is centred at position `k` (see the type's discussion).
  public var position: CGFloat { geometry.position(atOffset: offset) }
  /// The tab shown at `slot`: `slot mod tabCount`.
  func tab(atSlot slot: Int) -> Int { geometry.tab(atSlot: slot) }
  /// The tab nearest the centre now.
  public var currentIndex: Int { geometry.tab(atSlot: LoopArithmetic.nearestSlot(to: position)) }
  /// The strip loops: past the last tab comes the first.
  public var loops: Bool { true }
  /// Whether no motion is pending and no finger is down: at rest with a tab centred (a strip that
  /// stopped between two will snap on the next ``advance(to:)``), or held where a ``TabbedPager`` following its pages put it.
  public var isSettled: Bool { motion.isSettledAndReported && (isFollowing || centredOffset == nil) }

  /// The offset that would centre the nearest tab, when the strip is not already there; nil when it
  /// is, or there is nothing to centre.
  private var centredOffset: CGFloat? {
    guard tabCount > 0 else { return nil }
    let centred = geometry.offset(atPosition: CGFloat(LoopArithmetic.nearestSlot(to: position)))
    return centred == offset ? nil : centred
  }
  /// Whether a finger is down on the strip (pressed, or dragging).
  var isTouched: Bool { motion.controller.tracker.isActive }

  /// The selection indicator, in viewport coordinates: centred, at the bottom, as wide as the centred
  /// tab — between two tabs, its width interpolated between theirs. Empty without tabs or viewport.
  public var indicatorFrame: CGRect {
    guard tabCount > 0, viewport.width > 0, viewport.height > 0 else { return .zero }
    let width = geometry.width(atPosition: position)
    let thickness = Swift.min(indicatorThickness, viewport.height)
    return CGRect(x: viewport.width / 2 - width / 2, y: viewport.height - thickness, width: width, height: thickness)
  }

  // MARK: - Input and time

  /// Feeds one pointer sample; see ``Drivable/handle(_:)``. A press takes the strip back
  /// from whatever it was following.
  public mutating func handle(_ event: DragEvent) -> GestureResponse {
    if event.phase == .began, event.isUsable { isFollowing = false }
    let geometry = geometry
    let curve = animation
    let change = motion.handle(event) { tracker, physics, time in
      // Where momentum would carry the strip, moved to the nearest tab's centre.
      let projected = physics.offset + physics.decelerationRate.projection(ofVelocity: -tracker.mainVelocity)
      let slot = LoopArithmetic.nearestSlot(to: geometry.position(atOffset: projected))
      let target = geometry.offset(atPosition: CGFloat(slot))
      physics.endDrag(coastingTo: target, velocity: tracker.mainVelocity, curve: curve, at: time)
    }
    if case .tapped(let point) = change { motion.recordTap(at: point, in: placements()) }
    return motion.controller.response
  }

  /// Moves the strip forward; see ``Drivable/advance(to:)``. A strip that stopped between
  /// two tabs (a cancelled drag, a tap) snaps to the nearest one.
  public mutating func advance(to time: TimeInterval) -> [Event] {
    motion.advance(to: time)
    if motion.isSettled, !isFollowing, let centred = centredOffset {
      motion.events.motionStarted()
      motion.physics.scroll(to: centred, animation: animation, at: time)
    }
    if isSettled, !isFollowing, tabCount > 0, currentIndex != selectedIndex {
      selectedIndex = currentIndex
      motion.events.update(index: currentIndex)
      motion.events.append(.selected(index: selectedIndex))
    }
    return motion.drainEvents(index: currentIndex)
  }

  /// Centres tab `index` (wrapped into range) the short way round, with `animation` or at once.
  public mutating func scroll(to index: Int, animation: AnimationCurve?, time: TimeInterval) {
    guard tabCount > 0 else { return }
    motion.advance(to: time)
    isFollowing = false
    let target = LoopArithmetic.target(for: index, from: position, count: tabCount)
    motion.motionStarted()
    motion.physics.scroll(to: geometry.offset(atPosition: target), animation: animation, at: time)
  }

  /// Puts the strip at `position` (tabs) at once and keeps it there — no snapping — until the next
  /// press or ``scroll(to:animation:time:)``: how a ``TabbedPager`` makes the strip follow its pages.
  /// A finger on the strip is released where it is.
  mutating func show(position: CGFloat) {
    motion.programmaticMotionTookOver()
    isFollowing = true
    motion.physics.stop(at: geometry.offset(atPosition: position))
  }

  /// Ends ``show(position:)``: the strip is its own again, and settles on the nearest tab.
  mutating func stopFollowing() {
    isFollowing = false
  }

  // MARK: - Geometry

  /// The viewport's height, in points: the tabs'.
  var viewportHeight: CGFloat { viewport.height }
  /// The viewport, in points, as the strip uses it.
  public var viewportSize: CGSize { viewport }

  /// The viewport's width is the strip's (its height the tabs').
  mutating func layOut() {
    motion.physics.setViewportLength(viewport.width)
  }

  /// Sets the number of tabs; widths are cut, or extended with the last tab's width (44 points when
  /// there were none).
  public mutating func setItemCount(_ count: Int) {
    let count = Swift.max(0, count)
    var widths = Array(geometry.widths.prefix(count))
    if widths.count < count {
      // One array of `count` widths is what the strip holds anyway; a count beyond any real tab bar is
      // clamped so a bad value cannot exhaust memory.
      let missing = Swift.min(count, Self.maximumTabCount) - widths.count
      if missing > 0 { widths += repeatElement(widths.last ?? 44, count: missing) }
    }
    setTabWidths(widths)
    motion.events.dropTaps(atOrPast: tabCount)
  }

  /// The most tabs a strip holds (65,536); a longer list is cut.
  public static let maximumTabCount = 1 << 16

  /// Gives the tabs new widths (points) — new titles, another font size, more or fewer tabs — keeping
  /// the same slot centred, or the same fraction of the way between two.
  public mutating func setTabWidths(_ widths: [CGFloat]) {
    let kept = Array(widths.prefix(Self.maximumTabCount))
    let oldCount = tabCount
    let oldPosition = position
    geometry = TabStripGeometry(widths: kept, spacing: geometry.spacing)
    guard tabCount > 0 else {
      motion.physics.stop(at: 0)
      selectedIndex = 0
      return
    }
    // A different count changes which slot shows which tab: keep the centred tab, on copy 0.
    let position = oldCount == tabCount ? oldPosition : CGFloat(LoopArithmetic.wrap(currentIndex, count: tabCount))
    motion.physics.stop(at: geometry.offset(atPosition: position))
    selectedIndex = LoopArithmetic.wrap(selectedIndex, count: tabCount)
  }

  /// The most tabs placed in one viewport: tabs a fraction of a point wide show only this many (and
  /// the walk across the viewport stops after four times as many slots, empty tabs included).
  public static let maximumPlacedTabs = 1_024

  /// The tabs at least partly visible, left to right, each with its slot.
  /// - Complexity: O(log tabCount + visible).
  public func visibleTabs() -> [TabSlot] {
    var tabs: [TabSlot] = []
    visibleTabs(into: &tabs)
    return tabs
  }

  /// Replaces the contents of `result` with ``visibleTabs()``'s answer, keeping the array's storage:
  /// no allocation once it has held a frame's tabs.
  /// - Complexity: O(log tabCount + visible).
  public func visibleTabs(into result: inout [TabSlot]) {
    result.removeAll(keepingCapacity: true)
    result.reserveCapacity(tabsPerViewport)
    forEachVisibleTab { result.append($0) }
  }

  /// The visible tabs, left to right; see ``visibleTabs()`` for their slots.
  public func placements() -> [ItemPlacement] { collectedPlacements() }

  /// Replaces the contents of `result` with ``placements()``'s answer, keeping the array's storage.
  public func placements(into result: inout [ItemPlacement]) {
    result.removeAll(keepingCapacity: true)
    result.reserveCapacity(tabsPerViewport)
    forEachVisibleTab { result.append($0.placement) }
  }

  /// About a viewport of average tabs, plus the two cut at the edges: room for a frame's tabs, so
  /// that listing them allocates at most once.
  private var tabsPerViewport: Int {
    guard tabCount > 0, geometry.period > 0 else { return 0 }
    let averageTab = geometry.period / CGFloat(tabCount)
    return Int((viewport.width / averageTab).clamped(to: 0...CGFloat(Self.maximumPlacedTabs))) + 3
  }

  /// Calls `body` with each tab at least partly visible, left to right, at most
  /// ``maximumPlacedTabs`` of them.
  private func forEachVisibleTab(_ body: (TabSlot) -> Void) {
    guard tabCount > 0, geometry.period > 0, viewport.width > 0, viewport.height > 0 else { return }
    let centre = viewport.width / 2
    let leftmost = geometry.position(atOffset: offset - centre).rounded(.down)
    guard leftmost.isFinite, abs(leftmost) < 1e15 else { return }
    var slot = Int(leftmost) - 1
    var placed = 0
    // Empty tabs take no place but cost a step: the walk is bounded too, so a strip of zero-width
    // tabs a point apart across a huge viewport still answers at once.
    for _ in 0..<(4 * Self.maximumPlacedTabs) {
      guard placed < Self.maximumPlacedTabs else { break }
      let width = geometry.widths[geometry.tab(atSlot: slot)]
      let midX = centre + geometry.offset(atPosition: CGFloat(slot)) - offset
      let minX = midX - width / 2
      if minX >= viewport.width { break }
      if minX + width > 0, width > 0 {
        let frame = CGRect(x: minX, y: 0, width: width, height: viewport.height)
        body(TabSlot(slot: slot, placement: ItemPlacement(index: geometry.tab(atSlot: slot), frame: frame)))
        placed += 1
      }
      slot += 1
    }
  }
}
