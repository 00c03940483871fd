import CarouselCore
import Foundation
import Testing

/// What the layout fuzz targets found, pinned (SPEC §10): absurd column counts, item counts and
/// sizes get a documented clamp, and queries answer any rectangle in bounded time.
@Suite("Layout hardening")
struct LayoutHardeningTests {
  @Test func absurdColumnCountsAreClampedInsteadOfAllocatingThem() {
    let masonry = MasonryLayout(width: 390, columns: .fixed(.max), items: [.height(10), .height(20)])
    #expect(masonry.columnCount == ColumnGridLayout.maximumColumns)
    #expect(masonry.itemCount == 2)
    let grid = ColumnGridLayout(itemCount: 5, width: 390, columns: .fixed(.max), itemHeight: .fixed(10))
    #expect(grid.columnCount == ColumnGridLayout.maximumColumns)
    #expect(grid.rowCount == 1)
  }

  @Test func oneAbsurdPhotoCannotPushTheRestBeyondPrecision() throws {
    var grid = MasonryLayout(
      width: 390, columns: .fixed(2),
      items: [.height(238), .photo(width: 100, height: 1e300), .aspectRatio(1.5), .fullSpan(height: 40), .height(88)])
    #expect(try #require(grid.frame(at: 1)).height == 10_000_000)
    grid.updateHeight(of: 1, to: 103)
    // The full-span item starts below the taller column again (column 0: items 0 and 2), item 4 under it.
    let header = try #require(grid.frame(at: 3))
    let below = try #require(grid.frame(at: 4))
    #expect(header.minY == (try #require(grid.frame(at: 2))).maxY + 8)
    #expect(header.minY < 1_000)
    #expect(below.minY == header.maxY + 8)
  }

  @Test func aMasonryQueryOverlapsStrictlyAndAnswersAnyRectangle() throws {
    let grid = MasonryLayout(width: 390, columns: .fixed(2), items: (0..<100).map { _ in .height(100) })
    let first = try #require(grid.frame(at: 0))
    // A point inside a frame is a hit test; a rectangle touching only an edge overlaps nothing there.
    #expect(grid.items(in: CGRect(x: first.midX, y: first.midY, width: 0, height: 0)) == [0])
    #expect(grid.items(in: CGRect(x: 0, y: 0, width: 390, height: first.minY)).isEmpty)
    #expect(grid.items(in: CGRect(x: CGFloat.nan, y: 0, width: 390, height: 500)).isEmpty)
    #expect(grid.items(in: CGRect(x: 0, y: CGFloat.nan, width: 390, height: 500)).isEmpty)
    #expect(grid.items(in: .null).isEmpty)
    #expect(grid.items(in: CGRect(x: -1e300, y: -1e300, width: 1e301, height: 1e301)) == Array(0..<100))
  }

  @Test func aGridOfIntMaxItemsAnswersEveryQueryBoundedly() {
    let grid = ColumnGridLayout(itemCount: .max, width: 390, columns: .fixed(3), itemHeight: .fixed(50))
    #expect(grid.rowCount == Int.max / 3 + 1)
    #expect(grid.contentSize.height.isFinite)
    // Taller than all the content: the answer stops at the bound instead of listing 2⁶³ items.
    let everything = grid.indices(in: CGRect(x: 0, y: 0, width: 390, height: 1e300))
    #expect(everything.count == ColumnGridLayout.maximumQueryResults)
    #expect(everything.prefix(4) == [0, 1, 2, 3])
    // Beside every column, or below rows of no height: nothing, without visiting a row.
    #expect(grid.indices(in: CGRect(x: 1e6, y: 0, width: 10, height: 1e300)).isEmpty)
    let flat = ColumnGridLayout(
      itemCount: .max, width: 390, columns: .fixed(3), rowSpacing: 0, itemHeight: .fixed(0))
    #expect(flat.indices(in: CGRect(x: 0, y: 10, width: 390, height: 1e300)).isEmpty)
    #expect(
      flat.indices(in: CGRect(x: 0, y: -10, width: 390, height: 1e300)).count == ColumnGridLayout.maximumQueryResults)
  }

  /// A subview that reports whatever size it is given, as a careless `SubviewProxy` may.
  final class CarelessSign: SubviewProxy {
    let size: CGSize
    let side: Side
    var point: CGPoint?
    init(_ size: CGSize, _ side: Side) {
      self.size = size
      self.side = side
    }
    func sizeThatFits(_ proposal: ProposedSize) -> CGSize { size }
    subscript<Key: SubviewValueKey>(key: Key.Type) -> Key.Value { (side as? Key.Value) ?? Key.defaultValue }
    func place(at point: CGPoint, anchor: PlacementAnchor, proposal: ProposedSize) { self.point = point }
  }

  @Test func aGuideBoardReadsBadSizesAndBoundsAsDocumented() {
    let signs = [
      CarelessSign(CGSize(width: CGFloat.nan, height: 40), .left),
      CarelessSign(CGSize(width: 120, height: CGFloat.infinity), .right),
      CarelessSign(CGSize(width: -5, height: 1e300), .left),
    ]
    let board = GuideBoardLayout()
    var cache: Void = ()
    let size = board.sizeThatFits(proposal: .unspecified, subviews: signs, cache: &cache)
    // Widest 120 → 2 × 120 + 2 × 5; heights 40 (then the other side: + 20), 0 (+ 0), 1e7 (last).
    #expect(size == CGSize(width: 250, height: 20 + 10_000_000))
    board.placeSubviews(
      in: CGRect(x: CGFloat.greatestFiniteMagnitude, y: CGFloat.nan, width: 250, height: 100), proposal: .unspecified,
      subviews: signs, cache: &cache)
    #expect(
      signs.map(\.point) == [
        CGPoint(x: 1e9 + 125 - 5, y: 0), CGPoint(x: 1e9 + 125 + 5, y: 20), CGPoint(x: 1e9 + 125 - 5, y: 20),
      ])
  }
}
