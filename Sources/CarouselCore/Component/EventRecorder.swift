import Foundation

/// Collects a component's events between two `advance(to:)` calls and derives the index and
/// settling events from its state, so that each component reports them the same way.
///
/// `.settled` is reported once per rest, and only when something moved since the previous rest or the
/// index at rest changed: a tap, a press without a drag, or a scroll to where the component already
/// is reports no rest; a clamp after the data shrank does.
struct EventRecorder<Event: CarouselEvent>: Sendable, Equatable {
  private var pending: [Event] = []
  /// The index reported current, the one the content last rested on, and an index asked for before
  /// the component could show it (a ``SnapTrack`` without geometry yet).
  var selection: SelectionTracker
  private var reportedSettled = true
  private var lastOffset: CGFloat = 0
  private var movedSinceRest = false

  init(index: Int = 0) {
    selection = SelectionTracker(current: index, settled: index)
  }

  /// Queues an event caused by input (a tap, a page turned on a press).
  mutating func append(_ event: Event) {
    pending.append(event)
  }

  /// Reports an index change if `index` differs from the last one reported.
  mutating func update(index: Int) {
    if let change: Event = selection.change(to: index) { pending.append(change) }
  }

  /// Reports the index, then `.settled` when motion has just come to rest after moving.
  ///
  /// - Parameter offset: the component's offset in any unit; a change marks movement.
  mutating func update(index: Int, isSettled: Bool, offset: CGFloat) {
    update(index: index)
    if lastOffset != offset { movedSinceRest = true }
    lastOffset = offset
    if isSettled {
      // A rest is news when something moved since the last one, or when the index at rest changed
      // without motion (a clamp after the data shrank): the last `.settled` always names the index.
      let elsewhere = selection.rest(at: index)
      if (!reportedSettled && movedSinceRest) || elsewhere { pending.append(.settled(index: index)) }
      movedSinceRest = false
    }
    reportedSettled = isSettled
  }

  /// Forgets queued taps on items at or past `count`: the data shrank before they were reported, so
  /// they would name an item that no longer exists.
  mutating func dropTaps(atOrPast count: Int) {
    pending.removeAll { event in event.tappedIndex.map { $0 >= count } ?? false }
  }

  /// Marks motion as started, so that the next rest is reported if anything moved.
  mutating func motionStarted() {
    reportedSettled = false
  }

  /// Whether events wait for the next ``drain()``: a front end must run a frame to deliver them.
  var hasPending: Bool { !pending.isEmpty }

  /// Returns and forgets every queued event.
  mutating func drain() -> [Event] {
    // Nothing to hand over on most frames: no allocation. Otherwise the buffer goes to the caller;
    // emptying it "keeping capacity" would copy it into a new one, since the caller now shares it.
    guard !pending.isEmpty else { return [] }
    defer { pending = [] }
    return pending
  }
}
