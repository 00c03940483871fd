import Foundation

/// What a front end holds instead of a bare engine: the component plus everything that sits between a platform's
/// gestures, data and clock and the engine — written once, tested on Linux, used by the Gallery and the SwiftUI
/// views alike.
///
/// The host
/// - maps stable element IDs to indices: inserts, removals and reorders keep the current element in
///   place (``setElements(_:time:)``);
/// - applies an index asked for before there is a viewport — the initial one included — when the
///   first viewport arrives, without animation; the initial index is never reported (no
///   `currentIndexChanged`, no `.settled`, no page turned), whatever ran before the viewport came;
/// - writes external index changes through, animated or not (``setIndex(_:animation:time:)``,
///   ``select(_:animation:time:)``);
/// - swaps in a reconfigured component at any time, keeping the current element and a drag in
///   progress, which goes on following the finger 1:1 and keeps its decision (``reconfigure(_:time:)``);
/// - turns a gesture that vanished without `.ended` into `.cancelled` (``cancelGesture(at:)``, and
///   automatically when a new `.began` arrives over a lost one);
/// - lays the component out right to left when asked, mirroring input and placements
///   (``direction``, ``setDirection(_:time:)``);
/// - maps keys and wheel or trackpad scrolls onto the component (``press(_:animation:time:)``,
///   ``scrollWheel(_:animation:)``);
/// - says when the clock must run (``isSettled``, ``nextWakeTime``), as everything a front end drives
///   does (``Drivable``);
/// - steps for accessibility from the pending target, so two quick increments move two items;
/// - reports each change of the current index once, the clamp after the data shrank included.
///
/// ```swift
/// var host = ComponentHost(SnapCarousel(itemCount: 0), elementIDs: sections.map(\.id), initialIndex: 2)
/// host.setViewport(CGSize(width: 390, height: 260), time: now)   // section 2 is centred, no animation
/// _ = host.handle(.began(point, at: now))
/// let update = host.advance(to: now + 1.0 / 60)
/// if let index = update.currentIndex { selection = index }        // once per change
/// ```
public struct ComponentHost<Component: InteractiveComponent, ElementID: Hashable & Sendable>: Drivable {
  /// What one ``advance(to:)`` produced.
  public struct Update: Sendable {
    /// The component's events since the last update, in order.
    public var events: [Component.Event]
    /// The new current index, when it differs from the last one reported; nil otherwise.
    public var currentIndex: Int?
    /// The element now current, when ``currentIndex`` is set and names an element.
    public var currentElementID: ElementID?
  }

  /// The engine, for reading its state. Change it through the host. Its geometry is always left to
  /// right: draw ``placements()``, which the host mirrors when the ``direction`` is right to left.
  public internal(set) var component: Component
  /// The elements' IDs in data order; index `i` of the component shows `elementIDs[i]`. Empty for
  /// components without a finite data set (the endless pager).
  public private(set) var elementIDs: [ElementID]
  /// Whether the host was given elements (so indices are limited to them); false for the pager.
  private(set) var managesElements: Bool
  private(set) var indexByID: [ElementID: Int]
  /// Whether some ID is given to more than one element (the first of them answers ``index(of:)``).
  private(set) var hasRepeatedElementIDs = false
  /// Lengths measured from the items' content, by element, for a component that takes them
  /// (``measure(_:of:time:)``); nil until the first measurement.
  var measuredLengths: MeasuredItemLengths<ElementID>?
  /// The viewport last given to the component, in points, as it uses it: a negative, NaN or infinite
  /// side counts as 0.
  public private(set) var viewport: CGSize = .zero
  /// The layout direction: right to left, what comes in (pointer samples, taps, keys, wheel events)
  /// and what goes out (placements) is mirrored across the viewport's width, so the first item is at
  /// the right and a drag to the left moves back (see ``ReadingDirection``). The component itself
  /// always computes left to right. Set with ``setDirection(_:time:)``.
  public internal(set) var direction: ReadingDirection
  /// The index last reported current, an index asked for before the component had a viewport to
  /// show it in (pending), and the current index the last time the component was seen at rest (nil
  /// while that may name an item that is gone or has moved: new elements while it moves).
  private var selection: SelectionTracker
  /// Whether the pending index is the one the host started with: showing it is not news.
  private var pendingIndexIsInitial = true
  /// Where the next accessibility step counts from while a step is still on its way.
  private var stepTarget: Int?
  /// The finger that is down, as far as the host knows — a real one, or the one a wheel or trackpad
  /// scroll stands for (``wheel``).
  var gesture: HeldGesture?
  /// The continuous wheel or trackpad scroll under way, if any, fed to the component as a drag.
  var wheel = ScrollWheelDrag()
  /// Whether ``advance(to:)`` has run: from then on every event reaches the caller.
  private var hasAdvanced = false
  /// Events the component reported outside ``advance(to:)`` (before a reconfigure replaced it).
  private var undelivered: [Component.Event] = []
  /// The index the last `.settled` named, and whether the component was replaced or given another
  /// viewport or other data since: its own events cannot say that it now rests elsewhere (a
  /// replacement starts afresh; a new viewport may move the current index without any motion).
  private var lastSettledIndex: Int?
  var restMayHaveMoved = false
  /// The latest time any call has passed, in seconds.
  public var clock: TimeInterval { timeline.now }
  private var timeline = MonotonicClock()

