import CarouselCore
import Foundation
import Testing

@Suite("StickyHeader")
struct StickyHeaderTests {
  static let header = StickyHeader(headerHeight: 300, stickyLimit: 240)

  @Test(
    "Figure 003's formulas: top = −min(stickyLimit, y), mask alpha = y / stickyLimit, clamped",
    arguments: [
      (0.0, 0.0, 300.0, 0.0), (30, -30, 300, 0.125), (120, -120, 300, 0.5), (239, -239, 300, 239.0 / 240),
      (240, -240, 300, 1), (241, -240, 300, 1), (5_000, -240, 300, 1), (1e300, -240, 300, 1),
      // Pulled down: the top stays and the photo stretches over the gap; no mask.
      (-40, 0, 340, 0), (-1e300, 0, 300 + 1e7, 0),
    ] as [(CGFloat, CGFloat, CGFloat, Double)])
  func formulas(y: CGFloat, top: CGFloat, height: CGFloat, alpha: Double) {
    let frame = Self.header.photoFrame(scrollOffset: y, width: 390)
    #expect(frame.minY == top)
    #expect(frame.height == height)
    #expect(frame.width == 390)
    #expect(abs(Self.header.maskAlpha(scrollOffset: y) - alpha) < 1e-12)
  }

  @Test("NaN offsets and bad sizes give finite answers")
  func badInput() {
    #expect(Self.header.photoFrame(scrollOffset: .nan, width: .nan) == CGRect(x: 0, y: 0, width: 0, height: 300))
    #expect(Self.header.maskAlpha(scrollOffset: .nan) == 0)
    let bad = StickyHeader(headerHeight: .infinity, stickyLimit: -5, barHysteresis: .nan)
    #expect(bad.headerHeight == 0 && bad.stickyLimit == 0 && bad.barHysteresis == 0)
    let limited = StickyHeader(headerHeight: 100, stickyLimit: 500)
    #expect(limited.stickyLimit == 100)
  }

  @Test("The bar shows once the photo sticks and hides only well below: no flicker at the threshold")
  func barHysteresis() {
    var header = Self.header
    var changes = 0
    var shown = false
    // A finger trembling around the sticking point: 240 ± 5 points, twenty times.
    for y in [200.0, 239, 240] + (0..<20).map({ 240 + ($0 % 2 == 0 ? -5.0 : 5.0) }) {
      let now = header.update(scrollOffset: CGFloat(y))
      if now != shown { changes += 1 }
      shown = now
    }
    #expect(changes == 1)
    #expect(header.isBarShown)
    #expect(header.update(scrollOffset: 229) == true)  // within the 12-point hysteresis
    #expect(header.update(scrollOffset: 227) == false)
    #expect(header.update(scrollOffset: .nan) == false)
  }
}
