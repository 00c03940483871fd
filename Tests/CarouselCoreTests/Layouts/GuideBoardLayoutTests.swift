import CarouselCore
import Foundation
import Testing

@Suite("GuideBoardLayout")
struct GuideBoardLayoutTests {
  /// The seed's six signs with made-up sizes: London ↑ (left), Tokyo ↗ (right), Nagoya ← (left),
  /// Okinawa ↙ (left), Australia ↓ (right), Yokohama Station → (right).
  static func signs() -> [MeasuredSubview] {
    let signs: [(width: CGFloat, height: CGFloat, side: Side)] = [
      (100, 40, .left), (90, 30, .right), (110, 50, .left), (120, 40, .left), (130, 36, .right), (180, 44, .right),
    ]
    return signs.map { sign in
      let view = MeasuredSubview(size: CGSize(width: sign.width, height: sign.height))
      view[SideKey.self] = sign.side
      return view
    }
  }

  @Test("Sides from the layout values: the seed's board")
  func seedBoardFromValues() throws {
    let signs = Self.signs()
    let size = GuideBoardLayout().layout(signs)
    // Width: 2 × widest (180) + 10. Height: L→R 40/2, R→L 30/2, L→L 50+5, L→R 40/2, R→R 36+5, last 44.
    let expectedHeight: CGFloat = 20 + 15 + 55 + 20 + 41 + 44
    #expect(size == CGSize(width: 370, height: expectedHeight))
    let frames = try signs.map { try #require($0.frame) }
    #expect(frames.map(\.minY) == [0, 20, 35, 90, 110, 151])
    // Left signs end 5 points left of the centre (185), right ones start 5 points right of it.
    #expect(frames[0] == CGRect(x: 180 - 100, y: 0, width: 100, height: 40))
    #expect(frames[1] == CGRect(x: 190, y: 20, width: 90, height: 30))
    #expect(frames[2].maxX == 180)
    #expect(frames[3].maxX == 180)
    #expect(frames[4].minX == 190)
    #expect(frames[5] == CGRect(x: 190, y: 151, width: 180, height: 44))
    #expect(signs[0].placement?.anchor == .topTrailing)
    #expect(signs[1].placement?.anchor == .topLeading)
  }

  @Test("Right to left, the board is its mirror image")
  func rightToLeftMirrorsTheBoard() throws {
    let ltrSigns = Self.signs()
    let rtlSigns = Self.signs()
    let ltrSize = GuideBoardLayout().layout(ltrSigns)
    let rtlSize = GuideBoardLayout(direction: .rightToLeft).layout(rtlSigns)
    #expect(rtlSize == ltrSize)
    for (left, right) in zip(ltrSigns, rtlSigns) {
      let ltr = try #require(left.frame)
      let rtl = try #require(right.frame)
      #expect(rtl == CGRect(x: ltrSize.width - ltr.maxX, y: ltr.minY, width: ltr.width, height: ltr.height))
    }
    #expect(rtlSigns[0].placement?.anchor == .topLeading)
  }

  @Test("Alternating ignores the values and goes left, right, left…")
  func alternating() throws {
    let signs = Self.signs()
    let size = GuideBoardLayout(mode: .alternating).layout(signs, origin: CGPoint(x: 10, y: 100))
    // Every next sign is on the other side: each adds half its height, the last its whole height.
    let expectedHeight: CGFloat = 20 + 15 + 25 + 20 + 18 + 44
    #expect(size.height == expectedHeight)
    let frames = try signs.map { try #require($0.frame) }
    #expect(frames.map(\.minY) == [100, 120, 135, 160, 180, 198])
    // The board spans x = 10...380, so its centre is at 195: left signs end at 190, right ones start at 200.
    let leftEdge: CGFloat = 190
    let rightEdge: CGFloat = 200
    for (index, frame) in frames.enumerated() {
      if index.isMultiple(of: 2) { #expect(frame.maxX == leftEdge) } else { #expect(frame.minX == rightEdge) }
    }
  }

  @Test func zeroAndOneSubview() throws {
    #expect(GuideBoardLayout().layout([MeasuredSubview]()) == .zero)
    let one = MeasuredSubview(size: CGSize(width: 60, height: 24))
    #expect(GuideBoardLayout().layout([one]) == CGSize(width: 130, height: 24))
    #expect(one.frame == CGRect(x: 0, y: 0, width: 60, height: 24))
  }

  @Test func badSizesCountAsZero() {
    let bad = MeasuredSubview(size: CGSize(width: CGFloat.nan, height: -4))
    let good = MeasuredSubview(size: CGSize(width: 50, height: 10))
    let size = GuideBoardLayout().layout([bad, good])
    #expect(size.width == 110)
    #expect(size.height.isFinite)
  }

  @Test func sizingRulesSeeTheProposal() {
    let text = MeasuredSubview { proposal in CGSize(width: proposal.width ?? 200, height: 20) }
    _ = GuideBoardLayout().layout([text])
    #expect(text.frame?.width == 200)
    #expect(text.placement?.proposal == ProposedSize(width: 200, height: 20))
  }
}