  /// Hosts `component` showing `elementIDs`, starting at `initialIndex` once it has a viewport — or,
  /// when that is nil (the default), at the component's own current index.
  ///
  /// The component's item count is set to the number of elements; pass nil (the default) for a
  /// component whose own count rules (the endless pager), whose indices are then not limited.
  /// `direction` is the layout direction (see ``direction``).
  public init(
    _ component: Component, elementIDs: [ElementID]? = nil, initialIndex: Int? = nil,
    direction: ReadingDirection = .leftToRight
  ) {
    self.component = component
    self.direction = direction
    self.elementIDs = elementIDs ?? []
    managesElements = elementIDs != nil
    indexByID = (elementIDs ?? []).firstOffsetByElement()
    hasRepeatedElementIDs = indexByID.count < self.elementIDs.count
    if let elementIDs { self.component.setItemCount(elementIDs.count) }
    let initialIndex = initialIndex ?? self.component.currentIndex
    selection = SelectionTracker(current: initialIndex)
    let start = limited(initialIndex)
    selection.pending = start == component.currentIndex ? nil : start
    selection.rest(at: start)
  }

  /// `index` as the component can show it: wrapped on a loop, clamped otherwise, untouched when the
  /// host does not manage elements.
  private func limited(_ index: Int) -> Int {
    guard managesElements else { return index }
    // The indices that show an element (pages, on a paged carousel).
    let count = elementIDs.isEmpty ? 0 : component.index(showingItem: elementIDs.count - 1).saturatingAdd(1)
    return component.loops ? LoopArithmetic.wrap(index, count: count) : index.clampedIndex(count: count)
  }

  // MARK: - Reading

  /// The current index: the one asked for while there is no viewport yet, then the component's.
  public var currentIndex: Int { selection.index(showing: component.currentIndex) }
  /// The index the component last rested on: the current index while it rests, the one it left while
  /// it moves. What a page indicator or an app's state shows — it does not pass through every item
  /// an animation crosses.
  public var settledIndex: Int { selection.settled ?? currentIndex }
  /// The element that is current — the first of a page, on a paged carousel — or nil when there are
  /// no elements (or the index names none).
  public var currentElementID: ElementID? { element(shownAt: currentIndex) }
  /// The element of item `item` (a position in the data), or nil when out of range.
  public func element(at item: Int) -> ElementID? {
    elementIDs.indices.contains(item) ? elementIDs[item] : nil
  }
  /// The element the component shows first at its index `index` (see
  /// ``InteractiveComponent/firstItem(atIndex:)``), or nil when there is none.
  public func element(shownAt index: Int) -> ElementID? { element(at: component.firstItem(atIndex: index)) }
  /// The position in the data of element `id`, or nil when it is not shown.
  public func index(of id: ElementID) -> Int? { indexByID[id] }
  /// The component's index that shows element `id` (its page, on a paged carousel), or nil when it is
  /// not shown.
  public func index(showing id: ElementID) -> Int? { indexByID[id].map(component.index(showingItem:)) }
  /// The component's placements in its viewport, back to front — mirrored when the ``direction`` is
  /// right to left.
  public func placements() -> [ItemPlacement] {
    var result: [ItemPlacement] = []
    placements(into: &result)
    return result
  }
  /// Replaces the contents of `result` with the component's placements, keeping the array's storage
  /// (see ``InteractiveComponent/placements(into:)``); mirrored when the ``direction`` is right to
  /// left.
  public func placements(into result: inout [ItemPlacement]) {
    component.placements(into: &result)
    guard direction == .rightToLeft else { return }
    let width = viewport.width
    for position in result.indices { result[position] = result[position].drawn(direction, inWidth: width) }
  }
  /// How far `placement` (one of ``placements()``, as drawn) is from the rest position, in items —
  /// pages on a paged carousel: 0 for the item resting where the current one rests, −1 for the one
  /// before it, continuous while the content moves (see ``InteractiveComponent/phase(of:)``). The
  /// same right to left as left to right: −1 is the item before, whichever side it is drawn on.
  /// - Complexity: O(1).
  public func phase(of placement: ItemPlacement) -> Double {
    let phase = component.phase(of: placement.drawn(direction, inWidth: viewport.width))
    return phase.isFinite ? phase : 0
  }
  /// The viewport height the component looks right at for `width` points, or nil (see
  /// ``InteractiveComponent/idealViewportHeight(forWidth:)``).
  public func idealViewportHeight(forWidth width: CGFloat) -> CGFloat? {
    component.idealViewportHeight(forWidth: width)
  }
  /// Whether a finger is down on the component, as far as the host has been told.
  public var isTrackingGesture: Bool { gesture != nil }
  /// Whether the frame clock may stop: nothing moves, no news waits for ``advance(to:)`` (events of a
  /// component since replaced, a rest a new viewport or new data may have moved), and no trackpad
  /// scroll that a pause ends is under way (``scrollWheel(_:animation:)``). Its opposite,
  /// ``Drivable/wantsFrames``, is what a front end's clock runs on.
  public var isSettled: Bool {
    component.isSettled && undelivered.isEmpty && !hasMovedRestToReport
      && wheel.pauseEnd(after: Self.wheelQuietInterval) == nil
  }

