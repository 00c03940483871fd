import Foundation

/// Frame times of input + engine + drawing + the copy into the window (the present is excluded), and the
/// work done between frames for the next one (cards whose photos arrived drawn again, fades mixed),
/// summarised as percentiles for `--stats`.
public struct FrameStats: Sendable {
  /// Each drawn frame's time, in seconds.
  public private(set) var samples: [Double] = []
  /// Each stretch of work between frames, in seconds.
  public private(set) var betweenFrames: [Double] = []
  /// By how much each stretch of work between frames that overran the time it was given did so, in
  /// seconds: the goal is none, a gap's work ending before the next frame is due.
  public private(set) var overruns: [Double] = []
  /// The slowest frames with their parts, slowest first: at most ``slowestKept``.
  public private(set) var slowest: [FrameTiming] = []
  /// How many of the slowest frames are kept and listed.
  public static let slowestKept = 5
  /// Seconds from the process's launch to the end of its first frame, once there was one.
  public private(set) var firstFrameAfterLaunch: Double?
  /// Seconds from the launch to the end of the first frame whose cards showed every photo on them
  /// (none loading or fading in), once there was one.
  public private(set) var photosShownAfterLaunch: Double?
  /// For each transition — a screen switch, a detail opened — how long it waited to be shown while
  /// the gaps between frames drew what it shows (``GalleryApp/maximumTransitionDelay``), in seconds:
  /// 0 for one shown in the first frame after it.
  public private(set) var transitionDelays: [Double] = []
  /// Where the window's frames were shown from, once a window said: memory kept across its sizes and
  /// how many times it was made (once, and again each time a frame outgrew it), or SDL's window
  /// surface (nil), new memory at each size.
  public private(set) var windowFrames: WindowFrames?

  /// Where a window's frames are shown from (``windowFrames``).
  public enum WindowFrames: Equatable, Sendable {
    /// Memory of the window's own kept across its sizes (X11 shared memory), made this many times.
    case keptAcrossSizes(allocations: Int)
    /// SDL's window surface, new memory at each size.
    case sdlSurface
  }

  public init() {}

  /// Records where the window's frames were shown from; an allocation count below 1 is recorded as
  /// 1, as the memory was made at least once.
  public mutating func recordWindowFrames(_ frames: WindowFrames) {
    if case .keptAcrossSizes(let allocations) = frames {
      windowFrames = .keptAcrossSizes(allocations: Swift.max(1, allocations))
    } else {
      windowFrames = frames
    }
  }

  /// Records the first frame's time after launch, in seconds; later calls, and a time that is not a
  /// finite number of seconds or more, change nothing.
  public mutating func recordFirstFrame(afterLaunch seconds: Double?) {
    guard firstFrameAfterLaunch == nil, let seconds, seconds.isFinite, seconds >= 0 else { return }
    firstFrameAfterLaunch = seconds
  }

  /// Records when a frame first showed every photo on screen, in seconds after launch; later calls,
  /// and a time that is not a finite number of seconds or more, change nothing.
  public mutating func recordPhotosShown(afterLaunch seconds: Double?) {
    guard photosShownAfterLaunch == nil, let seconds, seconds.isFinite, seconds >= 0 else { return }
    photosShownAfterLaunch = seconds
  }

  /// Records how long a transition waited to be shown, in seconds; a time that is not a finite
  /// number of seconds or more is left out.
  public mutating func recordTransition(shownAfter seconds: Double) {
    if seconds.isFinite, seconds >= 0 { transitionDelays.append(seconds) }
  }

  /// Records one frame's time in seconds.
  public mutating func record(_ seconds: Double) {
    if seconds.isFinite, seconds >= 0 { samples.append(seconds) }
  }

  /// Records one frame from its parts: its total as ``record(_:)`` does, and the frame itself if it
  /// is among the ``slowestKept`` slowest so far. A part that is not a finite number of seconds or
  /// more leaves the frame out.
  public mutating func record(_ frame: FrameTiming) {
    guard frame.isUsable else { return }
    record(frame.total)
    guard slowest.count < Self.slowestKept || frame.total > slowest[slowest.count - 1].total else { return }
    let rank = slowest.firstIndex { $0.total < frame.total } ?? slowest.count
    slowest.insert(frame, at: rank)
    if slowest.count > Self.slowestKept { slowest.removeLast() }
  }

  /// Records one stretch of work between frames, in seconds, and by how much it overran `budget`,
  /// the seconds it was given (what was left of the frame period), if it did. A stretch that is not
  /// a finite number of seconds or more is left out; a budget that is not finite counts no overrun.
  public mutating func recordBetweenFrames(_ seconds: Double, budget: Double = .infinity) {
    guard seconds.isFinite, seconds >= 0 else { return }
    betweenFrames.append(seconds)
    if budget.isFinite, seconds > max(budget, 0) { overruns.append(seconds - max(budget, 0)) }
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

  /// Count, p50, p90, p99 and max in ms of the frames; on a second line those of the work between
  /// frames, if there was any, and on a third how many stretches of it overran their time; then how
  /// long transitions waited, if there were any; then the slowest frames with their parts, one a
  /// line; then where a window's frames were shown from; then the cold start, once a frame was drawn.
  public var summary: String {
    var lines = framesSummary
    if let longest = transitionDelays.max() {
      let held = transitionDelays.filter { $0 > 0 }.count
      lines.append(
        String(
          format: "transitions (screens, details): %d, %d waited for their drawing (the longest %.1f ms)",
          transitionDelays.count, held, longest * 1000))
    }
    lines += slowest.map { "slow frame: " + $0.summary }
    switch windowFrames {
    case .keptAcrossSizes(let allocations):
      lines.append("window frames: from memory kept across sizes (X11 shared memory), made \(allocations) time(s)")
    case .sdlSurface: lines.append("window frames: from SDL's window surface, new memory at each size")
    case nil: break
    }
    if let firstFrame = firstFrameAfterLaunch {
      let photos =
        photosShownAfterLaunch.map { String(format: "%.0f ms", $0 * 1000) } ?? "never (still loading or none)"
      lines.append(
        String(format: "start: first frame %.0f ms after launch; every photo on screen shown: ", firstFrame * 1000)
          + photos)
    }
    return lines.joined(separator: "\n")
  }

  private var framesSummary: [String] {
    guard let p50 = percentile(50), let p90 = percentile(90), let p99 = percentile(99), let max = percentile(100) else {
      return ["frames: 0"]
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
      let longest = overruns.max().map { String(format: ", the longest by %.2f ms", $0 * 1000) } ?? ""
      lines.append("over what was left of the period: \(overruns.count) of \(betweenFrames.count)\(longest)")
    }
    return lines
  }
}
