import CarouselCore
import Foundation
import PropertyBased
import Testing

/// The 20 pickup photo sizes of SPEC §5.4.
let pickupPhotoSizes: [(width: CGFloat, height: CGFloat)] = [
  (960, 960), (960, 1280), (1200, 800), (1200, 800), (960, 640), (960, 640), (900, 1200), (960, 640), (960, 960),
  (900, 1200), (960, 960), (960, 720), (1200, 900), (900, 1200), (960, 960), (1280, 720), (960, 640), (960, 1280),
  (960, 960), (960, 720),
]

/// A deliberately plain masonry written from the rules, to check the real one against: every item
/// goes under the column whose bottom is highest, ties to the first; heights are ceil'd.
func referenceMasonry(
  photos: [(width: CGFloat, height: CGFloat)], width: CGFloat, columns: Int, spacing: CGFloat, insets: CGFloat
) -> [CGRect] {
  let columnWidth = (width - 2 * insets - CGFloat(columns - 1) * spacing) / CGFloat(columns)
  var bottoms = Array(repeating: insets, count: columns)
  var frames: [CGRect] = []
  for photo in photos {
    var best = 0
    for column in 0..<columns where bottoms[column] < bottoms[best] { best = column }
    let height = (columnWidth * photo.height / photo.width).rounded(.up)
    frames.append(
      CGRect(x: insets + CGFloat(best) * (columnWidth + spacing), y: bottoms[best], width: columnWidth, height: height))
    bottoms[best] += height + spacing
  }
  return frames
}

@Suite("MasonryLayout")
struct MasonryLayoutTests {
  static let photos = pickupPhotoSizes.map { MasonryLayout.Item.photo(width: $0.width, height: $0.height) }

  @Test("The 20 pickup photos at width 390 match the reference", arguments: [2, 3])
  func pickupPhotos(columns: Int) {
    let layout = MasonryLayout(width: 390, columns: .fixed(columns), items: Self.photos)
    let expected = referenceMasonry(photos: pickupPhotoSizes, width: 390, columns: columns, spacing: 8, insets: 8)
    #expect((0..<20).map { layout.frame(at: $0)! } == expected)
    #expect(layout.issues.isEmpty)
  }

  @Test("Two columns of the seed's first photos: real column width, spacing and ceil")
  func firstPhotosByHand() {
    let layout = MasonryLayout(width: 390, columns: .fixed(2), items: Self.photos)
    // Column width (390 − 16 − 8) / 2 = 183. 960×960 → 183 tall; 960×1280 → ceil(244) = 244.
    #expect(layout.frame(at: 0) == CGRect(x: 8, y: 8, width: 183, height: 183))
    #expect(layout.frame(at: 1) == CGRect(x: 199, y: 8, width: 183, height: 244))
    // 1200×800 → ceil(122) = 122 goes left (183 + 8 < 244 + 8).
    #expect(layout.frame(at: 2) == CGRect(x: 8, y: 199, width: 183, height: 122))
    #expect(layout.column(of: 2) == 0)
  }

  @Test func tiesGoToTheFirstColumn() {
    let layout = MasonryLayout(width: 300, columns: .fixed(3), items: Array(repeating: .height(50), count: 4))
    #expect((0..<4).map { layout.column(of: $0) } == [0, 1, 2, 0])
  }

  @Test func roundingCanBeTurnedOff() {
    let exact = MasonryLayout(
      width: 390, columns: .fixed(2), roundsHeights: false, items: [.photo(width: 3, height: 2)])
    #expect(exact.frame(at: 0)?.height == 122)
    let thirds = MasonryLayout(width: 390, columns: .fixed(2), roundsHeights: false, items: [.aspectRatio(0.7)])
    #expect(thirds.frame(at: 0)?.height == 183 / 0.7)
  }

