import CarouselCore
import CarouselTestSupport
import Foundation
import PropertyBased
import Testing

/// A snap carousel sized by its content (SPEC §18, issue 32): items of their own lengths, each
/// resting centred (or at the leading spacing), with the equal carousel's release rule.
@Suite("SnapCarousel with measured items")
struct MeasuredSnapCarouselTests {
  static let lengths: [CGFloat] = [100, 200, 60, 150]
  static let viewport = CGSize(width: 390, height: 200)

  static func carousel(
    _ lengths: [CGFloat] = lengths, alignment: SnapCarousel.Alignment = .center, maxItemsPerFling: Int = 1
  ) -> SnapCarousel {
    var carousel = SnapCarousel(
      itemCount: 0, itemSizing: .measured(estimatedLength: 120), alignment: alignment,
      maxItemsPerFling: maxItemsPerFling)
    carousel.setViewport(viewport)
    carousel.setItemLengths(lengths)
    return carousel
  }

  /// Where item `index` rests, computed here from the lengths: the distance from item 0's middle to
  /// its middle (centred), or from item 0's leading edge to its leading edge.
  static func rest(
    of index: Int, _ lengths: [CGFloat] = lengths, spacing: CGFloat = 16, alignment: SnapCarousel.Alignment = .center
  ) -> CGFloat {
    let start = lengths[..<index].reduce(0) { $0 + $1 + spacing }
    return alignment == .center ? start + (lengths[index] - lengths[0]) / 2 : start
  }

  static func frame(of index: Int, in carousel: SnapCarousel) -> CGRect? {
    carousel.placements().first { $0.index == index }?.frame
  }

  /// A slow drag by `distance` points, held still before lifting (zero velocity).
  static func nudge(_ carousel: inout SnapCarousel, by distance: CGFloat, at start: TimeInterval) {
    _ = GestureScript.drag(
      from: CGPoint(x: 200, y: 100), by: CGSize(width: distance, height: 0), duration: 0.5, restBeforeRelease: 0.2,
      startTime: start
    ).replay(into: &carousel)
  }

  @Test("Each item rests centred, at the distance between its middle and the first item's")
  func restsCentred() {
    var carousel = Self.carousel()
    #expect(carousel.takesItemLengths)
    #expect(Self.frame(of: 0, in: carousel) == CGRect(x: 145, y: 0, width: 100, height: 200))
    for index in 1..<4 {
      carousel.scroll(to: index, animation: nil, time: Double(index))
      #expect(carousel.currentIndex == index)
      #expect(carousel.offset == Self.rest(of: index))
      let frame = Self.frame(of: index, in: carousel)
      #expect(frame?.midX == 195, "item \(index) centred")
      #expect(frame?.width == Self.lengths[index])
      #expect(carousel.itemLength == Self.lengths[index])
    }
    carousel.scroll(to: 1, animation: nil, time: 5)
    // The neighbours lie 16 points away on each side, whatever their lengths.
    #expect(carousel.placements().map(\.frame.minX) == [-21, 95, 311, 387])
  }

  @Test("Leading alignment rests each item's leading edge at the spacing")
  func leadingAlignment() {
    var carousel = Self.carousel(alignment: .leading)
    for index in 0..<4 {
      carousel.scroll(to: index, animation: nil, time: Double(index))
      #expect(carousel.offset == Self.rest(of: index, alignment: .leading))
      #expect(Self.frame(of: index, in: carousel)?.minX == 16)
    }
  }

  @Test("A slow release past half the gap to the next rest moves one item; short of it stays")
  func nearestRestAtZeroVelocity() {
    var carousel = Self.carousel()
    // The content follows the finger from where the drag is recognised, 10 points on.
    let gap = Self.rest(of: 1)
    Self.nudge(&carousel, by: -(10 + gap * 0.45), at: 0)
    #expect(carousel.currentIndex == 0 && carousel.offset == 0)
    Self.nudge(&carousel, by: -(10 + gap * 0.55), at: 5)
    #expect(carousel.currentIndex == 1 && abs(carousel.offset - Self.rest(of: 1)) < 1e-6)
  }

