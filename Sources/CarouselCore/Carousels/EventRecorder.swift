/// Collects a component's events between two `advance(to:)` calls and derives the index and
/// settling events from its state, so that each component reports them the same way.
struct EventRecorder<Event: CarouselEvent>: Sendable {
  private var pending: [Event] = []
  private(set) var reportedIndex: Int
  private var reportedSettled = true

  init(index: Int = 0) {
    reportedIndex = index
  }

  /// Queues an event caused by input (a tap, a page turned on a press).
  mutating func append(_ event: Event) {
    pending.append(event)
  }

  /// Reports an index change if `index` differs from the last one reported.
  mutating func update(index: Int) {
    guard index != reportedIndex else { return }
    pending.append(.currentIndexChanged(from: reportedIndex, to: index))
    reportedIndex = index
  }

  /// Reports the index, then `.settled` when motion has just come to rest.
  mutating func update(index: Int, isSettled: Bool) {
    update(index: index)
    if isSettled && !reportedSettled { pending.append(.settled(index: index)) }
    reportedSettled = isSettled
  }

  /// Marks motion as started, so that the next rest is reported.
  mutating func motionStarted() {
    reportedSettled = false
  }

  /// Returns and forgets every queued event.
  mutating func drain() -> [Event] {
    defer { pending.removeAll(keepingCapacity: true) }
    return pending
  }
}
