import Foundation

/// The frame times of a ``FrameSchedule``, in seconds, ascending: one time, none, or a time and then
/// one every interval without end (take what you need: `prefix(_:)`, `first`).
package struct FrameTimes: Sequence, IteratorProtocol, Sendable {
  /// The first time, or nil for none.
  private let start: TimeInterval?
  /// The interval between times, or nil for a single time.
  private let interval: TimeInterval?
  /// How many times have been given: the next is `start + given · interval`, so no rounding adds up.
  private var given: Double = 0

  init(start: TimeInterval?, interval: TimeInterval?) {
    self.start = start
    self.interval = interval
  }

  package mutating func next() -> TimeInterval? {
    guard let start else { return nil }
    let time: TimeInterval
    if let interval {
      time = start + given * interval
    } else {
      guard given == 0 else { return nil }
      time = start
    }
    guard time.isFinite else { return nil }
    given += 1
    return time
  }
}
