import CarouselCore
import Foundation
import PropertyBased
import Testing

/// The glue of a masonry grid view: incremental updates that equal a fresh build, and the window of
/// items it creates.
@Suite("MasonryGridState")
struct MasonryGridStateTests {
  /// Photo `id`'s size: the pickup sizes, by ID, so that an item keeps its size wherever it moves.
  static func item(for id: Int) -> MasonryLayout.Item {
    let size = pickupPhotoSizes[abs(id) % pickupPhotoSizes.count]
    return .photo(width: size.width, height: size.height, extraHeight: 40)
  }

  static func fresh(_ ids: [Int], width: CGFloat) -> MasonryLayout {
    MasonryLayout(width: width, columns: .fixed(2), items: ids.map(item(for:)))
  }

  @Test("Appending at the end places only the new items; the result equals a fresh build")
  func appendsIncrementally() {
    var grid = MasonryGridState<Int>()
    var asked: [Int] = []
    let first = Array(0..<50)
    #expect(
      grid.update(width: 390, ids: first) {
        asked.append($0); return Self.item(for: first[$0])
      } == .appended(50))
    let more = first + Array(50..<80)
    asked = []
    #expect(
      grid.update(width: 390, ids: more) {
        asked.append($0); return Self.item(for: more[$0])
      } == .appended(30))
    #expect(asked == Array(50..<80))
    #expect(grid.layout == Self.fresh(more, width: 390))
    #expect(
      grid.update(width: 390, ids: more) { _ in
        Issue.record("asked again"); return .height(1)
      } == .unchanged)
  }

  @Test("Heights measured from content lay the grid out again, once per change, the rest estimated")
  func measuredHeights() {
    var grid = MasonryGridState<Int>(columns: .fixed(2), spacing: 8)
    let ids = Array(0..<6)
    grid.update(width: 390, ids: ids) { [grid] in grid.measuredItem(for: ids[$0]) }
    // Before any measurement every item is square: (390 − 24) / 2 = 183 points.
    #expect(grid.layout.frame(at: 0)?.height == 183)
    let answers = [grid.measure(120, of: 0), grid.measure(120.1, of: 0), grid.measure(80, of: 1)]
    #expect(answers == [true, false, true], "a quarter point is not news")
    #expect(grid.layout.frame(at: 0)?.height == 120)
    #expect(grid.layout.frame(at: 1)?.height == 80)
    #expect(grid.layout.frame(at: 2)?.height == 100, "not measured yet: the mean")
    // The third item goes under the shorter column: the second.
    #expect(grid.layout.frame(at: 2)?.minX == grid.layout.frame(at: 1)?.minX)
    let bad = [grid.measure(.nan, of: 2), grid.measure(-4, of: 2), grid.measure(50, of: 99)]
    #expect(bad == [false, false, false])
    // An item removed takes its height with it; new items are estimated from what is left.
    grid.update(width: 390, ids: [1, 2, 3]) { [grid] in grid.measuredItem(for: [1, 2, 3][$0]) }
    #expect(grid.measuredItem(for: 0) == .height(80))
  }

  @Test("A new width lays out again once; a change before the end rebuilds")
  func widthAndEarlierChanges() {
    var grid = MasonryGridState<Int>()
    let ids = Array(0..<40)
    grid.update(width: 390, ids: ids) { Self.item(for: ids[$0]) }
    #expect(grid.update(width: 430, ids: ids + [99]) { Self.item(for: (ids + [99])[$0]) } == .relaidOut)
    #expect(grid.layout == Self.fresh(ids + [99], width: 430))
    var shuffled = ids
    shuffled.swapAt(3, 30)
    #expect(grid.update(width: 430, ids: shuffled) { Self.item(for: shuffled[$0]) } == .rebuilt)
    #expect(grid.layout == Self.fresh(shuffled, width: 430))
    #expect(grid.update(width: 430, ids: []) { _ in .height(1) } == .rebuilt)
    #expect(grid.layout.itemCount == 0)
  }

  @Test("Any run of updates — appends, removals, moves, widths — equals a fresh build of the last")
  func anyRunEqualsAFreshBuild() async {
    let widths: [CGFloat] = [320, 390, 390, 390, 430, 0, .nan]
    let step = zip(Gen.int(in: 0...3), Gen.int(in: 0...40), Gen.element(of: widths))
    await propertyCheck(count: 200, input: step.array(of: 1...12)) { steps in
      var grid = MasonryGridState<Int>()
      var ids: [Int] = []
      var width: CGFloat = 390
      for (kind, amount, newWidth) in steps {
        switch kind {
        case 0: ids += (0..<amount).map { ids.count + $0 }
        case 1: ids.removeLast(min(amount, ids.count))
        case 2: if ids.count > 1 { ids.swapAt(0, amount % ids.count) }
        default: width = newWidth ?? 390
        }
        let current = ids
        grid.update(width: width, ids: current) { Self.item(for: current[$0]) }
        #expect(grid.layout == Self.fresh(current, width: width))
        #expect(grid.ids == current)
      }
    }
  }

  @Test("New columns or spacing rebuild with them; the same ones keep the layout")
  func reconfiguring() {
    var grid = MasonryGridState<Int>()
    let ids = Array(0..<30)
    grid.update(width: 390, ids: ids) { Self.item(for: ids[$0]) }
    grid.reconfigure(columns: .fixed(2), spacing: 8)
    #expect(grid.update(width: 390, ids: ids) { Self.item(for: ids[$0]) } == .unchanged)
    grid.reconfigure(columns: .fixed(3), spacing: .nan)
    #expect(grid.update(width: 390, ids: ids) { Self.item(for: ids[$0]) } == .appended(30))
    #expect(
      grid.layout
        == MasonryLayout(
          width: 390, columns: .fixed(3), columnSpacing: 0, rowSpacing: 0, insets: Insets(all: 0),
          items: ids.map(Self.item(for:))))
  }

  @Test("The items created are the visible ones and a screen beyond each edge, and none further")
  func createsAScreenBeyondEachEdge() {
    var grid = MasonryGridState<Int>()
    let ids = Array(0..<2_000)
    grid.update(width: 390, ids: ids) { Self.item(for: ids[$0]) }
    let offset: CGFloat = 20_000
    let created = Set(grid.itemsToCreate(scrollOffset: offset, viewportHeight: 844))
    for index in ids {
      guard let frame = grid.layout.frame(at: index) else { continue }
      let inWindow = frame.maxY > offset - 844 && frame.minY < offset + 2 * 844
      #expect(created.contains(index) == inWindow, "item \(index) at \(frame)")
    }
    #expect(!created.isEmpty)
    #expect(grid.itemsToCreate(scrollOffset: .nan, viewportHeight: 844).isEmpty)
    #expect(grid.itemsToCreate(scrollOffset: 0, viewportHeight: .infinity).count <= ids.count)
  }

  /// A view keeps the band, not the offset: the created items change a quarter of a viewport at a
  /// time, and at every offset of a band they still hold what is visible and a screen beyond.
  @Test func aBandCreatesWhatEveryOffsetInItNeeds() async {
    var grid = MasonryGridState<Int>()
    let ids = Array(0..<2_000)
    grid.update(width: 390, ids: ids) { Self.item(for: ids[$0]) }
    let height: CGFloat = 844
    await propertyCheck(count: 300, input: Gen.double(in: 0...300_000)) { offset in
      let offset = CGFloat(offset)
      let band = MasonryGridState<Int>.creationBand(scrollOffset: offset, viewportHeight: height)
      let created = Set(grid.itemsToCreate(inBand: band, viewportHeight: height))
      let needed = Set(grid.itemsToCreate(scrollOffset: offset, viewportHeight: height))
      #expect(needed.isSubset(of: created), "band \(band) misses \(needed.subtracting(created).sorted())")
      // Not much more than a band's worth beyond what the offset needs.
      #expect(created.count <= needed.count + 40)
    }
  }

  @Test func scrollingWithinABandKeepsTheBand() {
    let band = MasonryGridState<Int>.creationBand(scrollOffset: 1_000, viewportHeight: 800)
    #expect(band == 5)  // bands of 200 points
    for offset in stride(from: 1_000, to: 1_200, by: 7) {
      #expect(MasonryGridState<Int>.creationBand(scrollOffset: CGFloat(offset), viewportHeight: 800) == band)
    }
    #expect(MasonryGridState<Int>.creationBand(scrollOffset: 1_200, viewportHeight: 800) == 6)
  }

  @Test("Bad offsets and heights give band 0 and create nothing", arguments: [CGFloat.nan, .infinity, -.infinity])
  func badBands(value: CGFloat) {
    #expect(MasonryGridState<Int>.creationBand(scrollOffset: value, viewportHeight: 844) == 0)
    #expect(MasonryGridState<Int>.creationBand(scrollOffset: 100, viewportHeight: value) == 0)
    var grid = MasonryGridState<Int>()
    grid.update(width: 390, ids: Array(0..<10)) { _ in .aspectRatio(1) }
    #expect(grid.itemsToCreate(inBand: .max, viewportHeight: 844).isEmpty)
    #expect(grid.itemsToCreate(inBand: 0, viewportHeight: value).isEmpty)
  }
}
