@_spi(FrontEnd) import CarouselCore
import Foundation
import Testing

/// A native row's index is the item a person sees current — the centred one in a centred row, even
/// with neighbours peeking in, where SwiftUI's own scroll position names the leading-most.
@Suite("ScrolledRowIndex")
struct ScrolledRowIndexTests {
  /// Sections 300 wide, 16 apart, centred in a 390-point row: 45-point margins, neighbours peeking.
  static let centred = ScrolledRowIndex(itemLength: 300, spacing: 16, leadingMargin: 45, count: 6, anchor: .center)

  @Test func aCentredRowNamesTheCentredItemWhileItsNeighbourPeeks() {
    // At rest on section 2: its leading edge at 2 × 316 = 632, the visible region starting 45 before.
    #expect(Self.centred.index(visibleStart: 632 - 45, visibleLength: 390) == 2)
    // Section 1 peeks in at the leading edge (it ends at 616 > 587): the leading-most is 1, not current.
    #expect(Self.centred.index(visibleStart: 632 - 45 - 150, visibleLength: 390) == 2)
    #expect(Self.centred.index(visibleStart: 632 - 45 - 160, visibleLength: 390) == 1)
    #expect(Self.centred.index(visibleStart: -45, visibleLength: 390) == 0)
  }

  @Test func aLeadingRowNamesTheItemAtItsLeadingMargin() {
    let row = ScrolledRowIndex(itemLength: 200, spacing: 8, leadingMargin: 8, count: 10, anchor: .leading)
    #expect(row.index(visibleStart: -8, visibleLength: 390) == 0)
    #expect(row.index(visibleStart: 3 * 208 - 8, visibleLength: 390) == 3)
    #expect(row.index(visibleStart: 3 * 208 - 8 + 110, visibleLength: 390) == 4)
  }

  @Test func rubberBandingPastEitherEndStaysInRange() {
    #expect(Self.centred.index(visibleStart: -400, visibleLength: 390) == 0)
    #expect(Self.centred.index(visibleStart: 10_000, visibleLength: 390) == 5)
  }

  @Test("Bad numbers name item 0", arguments: [CGFloat.nan, .infinity, -.infinity])
  func badNumbers(value: CGFloat) {
    #expect(Self.centred.index(visibleStart: value, visibleLength: 390) == 0)
    #expect(Self.centred.index(visibleStart: 100, visibleLength: value) == 0)
    let broken = ScrolledRowIndex(itemLength: value, spacing: value, leadingMargin: value, count: -3, anchor: .center)
    #expect(broken.index(visibleStart: 100, visibleLength: 390) == 0)
  }
}
