import Foundation

/// Whether a paged carousel turns its pages by itself.
public enum AutoAdvance: Sendable, Hashable {
  /// Pages change only by drags and programmatic scrolls.
  case off
  /// One page forward every `interval` seconds, wrapping from the last page to the first.
  case every(TimeInterval)

  /// The interval in seconds, or nil when off or not a positive finite number.
  var interval: TimeInterval? {
    guard case .every(let interval) = self, interval.isFinite, interval > 0 else { return nil }
    return interval
  }
}