  /// Whether the next ``advance(to:)`` reports a rest elsewhere than the last `.settled` named.
  private var hasMovedRestToReport: Bool {
    guard restMayHaveMoved, selection.pending == nil, let settled = lastSettledIndex else { return false }
    return settled != currentIndex
  }
  /// When to call ``advance(to:)`` although nothing moves (an auto-advance due), or nil.
  public var nextWakeTime: TimeInterval? { component.nextWakeTime }

  // MARK: - Data and geometry

  /// Shows `ids` in place of the current elements. The current element keeps its place on screen when
  /// it is still there (wherever it moved to); when it was removed, the index stays and clamps into
  /// the new range. The change is reported by the next ``advance(to:)`` if the index changed.
  /// - Complexity: O(n) in the number of elements.
  public mutating func setElements(_ ids: [ElementID], time: TimeInterval) {
    note(time)
    // The last rest may name an item that is gone or has moved: at rest the index now is the rest.
    defer { if component.isSettled { selection.rest(at: currentIndex) } else { selection.forgetRest() } }
    let currentID = currentElementID
    restMayHaveMoved = true
    elementIDs = ids
    managesElements = true
    indexByID = ids.firstOffsetByElement()
    hasRepeatedElementIDs = indexByID.count < ids.count
    component.setItemCount(ids.count)
    // Measured lengths follow their elements; those of elements gone are forgotten.
    measuredLengths?.forget(keeping: ids)
    applyMeasuredLengths(to: &component)
    guard let currentID, let newIndex = index(showing: currentID) else {
      if let pending = selection.pending { selection.pending = limited(pending) }
      return
    }
    if selection.pending != nil {
      selection.pending = newIndex
    } else if newIndex != component.currentIndex {
      component.scroll(to: newIndex, animation: nil, time: clock)
    }
    if let target = stepTarget, target != newIndex { stepTarget = nil }
  }

  /// Gives the component its viewport (points). The first usable one applies the index asked for so
  /// far, without animation: the first frame already shows it.
  public mutating func setViewport(_ size: CGSize, time: TimeInterval) {
    note(time)
    viewport = size.sanitized
    component.setViewport(viewport)
    restMayHaveMoved = true
    applyPendingIndex()
  }

  private var hasViewport: Bool { viewport.width > 0 && viewport.height > 0 }

  private mutating func applyPendingIndex() {
    guard hasViewport, let index = selection.pending else { return }
    selection.pending = nil
    component.scroll(to: index, animation: nil, time: clock)
    // The start position is not news — however many frames ran before the first viewport — so the
    // jump's events (an index change, a rest, the pager's page turns) are dropped; the index is
    // reported only if it differs from the one asked for (a clamp). An index set from outside while
    // there was no viewport reports what the same jump with one would.
    if pendingIndexIsInitial || !hasAdvanced { _ = component.advance(to: clock) }
    pendingIndexIsInitial = false
  }

