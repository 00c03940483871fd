import CarouselCore
import CarouselTestSupport
import Foundation
import PropertyBased
import Testing

@Suite("ScrollPhysics properties")
struct ScrollPhysicsPropertyTests {
  private static let steps = randomGestureStep.array(of: 1...80)

  private static func controller(snapping: Bool, content: CGFloat, viewport: CGFloat) -> ScrollController {
    let mode: ScrollPhysics.Mode =
      snapping ? .snapping(.uniform(first: 0, spacing: viewport / 2, count: Int(content / (viewport / 2)) + 1)) : .free
    return ScrollController(
      physics: ScrollPhysics(mode: mode, contentLength: content, viewportLength: viewport))
  }

  @Test func offsetsStayFiniteAndNeverJumpMoreThanTheFinger() async {
    await propertyCheck(
      count: 300, input: Self.steps, Gen.bool, Gen.cgFloat(in: 0...3000), Gen.cgFloat(in: 50...900)
    ) { steps, snapping, content, viewport in
      var scroll = Self.controller(snapping: snapping, content: content, viewport: viewport)
      var previousLocation: CGFloat?
      for event in events(from: steps, origin: CGPoint(x: 200, y: 200)) {
        scroll.physics.advance(to: event.time)
        let before = scroll.physics.offset
        let wasDragging = scroll.physics.isDragging
        scroll.handle(event)
        let after = scroll.physics.offset
        #expect(after.isFinite)
        let fingerMoved = previousLocation.map { abs(event.location.x - $0) } ?? 0
        // A release may complete a settle that is already within the animation tolerance (0.5 pt):
        // an animation reports exactly its target once that close. Nothing else may move the content
        // further than the finger.
        let released = wasDragging && !scroll.physics.isDragging
        let allowance: CGFloat = released ? 0.5 : 1e-6
        #expect(
          abs(after - before) <= fingerMoved + allowance,
          "jumped \(after - before) for a finger move of \(fingerMoved) (\(event.phase))")
        previousLocation = event.location.x
      }
    }
  }

  @Test func afterTheLastReleaseTheOffsetSettlesInBounds() async {
    await propertyCheck(
      count: 300, input: Self.steps, Gen.bool, Gen.cgFloat(in: 0...3000), Gen.cgFloat(in: 50...900)
    ) { steps, snapping, content, viewport in
      var scroll = Self.controller(snapping: snapping, content: content, viewport: viewport)
      var time: TimeInterval = 0
      for event in events(from: steps, origin: CGPoint(x: 200, y: 200)) {
        scroll.handle(event)
        time = max(time, event.time)
        scroll.physics.advance(to: time + 1.0 / 60)
        #expect(scroll.physics.offset.isFinite)
      }
      scroll.handle(.ended(CGPoint(x: -1, y: -1), at: time + 0.01))
      scroll.handle(.cancelled(.zero, at: time + 0.01))
      var now = time + 0.01
      while !scroll.physics.isSettled && now < time + 30 {
        now += 1.0 / 60
        scroll.physics.advance(to: now)
      }
      #expect(scroll.physics.isSettled)
      let bounds = scroll.physics.bounds
      #expect(bounds.contains(scroll.physics.offset))
      if snapping, case .snapping(let points, _) = scroll.physics.mode {
        let nearest = points.offset(at: points.nearestIndex(to: scroll.physics.offset) ?? 0)
        #expect(abs(nearest - scroll.physics.offset) < 1e-9)
      }
    }
  }
}
