import Foundation

/// Frame times of input + engine + drawing + the copy into the window (the present is excluded), summarised
/// as percentiles for `--stats`.
public struct FrameStats: Sendable {
  public private(set) var samples: [Double] = []

  public init() {}

  /// Records one frame's time in seconds.
  public mutating func record(_ seconds: Double) {
    if seconds.isFinite, seconds >= 0 { samples.append(seconds) }
  }

  /// The `p`-th percentile (0...100) in milliseconds, nearest-rank; nil without samples.
  public func percentile(_ p: Double) -> Double? {
    guard !samples.isEmpty else { return nil }
    let sorted = samples.sorted()
    let rank = Int((p / 100 * Double(sorted.count)).rounded(.up)) - 1
    return sorted[min(max(rank, 0), sorted.count - 1)] * 1000
  }

  /// One line: count, p50, p90, p99 and max in ms.
  public var summary: String {
    guard let p50 = percentile(50), let p90 = percentile(90), let p99 = percentile(99), let max = percentile(100) else {
      return "frames: 0"
    }
    return String(
      format: "frames: %d  p50 %.2f ms  p90 %.2f ms  p99 %.2f ms  max %.2f ms (input + engine + drawing + upload)",
      samples.count, p50, p90, p99, max)
  }
}
