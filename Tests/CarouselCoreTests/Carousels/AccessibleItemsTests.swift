import CarouselCore
import Foundation
import Testing

/// Which items a screen reader reaches: what a sighted person sees, no more.
@Suite("Accessible items")
struct AccessibleItemsTests {
  @Test func aFreeRowExposesTheItemsMostlyOnScreenAndNotTheOneLeavingTheEdge() {
    var row = FreeScrollCarousel(itemCount: 8, itemSize: CGSize(width: 200, height: 300))
    let viewport = CGSize(width: 390, height: 320)
    row.setViewport(viewport)
    #expect(row.placements().accessibleIndices(in: viewport) == [0, 1])  // item 1: 174 of its 200 points shown
    row.scroll(to: 2, animation: nil, time: 0)
    _ = row.advance(to: 0)
    let shown = row.placements().accessibleIndices(in: viewport)
    #expect(shown.contains(2))
    #expect(!shown.contains(1))  // scrolled off to the left but for 8 points of it
  }

  @Test func aSnapCarouselExposesItsCurrentSectionAndNotThePeekingNeighbours() {
    var carousel = SnapCarousel(itemCount: 5, itemInset: 40, spacing: 16)
    let viewport = CGSize(width: 390, height: 260)
    carousel.setViewport(viewport)
    carousel.scroll(to: 2, animation: nil, time: 0)
    _ = carousel.advance(to: 0)
    #expect(carousel.placements().count >= 2)
    #expect(carousel.placements().accessibleIndices(in: viewport) == [2])
  }

  @Test func theRingExposesOnlyItsFrontBanner() {
    var ring = RotaryCarousel(itemCount: 6)
    let viewport = CGSize(width: 390, height: 300)
    ring.setViewport(viewport)
    #expect(ring.placements().count == 6)
    #expect(ring.placements().accessibleIndices(in: viewport) == [0])
  }

  @Test func aCardStackExposesOnlyItsTopCard() {
    var stack = CardStack(itemCount: 6)
    let viewport = CGSize(width: 390, height: 500)
    stack.setViewport(viewport)
    #expect(stack.placements().count == 3)
    #expect(stack.placements().accessibleIndices(in: viewport) == [0])
  }

  @Test func aFadedOrCoveredItemIsHiddenAndTheLaterOfEqualZIndexIsInFront() {
    let viewport = CGSize(width: 300, height: 300)
    let box = CGRect(x: 0, y: 0, width: 300, height: 300)
    let faded = ItemPlacement(index: 0, frame: box, scale: 1, rotation: .none, opacity: 0.3, zIndex: 0)
    #expect([faded].accessibleIndices(in: viewport).isEmpty)
    let back = ItemPlacement(index: 1, frame: box, scale: 1, rotation: .none, opacity: 1, zIndex: 0)
    let front = ItemPlacement(index: 2, frame: box, scale: 1, rotation: .none, opacity: 1, zIndex: 0)
    #expect([back, front].accessibleIndices(in: viewport) == [2])
    // A faded item in front hides nothing.
    let fadedFront = ItemPlacement(index: 3, frame: box, scale: 1, rotation: .none, opacity: 0.2, zIndex: 5)
    #expect([back, fadedFront].accessibleIndices(in: viewport) == [1])
  }

  @Test func aBadViewportOrFrameShowsNothingAndNeverTraps() {
    let item = ItemPlacement(
      index: 0, frame: CGRect(x: 0, y: 0, width: 100, height: 100), scale: 1, rotation: .none, opacity: 1, zIndex: 0)
    for size in [
      CGSize.zero, CGSize(width: -1, height: 100), CGSize(width: CGFloat.nan, height: 100),
      CGSize(width: CGFloat.infinity, height: 100),
    ] {
      #expect([item].accessibleIndices(in: size).isEmpty)
    }
    let nowhere = ItemPlacement(
      index: 1, frame: CGRect(x: CGFloat.nan, y: 0, width: 100, height: CGFloat.infinity), scale: 1, rotation: .none,
      opacity: 1, zIndex: 0)
    #expect([nowhere].accessibleIndices(in: CGSize(width: 300, height: 300)).isEmpty)
    #expect([ItemPlacement]().accessibleIndices(in: CGSize(width: 300, height: 300)).isEmpty)
  }
}