  @Test("One release moves at most maxItemsPerFling items, however far the finger goes")
  func flingLimit() {
    var one = Self.carousel()
    Self.nudge(&one, by: -500, at: 0)
    #expect(one.currentIndex == 1)
    var two = Self.carousel(maxItemsPerFling: 2)
    Self.nudge(&two, by: -500, at: 0)
    #expect(two.currentIndex == 2)
    #expect(abs(two.offset - Self.rest(of: 2)) < 1e-6)
  }

  @Test("New lengths keep the item at rest current and centred")
  func newLengthsAtRest() {
    var carousel = Self.carousel()
    carousel.scroll(to: 2, animation: nil, time: 0)
    let lengths: [CGFloat] = [50, 300, 60, 150]
    carousel.setItemLengths(lengths)
    #expect(carousel.currentIndex == 2)
    #expect(carousel.offset == Self.rest(of: 2, lengths))
    #expect(Self.frame(of: 2, in: carousel)?.midX == 195)
    #expect(carousel.isSettled)
  }

  @Test("New lengths mid-drag leave the current item under the finger, and the drag goes on 1:1")
  func newLengthsMidDrag() {
    var carousel = Self.carousel()
    carousel.scroll(to: 1, animation: nil, time: 0)
    _ = carousel.handle(.began(CGPoint(x: 200, y: 100), at: 1))
    _ = carousel.handle(.changed(CGPoint(x: 180, y: 100), at: 1.02))
    _ = carousel.handle(.changed(CGPoint(x: 170, y: 100), at: 1.04))
    let before = Self.frame(of: 1, in: carousel)
    carousel.setItemLengths([40, 220, 60, 150])
    let after = Self.frame(of: 1, in: carousel)
    #expect(carousel.currentIndex == 1)
    #expect(before?.midX == after?.midX, "item 1 grew about its middle")
    _ = carousel.handle(.changed(CGPoint(x: 160, y: 100), at: 1.06))
    #expect(Self.frame(of: 1, in: carousel)?.midX == (after?.midX ?? 0) - 10)
  }

  @Test("A neighbour that shrinks mid-drag does not take the current item's place")
  func shrinkingNeighbourMidDrag() {
    var carousel = Self.carousel()
    carousel.scroll(to: 1, animation: nil, time: 0)
    // 70 points towards item 2, whose rest is 146 away: item 1 is still the nearest.
    _ = carousel.handle(.began(CGPoint(x: 300, y: 100), at: 1))
    _ = carousel.handle(.changed(CGPoint(x: 280, y: 100), at: 1.02))
    _ = carousel.handle(.changed(CGPoint(x: 210, y: 100), at: 1.04))
    #expect(carousel.currentIndex == 1)
    let before = carousel.offset
    // Item 2 empties: its rest comes 116 from item 1's, and 70 points would be past half-way.
    carousel.setItemLengths([100, 200, 0, 150])
    #expect(carousel.currentIndex == 1)
    #expect(abs(carousel.offset - before) < 13)
    _ = carousel.handle(.ended(CGPoint(x: 210, y: 100), at: 1.5))
    _ = settle(&carousel, from: 1.5)
    #expect(abs(carousel.offset - Self.rest(of: carousel.currentIndex, [100, 200, 0, 150])) < 1e-6)
  }

  @Test("New lengths mid-animation still land on the item it was heading for")
  func newLengthsMidAnimation() {
    var carousel = Self.carousel()
    carousel.scroll(to: 3, animation: .snap, time: 0)
    _ = carousel.advance(to: 0.05)
    let lengths: [CGFloat] = [120, 90, 300, 80]
    carousel.setItemLengths(lengths)
    _ = settle(&carousel, from: 0.05)
    #expect(carousel.currentIndex == 3)
    #expect(abs(carousel.offset - Self.rest(of: 3, lengths)) < 1e-6)
  }

  @Test("A new viewport keeps the current item, centred in the new width")
  func newViewport() {
    var carousel = Self.carousel()
    carousel.scroll(to: 2, animation: nil, time: 0)
    carousel.setViewport(CGSize(width: 844, height: 200))
    #expect(carousel.currentIndex == 2)
    #expect(Self.frame(of: 2, in: carousel)?.midX == 422)
    _ = carousel.handle(.began(CGPoint(x: 300, y: 100), at: 1))
    _ = carousel.handle(.changed(CGPoint(x: 280, y: 100), at: 1.02))
    _ = carousel.handle(.changed(CGPoint(x: 250, y: 100), at: 1.04))
    carousel.setViewport(Self.viewport)
    #expect(carousel.currentIndex == 2)
    _ = carousel.handle(.ended(CGPoint(x: 250, y: 100), at: 1.3))
    _ = settle(&carousel, from: 1.3)
    #expect(abs(carousel.offset - Self.rest(of: carousel.currentIndex)) < 1e-6)
  }

