import CarouselCore
import CarouselTestSupport
import Foundation
import PropertyBased
import Testing

/// One vocabulary for everything a front end drives: a host, the tabbed pager and the detail
/// presentation run on the same frame loop — samples, then the clock, then the schedule.
@Suite("Drivable")
struct DrivableTests {
  /// Runs `driven` the way every front end does after its last sample at `time`: frames on
  /// ``FrameSchedule``'s clock until it says none is due. Returns how many frames ran and the time
  /// of the last one.
  static func runUntilRest<Driven: Drivable>(
    _ driven: inout Driven, after time: TimeInterval, limit: Int = 2_000
  ) -> (frames: Int, time: TimeInterval) {
    var now = time
    var frames = 0
    while frames < limit, let next = FrameSchedule(driven, frameInterval: 1.0 / 60).nextFrame(after: now) {
      now = next
      _ = driven.advance(to: now)
      frames += 1
    }
    return (frames, now)
  }

  /// Hands `samples` to `driven` a frame at a time (each frame the samples up to it, then the clock)
  /// and runs it on its schedule until it rests.
  static func drive<Driven: Drivable>(_ driven: inout Driven, _ samples: [DragEvent]) -> Int {
    var pending = samples[...]
    var time = samples.first?.time ?? 0
    while !pending.isEmpty {
      time += 1.0 / 60
      let due = pending.prefix { $0.time <= time }
      pending = pending.dropFirst(due.count)
      _ = driven.frame(at: time, handling: due)
    }
    return runUntilRest(&driven, after: time).frames
  }

  static func openedDetail() -> DetailPresentation {
    var detail = DetailPresentation(screen: DetailScreen(headerHeight: 300, stickyLimit: 240))
    detail.setViewport(CGSize(width: 390, height: 844), time: 0)
    detail.open(
      from: CardAppearance(frame: CGRect(x: 20, y: 300, width: 160, height: 200), cornerRadius: 8, backdropOpacity: 0),
      in: CGRect(x: 0, y: 0, width: 390, height: 844), contentHeight: 2_000, time: 0)
    _ = runUntilRest(&detail, after: 0)
    return detail
  }

  /// Whatever a finger does before it lifts — presses, drags, flings, cancels, samples out of order
  /// — a host, the tabbed pager and an open detail each come to rest when driven by the frame loop
  /// alone, within a bounded number of frames, and say so: the schedule asks for frames exactly while
  /// they are not settled.
  @Test func theFrameLoopBringsEveryDrivableToRest() async {
    await propertyCheck(count: 300, input: randomGestureStep.array(of: 1...30)) { steps in
      var samples = events(from: steps, origin: CGPoint(x: 200, y: 300), startTime: 1)
      // The finger lifts at last (a finger held down keeps a carousel pressed, unsettled).
      if let last = samples.last { samples.append(.ended(last.location, at: last.time + 0.02)) }
      var host = ComponentHost(PagedCarousel(itemCount: 9, rowsPerPage: 2), elementIDs: Array(0..<9))
      host.setViewport(CGSize(width: 390, height: 600), time: 0)
      var pager = TabbedPager(tabWidths: [80, 120, 96])
      pager.setViewport(CGSize(width: 390, height: 700), time: 0)
      var detail = Self.openedDetail()
      let frames = [Self.drive(&host, samples), Self.drive(&pager, samples), Self.drive(&detail, samples)]
      #expect(frames.allSatisfy { $0 < 2_000 }, "frames \(frames) for \(samples)")
      #expect(host.isSettled && !host.wantsFrames && FrameSchedule(host).need == .none)
      #expect(pager.isSettled && FrameSchedule(pager).need == .none)
      #expect(detail.isSettled && FrameSchedule(detail).need == .none)
    }
  }

  /// A frame of samples is those samples handed in order, then the clock: the same state and the same
  /// output as the two steps spelt out.
  @Test func aFrameIsItsSamplesThenItsClock() async {
    await propertyCheck(count: 100, input: randomGestureStep.array(of: 1...20)) { steps in
      let samples = events(from: steps, origin: CGPoint(x: 200, y: 120), startTime: 1)
      let end = (samples.last?.time ?? 1) + 0.1
      var framed = TabbedPager(tabWidths: [80, 120, 96])
      framed.setViewport(CGSize(width: 390, height: 700), time: 0)
      var stepped = framed
      let output = framed.frame(at: end, handling: samples)
      for sample in samples { _ = stepped.handle(sample) }
      #expect(output == stepped.advance(to: end))
      #expect(framed == stepped)
    }
  }

  @Test func aDetailResizedAsADrivableKeepsItsOriginAndContent() {
    var detail = Self.openedDetail()
    var resized = detail
    detail.setViewport(CGSize(width: 430, height: 932), time: 5)
    resized.setBounds(CGRect(x: 0, y: 0, width: 430, height: 932), contentHeight: 2_000)
    #expect(detail == resized)
    #expect(detail.bounds == CGRect(x: 0, y: 0, width: 430, height: 932))
  }

  /// An auto-advancing host at rest is scheduled for its next turn, not for frames — the one rule
  /// for anything drivable.
  @Test func aRestingHostWakesForItsNextTurn() throws {
    var host = ComponentHost(PagedCarousel(itemCount: 6, autoAdvance: .every(3)), elementIDs: Array(0..<6))
    host.setViewport(CGSize(width: 390, height: 200), time: 0)
    _ = host.advance(to: 0.1)
    #expect(host.isSettled)
    let wake = try #require(host.nextWakeTime)
    #expect(FrameSchedule(host).need == .wake(at: wake))
    let (frames, time) = Self.runUntilRest(&host, after: 0.1, limit: 200)
    // It turned a page at the wake and went on to the next: the loop never stops for good.
    #expect(frames == 200 && time > wake && host.currentIndex > 0)
  }
}