  @Test func fullSpanItemsStartBelowTheTallestColumnAndResetColumns() {
    var layout = MasonryLayout(width: 390, columns: .fixed(2), items: [.height(100), .height(300), .height(50)])
    layout.append([.fullSpan(height: 40), .height(10), .height(20)])
    // Column bottoms before the header: left 8 + 100 + 8 + 50 = 166, right 8 + 300 = 308.
    #expect(layout.frame(at: 3) == CGRect(x: 8, y: 316, width: 374, height: 40))
    #expect(layout.column(of: 3) == nil)
    #expect(layout.frame(at: 4) == CGRect(x: 8, y: 364, width: 183, height: 10))
    #expect(layout.frame(at: 5) == CGRect(x: 199, y: 364, width: 183, height: 20))
    let bottom: CGFloat = 364 + 20 + 8
    #expect(layout.contentSize.height == bottom)
  }

  @Test func zeroOrNegativePhotoSizesAreLaidOutSquareAndReported() {
    let layout = MasonryLayout(
      width: 390, columns: .fixed(2),
      items: [
        .photo(width: 0, height: 100), .photo(width: 100, height: -5), .aspectRatio(.nan), .photo(width: 4, height: 3),
      ])
    #expect(layout.frame(at: 0)?.height == 183)
    #expect(layout.frame(at: 1)?.height == 183)
    #expect(layout.frame(at: 2)?.height == 183)
    #expect(layout.issues.map(\.index) == [0, 1, 2])
    #expect(layout.issues[0].reason.contains("square"))
  }

  @Test func rightToLeftPutsTheLeadingInsetAndFullSpanItemsOnTheRight() {
    let insets = Insets(top: 8, leading: 24, bottom: 8, trailing: 4)
    let items = Array(Self.photos.prefix(5)) + [.fullSpan(height: 40)] + Array(Self.photos.prefix(4))
    let ltr = MasonryLayout(width: 390, columns: .fixed(2), insets: insets, items: items)
    let rtl = MasonryLayout(width: 390, columns: .fixed(2), insets: insets, direction: .rightToLeft, items: items)
    #expect(abs((rtl.frame(at: 0)?.maxX ?? 0) - (390 - 24)) < 1e-9)
    #expect(abs((rtl.frame(at: 5)?.maxX ?? 0) - (390 - 24)) < 1e-9)
    for index in items.indices {
      let left = ltr.frame(at: index)!
      let right = rtl.frame(at: index)!
      #expect(right == CGRect(x: 390 - left.maxX, y: left.minY, width: left.width, height: left.height))
    }
  }

  @Test func rightToLeftMirrorsTheColumns() {
    let ltr = MasonryLayout(width: 390, columns: .fixed(3), items: Self.photos)
    let rtl = MasonryLayout(width: 390, columns: .fixed(3), direction: .rightToLeft, items: Self.photos)
    for index in 0..<20 {
      let left = ltr.frame(at: index)!
      let right = rtl.frame(at: index)!
      #expect(right.minY == left.minY)
      #expect(abs(right.minX - (390 - left.maxX)) < 1e-9)
    }
    #expect(rtl.frame(at: 0)!.maxX == 382)
  }

  @Test func adaptiveColumns() {
    let layout = MasonryLayout(width: 1024, columns: .adaptive(minimumWidth: 240), items: Self.photos)
    #expect(layout.columnCount == 4)
    #expect(abs(layout.columnWidth - (1024 - 16 - 24) / 4.0) < 1e-9)
  }

  @Test func aWidthChangeLaysEverythingOutAgain() {
    var layout = MasonryLayout(width: 390, columns: .fixed(2), items: Self.photos)
    layout.setWidth(800)
    let fresh = MasonryLayout(width: 800, columns: .fixed(2), items: Self.photos)
    #expect(layout == fresh)
  }

