import CarouselCore
import CarouselTestSupport
import Foundation
import PropertyBased
import Testing

/// Invariants every carousel keeps over random input: random phases in any order, duplicate and
/// decreasing timestamps, 10+ flicks a second and drags that start mid-animation.
@Suite("Carousel properties")
struct CarouselPropertyTests {
  static let steps = randomGestureStep.array(of: 1...60)
  static let origin = CGPoint(x: 195, y: 150)

  /// Delivers the steps, then a burst of fast flicks, then lets the component settle; checks `each`
  /// after every step and frame, and that `placements(into:)` answers as `placements()` does in an
  /// array whose storage it keeps.
  static func exercise<Component: InteractiveComponent>(
    _ component: inout Component, steps: [RandomGestureStep], flicks: Int,
    each check: (Component, [ItemPlacement]) -> Void
  ) -> [Component.Event] {
    var kept: [ItemPlacement] = []
    func each(_ component: Component, _ placements: [ItemPlacement]) {
      let storage = kept.withUnsafeBufferPointer(\.baseAddress)
      let capacity = kept.capacity
      component.placements(into: &kept)
      #expect(kept == component.placements())
      // Storage it has is kept while the frame fits; the first frame may allocate (an empty array
      // has none, and a frame with nothing visible may still reserve for the next).
      if capacity > 0, kept.count <= capacity { #expect(kept.withUnsafeBufferPointer(\.baseAddress) == storage) }
      check(component, placements)
    }
    var reported: [Component.Event] = []
    let samples = events(from: steps, origin: origin)
    for step in drive(&component, with: samples) {
      reported += step.events
      each(component, step.placements)
    }
    var burst = GestureScript()
    let start = (samples.map(\.time).max() ?? 0) + 0.05
    for flick in 0..<flicks {
      burst = burst.followed(
        by: .flick(
          from: CGPoint(x: 300, y: 150), by: CGSize(width: flick % 3 == 2 ? 90 : -90, height: 0), duration: 0.04,
          startTime: start), after: 0.03)
    }
    let shifted = burst.events.map { DragEvent(phase: $0.phase, location: $0.location, time: $0.time + start) }
    // Frames at 60 Hz with the burst's samples delivered as their time comes.
    var pending = shifted[...]
    var time = start
    while let next = pending.first {
      while let sample = pending.first, sample.time <= time {
        _ = component.handle(sample)
        pending = pending.dropFirst()
      }
      reported += component.advance(to: time)
      each(component, component.placements())
      time = max(time + 1.0 / 60, pending.isEmpty ? time : min(time + 1.0 / 60, next.time))
    }
    // A finger the random steps left down lifts at last, and everything comes to rest.
    let end = max(shifted.last?.time ?? start, start) + 1
    _ = component.handle(.ended(CGPoint(x: 0, y: 0), at: end))
    reported += settle(&component, from: end, limit: 30) { each($0, $0.placements()) }.events
    return reported
  }

  @Test func freeScrollCarousel() async {
    await propertyCheck(count: 150, input: Self.steps, Gen.int(in: 0...30), Gen.int(in: 0...12)) {
      steps, count, flicks in
      var row = FreeScrollCarousel(itemCount: count, itemSize: CGSize(width: 200, height: 300))
      row.setViewport(CGSize(width: 390, height: 320))
      _ = Self.exercise(&row, steps: steps, flicks: flicks) { row, placements in
        #expect(allFinite(placements))
        #expect(placements.allSatisfy { (0..<count).contains($0.index) })
        #expect(row.offset.isFinite)
      }
      #expect(row.isSettled)
      #expect(row.offset >= 0)
      #expect(row.offset <= max(0, 8 + CGFloat(count) * 208 - 8 + 8 - 390) + 1e-9)
    }
  }

  @Test func snapCarousel() async {
    await propertyCheck(count: 150, input: Self.steps, Gen.int(in: 0...10), Gen.int(in: 0...12)) {
      steps, count, flicks in
      var carousel = SnapCarousel(itemCount: count, itemHeight: 260)
      carousel.setViewport(CGSize(width: 390, height: 260))
      _ = Self.exercise(&carousel, steps: steps, flicks: flicks) { carousel, placements in
        #expect(allFinite(placements))
        #expect(placements.allSatisfy { (0..<count).contains($0.index) })
        #expect(count == 0 || (0..<count).contains(carousel.currentIndex))
      }
      #expect(carousel.isSettled)
      #expect(carousel.offset == CGFloat(carousel.currentIndex) * 390, "settled between items")
    }
  }

  @Test func pagedCarousel() async {
    await propertyCheck(count: 150, input: Self.steps, Gen.int(in: 0...14), Gen.int(in: 0...12)) {
      steps, count, flicks in
      var rows = PagedCarousel(itemCount: count, rowsPerPage: 3)
      rows.setViewport(CGSize(width: 390, height: 280))
      _ = Self.exercise(&rows, steps: steps, flicks: flicks) { rows, placements in
        #expect(allFinite(placements))
        #expect(placements.allSatisfy { (0..<count).contains($0.index) })
        #expect(rows.pageCount == 0 || (0..<rows.pageCount).contains(rows.currentIndex))
      }
      #expect(rows.isSettled)
      #expect(abs(rows.offset - CGFloat(rows.currentIndex) * 330) < 1e-9, "settled between pages")
    }
  }

  @Test("The pager's page is the number of forward minus backward events")
  func infinitePager() async {
    await propertyCheck(count: 150, input: Self.steps, Gen.int(in: 0...15), Gen.bool) { steps, flicks, vertical in
      var pager = InfinitePager(axis: vertical ? .vertical : .horizontal)
      pager.setViewport(CGSize(width: 390, height: 600))
      var reported: [InfinitePager.Event] = []
      reported = Self.exercise(&pager, steps: steps, flicks: flicks) { _, placements in
        #expect(allFinite(placements))
        // During a burst the page counter runs ahead of the content (each press completes the turn in
        // progress), so only adjacency is an invariant: at most two neighbouring pages show.
        #expect(placements.count <= 2)
        #expect(placements.count < 2 || placements[1].index == placements[0].index + 1)
      }
      let forward = reported.filter { $0 == .paged(.forward) }.count
      let backward = reported.filter { $0 == .paged(.backward) }.count
      #expect(pager.page == forward - backward)
      #expect(pager.isSettled)
      #expect(pager.placements().count == 1)
      #expect(pager.placements().first?.frame.origin == .zero)
    }
  }

  @Test func cardStack() async {
    await propertyCheck(count: 150, input: Self.steps, Gen.int(in: 0...8), Gen.int(in: 0...12), Gen.bool) {
      steps, count, flicks, loops in
      var stack = CardStack(itemCount: count, loops: loops)
      stack.setViewport(CGSize(width: 390, height: 700))
      _ = Self.exercise(&stack, steps: steps, flicks: flicks) { stack, placements in
        #expect(allFinite(placements))
        #expect(placements.allSatisfy { (0..<count).contains($0.index) })
        #expect(Set(placements.map(\.index)).count == placements.count)
        // Back to front, as drawn: the placements come out in rising zIndex with no sort.
        #expect(zip(placements, placements.dropFirst()).allSatisfy { $0.zIndex < $1.zIndex })
        #expect(count == 0 || (0..<count).contains(stack.currentIndex))
      }
      #expect(stack.isSettled)
      #expect(stack.position == stack.position.rounded(), "settled between cards")
    }
  }
}
