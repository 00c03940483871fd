import Foundation
import PropertyBased
import Testing

@testable import CarouselCore

@Suite("MasonryLayout rounding")
struct MasonryRoundingTests {
  @Test("Rounding a length up inline equals rounded(.up) at the edges")
  func edges() {
    let lengths: [CGFloat] = [
      0, 1e-6, 0.5, 1, 1.0000000000000002, 2.999999999999999, 183, 244.00000000000003, 1e7 - 0.5, 1e7,
      CGFloat(Int64(1) << 52) - 0.5,
    ]
    for length in lengths {
      #expect(MasonryLayout.roundedUp(length).bitPattern == length.rounded(.up).bitPattern, "\(length)")
    }
  }

  @Test("Rounding a length up inline equals rounded(.up) for any sanitised length")
  func anyLength() async {
    await propertyCheck(count: 2_000, input: Gen.cgFloat(in: 0...1e7)) { length in
      #expect(MasonryLayout.roundedUp(length).bitPattern == length.rounded(.up).bitPattern)
    }
  }
}
