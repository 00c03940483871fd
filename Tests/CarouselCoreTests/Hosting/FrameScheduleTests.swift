import CarouselCore
import Foundation
import Testing

@Suite("FrameSchedule")
struct FrameScheduleTests {
  @Test("Moving: a frame every interval from the start, exact multiples without end")
  func movingRunsAtTheDisplayRate() {
    let schedule = FrameSchedule(wantsFrames: true, nextWakeTime: 42)
    #expect(schedule.need == .frames)
    let times = Array(schedule.times(from: 10).prefix(1_000))
    #expect(times.first == 10)
    #expect(times.count == 1_000)
    let last: TimeInterval = 10 + 999 * (1.0 / 120)
    #expect(times.last == last)
    #expect(zip(times, times.dropFirst()).allSatisfy { $0 < $1 })
  }

  @Test("At rest with a wake: that time alone, or now when it is overdue; at rest without one: nothing")
  func restingWakesOnceOrNever() {
    let waiting = FrameSchedule(wantsFrames: false, nextWakeTime: 13)
    #expect(waiting.need == .wake(at: 13))
    #expect(Array(waiting.times(from: 10)) == [13])
    #expect(Array(waiting.times(from: 20)) == [20])
    #expect(Array(FrameSchedule(wantsFrames: false, nextWakeTime: nil).times(from: 10)).isEmpty)
  }

  @Test("The frame after one just run: an interval on while moving, the wake (now if due), else none")
  func nextFrameAfterOneJustRun() {
    let oneIntervalOn: TimeInterval = 2 + 1.0 / 120
    #expect(FrameSchedule(wantsFrames: true, nextWakeTime: nil).nextFrame(after: 2) == oneIntervalOn)
    #expect(FrameSchedule(wantsFrames: false, nextWakeTime: 5).nextFrame(after: 2) == 5)
    #expect(FrameSchedule(wantsFrames: false, nextWakeTime: 2).nextFrame(after: 2) == 2)
    #expect(FrameSchedule(wantsFrames: false, nextWakeTime: nil).nextFrame(after: 2) == nil)
    #expect(FrameSchedule(wantsFrames: true, nextWakeTime: nil).nextFrame(after: .nan) == nil)
    #expect(FrameSchedule(wantsFrames: true, nextWakeTime: nil, frameInterval: 1e308).nextFrame(after: 1e308) == nil)
  }

  @Test("Bad numbers: a non-finite wake is none, a bad interval is 1/120, a non-finite start gives nothing")
  func badNumbers() {
    for wake in [TimeInterval.nan, .infinity, -.infinity] {
      #expect(FrameSchedule(wantsFrames: false, nextWakeTime: wake).need == .none)
    }
    for interval in [0, -1, TimeInterval.nan, .infinity] {
      #expect(FrameSchedule(wantsFrames: true, nextWakeTime: nil, frameInterval: interval).frameInterval == 1.0 / 120)
    }
    for start in [TimeInterval.nan, .infinity] {
      #expect(Array(FrameSchedule(wantsFrames: true, nextWakeTime: nil).times(from: start).prefix(3)).isEmpty)
      #expect(Array(FrameSchedule(wantsFrames: false, nextWakeTime: 3).times(from: start)).isEmpty)
    }
    // Far out, the times end rather than turn infinite.
    let far = FrameSchedule(wantsFrames: true, nextWakeTime: nil, frameInterval: 1e308)
    #expect(Array(far.times(from: 1e308).prefix(5)) == [1e308])
  }

  @Test("A still carousel asks for no frames; a drag asks for frames until it has settled")
  func aDragRunsTheClockUntilRest() {
    var host = ComponentHost<SnapCarousel, Int>(SnapCarousel(itemCount: 10, itemHeight: 200))
    host.setViewport(CGSize(width: 390, height: 200), time: 0)
    _ = host.advance(to: 0)
    #expect(FrameSchedule(host).need == .none)
    for event in GestureScript.flick(from: CGPoint(x: 300, y: 100), by: CGSize(width: -150, height: 0), duration: 0.1)
      .events
    {
      _ = host.handle(event)
    }
    #expect(FrameSchedule(host).need == .frames)
    var time = 0.1
    var frames = 0
    while let next = FrameSchedule(host).nextFrame(after: time), frames < 10_000 {
      time = next
      frames += 1
      _ = host.advance(to: time)
    }
    #expect(FrameSchedule(host).need == .none)
    #expect(frames > 10 && frames < 1_000, "\(frames) frames to settle")
  }
}
