import Foundation

/// Everything a SwiftUI carousel view does with its ``ComponentHost`` between SwiftUI's callbacks, as a plain
/// value tested on Linux: the view keeps one (in a reference it holds in `@State`) and only forwards.
///
/// - ``update(component:data:id:time:)`` takes what the view was given this time — the component
///   as its parameters build it, and its data — and passes on only what changed: a new component
///   reconfigures the host (keeping the current element and a drag in progress), new IDs go to
///   ``ComponentHost/setElements(_:time:)``. A parent that re-renders with the same array costs O(1)
///   (see ``ElementIDSnapshot``).
/// - ``frame(at:)`` is what one display frame draws: the host advanced to that time and its
///   placements keyed by element. It is safe to call during a view update: it changes no view state,
///   and the events it produced wait in an outbox for ``takeEvents()``, which the view calls once the
///   update is over — so a frame is rendered once, not once for the tick and again for the state
///   the tick changed.
@_spi(FrontEnd)
public struct CarouselDriver<Component: InteractiveComponent & Equatable, ElementID: Hashable & Sendable> {
  /// The host; touches, taps, steps and index changes go straight to it.
  public var host: ComponentHost<Component, ElementID>
  /// The component as the view's parameters built it last.
  @usableFromInline var builtFrom: Component
  @usableFromInline var snapshot = ElementIDSnapshot<ElementID>()
  /// Events produced by frames and not yet taken by the view.
  private var outbox: [Component.Event] = []
  /// Index changes not yet taken: the latest one, if any.
  private var reportedIndex: Int?
  /// What the clock was last told the host needs (``schedule(frameInterval:)``).
  private var scheduledNeed: FrameSchedule.Need?

  /// What one frame draws.
  public struct Frame {
    /// One item drawn.
    public struct Item {
      /// Where and how the item is drawn.
      public var placement: ItemPlacement
      /// The identity its view is keyed by.
      public var id: PlacementIdentity<ElementID>
      /// Whether VoiceOver reaches it: a person can see it (see
      /// ``Swift/Array/accessibleIndices(in:)``) and, where the same item shows more than once (a
      /// looping strip's copies), it is the copy nearest the centre.
      public var isAccessible: Bool
      /// How far it is from the rest position, in items (``ComponentHost/phase(of:)``): what its view
      /// reads to scale or fade itself.
      public var phase: Double
    }

    /// The items, back to front.
    public var items: [Item]

    /// A frame of `items`.
    public init(items: [Item]) {
      self.items = items
    }
  }

  /// A driver for `component`, showing `data` (each element's ID given by `id`, with its offset) or —
  /// when `data` is nil — a component whose own count rules (the endless pager); starting at
  /// `initialIndex`, or at the element `initialID` names when that is shown.
  /// - Complexity: O(n) for n elements.
  @inlinable
  public init<Data: Collection>(
    component: Component, data: Data?, id: (Data.Element, Int) -> ElementID, initialIndex: Int?,
    initialID: ElementID? = nil
  ) {
    var snapshot = ElementIDSnapshot<ElementID>()
    if let data { snapshot.update(data, id: id) }
    let ids = data.map { _ in snapshot.ids }
    let selected = initialID.flatMap { id in ids?.firstIndex(of: id) }.map(component.index(showingItem:))
    self.init(
      host: ComponentHost(component, elementIDs: ids, initialIndex: selected ?? initialIndex), builtFrom: component,
      snapshot: snapshot)
  }

  @usableFromInline init(
    host: ComponentHost<Component, ElementID>, builtFrom: Component, snapshot: ElementIDSnapshot<ElementID>
  ) {
    self.host = host
    self.builtFrom = builtFrom
    self.snapshot = snapshot
  }

