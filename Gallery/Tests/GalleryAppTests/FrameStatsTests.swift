import Foundation
import GalleryApp
import Testing

/// `--stats`: frame percentiles and the cold start, with times that make no sense left out.
@Suite("Frame stats")
struct FrameStatsTests {
  @Test("The cold start keeps the first time given for each mark and ignores unusable ones")
  func coldStart() {
    var stats = FrameStats()
    #expect(!stats.summary.contains("start:"))
    for unusable in [nil, .nan, .infinity, -1] as [Double?] {
      stats.recordFirstFrame(afterLaunch: unusable)
      stats.recordPhotosShown(afterLaunch: unusable)
    }
    #expect(stats.firstFrameAfterLaunch == nil && stats.photosShownAfterLaunch == nil)
    stats.recordFirstFrame(afterLaunch: 0.412)
    stats.recordFirstFrame(afterLaunch: 0.5)
    #expect(stats.firstFrameAfterLaunch == 0.412)
    #expect(
      stats.summary.hasSuffix(
        "start: first frame 412 ms after launch; every photo on screen shown: never (still loading or none)"))
    stats.recordPhotosShown(afterLaunch: 0.634)
    stats.recordPhotosShown(afterLaunch: 0.7)
    #expect(stats.summary.hasSuffix("start: first frame 412 ms after launch; every photo on screen shown: 634 ms"))
  }

  @Test(
    "Screen switches are summed up by how many waited for their cards and the longest wait; unusable ones are left out")
  func screenSwitches() {
    var stats = FrameStats()
    stats.record(0.004)
    #expect(!stats.summary.contains("transitions"))
    for unusable in [Double.nan, .infinity, -0.01] { stats.recordTransition(shownAfter: unusable) }
    #expect(stats.transitionDelays.isEmpty)
    for delay in [0, 0.017, 0, 0.033] { stats.recordTransition(shownAfter: delay) }
    #expect(
      stats.summary.contains("\ntransitions (screens, details): 4, 2 waited for their drawing (the longest 33.0 ms)"))
  }

  @Test("Where the window's frames came from is said once a window said it; a count below one reads as one")
  func windowFrames() {
    var stats = FrameStats()
    stats.record(0.004)
    #expect(!stats.summary.contains("window frames"))
    stats.recordWindowFrames(.keptAcrossSizes(allocations: 2))
    #expect(
      stats.summary.contains("\nwindow frames: from memory kept across sizes (X11 shared memory), made 2 time(s)"))
    stats.recordWindowFrames(.keptAcrossSizes(allocations: -3))
    #expect(stats.windowFrames == .keptAcrossSizes(allocations: 1))
    stats.recordWindowFrames(.sdlSurface)
    #expect(stats.summary.contains("\nwindow frames: from SDL's window surface, new memory at each size"))
  }

  @Test("Percentiles are nearest-rank over the finite samples")
  func percentiles() {
    var stats = FrameStats()
    #expect(stats.summary == "frames: 0")
    for milliseconds in 1...100 { stats.record(Double(milliseconds) / 1000) }
    stats.record(.nan)
    stats.record(-1)
    #expect(stats.samples.count == 100)
    for (p, expected) in [(50.0, 50.0), (99, 99), (100, 100), (0, 1)] {
      #expect(stats.percentile(p).map { abs($0 - expected) < 1e-9 } == true, "p\(p)")
    }
  }

  @Test("Work between frames counts the stretches that overran the time they were given, and by how much")
  func overruns() {
    var stats = FrameStats()
    stats.record(0.004)
    #expect(!stats.summary.contains("over what was left"))
    // Within its time, exactly its time, no time given, over by 3 ms, over a negative budget (the
    // frame itself overran the period), and stretches or budgets that make no sense.
    stats.recordBetweenFrames(0.006, budget: 0.010)
    stats.recordBetweenFrames(0.010, budget: 0.010)
    stats.recordBetweenFrames(0.020)
    stats.recordBetweenFrames(0.015, budget: 0.012)
    stats.recordBetweenFrames(0.002, budget: -0.001)
    stats.recordBetweenFrames(0.004, budget: .nan)
    stats.recordBetweenFrames(.nan, budget: 0.001)
    stats.recordBetweenFrames(-1, budget: 0.001)
    #expect(stats.betweenFrames.count == 6)
    #expect(stats.overruns.count == 2)
    #expect(stats.overruns.map { ($0 * 1e6).rounded() } == [3000, 2000])
    #expect(stats.summary.contains("over what was left of the period: 2 of 6, the longest by 3.00 ms"))
    var within = FrameStats()
    within.record(0.004)
    within.recordBetweenFrames(0.001, budget: 0.01)
    #expect(within.summary.hasSuffix("over what was left of the period: 0 of 1"))
  }

  @Test("The five slowest frames are kept with their parts, slowest first; unusable ones are left out")
  func slowestFrames() {
    var stats = FrameStats()
    for (number, milliseconds) in [3.0, 9, 4, 12, 7, 30, 5, 8].enumerated() {
      stats.record(
        FrameTiming(
          time: Double(number), screen: "home", update: 0.001, drawing: (milliseconds - 2) / 1000, upload: 0.001))
    }
    stats.record(FrameTiming(time: 9, screen: "home", update: .nan, drawing: 1, upload: 0))
    stats.record(FrameTiming(time: 10, screen: "home", update: 0, drawing: -1, upload: 0))
    #expect(stats.samples.count == 8)
    #expect(stats.slowest.map(\.time) == [5, 3, 1, 7, 4])
    #expect(stats.summary.contains("slow frame: 30.0 ms at 5.00 s on home (update 1.0, drawing 28.0, upload 1.0)"))
    #expect(stats.summary.components(separatedBy: "slow frame:").count == 1 + FrameStats.slowestKept)
  }

  @Test("The launch clock counts from the process's start and never goes back")
  func launchClock() throws {
    LaunchClock.markLaunch()
    let first = try #require(LaunchClock.secondsSinceLaunch())
    let second = try #require(LaunchClock.secondsSinceLaunch())
    // The test process started before this test: more than nothing, less than an hour ago.
    #expect(first > 0 && first < 3600)
    #expect(second >= first)
  }
}
