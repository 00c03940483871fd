import Foundation
import PropertyBased
import Testing

@testable import CarouselCore

@Suite("LoopArithmetic")
struct LoopArithmeticTests {
  /// The inline remainder must be libm's, bit for bit (sign of zero included): the ring's placements
  /// and the tab strip's short way round are built on it.
  static func agreesWithLibm(_ x: CGFloat, _ count: Int) -> Bool {
    let expected = x.remainder(dividingBy: CGFloat(count))
    let actual = LoopArithmetic.remainder(of: x, dividingBy: count)
    return expected.bitPattern == actual.bitPattern || (expected.isNaN && actual.isNaN)
  }

  @Test("The inline remainder is libm's for random positions and ring sizes")
  func remainderMatchesLibm() async {
    await propertyCheck(count: 20_000, input: Gen.cgFloat(in: -5_000...5_000), Gen.int(in: 1...100)) { x, count in
      #expect(Self.agreesWithLibm(x, count))
    }
    await propertyCheck(count: 5_000, input: Gen.cgFloat(in: -1e15...1e15), Gen.int(in: 1...(1 << 20))) { x, count in
      #expect(Self.agreesWithLibm(x, count))
    }
  }

  @Test("Ties go to the even quotient, zeros keep x's sign, the far and the unusable go to libm")
  func remainderEdges() {
    var cases: [(CGFloat, Int)] = []
    for count in [1, 2, 3, 4, 7, 10, 64, 1 << 20, (1 << 31) - 1, 1 << 31, .max] {
      let n = CGFloat(count)
      for turns in -6...6 {
        let base = CGFloat(turns) * n
        // Exact halves (ties), exact multiples (zeros), and the neighbours of both.
        for x in [base, base + n / 2, base - n / 2, base + 0.5, base - 0.5] {
          cases += [(x, count), (x.nextUp, count), (x.nextDown, count), (-x, count)]
        }
      }
    }
    cases += [
      (.nan, 10), (.infinity, 10), (-.infinity, 10), (0x1p30 * 10, 10), (0x1p30 * 10 - 10, 10), (1e300, 7),
      (-0.0, 10), (.leastNonzeroMagnitude, 10), (-.leastNonzeroMagnitude, 3), (.greatestFiniteMagnitude, 3),
    ]
    for (x, count) in cases {
      #expect(Self.agreesWithLibm(x, count), "x = \(x), count = \(count)")
    }
  }
}
