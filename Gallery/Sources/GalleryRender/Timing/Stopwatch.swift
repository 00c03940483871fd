import Foundation

/// Wall-clock time on the monotonic clock, for timing a frame, a part of one, or the work between
/// frames: started when made, read in seconds.
public struct Stopwatch: Sendable {
  private var start = DispatchTime.now().uptimeNanoseconds

  /// A stopwatch started now.
  public init() {}

  /// Seconds since the stopwatch started (or since the last ``lap()``).
  public var elapsed: TimeInterval { Double(DispatchTime.now().uptimeNanoseconds &- start) / 1e9 }

  /// Seconds since the stopwatch started or the last lap, and starts it again: the parts of a frame
  /// one after another.
  public mutating func lap() -> TimeInterval {
    let now = DispatchTime.now().uptimeNanoseconds
    defer { start = now }
    return Double(now &- start) / 1e9
  }
}
