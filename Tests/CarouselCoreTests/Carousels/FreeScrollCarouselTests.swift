import CarouselCore
import CarouselTestSupport
import Foundation
import Testing

@Suite("FreeScrollCarousel")
struct FreeScrollCarouselTests {
  /// The seed's featured-topic card: 200 wide, 200·960/720 + 100 tall.
  static let card = CGSize(width: 200, height: 200.0 * 960 / 720 + 100)

  static func row(_ count: Int = 8) -> FreeScrollCarousel {
    var row = FreeScrollCarousel(itemCount: count, itemSize: card)
    row.setViewport(CGSize(width: 390, height: 380))
    return row
  }

  @Test("The seed's row: cards 200 wide, 8 apart, 8 from the edges")
  func seedLayout() {
    let row = Self.row()
    let placements = row.placements()
    #expect(placements.map(\.index) == [0, 1])
    #expect(placements[0].frame == CGRect(x: 8, y: 0, width: 200, height: Self.card.height))
    #expect(placements[1].frame.minX == 216)
    #expect(abs(Self.card.height - 366.6667) < 1e-3)
  }

  @Test func theRowScrollsToItsLastCardAndNoFurther() {
    var row = Self.row()
    row.scroll(to: 7, animation: nil, time: 0)
    // Content = 8 + 8·200 + 7·8 + 8 = 1672; bound = 1672 − 390 = 1282.
    #expect(row.offset == 1282)
    #expect(row.placements().last?.frame.maxX == 382)
    #expect(row.placements().last?.index == 7)
  }

  @Test func perItemLengthsUsePrefixSums() {
    var row = Self.row()
    row.setItemLengths([100, 300, 50, 200])
    #expect(row.itemSize(at: 1) == CGSize(width: 300, height: Self.card.height))
    #expect(row.itemSize(at: 4) == .zero)
    #expect(row.itemSize(at: -1) == .zero)
    row.scroll(to: 2, animation: nil, time: 0)
    let placements = row.placements()
    // Item 2 starts at 8 + 100 + 8 + 300 + 8 = 424; the content is 8 + 650 + 3·8 + 8 = 690, so the
    // offset stops at 690 − 390 = 300 before item 2 reaches the leading edge.
    #expect(row.offset == 300)
    #expect(placements.map(\.index) == [1, 2, 3])
    let itemTwo = placements.first { $0.index == 2 }?.frame.minX ?? .nan
    #expect(abs(itemTwo - (424 - 300)) < 1e-9)
    #expect(placements.first { $0.index == 2 }?.frame.width == 50)
  }

  @Test func aMillionItemsPlaceOnlyWhatIsVisible() {
    var row = FreeScrollCarousel(itemCount: 1_000_000, itemSize: Self.card)
    row.setViewport(CGSize(width: 390, height: 380))
    row.scroll(to: 654_321, animation: nil, time: 0)
    #expect(row.placements().map(\.index) == [654_321, 654_322])
    row.setItemLengths((0..<1_000).map { (index: Int) -> CGFloat in CGFloat(50 + index % 7 * 20) })
    row.scroll(to: 777, animation: nil, time: 0)
    #expect(row.placements().first?.index == 777)
  }

  @Test func aFlickCoastsAndSettlesWithEvents() {
    var row = Self.row()
    let flick = GestureScript.flick(from: CGPoint(x: 300, y: 100), by: CGSize(width: -200, height: 0), duration: 0.1)
    let frames = flick.replay(into: &row)
    let events = frames.flatMap(\.events)
    #expect(row.offset > 200)
    #expect(row.isSettled)
    #expect(events.last == .settled(index: row.currentIndex))
    #expect(events.contains(.currentIndexChanged(from: 0, to: 1)))
  }

  @Test func theRubberBandHoldsTheFirstCardBack() {
    var row = Self.row()
    _ = row.handle(.began(CGPoint(x: 100, y: 100), at: 0))
    _ = row.handle(.changed(CGPoint(x: 120, y: 100), at: 0.02))
    _ = row.handle(.changed(CGPoint(x: 320, y: 100), at: 0.2))
    #expect(row.offset < 0 && row.offset > -200)
    _ = row.handle(.ended(CGPoint(x: 320, y: 100), at: 0.3))
    _ = settle(&row, from: 0.3)
    #expect(row.offset == 0)
  }

  @Test func tapsHitTheCardUnderTheFinger() {
    var row = Self.row()
    _ = row.handle(.began(CGPoint(x: 250, y: 100), at: 0))
    _ = row.handle(.ended(CGPoint(x: 250, y: 100), at: 0.1))
    #expect(row.advance(to: 0.1) == [.tapped(index: 1)])
    _ = row.handle(.began(CGPoint(x: 212, y: 100), at: 1))  // in the spacing
    _ = row.handle(.ended(CGPoint(x: 212, y: 100), at: 1.1))
    #expect(row.advance(to: 1.1).isEmpty)
  }

  @Test("Bad sizes show nothing", arguments: badLengths)
  func badSizes(length: CGFloat) {
    var row = FreeScrollCarousel(itemCount: 5, itemSize: CGSize(width: length, height: 100))
    row.setViewport(CGSize(width: 390, height: 300))
    #expect(row.placements().isEmpty)
    row = Self.row()
    row.setViewport(CGSize(width: length, height: 300))
    #expect(row.placements().isEmpty)
    row.setItemLengths([length, 100])
    #expect(allFinite(row.placements()))
  }

  @Test func shrinkingMidFlickSettlesInRange() {
    var row = Self.row(40)
    row.scroll(to: 35, animation: .default, time: 0)
    _ = row.advance(to: 0.1)
    row.setItemCount(3)
    _ = settle(&row, from: 0.1)
    #expect((0..<3).contains(row.currentIndex))
    let newEnd: CGFloat = 8 + 3 * 200 + 2 * 8 + 8 - 390
    #expect(row.offset == newEnd)
  }

  @Test func zeroItems() {
    var row = Self.row(0)
    #expect(row.placements().isEmpty)
    _ = drive(&row, with: GestureScript.flick(from: .zero, by: CGSize(width: -300, height: 0), duration: 0.1).events)
    #expect(row.currentIndex == 0)
    #expect(row.offset == 0 || !row.isSettled)
  }
}