  /// Replaces the component by `newComponent` — the same kind with other parameters (spacing, insets,
  /// rows, looping, auto-advance, card size) — keeping the current element, the viewport and the item
  /// count.
  ///
  /// A drag in progress carries on: the new component hears the finger's press, the sample at which
  /// the old one decided and the samples of the last ``DragTracker/velocityWindow``, so it keeps the
  /// drag's decision (a tracked drag stays the carousel's, a declined one the parent's), its
  /// translation and its velocity, and the content goes on following the finger 1:1 from where the
  /// current item rests in the new geometry. (A drag that began while the content still moved counts
  /// from that resting place too: the new geometry has no place for the old in-between position.)
  public mutating func reconfigure(_ newComponent: Component, time: TimeInterval) {
    note(time)
    // What the old component has still to report (a clamp, a rest) is delivered by the next advance.
    undelivered += component.advance(to: clock)
    restMayHaveMoved = true
    let index = currentIndex
    let target = stepTarget
    var replacement = newComponent
    if managesElements { replacement.setItemCount(elementIDs.count) }
    replacement.setViewport(viewport)
    applyMeasuredLengths(to: &replacement)
    // An index still waiting for the first viewport stays with the host; otherwise the new component
    // goes to it now (every component remembers a scroll that comes before its viewport).
    if selection.pending == nil {
      replacement.scroll(to: target ?? index, animation: nil, time: clock)
      _ = replacement.advance(to: clock)
    }
    component = replacement
    guard let held = gesture else { return }
    var response = GestureResponse.pending
    for sample in held.replay { response = component.handle(sample) }
    // A drag already given to a parent stays the parent's, even if the new component would take it
    // (another axis).
    if held.decision == .declined, response != .declined {
      gesture = nil
      _ = component.handle(.cancelled(held.latest.location, at: Swift.max(held.latest.time, clock)))
    }
  }

  /// Changes a setting of the component's own that keeps its current element — the paged carousel's
  /// visibility or Reduce Motion, for example — in place. For parameters fixed at creation, use
  /// ``reconfigure(_:time:)``.
  public mutating func modify(_ change: (inout Component) -> Void) {
    change(&component)
  }

  // MARK: - Input

  /// Feeds one pointer sample. A `.began` while the host still believes a finger is down (its end was
  /// lost) first cancels that gesture, so the engine never tracks two.
  public mutating func handle(_ event: DragEvent) -> GestureResponse {
    let event = direction == .rightToLeft ? event.mirrored(inWidth: viewport.width) : event
    if wheel.isActive {
      // A finger that goes down takes over from a wheel or trackpad scroll under way; samples of a
      // finger that never went down do not move the content the scroll holds.
      guard event.phase == .began, event.isUsable else { return .declined }
      wheel.stop()
    }
    return feed(event)
  }

  /// Feeds one sample of a real finger or of the one a wheel scroll stands for.
  mutating func feed(_ event: DragEvent) -> GestureResponse {
    note(event.time)
    // A sample the engine ignores does not change what the host believes about the finger either.
    guard event.isUsable else { return component.handle(event) }
    switch event.phase {
    case .began:
      if gesture != nil { cancelGesture(at: event.time) }
      gesture = HeldGesture(began: event)
      stepTarget = nil
      return component.handle(event)
    case .changed:
      let response = component.handle(event)
      gesture?.record(event, response: response)
      return response
    case .ended:
      // A touch that lifts without the component having taken it is a tap only when touches decide
      // taps; otherwise it is a press that ends, and the front end's tap recogniser has the say.
      let undecided = gesture?.isUndecided ?? false
      gesture = nil
      guard tapsFromTouches || !undecided else { return component.handle(.cancelled(event.location, at: event.time)) }
      return component.handle(event)
    case .cancelled:
      gesture = nil
      return component.handle(event)
    }
  }

  /// Whether a touch that lifts quickly without moving is a tap. True (the default) where nothing
  /// but the carousel can claim a tap — the Gallery's window. A front end whose items may hold
  /// controls of their own (a SwiftUI `Button` in a card) sets it to false and reports the taps its
  /// platform tap recogniser confirms through ``tap(at:time:)``: a control that handles a tap keeps
  /// it from that recogniser, so the tap never also reaches the carousel. Touches then only press
  /// (stopping motion where it is shown) and drag.
  public var tapsFromTouches = true

