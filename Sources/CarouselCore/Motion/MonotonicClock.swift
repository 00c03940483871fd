import Foundation

/// The latest time a stateful type has been given, in seconds: it never goes back, and a time that
/// is not finite leaves it where it is. Every type driven by "the clock reached *t*" calls keeps one,
/// so a late or bad timestamp cannot make motion run backwards.
struct MonotonicClock: Sendable, Hashable {
  /// The latest finite time seen, in seconds (0 before any).
  private(set) var now: TimeInterval = 0

  /// Moves the clock to `time` when that is later and finite.
  /// - Returns: the clock's time afterwards.
  @discardableResult
  mutating func advance(to time: TimeInterval) -> TimeInterval {
    if time.isFinite, time > now { now = time }
    return now
  }
}
