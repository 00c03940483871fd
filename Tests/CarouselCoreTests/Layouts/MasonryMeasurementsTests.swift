import CarouselCore
import CarouselTestSupport
import Foundation
import Testing

/// A masonry section inside a page's `ScrollView` is sized and placed many times at the same width:
/// it must lay its items out once per shape, and again whenever the shape changes.
@Suite("MasonryMeasurements")
struct MasonryMeasurementsTests {
  static let items: [MasonryLayout.Item] = (0..<30).map { .photo(width: 300, height: CGFloat(200 + $0 * 13 % 250)) }

  @Test func theSameShapeIsLaidOutOnceAndEqualsAFreshLayout() {
    var measured = MasonryMeasurements()
    var asked = 0
    func grid(width: CGFloat = 390, count: Int = 30, columns: MasonryLayout.Columns = .fixed(2)) -> MasonryLayout {
      measured.layout(width: width, itemCount: count, columns: columns, spacing: 8, insets: Insets(all: 8)) {
        asked += 1
        return Self.items[$0]
      }
    }
    let first = grid()
    #expect(asked == 30)
    #expect(grid() == first)
    #expect(grid() == first)
    #expect(asked == 30, "the same width was laid out again")
    #expect(
      first
        == MasonryLayout(
          width: 390, columns: .fixed(2), columnSpacing: 8, rowSpacing: 8, insets: Insets(all: 8), items: Self.items))
    _ = grid(width: 430)
    #expect(asked == 60)
    _ = grid(width: 430, columns: .fixed(3))
    #expect(asked == 90)
    _ = grid(width: 430, count: 29, columns: .fixed(3))
    #expect(asked == 119)
    #expect(measured.layout?.itemCount == 29)
  }

  @Test func badNumbersGiveAnEmptyOrSanitisedGridWithoutNaN() {
    for width in badLengths {
      var measured = MasonryMeasurements()
      let grid = measured.layout(width: width, itemCount: -4, columns: .fixed(2), spacing: .nan, insets: Insets(all: 8))
      {
        _ in .height(.nan)
      }
      #expect(grid.itemCount == 0)
      #expect(grid.contentSize.width.isFinite && grid.contentSize.height.isFinite)
      var again = MasonryMeasurements()
      let one = again.layout(width: width, itemCount: 3, columns: .fixed(2), spacing: -1, insets: Insets(all: 8)) {
        _ in .photo(width: .infinity, height: -2)
      }
      #expect(one.contentSize.height.isFinite)
      #expect((0..<3).allSatisfy { one.frame(at: $0).map { $0.minX.isFinite && $0.height.isFinite } ?? false })
    }
  }
}