  @Test func updateHeightKeepsColumnsAndMovesWhatFollows() {
    var layout = MasonryLayout(width: 390, columns: .fixed(2), items: Self.photos)
    layout.append(.fullSpan(height: 30))
    layout.append(Self.photos)
    let columnsBefore = (0..<41).map { layout.column(of: $0) }
    let before = (0..<41).map { layout.frame(at: $0)! }
    layout.updateHeight(of: 0, to: 500)  // left column, first item: +317
    #expect((0..<41).map { layout.column(of: $0) } == columnsBefore)
    #expect(layout.frame(at: 0)?.height == 500)
    // Later items of column 0 before the header move by 317; column 1 stays.
    for index in 1..<20 {
      let delta = layout.frame(at: index)!.minY - before[index].minY
      #expect(delta == (columnsBefore[index] == 0 ? 317 : 0))
    }
    // The header and everything after it move together.
    let headerShift = layout.frame(at: 20)!.minY - before[20].minY
    #expect(headerShift > 0)
    for index in 21..<41 { #expect(layout.frame(at: index)!.minY - before[index].minY == headerShift) }
    layout.updateHeight(of: 999, to: 10)  // out of range: ignored
  }

  @Test func emptyAndBadWidths() {
    for width in [CGFloat(0), -5, .nan, .infinity] {
      let layout = MasonryLayout(width: width, columns: .fixed(0), items: Self.photos)
      #expect(layout.columnCount == 1)
      #expect(
        (0..<20).allSatisfy { index in
          let frame = layout.frame(at: index)!
          return [frame.minX, frame.minY, frame.width, frame.height].allSatisfy(\.isFinite)
        })
    }
    let empty = MasonryLayout(width: 390)
    #expect(empty.items(in: CGRect(x: 0, y: 0, width: 390, height: 800)).isEmpty)
    #expect(empty.contentSize.height == 16)
  }

  @Test("Appends across the storage's chunks and regrowths lay out as one build; a copy taken midway keeps its own")
  func longRunsOfAppendsEqualOneBuild() {
    let photos = (0..<30_000).map { index -> MasonryLayout.Item in
      let size = pickupPhotoSizes[index % pickupPhotoSizes.count]
      return index % 997 == 0 ? .fullSpan(height: 44) : .photo(width: size.width, height: size.height, extraHeight: 40)
    }
    // Pages of uneven sizes, one item at a time too, so that the appended items cross several of the
    // 8,192-item chunks they are kept in, and the slots outgrow the first build's room.
    var grid = MasonryLayout(width: 390, columns: .fixed(3), items: Array(photos[..<100]))
    var appended = 100
    var copyAt5000: MasonryLayout?
    for (step, size) in [1, 9_000, 1, 1, 2_500, 8_192, 7, 10_198].enumerated() {
      if size == 1 { grid.append(photos[appended]) } else { grid.append(Array(photos[appended..<(appended + size)])) }
      appended += size
      if step == 1 { copyAt5000 = grid }
    }
    #expect(appended == photos.count)
    #expect(grid == MasonryLayout(width: 390, columns: .fixed(3), items: photos))
    #expect(copyAt5000 == MasonryLayout(width: 390, columns: .fixed(3), items: Array(photos[..<9_101])))

    // A height change in the third chunk of appended items, as in a fresh build.
    var fresh = MasonryLayout(width: 390, columns: .fixed(3), items: photos)
    grid.updateHeight(of: 20_000, to: 500)
    fresh.updateHeight(of: 20_000, to: 500)
    #expect(grid == fresh)
    #expect(grid.frame(at: 20_000)?.height == 500)
    #expect(copyAt5000 == MasonryLayout(width: 390, columns: .fixed(3), items: Array(photos[..<9_101])))
  }

