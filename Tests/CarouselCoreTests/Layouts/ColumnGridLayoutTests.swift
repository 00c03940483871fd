import CarouselCore
import Foundation
import PropertyBased
import Testing

@Suite("ColumnGridLayout")
struct ColumnGridLayoutTests {
  /// The seed's trend articles: 2 columns, spacing 8, insets 8, height = width / 1.5 + 94.
  static let seed = ColumnGridLayout(
    itemCount: 4, width: 390, columns: .fixed(2), columnSpacing: 8, rowSpacing: 8, insets: .horizontal(8),
    itemHeight: .aspectRatio(1.5, extra: 94))

  @Test("The seed's grid: column width (390 − 24) / 2 = 183, height 183 / 1.5 + 94 = 216")
  func seedGrid() {
    #expect(Self.seed.columnWidth == 183)
    #expect(Self.seed.frame(at: 0) == CGRect(x: 8, y: 0, width: 183, height: 216))
    #expect(Self.seed.frame(at: 1) == CGRect(x: 199, y: 0, width: 183, height: 216))
    #expect(Self.seed.frame(at: 3) == CGRect(x: 199, y: 224, width: 183, height: 216))
    #expect(Self.seed.frame(at: 4) == nil)
    #expect(Self.seed.frame(at: -1) == nil)
    #expect(Self.seed.contentSize == CGSize(width: 390, height: 440))
  }

  @Test func indicesInARect() {
    #expect(Self.seed.indices(in: CGRect(x: 0, y: 0, width: 390, height: 10)) == [0, 1])
    #expect(Self.seed.indices(in: CGRect(x: 0, y: 217, width: 100, height: 5)) == [])  // the row gap
    #expect(Self.seed.indices(in: CGRect(x: 0, y: 230, width: 100, height: 10)) == [2])
    #expect(Self.seed.indices(in: CGRect(x: 0, y: 0, width: 390, height: 1_000)) == [0, 1, 2, 3])
  }

  @Test func rightToLeftIsTheMirrorImage() async {
    await propertyCheck(
      count: 300, input: Gen.int(in: 0...40), Gen.int(in: 0...5), Gen.double(in: 0...40), Gen.double(in: 0...40),
      Gen.double(in: -100...500)
    ) { count, columns, leading, trailing, queryX in
      let insets = Insets(top: 4, leading: leading, bottom: 4, trailing: trailing)
      let shape: ColumnGridLayout.Columns = columns == 0 ? .adaptive(minimum: 90, maximum: 110) : .fixed(columns)
      let ltr = ColumnGridLayout(itemCount: count, width: 390, columns: shape, insets: insets, itemHeight: .fixed(50))
      let rtl = ColumnGridLayout(
        itemCount: count, width: 390, columns: shape, insets: insets, direction: .rightToLeft, itemHeight: .fixed(50))
      for index in 0..<count {
        let left = try #require(ltr.frame(at: index))
        let right = try #require(rtl.frame(at: index))
        #expect(abs(right.minX - (390 - left.maxX)) < 1e-9 && right.minY == left.minY && right.size == left.size)
      }
      let query = CGRect(x: queryX, y: 0, width: 60, height: 400)
      #expect(rtl.indices(in: query) == ltr.indices(in: CGRect(x: 390 - query.maxX, y: 0, width: 60, height: 400)))
    }
    let seed = ColumnGridLayout(
      itemCount: 4, width: 390, columns: .fixed(2), insets: .horizontal(8), direction: .rightToLeft,
      itemHeight: .aspectRatio(1.5, extra: 94))
    #expect(seed.frame(at: 0) == CGRect(x: 199, y: 0, width: 183, height: 216))
    #expect(seed.frame(at: 1) == CGRect(x: 8, y: 0, width: 183, height: 216))
  }

  @Test func adaptiveColumnsFitAsManyAsTheMinimumAllows() {
    let grid = ColumnGridLayout(
      itemCount: 10, width: 390, columns: .adaptive(minimum: 100, maximum: 120), itemHeight: .fixed(50))
    // 374 available: three columns of (374 − 16) / 3 ≈ 119.3.
    #expect(grid.columnCount == 3)
    #expect(abs(grid.columnWidth - 358.0 / 3) < 1e-9)
    let capped = ColumnGridLayout(
      itemCount: 3, width: 390, columns: .adaptive(minimum: 300, maximum: 200), itemHeight: .fixed(50))
    #expect(capped.columnCount == 1)
    #expect(capped.columnWidth == 200)
  }

  @Test func perItemHeightsMakeEachRowAsTallAsItsTallest() {
    let grid = ColumnGridLayout(itemCount: 0, width: 390, itemHeight: .perItem([100, 150, 80, 60, 40]))
    #expect(grid.itemCount == 5)
    // Row 0 is 150 tall (its tallest), row 1 80, row 2 40.
    let rowTops: [CGFloat] = [0, 158, 246]
    #expect(grid.frame(at: 2)?.minY == rowTops[1])
    #expect(grid.frame(at: 4)?.minY == rowTops[2])
    #expect(grid.frame(at: 1)?.height == 150)
    #expect(grid.frame(at: 3)?.height == 60)
    #expect(grid.contentSize.height == rowTops[2] + 40)
  }