  /// Takes what the view was given this time: `component` as its parameters build it now, and
  /// `data` (nil for a component without elements). Only a change reaches the host.
  /// - Complexity: O(1) when neither changed and `data` is contiguous storage (an `Array`); O(n)
  ///   when the data changed or is not contiguous.
  @inlinable
  public mutating func update<Data: Collection>(
    component: Component, data: Data?, id: (Data.Element, Int) -> ElementID, time: TimeInterval
  ) {
    if component != builtFrom { reconfigure(component, time: time) }
    if let data, snapshot.update(data, id: id) { setElements(snapshot.ids, time: time) }
  }

  @usableFromInline mutating func reconfigure(_ component: Component, time: TimeInterval) {
    builtFrom = component
    host.reconfigure(component, time: time)
  }

  @usableFromInline mutating func setElements(_ ids: [ElementID], time: TimeInterval) {
    host.setElements(ids, time: time)
  }

  /// Gives the host the canvas's size (points) when it differs from the viewport it has: a view may
  /// pass its size on every update, and the same size costs nothing.
  public mutating func setViewport(_ size: CGSize, time: TimeInterval) {
    guard size.sanitized != host.viewport else { return }
    host.setViewport(size, time: time)
  }

  /// How many times the data had to be read element by element; for tests and benchmarks.
  public var fullDataReads: Int { snapshot.fullReads }

  /// The frame to draw at `time` (seconds): the host advanced to it — never backwards, so a view
  /// updated twice at one time reports each event once — and its placements in its viewport.
  /// - Complexity: O(v²) for v visible items (a handful): placements and what VoiceOver reaches.
  public mutating func frame(at time: TimeInterval) -> Frame {
    advance(to: time)
    let placements = host.identifiedPlacements()
    // What a sighted person sees is what VoiceOver reaches: not the cards piled behind, a faded
    // neighbour or one leaving the edge.
    let seen = placements.map(\.placement).accessibleIndices(in: host.viewport)
    // One element for VoiceOver per item: of copies side by side, the one nearest the centre.
    let nearest =
      host.component.loops
      ? placements.map(\.placement).nearestCopies(toCentreOf: host.viewport) : []
    var items: [Frame.Item] = []
    items.reserveCapacity(placements.count)
    for (position, drawn) in placements.enumerated() {
      let isNearest = nearest.isEmpty || nearest[position]
      items.append(
        Frame.Item(
          placement: drawn.placement, id: drawn.id, isAccessible: isNearest && seen.contains(drawn.placement.index),
          phase: host.phase(of: drawn.placement)))
    }
    return Frame(items: items)
  }

  /// Advances the host to `time` after input (a touch, a tap, a step) without drawing: the events
  /// wait for ``takeEvents()`` like a frame's.
  public mutating func advance(to time: TimeInterval) {
    let update = host.advance(to: time)
    outbox += update.events
    if let index = update.currentIndex { reportedIndex = index }
  }

  /// Whether events or an index change wait for ``takeEvents()``, or the clock needs a new schedule.
  public var hasNews: Bool { !outbox.isEmpty || reportedIndex != nil || needsNewSchedule }

  /// The clock the host needs now — frames while it moves, a wake when one is due, nothing at rest
  /// — noted as the one the view's timeline runs on.
  public mutating func schedule(frameInterval: TimeInterval = FrameSchedule.defaultFrameInterval) -> FrameSchedule {
    let schedule = FrameSchedule(host, frameInterval: frameInterval)
    scheduledNeed = schedule.need
    return schedule
  }

  /// Whether the host needs another clock than the view's timeline runs on: the motion ended (no
  /// more frames), began, or a wake moved. A view that draws frames without updating itself asks
  /// this after each one, so its timeline stops when the carousel comes to rest.
  public var needsNewSchedule: Bool {
    guard let scheduledNeed else { return false }
    return FrameSchedule(host).need != scheduledNeed
  }

  /// The events produced since the last call, in order, and the latest new current index if it
  /// changed; each is handed out once.
  public mutating func takeEvents() -> (events: [Component.Event], currentIndex: Int?) {
    defer {
      outbox.removeAll()
      reportedIndex = nil
    }
    return (outbox, reportedIndex)
  }
}
