import CarouselCore
import CarouselTestSupport
import Foundation
import PropertyBased
import Testing

/// A carousel in a vertical scroll view gets no height from its container: the height each asks for
/// must hold what it draws, at the card size it would have with a height to spare.
@Suite("Ideal viewport heights")
struct IdealViewportHeightTests {
  static let width = Gen.int(in: 200...1_280).map { CGFloat($0) }

  /// Whether no placement, as drawn (scale and rotation included), reaches below `height`. (What
  /// rises above the top — the card stack's pile, into the top inset its style sets — is the
  /// style's, not the height's.)
  static func fits(_ placements: [ItemPlacement], in height: CGFloat) -> Bool {
    placements.allSatisfy { $0.transformedCorners.allSatisfy { $0.y <= height + 1e-6 } }
  }

  @Test("The ring and the card stack: cards sized by the width alone, every card inside the height")
  func ringAndStack() async {
    await propertyCheck(count: 200, input: Self.width, Gen.int(in: 1...8)) { width, pile in
      var ring = RotaryCarousel(itemCount: 6)
      let ringHeight = try #require(ring.idealViewportHeight(forWidth: width))
      ring.setViewport(CGSize(width: width, height: ringHeight))
      #expect(abs(ring.cardSize.width - (width - 2 * ring.horizontalInset)) < 1e-9)
      #expect(Self.fits(ring.placements(), in: ringHeight))

      var style = CardStack.Style()
      style.maxStackSize = pile
      var stack = CardStack(itemCount: 10, style: style)
      let stackHeight = try #require(stack.idealViewportHeight(forWidth: width))
      stack.setViewport(CGSize(width: width, height: stackHeight))
      #expect(abs(stack.cardSize.width - (width - 2 * stack.horizontalInset)) < 1e-9)
      #expect(Self.fits(stack.placements(), in: stackHeight))
      // Nothing to spare either: a pile of more cards asks for more room, never less.
      style.maxStackSize = pile + 1
      #expect(try #require(CardStack(itemCount: 10, style: style).idealViewportHeight(forWidth: width)) >= stackHeight)
    }
  }

  @Test("Rows with a height of their own ask for it; full-screen and vertical ones leave it open")
  func rowsAndPages() throws {
    var snap = SnapCarousel(itemCount: 5, itemHeight: 260)
    let snapHeight = try #require(snap.idealViewportHeight(forWidth: 390))
    #expect(snapHeight == 260)
    snap.setViewport(CGSize(width: 390, height: snapHeight))
    #expect(Self.fits(snap.placements(), in: snapHeight))
    #expect(SnapCarousel(itemCount: 5).idealViewportHeight(forWidth: 390) == nil)

    var row = FreeScrollCarousel(itemCount: 8, itemSize: CGSize(width: 200, height: 367), insets: Insets(all: 8))
    let rowHeight = try #require(row.idealViewportHeight(forWidth: 390))
    #expect(rowHeight == CGFloat(367 + 16))
    row.setViewport(CGSize(width: 390, height: rowHeight))
    #expect(Self.fits(row.placements(), in: rowHeight))
    #expect(
      FreeScrollCarousel(itemCount: 8, itemSize: CGSize(width: 200, height: 300), axis: .vertical)
        .idealViewportHeight(forWidth: 390) == nil)

    #expect(InfinitePager().idealViewportHeight(forWidth: 390) == nil)
    #expect(
      ComponentHost(SnapCarousel(itemCount: 0, itemHeight: 120), elementIDs: [Int]())
        .idealViewportHeight(forWidth: 390) == 120)
  }

  @Test("Widths that are no width give no card, never NaN")
  func badWidths() {
    for width in [CGFloat.nan, -10, 0, .infinity] {
      for height in [
        RotaryCarousel(itemCount: 3).idealViewportHeight(forWidth: width),
        CardStack(itemCount: 3).idealViewportHeight(forWidth: width),
      ] {
        #expect(height.map { $0.isFinite && $0 >= 0 } ?? true)
      }
    }
  }

  /// Rows and pages sized by their content: the front end measures one item at the width the
  /// component gives it, and the component says what holds it.
  @Test func rowsAndPagesMeasuredByTheirContent() throws {
    var widthsAsked: [CGFloat] = []
    func measure(_ itemWidth: CGFloat) -> CGFloat? {
      widthsAsked.append(itemWidth)
      return 120
    }
    #expect(SnapCarousel(itemCount: 5).idealViewportHeight(forWidth: 390, itemHeight: measure) == 120)
    #expect(widthsAsked == [374])
    // A height of its own wins; nothing is measured.
    #expect(SnapCarousel(itemCount: 5, itemHeight: 260).idealViewportHeight(forWidth: 390, itemHeight: measure) == 260)
    #expect(widthsAsked == [374])
    // Three rows of 120, 20 apart, on pages 390 − 20 − 40 wide.
    let rows = PagedCarousel(itemCount: 9, rowsPerPage: 3)
    let pageHeight = try #require(rows.idealViewportHeight(forWidth: 390, itemHeight: measure))
    #expect(abs(pageHeight - (3 * 120 + 2 * 20)) < 1e-9)
    #expect(widthsAsked.last == 330)
    #expect(InfinitePager().idealViewportHeight(forWidth: 390, itemHeight: measure) == 120)
    #expect(widthsAsked.last == 390)
    #expect(InfinitePager(axis: .vertical).idealViewportHeight(forWidth: 390, itemHeight: measure) == nil)
    // The ring keeps its own shape whatever its banners measure.
    let ring = RotaryCarousel(itemCount: 6)
    #expect(ring.idealViewportHeight(forWidth: 390, itemHeight: measure) == ring.idealViewportHeight(forWidth: 390))
  }

  @Test("Bad measurements and widths ask for nothing", arguments: badLengths)
  func badMeasurements(value: CGFloat) {
    #expect(SnapCarousel(itemCount: 5).idealViewportHeight(forWidth: 390, itemHeight: { _ in value }) == nil)
    #expect(SnapCarousel(itemCount: 5).idealViewportHeight(forWidth: value, itemHeight: { _ in 100 }) == nil)
    #expect(
      PagedCarousel(itemCount: 5, rowsPerPage: .max).idealViewportHeight(forWidth: 390, itemHeight: { _ in value })
        == nil)
    #expect(InfinitePager().idealViewportHeight(forWidth: value, itemHeight: { _ in 100 }) == nil)
    #expect(InfinitePager().idealViewportHeight(forWidth: 390, itemHeight: { _ in nil }) == nil)
  }
}