  @Test("indices(in:) equals a brute-force filter for random rects")
  func indicesMatchBruteForce() async {
    await propertyCheck(
      count: 300, input: Gen.int(in: 0...200), Gen.int(in: 1...5), Gen.bool, Gen.cgFloat(in: -200...8000),
      Gen.cgFloat(in: 0...1500)
    ) { count, columns, varying, top, height in
      let heights = (0..<count).map { (index: Int) -> CGFloat in CGFloat(40 + (index * 37) % 120) }
      let grid = ColumnGridLayout(
        itemCount: count, width: 390, columns: .fixed(columns),
        itemHeight: varying ? .perItem(heights) : .aspectRatio(1.5, extra: 94))
      let rect = CGRect(x: 0, y: top, width: 390, height: height)
      let brute = (0..<grid.itemCount).filter { grid.frame(at: $0)?.intersects(rect) == true }
      #expect(grid.indices(in: rect) == brute)
    }
  }

  @Test("Bad numbers show nothing and yield no NaN", arguments: [CGFloat.nan, -10, .infinity, 0])
  func badInput(value: CGFloat) {
    let grid = ColumnGridLayout(
      itemCount: 6, width: value, columns: .fixed(-3), columnSpacing: value, rowSpacing: value,
      itemHeight: .aspectRatio(value, extra: value))
    #expect(grid.columnCount == 1)
    for index in 0..<6 {
      let frame = grid.frame(at: index)
      #expect(frame.map { [$0.minX, $0.minY, $0.width, $0.height].allSatisfy(\.isFinite) } == true)
    }
    #expect(grid.indices(in: CGRect(x: 0, y: 0, width: value, height: value)).count <= 6)
    let adaptive = ColumnGridLayout(
      itemCount: 6, width: 390, columns: .adaptive(minimum: value), itemHeight: .fixed(10))
    #expect(adaptive.columnCount >= 1)
    #expect(adaptive.columnWidth.isFinite)
  }
}

@Suite("ColumnGrid's glue: ideal width and kept measurements")
struct ColumnGridGlueTests {
  @Test("An open width is what the widest item asks for in every column, with spacing and insets")
  func idealWidth() {
    #expect(ColumnGridLayout.idealWidth(columns: .fixed(2), itemWidth: 150) == CGFloat(8 + 150 + 8 + 150 + 8))
    #expect(ColumnGridLayout.idealWidth(columns: .fixed(3), itemWidth: 100, columnSpacing: 4, insets: .zero) == 308)
    // An adaptive grid is one column, kept within its bounds.
    #expect(ColumnGridLayout.idealWidth(columns: .adaptive(minimum: 120), itemWidth: 80, insets: .zero) == 120)
    #expect(
      ColumnGridLayout.idealWidth(columns: .adaptive(minimum: 120, maximum: 200), itemWidth: 500, insets: .zero) == 200)
    // A layout of this width has exactly the columns asked for, each as wide as the item.
    let grid = ColumnGridLayout(
      itemCount: 3, width: ColumnGridLayout.idealWidth(columns: .fixed(3), itemWidth: 90), columns: .fixed(3),
      itemHeight: .fixed(10))
    #expect(grid.columnWidth == 90)
  }

  @Test("Bad item widths and counts give a usable width, never NaN or a negative one")
  func idealWidthOfBadInput() {
    for width in [CGFloat.nan, -50, .infinity, 0] {
      for columns in [ColumnGridLayout.Columns.fixed(0), .fixed(-3), .fixed(Int.max), .adaptive(minimum: .nan)] {
        let ideal = ColumnGridLayout.idealWidth(columns: columns, itemWidth: width, columnSpacing: .nan)
        #expect(ideal.isFinite && ideal >= 0)
      }
    }
  }

  @Test("Measurements are kept for the same width and count, and taken again when either changes")
  func measurementsAreKept() {
    var measured = ColumnGridMeasurements()
    var calls = 0
    func measure(_ index: Int) -> CGFloat {
      calls += 1
      return CGFloat(100 + index)
    }
    #expect(measured.heights(count: 3, columnWidth: 183, measure: measure) == [100, 101, 102])
    #expect(measured.heights(count: 3, columnWidth: 183, measure: measure) == [100, 101, 102])
    #expect(calls == 3)
    _ = measured.heights(count: 3, columnWidth: 120, measure: measure)
    _ = measured.heights(count: 4, columnWidth: 120, measure: measure)
    #expect(calls == 3 + 3 + 4)
    #expect(measured.heights(count: 2, columnWidth: 50) { _ in .nan } == [0, 0])
    #expect(measured.heights(count: -1, columnWidth: 50) { _ in 1 } == [])
  }
}
