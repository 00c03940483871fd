import CarouselCore
import CarouselTestSupport
import Foundation
import Testing

/// Public calls a careless caller can make with extreme arguments (SPEC §21): each is answered at
/// once, in bounded memory, without a trap. Every case here crashed or exhausted memory before.
@Suite("Public helpers under extreme arguments")
struct BoundedHelperTests {
  @Test("chunked(into:) with any group size", arguments: [Int.max, Int.min, 0, -1, 3])
  func chunkedWithAnySize(size: Int) {
    let groups = [1, 2, 3].chunked(into: size)
    #expect(groups.flatMap { $0 } == [1, 2, 3])
    #expect(groups.allSatisfy { !$0.isEmpty })
    #expect([Int]().chunked(into: size).isEmpty)
  }

  @Test func starFillsAreCutToTheMostStarsAFaceShows() {
    #expect(StarRating.fills(rating: 3.7, count: .max).count == StarRating.maximumStarCount)
    #expect(StarRating.fills(rating: .nan, count: .max).count == StarRating.maximumStarCount)
    #expect(StarRating.fills(rating: .infinity, count: .min).isEmpty)
    #expect(StarRating.fills(rating: 3.7).count == 5)
  }

  /// A finger held still for eleven days replays in a handful of frames, not 60 million, and its
  /// release is still played.
  @Test func aFingerHeldForDaysReplaysInFewFrames() {
    let script = GestureScript(events: [
      .began(CGPoint(x: 300, y: 100), at: 0),
      .changed(CGPoint(x: 200, y: 100), at: 0.05),
      .ended(CGPoint(x: 200, y: 100), at: 1e6),
    ])
    var row = SnapCarousel(itemCount: 6)
    row.setViewport(CGSize(width: 390, height: 260))
    let frames = script.replay(into: &row)
    #expect(frames.count < 200, "\(frames.count) frames")
    #expect(frames.last.map { $0.time >= 1e6 } == true)
    #expect(row.isSettled)
    #expect(row.currentIndex == 0)  // held still before lifting: no fling
  }

  /// Rows a fraction of a point tall (a page of `Int.max` rows) place at most a page's worth, not an
  /// array of 26 GB.
  @Test func aPageOfCountlessRowsPlacesABoundedNumber() {
    var rows = PagedCarousel(itemCount: .max, rowsPerPage: .max, rowSpacing: .nan)
    rows.setViewport(CGSize(width: 1_000_000, height: 1_015))
    rows.setVisible(false)
    let placements = rows.placements()
    #expect(placements.count <= PagedCarousel.maximumPlacedRows)
    #expect(allFinite(placements))
    _ = rows.advance(to: 1)
    #expect(rows.placements().count <= PagedCarousel.maximumPlacedRows)
  }

  /// A tap queued on item 4 of a row whose data shrank to two before the next frame names nothing.
  @Test func aTapOnAnItemTheDataNoLongerHasIsNotReported() {
    var row = FreeScrollCarousel(itemCount: 6, itemSize: CGSize(width: 60, height: 60), spacing: 0, insets: .zero)
    row.setViewport(CGSize(width: 390, height: 60))
    let onItemFour = CGPoint(x: 4 * 60 + 30, y: 30)
    _ = row.handle(.began(onItemFour, at: 0))
    _ = row.handle(.ended(onItemFour, at: 0.05))
    row.setItemCount(2)
    let events = row.advance(to: 0.1)
    #expect(!events.contains { $0.tappedIndex != nil }, "\(events)")

    var snap = SnapCarousel(itemCount: 6)
    snap.setViewport(CGSize(width: 390, height: 260))
    snap.scroll(to: 5, animation: nil, time: 0)
    _ = snap.advance(to: 0)
    _ = snap.handle(.began(CGPoint(x: 195, y: 100), at: 1))
    _ = snap.handle(.ended(CGPoint(x: 195, y: 100), at: 1.05))
    snap.setItemCount(3)
    #expect(!snap.advance(to: 1.1).contains(.tapped(index: 5)))
  }
}
