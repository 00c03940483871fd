import Foundation

/// Which index is current, which one is asked for but cannot be shown yet, and which one the content
/// last rested on — the one record of them, kept the same way at every level that reports an index:
/// a component's events (``EventRecorder``, which the ``SnapTrack`` shares for an index asked
/// for before there is geometry), the ``ComponentHost`` (an index asked for before there is a
/// viewport), and the events of a row a platform scroll view scrolls (``ScrollPositionEvents``).
///
/// Each change of the current index is reported once, naming the index it left; a rest is news when
/// it is somewhere else than the last one.
package struct SelectionTracker: Sendable, Hashable {
  /// The index last reported as current.
  package private(set) var current: Int
  /// An index asked for before it can be shown (no viewport, no geometry yet): it is what is current
  /// until it is shown.
  package var pending: Int?
  /// The index of the last rest; nil while not known (none yet, or it may name an item that moved).
  package private(set) var settled: Int?

  /// A tracker at `current`, resting at `settled`.
  package init(current: Int, settled: Int? = nil) {
    self.current = current
    self.settled = settled
  }

  /// The index that is current when the content shows `shown`: the pending one while there is one.
  package func index(showing shown: Int) -> Int { pending ?? shown }

  /// Notes `index` as current.
  /// - Returns: the index it replaced, or nil when it is the one already current.
  package mutating func move(to index: Int) -> Int? {
    guard index != current else { return nil }
    defer { current = index }
    return current
  }

  /// Notes `index` as current and says so in `Event`'s words: `.currentIndexChanged` from the one it
  /// replaced, or nil when it did not change.
  package mutating func change<Event: CarouselEvent>(to index: Int) -> Event? {
    move(to: index).map { .currentIndexChanged(from: $0, to: index) }
  }

  /// Notes a rest at `index`.
  /// - Returns: whether it rests somewhere else than the last rest (or the first time).
  @discardableResult
  package mutating func rest(at index: Int) -> Bool {
    defer { settled = index }
    return settled != index
  }

  /// Forgets where the last rest was: it may name an item that is gone or has moved.
  package mutating func forgetRest() { settled = nil }
}