  @Test("Neighbours' phases are exactly one apart, whatever their lengths; at rest the current one's is 0")
  func phases() {
    var carousel = Self.carousel()
    carousel.scroll(to: 1, animation: nil, time: 0)
    #expect(carousel.placements().map(carousel.phase) == [-1, 0, 1, 2])
    _ = carousel.handle(.began(CGPoint(x: 300, y: 100), at: 1))
    _ = carousel.handle(.changed(CGPoint(x: 280, y: 100), at: 1.02))
    _ = carousel.handle(.changed(CGPoint(x: 240, y: 100), at: 1.04))
    let phases = carousel.placements().map(carousel.phase)
    // 40 points into the 146-point gap from item 1's rest to item 2's.
    #expect(abs(phases[1] + 40.0 / 146) < 1e-12)
    let stepsOfOne = zip(phases, phases.dropFirst()).allSatisfy { (a: Double, b: Double) -> Bool in
      abs(b - a - 1) < 1e-12
    }
    #expect(stepsOfOne)
  }

  @Test("Items not measured yet have the estimated length; more items take the last length")
  func estimatedAndExtendedLengths() {
    var carousel = SnapCarousel(itemCount: 3, itemSizing: .measured(estimatedLength: 120), spacing: 10)
    carousel.setViewport(Self.viewport)
    #expect((0..<3).map(carousel.itemLength(at:)) == [120, 120, 120])
    #expect(carousel.itemLength(at: 3) == 0)
    carousel.setItemLengths([80, 90])
    carousel.setItemCount(4)
    #expect((0..<4).map(carousel.itemLength(at:)) == [80, 90, 90, 90])
    carousel.setItemLengths([])
    carousel.setItemCount(2)
    #expect((0..<2).map(carousel.itemLength(at:)) == [90, 90])
  }

  @Test("Equal items by default: lengths are not taken")
  func equalItemsByDefault() {
    var carousel = SnapCarousel(itemCount: 3)
    carousel.setViewport(Self.viewport)
    #expect(carousel.itemSizing == .fixedInset(16))
    #expect(!carousel.takesItemLengths)
    let before = carousel.placements()
    carousel.setItemLengths([10, 20, 30, 40])
    #expect(carousel.placements() == before)
    #expect(carousel.itemCount == 3)
    #expect((0..<4).map(carousel.itemLength(at:)) == [374, 374, 374, 0])
  }

  @Test("Bad lengths count as 0: an empty item is not placed, and the others still rest")
  func badLengths() {
    var carousel = SnapCarousel(itemCount: 0, itemSizing: .measured(estimatedLength: .nan))
    carousel.setViewport(Self.viewport)
    #expect(carousel.itemSizing == .measured(estimatedLength: 0))
    carousel.setItemLengths([.nan, -5, .infinity, 100])
    #expect(carousel.placements().map(\.index) == [3])
    carousel.scroll(to: 3, animation: .snap, time: 0)
    _ = settle(&carousel, from: 0)
    #expect(carousel.currentIndex == 3)
    #expect(abs(carousel.offset - (48 + 50)) < 1e-6)
    #expect(carousel.placements().allSatisfy { $0.frame.minX.isFinite && $0.frame.width == 100 })
    carousel.setViewport(CGSize(width: CGFloat.nan, height: 200))
    #expect(carousel.placements().isEmpty)
  }