  @Test func aMillionItemsAreQueriedWithoutVisitingTheRest() {
    let items = (0..<1_000_000).map { index in
      let size = pickupPhotoSizes[index % 20]
      return MasonryLayout.Item.photo(width: size.width, height: size.height)
    }
    let layout = MasonryLayout(width: 1024, columns: .fixed(4), items: items)
    let middle = layout.contentSize.height / 2
    let visible = layout.items(in: CGRect(x: 0, y: middle, width: 1024, height: 2_000))
    #expect(!visible.isEmpty && visible.count < 100)
    #expect(
      visible.allSatisfy { layout.frame(at: $0)!.intersects(CGRect(x: 0, y: middle, width: 1024, height: 2_000)) })
  }

  /// Every item overlapping `rect`, found by checking each frame: what `items(in:)` must answer.
  static func bruteForceQuery(_ layout: MasonryLayout, _ rect: CGRect) -> [Int] {
    (0..<layout.itemCount).filter { index in
      guard let frame = layout.frame(at: index) else { return false }
      return frame.minX < rect.maxX && rect.minX < frame.maxX && frame.minY < rect.maxY && rect.minY < frame.maxY
    }
  }

  @Test("A tall item beside thousands of short ones: hits far apart in index still come out in order")
  func sparseHitsAreOrdered() {
    // Item 1 fills column 1 for 100,000 points; everything after it goes to column 0 until its bottom,
    // so a window's hits are item 1 and items thousands of indices on, in another column's list.
    let items: [MasonryLayout.Item] = [.height(10), .height(100_000)] + Array(repeating: .height(10), count: 9_000)
    let layout = MasonryLayout(width: 390, columns: .fixed(2), items: items)
    for top in [CGFloat(0), 40_000, 89_000, 95_000] {
      let rect = CGRect(x: 0, y: top, width: 390, height: 844)
      let answer = layout.items(in: rect)
      #expect(answer == Self.bruteForceQuery(layout, rect))
      #expect(answer.contains(1) && answer.count > 40)
    }
  }

  @Test("Columns of very uneven heights: the search that starts from a guess finds the same items")
  func unevenColumnsAreSearchedExactly() {
    // Runs of tiny and huge items, so a column's tops grow far from evenly.
    let items = (0..<4_000).map { (index: Int) -> MasonryLayout.Item in
      let height: CGFloat = index % 500 < 20 ? 5_000 : CGFloat(1 + index % 7)
      return .height(height)
    }
    var layout = MasonryLayout(width: 600, columns: .fixed(3), items: items)
    layout.updateHeight(of: 1_234, to: 20_000)
    let height = layout.contentSize.height
    for step in 0...200 {
      let top = height * CGFloat(step) / 200 - 50
      for rect in [
        CGRect(x: 0, y: top, width: 600, height: 300), CGRect(x: 250, y: top, width: 0, height: 0),
        CGRect(x: -10, y: top, width: 700, height: 1),
      ] {
        #expect(layout.items(in: rect) == Self.bruteForceQuery(layout, rect))
      }
    }
  }

  @Test("items(in:into:) replaces what the array held with the same answer, in its own storage")
  func queryIntoAKeptArray() {
    let items = (0..<3_000).map { index -> MasonryLayout.Item in
      let photoHeight = CGFloat(600 + index % 11 * 90)
      return index % 97 == 0 ? .fullSpan(height: 60) : .photo(width: 900, height: photoHeight)
    }
    let layout = MasonryLayout(width: 800, columns: .fixed(4), items: items)
    // Holds a stale answer and more room than any window needs.
    var visible = Array(repeating: -1, count: 500)
    let storage = visible.withUnsafeBufferPointer { $0.baseAddress }
    let height = layout.contentSize.height
    for step in 0...120 {
      let rect = CGRect(x: 0, y: height * CGFloat(step) / 120 - 400, width: 800, height: 1_200)
      layout.items(in: rect, into: &visible)
      #expect(visible == layout.items(in: rect))
      #expect(visible == Self.bruteForceQuery(layout, rect))
      #expect(visible.withUnsafeBufferPointer { $0.baseAddress } == storage)
    }
    // A miss and NaN empty the array.
    layout.items(in: CGRect(x: 0, y: height + 10, width: 800, height: 100), into: &visible)
    #expect(visible.isEmpty)
    visible = [7]
    layout.items(in: CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10), into: &visible)
    #expect(visible.isEmpty)
  }
}
