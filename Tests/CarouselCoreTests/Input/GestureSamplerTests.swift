import CarouselCore
import Foundation
import Testing

@Suite("GestureSampler")
struct GestureSamplerTests {
  let start = CGPoint(x: 100, y: 50)

  @Test("A drag: began at its start, then changes, then ended; a touch that never moved is a tap")
  func dragsAndTaps() {
    var sampler = GestureSampler()
    #expect(
      sampler.changed(to: CGPoint(x: 90, y: 50), from: start, at: 1)
        == [.began(start, at: 1), .changed(CGPoint(x: 90, y: 50), at: 1)])
    #expect(sampler.changed(to: CGPoint(x: 80, y: 50), from: start, at: 2) == [.changed(CGPoint(x: 80, y: 50), at: 2)])
    #expect(sampler.ended(at: CGPoint(x: 70, y: 50), from: start, time: 3) == [.ended(CGPoint(x: 70, y: 50), at: 3)])
    #expect(!sampler.isDragging)
    #expect(sampler.ended(at: start, from: start, time: 4) == [.began(start, at: 4), .ended(start, at: 4)])
  }

  @Test("A drag the system took away is cancelled where the finger last was; a normal end cancels nothing")
  func cancellation() {
    var sampler = GestureSampler()
    _ = sampler.changed(to: CGPoint(x: 90, y: 50), from: start, at: 1)
    _ = sampler.changed(to: CGPoint(x: 60, y: 52), from: start, at: 2)
    #expect(sampler.cancel(at: 2.5) == [.cancelled(CGPoint(x: 60, y: 52), at: 2.5)])
    #expect(!sampler.isDragging)
    #expect(sampler.cancel(at: 3).isEmpty)
    // The cancelled drag's late onEnded is not a tap; a new touch afterwards is.
    #expect(sampler.ended(at: CGPoint(x: 60, y: 52), from: start, time: 3).isEmpty)
    #expect(sampler.ended(at: start, from: start, time: 4) == [.began(start, at: 4), .ended(start, at: 4)])
    // After a normal end there is nothing to cancel.
    _ = sampler.changed(to: CGPoint(x: 90, y: 50), from: start, at: 5)
    _ = sampler.ended(at: CGPoint(x: 90, y: 50), from: start, time: 6)
    #expect(sampler.cancel(at: 6).isEmpty)
  }

  @Test("A cancelled drag settles a carousel on an item; without the cancel it would wait for the finger")
  func aCancelledDragSettlesTheCarousel() {
    func carousel() -> ComponentHost<SnapCarousel, Int> {
      var host = ComponentHost<SnapCarousel, Int>(SnapCarousel(itemCount: 10, itemHeight: 200))
      host.setViewport(CGSize(width: 390, height: 200), time: 0)
      _ = host.advance(to: 0)
      return host
    }
    var sampler = GestureSampler()
    var cancelled = carousel()
    var abandoned = carousel()
    for step in 1...20 {
      let time = 0.1 + Double(step) / 120
      let events = sampler.changed(
        to: CGPoint(x: 300 - 8 * CGFloat(step), y: 100), from: CGPoint(x: 300, y: 100), at: time)
      for event in events {
        _ = cancelled.handle(event)
        _ = abandoned.handle(event)
      }
    }
    for event in sampler.cancel(at: 0.3) { _ = cancelled.handle(event) }
    _ = cancelled.advance(to: 5)
    _ = abandoned.advance(to: 5)
    #expect(cancelled.component.isSettled)
    #expect(!abandoned.component.isSettled)
  }
}
