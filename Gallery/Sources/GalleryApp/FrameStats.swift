import Foundation

/// Frame times of input + engine + drawing + the copy into the window (the present is excluded), and the
/// work done between frames for the next one (cards whose photos arrived drawn again, fades mixed),
/// summarised as percentiles for `--stats`.
public struct FrameStats: Sendable {
  /// Each drawn frame's time, in seconds.
  public private(set) var samples: [Double] = []
  /// Each stretch of work between frames, in seconds.
  public private(set) var betweenFrames: [Double] = []

  public init() {}

  /// Records one frame's time in seconds.
  public mutating func record(_ seconds: Double) {
    if seconds.isFinite, seconds >= 0 { samples.append(seconds) }
  }

  /// Records one stretch of work between frames, in seconds.
  public mutating func recordBetweenFrames(_ seconds: Double) {
    if seconds.isFinite, seconds >= 0 { betweenFrames.append(seconds) }
  }

  /// The `p`-th percentile (0...100) of the frame times in milliseconds, nearest-rank; nil without
  /// samples.
  public func percentile(_ p: Double) -> Double? { Self.percentile(p, of: samples) }

  private static func percentile(_ p: Double, of samples: [Double]) -> Double? {
    guard !samples.isEmpty else { return nil }
    let sorted = samples.sorted()
    let rank = Int((p / 100 * Double(sorted.count)).rounded(.up)) - 1
    return sorted[min(max(rank, 0), sorted.count - 1)] * 1000
  }

  /// Count, p50, p90, p99 and max in ms of the frames, and on a second line those of the work between
  /// frames, if there was any.
  public var summary: String {
    guard let p50 = percentile(50), let p90 = percentile(90), let p99 = percentile(99), let max = percentile(100) else {
      return "frames: 0"
    }
    var lines = [
      String(
        format: "frames: %d  p50 %.2f ms  p90 %.2f ms  p99 %.2f ms  max %.2f ms (input + engine + drawing + upload)",
        samples.count, p50, p90, p99, max)
    ]
    if let p50 = Self.percentile(50, of: betweenFrames), let p99 = Self.percentile(99, of: betweenFrames),
      let max = Self.percentile(100, of: betweenFrames)
    {
      lines.append(
        String(
          format:
            "between frames: %d  p50 %.2f ms  p99 %.2f ms  max %.2f ms (cards redrawn for new photos, fades mixed)",
          betweenFrames.count, p50, p99, max))
    }
    return lines.joined(separator: "\n")
  }
}