  @Test("scroll(to:) clamps to the items, and one asked for before the viewport lands once there is one")
  func scrollToClampsAndWaitsForTheViewport() {
    var carousel = Self.carousel()
    carousel.scroll(to: 99, animation: .snap, time: 0)
    _ = settle(&carousel, from: 0)
    #expect(carousel.currentIndex == 3 && abs(carousel.offset - Self.rest(of: 3)) < 1e-6)
    carousel.scroll(to: -5, animation: nil, time: 10)
    #expect(carousel.currentIndex == 0 && carousel.offset == 0)
    var early = SnapCarousel(itemCount: 0, itemSizing: .measured(estimatedLength: 120))
    early.setItemLengths(Self.lengths)
    early.scroll(to: 2, animation: .snap, time: 0)
    #expect(early.placements().isEmpty)
    early.setViewport(Self.viewport)
    #expect(early.currentIndex == 2 && early.offset == Self.rest(of: 2))
    #expect(Self.frame(of: 2, in: early)?.midX == 195)
  }

  @Test("Page Down moves by the sections shown in full, each landing centred")
  func pageDownStepsBySectionsShownInFull() {
    var host = ComponentHost(
      SnapCarousel(itemCount: 0, itemSizing: .measured(estimatedLength: 100), alignment: .leading),
      elementIDs: Array(0..<12))
    host.setViewport(Self.viewport, time: 0)
    // 16 + 100 + 16 + 100 + 16 + 100 = 348: three sections in full in 390 points, the fourth cut.
    let moved = host.press(.pageDown, animation: nil, time: 0.1)
    #expect(moved && host.currentIndex == 3)
    #expect(host.placements().first { $0.index == 3 }?.frame.minX == 16)
    _ = host.press(.end, animation: nil, time: 0.2)
    #expect(host.currentIndex == 11)
    #expect(host.placements().first { $0.index == 11 }?.frame.minX == 16)
  }

  /// Measured items all of one length place and rest exactly as equal items of that length do.
  @Test("Measured items of one length behave as equal items of that length, frame by frame")
  func equalMeasuredLengthsAreTheEqualCarousel() async {
    await propertyCheck(
      count: 150, input: randomGestureStep.array(of: 1...60), Gen.int(in: 0...10), Gen.int(in: 1...390),
      Gen.bool
    ) { steps, count, length, leading in
      let alignment: SnapCarousel.Alignment = leading ? .leading : .center
      var equal = SnapCarousel(
        itemCount: count, itemHeight: 200, itemInset: CGFloat(390 - length), alignment: alignment,
        maxItemsPerFling: 2)
      var measured = SnapCarousel(
        itemCount: count, itemSizing: .measured(estimatedLength: CGFloat(length)), itemHeight: 200,
        alignment: alignment, maxItemsPerFling: 2)
      equal.setViewport(Self.viewport)
      measured.setViewport(Self.viewport)
      func same(_ when: String) {
        let a = equal.placements()
        let b = measured.placements()
        #expect(a.map(\.index) == b.map(\.index), "\(when)")
        let sameFrames = zip(a, b).allSatisfy { (x: ItemPlacement, y: ItemPlacement) -> Bool in
          abs(x.frame.minX - y.frame.minX) < 1e-6 && x.frame.size == y.frame.size
        }
        #expect(sameFrames, "\(when)")
        #expect(equal.currentIndex == measured.currentIndex, "\(when)")
        #expect(abs(equal.offset - measured.offset) < 1e-6, "\(when)")
      }
      let samples = events(from: steps, origin: CGPoint(x: 195, y: 100))
      for (number, sample) in samples.enumerated() {
        let equalEvents = equal.advance(to: sample.time)
        let measuredEvents = measured.advance(to: sample.time)
        #expect(equalEvents == measuredEvents)
        _ = equal.handle(sample)
        _ = measured.handle(sample)
        same("after sample \(number)")
      }
      let end = (samples.map(\.time).max() ?? 0) + 0.1
      _ = equal.handle(.ended(CGPoint(x: 0, y: 100), at: end))
      _ = measured.handle(.ended(CGPoint(x: 0, y: 100), at: end))
      let a = settle(&equal, from: end)
      let b = settle(&measured, from: end)
      #expect(a.events == b.events)
      same("at rest")
    }
  }

  @Test("Sized by the current item's measured width where the container leaves the height open")
  func idealHeight() {
    let carousel = Self.carousel()
    var askedWidth: CGFloat?
    let height = carousel.idealViewportHeight(forWidth: 390) { width in
      askedWidth = width
      return 180
    }
    #expect(height == 180)
    #expect(askedWidth == 100)
  }
}
