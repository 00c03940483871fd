import CarouselCore
import CarouselTestSupport
import Foundation
import Testing

@Suite("SnapCarousel")
struct SnapCarouselTests {
  static func carousel(_ count: Int = 4, maxItemsPerFling: Int = 1) -> SnapCarousel {
    var carousel = SnapCarousel(itemCount: count, itemHeight: 260, maxItemsPerFling: maxItemsPerFling)
    carousel.setViewport(CGSize(width: 390, height: 260))
    return carousel
  }

  /// A slow drag by `distance` points, held still before lifting (zero velocity).
  static func nudge(_ carousel: inout SnapCarousel, by distance: CGFloat, at start: TimeInterval) -> [SnapCarousel
    .Event]
  {
    let script = GestureScript.drag(
      from: CGPoint(x: 200, y: 100), by: CGSize(width: distance, height: 0), duration: 0.5, restBeforeRelease: 0.2,
      startTime: start)
    return script.replay(into: &carousel).flatMap(\.events)
  }

  @Test("The seed's sections: viewport − 16 wide, 16 apart, centred; neighbours come in with a drag")
  func seedLayout() {
    var carousel = Self.carousel()
    carousel.scroll(to: 1, animation: nil, time: 0)
    #expect(carousel.itemLength == 374)
    // With the seed's numbers the neighbours rest 8 points beyond each edge.
    #expect(carousel.placements().map(\.frame) == [CGRect(x: 8, y: 0, width: 374, height: 260)])
    _ = carousel.handle(.began(CGPoint(x: 200, y: 100), at: 1))
    _ = carousel.handle(.changed(CGPoint(x: 215, y: 100), at: 1.02))
    _ = carousel.handle(.changed(CGPoint(x: 235, y: 100), at: 1.04))
    let frames = carousel.placements()
    #expect(frames.map(\.index) == [0, 1])
    #expect(frames[0].frame.maxX == 12)
  }

  @Test("At zero velocity a release goes to the nearest item: past half moves one, short of it stays")
  func nearestItemAtZeroVelocity() {
    var carousel = Self.carousel()
    _ = Self.nudge(&carousel, by: -(374 + 16) * 0.45, at: 0)
    #expect(carousel.currentIndex == 0)
    #expect(carousel.offset == 0)
    let events = Self.nudge(&carousel, by: -(374 + 16) * 0.55, at: 5)
    #expect(carousel.currentIndex == 1)
    #expect(carousel.offset == 390)
    #expect(events.contains(.currentIndexChanged(from: 0, to: 1)))
    #expect(events.last == .settled(index: 1))
  }

  @Test("One drag never crosses several sections (the seed's truncation bug)")
  func oneDragMovesOneSection() {
    var carousel = Self.carousel(8)
    _ = Self.nudge(&carousel, by: -900, at: 0)
    #expect(carousel.currentIndex == 1)
    var generous = Self.carousel(8, maxItemsPerFling: 3)
    _ = Self.nudge(&generous, by: -900, at: 0)
    #expect(generous.currentIndex == 2)
  }

  @Test func aFastShortFlickMovesOne() {
    var carousel = Self.carousel()
    let flick = GestureScript.flick(from: CGPoint(x: 300, y: 100), by: CGSize(width: -60, height: 0), duration: 0.04)
    _ = flick.replay(into: &carousel)
    #expect(carousel.currentIndex == 1)
  }

  @Test func theEndsClamp() {
    var carousel = Self.carousel(2)
    _ = Self.nudge(&carousel, by: 300, at: 0)
    #expect(carousel.offset == 0)
    carousel.scroll(to: 9, animation: nil, time: 10)
    #expect(carousel.currentIndex == 1)
  }

  @Test func leadingAlignmentRestsAtTheSpacing() {
    var carousel = SnapCarousel(itemCount: 3, itemInset: 60, alignment: .leading)
    carousel.setViewport(CGSize(width: 390, height: 200))
    #expect(carousel.placements().first?.frame.minX == 16)
  }

  @Test func chunkedGroupsSections() {
    #expect(Array(1...7).chunked(into: 3) == [[1, 2, 3], [4, 5, 6], [7]])
    #expect([Int]().chunked(into: 3).isEmpty)
    #expect([1, 2].chunked(into: 0) == [[1], [2]])
    #expect(Array(1...12).chunked(into: 3).count == 4)
  }

  @Test("Bad viewports show nothing", arguments: badLengths)
  func badViewport(length: CGFloat) {
    var carousel = Self.carousel()
    carousel.setViewport(CGSize(width: length, height: 260))
    #expect(carousel.placements().isEmpty)
  }

  @Test func shrinkingMidAnimationClamps() {
    var carousel = Self.carousel(10)
    carousel.scroll(to: 9, animation: .default, time: 0)
    _ = carousel.advance(to: 0.05)
    carousel.setItemCount(2)
    _ = settle(&carousel, from: 0.05)
    #expect(carousel.currentIndex == 1)
    #expect(carousel.offset == 390)
  }

  @Test func replayedScriptSnapshot() {
    var carousel = SnapCarousel(itemCount: 4, itemHeight: 260, animation: .linear(duration: 0.12))
    carousel.setViewport(CGSize(width: 390, height: 260))
    let script = GestureScript.flick(from: CGPoint(x: 300, y: 100), by: CGSize(width: -120, height: 0), duration: 0.1)
      .followed(by: .tap(at: CGPoint(x: 200, y: 100)), after: 0.5)
    let frames = script.replay(into: &carousel)
    #expect(frames.flatMap(\.events).contains(.tapped(index: 1)))
    assertTextSnapshot(dump(frames, every: 2), named: "flick-then-tap-seed-curve")
  }
}
