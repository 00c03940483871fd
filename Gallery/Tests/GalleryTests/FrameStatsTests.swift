import Foundation
import Testing

@testable import GalleryApp

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
