import Foundation
import PropertyBased
import Testing

@testable import CarouselCore

@Suite("MasonryLayout properties")
struct MasonryLayoutPropertyTests {
  /// Random items: mostly photos (some with bad sizes), some fixed heights and section headers.
  static let item = zip(Gen.int(in: 0...19), Gen.cgFloat(in: -50...1500), Gen.cgFloat(in: -50...1500)).map {
    kind, a, b -> MasonryLayout.Item in
    switch kind {
    case 0: .fullSpan(height: abs(a) / 10)
    case 1: .height(b / 5)
    case 2: .aspectRatio(a / 500, extraHeight: 20)
    default: .photo(width: a, height: b)
    }
  }
  static let items = item.array(of: 0...60)

  static func layout(_ items: [MasonryLayout.Item], columns: Int, rtl: Bool) -> MasonryLayout {
    MasonryLayout(
      width: 390, columns: .fixed(columns), direction: rtl ? .rightToLeft : .leftToRight, items: items)
  }

  @Test func noTwoFramesOverlapAndEveryItemIsInItsColumn() async {
    await propertyCheck(count: 200, input: Self.items, Gen.int(in: 1...5), Gen.bool) { items, columns, rtl in
      let layout = Self.layout(items, columns: columns, rtl: rtl)
      let frames = (0..<items.count).map { layout.frame(at: $0)! }
      for a in frames.indices {
        for b in frames.indices where a < b {
          #expect(!frames[a].intersects(frames[b]), "items \(a) and \(b) overlap")
        }
        if let column = layout.column(of: a) {
          #expect(abs(frames[a].minX - layout.columnX(column)) < 1e-9)
          #expect(frames[a].width == layout.columnWidth)
        } else {
          #expect(items[a].isFullSpan)
        }
        #expect(frames[a].minX >= 8 - 1e-9 && frames[a].maxX <= 382 + 1e-9)
      }
    }
  }

  @Test("items(in:) equals a brute-force filter, also after height updates")
  func queryMatchesBruteForce() async {
    await propertyCheck(
      count: 200, input: Self.items, Gen.int(in: 1...5), Gen.cgFloat(in: -100...6000), Gen.cgFloat(in: 0...2500),
      Gen.int(in: 0...59), Gen.cgFloat(in: 0...600)
    ) { items, columns, top, height, updated, newHeight in
      var layout = Self.layout(items, columns: columns, rtl: false)
      let rect = CGRect(x: 0, y: top, width: 390, height: height)
      func brute() -> [Int] { (0..<layout.itemCount).filter { layout.frame(at: $0)!.intersects(rect) } }
      #expect(layout.items(in: rect) == brute())
      let columnsBefore = (0..<layout.itemCount).map { layout.column(of: $0) }
      layout.updateHeight(of: updated, to: newHeight)
      #expect((0..<layout.itemCount).map { layout.column(of: $0) } == columnsBefore)
      #expect(layout.items(in: rect) == brute())
      let frames = (0..<layout.itemCount).map { layout.frame(at: $0)! }
      for a in frames.indices { for b in frames.indices where a < b { #expect(!frames[a].intersects(frames[b])) } }
    }
  }

  @Test func appendingInChunksEqualsBuildingFromScratch() async {
    await propertyCheck(count: 200, input: Self.items, Gen.int(in: 1...5), Gen.int(in: 1...7), Gen.bool) {
      items, columns, chunk, rtl in
      var incremental = Self.layout([], columns: columns, rtl: rtl)
      for part in items.chunked(into: chunk) { incremental.append(part) }
      #expect(incremental == Self.layout(items, columns: columns, rtl: rtl))
    }
  }
}