  /// A tap the front end's own recogniser confirmed at `location` (viewport points): the component
  /// answers it as it answers a touch that lifts without moving — `.tapped` for the item under it,
  /// or what that component does instead (the ring turns a side banner to the front). A finger the
  /// host still believes down is cancelled first. A sample that is not ``DragEvent/isUsable`` is
  /// ignored.
  public mutating func tap(at location: CGPoint, time: TimeInterval) {
    let location = direction == .rightToLeft ? location.mirrored(inWidth: viewport.width) : location
    let press = DragEvent.began(location, at: time)
    guard press.isUsable else { return }
    note(time)
    if gesture != nil { cancelGesture(at: time) }
    stepTarget = nil
    _ = component.handle(press)
    _ = component.handle(.ended(location, at: time))
  }

  /// Ends a gesture that vanished without `.ended` — the system cancelled it (a parent took over, an
  /// alert, the app went to the background): the engine hears `.cancelled` at the last location and
  /// settles. A wheel or trackpad scroll under way is cancelled too. Does nothing when no finger is
  /// down and nothing scrolls.
  public mutating func cancelGesture(at time: TimeInterval) {
    wheel.stop()
    guard let last = gesture?.latest else { return }
    note(time)
    gesture = nil
    _ = component.handle(DragEvent(phase: .cancelled, location: last.location, time: Swift.max(last.time, clock)))
  }

  // MARK: - Index

  /// Whether the system asks to reduce motion (Reduce Motion on): programmatic moves —
  /// ``setIndex(_:animation:time:)``, ``select(_:animation:time:)``, ``step(by:animation:time:)`` —
  /// then jump instead of animating. Drags keep their physics.
  public var reducesMotion = false

  /// Moves to `index` because something outside changed it (a binding, a tab, a key): with
  /// `animation`, or at once when nil or while ``reducesMotion``. Before the first viewport it is
  /// remembered instead.
  public mutating func setIndex(_ index: Int, animation: AnimationCurve?, time: TimeInterval) {
    let animation = animation?.forProgrammaticMove(reducingMotion: reducesMotion)
    note(time)
    guard hasViewport else {
      selection.pending = limited(index)
      pendingIndexIsInitial = false
      return
    }
    stepTarget = animation == nil ? nil : index
    component.scroll(to: index, animation: animation, time: clock)
  }

  /// Moves to element `id` (to its page, on a paged carousel), like ``setIndex(_:animation:time:)``;
  /// an unknown ID does nothing.
  public mutating func select(_ id: ElementID, animation: AnimationCurve?, time: TimeInterval) {
    guard let index = index(showing: id) else { return }
    setIndex(index, animation: animation, time: time)
  }

  /// One accessibility step forward (`+1`) or back (`−1`) — or more — counted from where the last
  /// step is going, not from where the component is now, so quick steps accumulate. Past either end
  /// it wraps on components that loop and stops on the others.
  public mutating func step(by delta: Int, animation: AnimationCurve?, time: TimeInterval) {
    let animation = animation?.forProgrammaticMove(reducingMotion: reducesMotion)
    let base = stepTarget ?? currentIndex
    let target = limited(base.saturatingAdd(delta))
    setIndex(target, animation: animation, time: time)
    if animation != nil { stepTarget = target }
  }

  /// The accessibility value: `describe` names the current index and element (for example
  /// "Tokyo, 3 of 6").
  public func accessibilityValue(_ describe: (Int, ElementID?) -> String) -> String {
    describe(currentIndex, currentElementID)
  }

  // MARK: - Time

  /// Moves the component to `time` and returns its events and, once per change, the new index.
  public mutating func advance(to time: TimeInterval) -> Update {
    endPausedWheelScroll(by: time)
    note(time)
    hasAdvanced = true
    var events = undelivered + component.advance(to: clock)
    undelivered = []
    if component.isSettled { stepTarget = nil }
    for event in events { if let settled = event.settledIndex { lastSettledIndex = settled } }
    let index = currentIndex
    if component.isSettled { selection.rest(at: index) }
    // A component that comes to rest elsewhere than it last said it rested — replaced, resized or
    // given new data — says so.
    if restMayHaveMoved, component.isSettled, selection.pending == nil {
      if hasMovedRestToReport { events.append(Component.Event.settled(index: index)) }
      restMayHaveMoved = false
      lastSettledIndex = index
    }
    guard selection.move(to: index) != nil else {
      return Update(events: events, currentIndex: nil, currentElementID: nil)
    }
    return Update(events: events, currentIndex: index, currentElementID: element(shownAt: index))
  }

  mutating func note(_ time: TimeInterval) {
    timeline.advance(to: time)
  }
}

// Here rather than in a file of its own: Swift synthesises `==` only in the type's own file. Equal
// hosts draw the same frame and answer the same input alike, so a store can keep one in its state.
extension ComponentHost: Equatable where Component: Equatable {}
