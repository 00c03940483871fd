import CarouselCore
import CarouselTestSupport
import Foundation
import PropertyBased
import Testing

@Suite("RotaryCarousel properties")
struct RotaryCarouselPropertyTests {
  @Test func randomInputKeepsEverythingFiniteAndInRange() async {
    await propertyCheck(count: 200, input: randomGestureStep.array(of: 1...60), Gen.int(in: 0...12)) { steps, count in
      var ring = RotaryCarousel(itemCount: count)
      ring.setViewport(CGSize(width: 390, height: 300))
      for step in drive(&ring, with: events(from: steps, origin: CGPoint(x: 195, y: 150))) {
        #expect(allFinite(step.placements))
        #expect(ring.position.isFinite)
        #expect(count == 0 ? ring.currentIndex == 0 : (0..<count).contains(ring.currentIndex))
        #expect(step.placements.count <= max(count, 0))
      }
    }
  }

  @Test("A snap moves position monotonically, by at most 0.5 + maxItemsPerFling, onto a whole item")
  func snapsAreMonotonicAndBounded() async {
    await propertyCheck(
      count: 200, input: randomGestureStep.array(of: 0...30), Gen.int(in: 1...12), Gen.cgFloat(in: 40...700),
      Gen.bool, Gen.double(in: 0.02...0.4)
    ) { steps, count, distance, rightward, duration in
      var ring = RotaryCarousel(itemCount: count)
      ring.setViewport(CGSize(width: 390, height: 300))
      let prefix = events(from: steps, origin: CGPoint(x: 195, y: 150))
      _ = drive(&ring, with: prefix)
      let start = (prefix.map(\.time).max() ?? 0) + 0.5
      let flick = GestureScript.flick(
        from: CGPoint(x: 195, y: 150), by: CGSize(width: rightward ? distance : -distance, height: 0),
        duration: duration, startTime: start)
      _ = drive(&ring, with: flick.events)
      let released = ring.position
      var positions = [released]
      var time = flick.endTime ?? start
      while !ring.isSettled && time < start + 20 {
        time += 1.0 / 120
        _ = ring.advance(to: time)
        if !ring.isSettled { positions.append(ring.position) }
      }
      #expect(ring.isSettled)
      // The settled position is normalised into 0..<N; unwrap it next to the last moving one.
      let last = positions[positions.count - 1]
      let settled = ring.position + CGFloat(count) * ((last - ring.position) / CGFloat(count)).rounded()
      positions.append(settled)
      let increasing = zip(positions, positions.dropFirst()).allSatisfy { $0 <= $1 + 1e-9 }
      let decreasing = zip(positions, positions.dropFirst()).allSatisfy { $0 >= $1 - 1e-9 }
      #expect(increasing || decreasing, "positions \(positions)")
      #expect(abs(settled - released) <= 1.5 + 1e-9)
      #expect(ring.position == ring.position.rounded())
      #expect((0..<CGFloat(count)).contains(ring.position))
    }
  }
}
