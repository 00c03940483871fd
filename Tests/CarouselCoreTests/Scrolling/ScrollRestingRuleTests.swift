import CarouselCore
import CarouselTestSupport
import Foundation
import PropertyBased
import Testing

/// The release rules a native scroll view borrows: each promise as the case that would break it, then
/// properties over random releases, bad numbers among them.
@Suite("ScrollRestingRule")
struct ScrollRestingRuleTests {
  /// Items 300 points wide, 16 apart: rests every 316 points, 12 items.
  static let items = SnapPoints.uniform(first: 0, spacing: 316, count: 12)
  static let maximum: CGFloat = 11 * 316
  static let page: CGFloat = 350

  @Test func aHardFlickMovesOneItemAtMost() {
    let rule = ScrollRestingRule(.points(Self.items, maxItemsPerFling: 1))
    #expect(rule.restingOffset(proposed: 3_000, start: 316, velocity: 6_000, maximumOffset: Self.maximum) == 632)
    #expect(rule.restingOffset(proposed: -900, start: 316, velocity: -6_000, maximumOffset: Self.maximum) == 0)
    let two = ScrollRestingRule(.points(Self.items, maxItemsPerFling: 2))
    #expect(two.restingOffset(proposed: 3_000, start: 316, velocity: 6_000, maximumOffset: Self.maximum) == 948)
  }

  @Test func aGentleReleaseRestsOnTheNearestItem() {
    let rule = ScrollRestingRule(.points(Self.items, maxItemsPerFling: 1))
    #expect(rule.restingOffset(proposed: 470, start: 316, velocity: 0, maximumOffset: Self.maximum) == 316)
    #expect(rule.restingOffset(proposed: 480, start: 316, velocity: 0, maximumOffset: Self.maximum) == 632)
  }

  /// The paged rule turns a page for a short slow drag (beyond a twentieth of a page) that the
  /// system's projection alone would leave on the same page, and never more than one for a flick.
  @Test func pagesTurnOneAtATime() {
    let rule = ScrollRestingRule(.pages(length: Self.page))
    let maximum = 3 * Self.page
    // Dragged 30 points (over 17.5) and let go without speed: the next page.
    #expect(rule.restingOffset(proposed: 380, start: 350, velocity: 0, maximumOffset: maximum) == 700)
    // Dragged 10 points: stays.
    #expect(rule.restingOffset(proposed: 360, start: 350, velocity: 0, maximumOffset: maximum) == 350)
    // A flick the system would carry four pages: one.
    #expect(rule.restingOffset(proposed: 1_750, start: 350, velocity: 2_800, maximumOffset: maximum) == 700)
    // Back, and not past the first page.
    #expect(rule.restingOffset(proposed: -500, start: 350, velocity: -1_700, maximumOffset: maximum) == 0)
    #expect(rule.restingOffset(proposed: -500, start: 0, velocity: -1_700, maximumOffset: maximum) == 0)
    // A drag back that is still moving forward at release (the finger reversed): the drag decides.
    #expect(rule.restingOffset(proposed: 330, start: 350, velocity: 0, maximumOffset: maximum) == 0)
  }

  @Test func freeScrollingRestsWhereTheSystemSaysWithinTheContent() {
    let rule = ScrollRestingRule(.free)
    #expect(rule.restingOffset(proposed: 1_234.5, start: 0, velocity: 900, maximumOffset: 2_000) == 1_234.5)
    #expect(rule.restingOffset(proposed: 9_999, start: 0, velocity: 900, maximumOffset: 2_000) == 2_000)
    #expect(rule.restingOffset(proposed: -5, start: 0, velocity: -900, maximumOffset: 2_000) == 0)
  }

  @Test func badNumbersRestInsideTheContentWithoutNaN() {
    let rules = [
      ScrollRestingRule(.free), ScrollRestingRule(.points(Self.items, maxItemsPerFling: 1)),
      ScrollRestingRule(.points(.none, maxItemsPerFling: 1)), ScrollRestingRule(.pages(length: Self.page)),
      ScrollRestingRule(.pages(length: .nan)), ScrollRestingRule(.pages(length: 0)),
      ScrollRestingRule(.points(Self.items, maxItemsPerFling: -3)),
    ]
    let wild: [CGFloat] = badLengths + [1e300, -1e300, 316]
    for rule in rules {
      for proposed in wild {
        for start in wild {
          for maximum in wild {
            let rest = rule.restingOffset(proposed: proposed, start: start, velocity: proposed, maximumOffset: maximum)
            let limit = maximum.isFinite ? max(0, maximum) : 0
            #expect(rest.isFinite && rest >= 0 && rest <= limit, "\(rule.snapping) \(proposed) \(start) \(maximum)")
          }
        }
      }
    }
  }

  /// Over random releases: the rest is in the content, on a snap point no more than
  /// `maxItemsPerFling` from where the drag began (or at a bound of the content), and for pages one
  /// page at most from the start.
  @Test func randomReleasesKeepTheRules() async {
    await propertyCheck(
      count: 2_000, input: Gen.cgFloat(in: -4_000...8_000), Gen.cgFloat(in: 0...3_476), Gen.cgFloat(in: -8_000...8_000),
      Gen.int(in: 0...4)
    ) { proposed, start, velocity, reach in
      let snapped = ScrollRestingRule(.points(Self.items, maxItemsPerFling: reach))
        .restingOffset(proposed: proposed, start: start, velocity: velocity, maximumOffset: Self.maximum)
      let index = Int((snapped / 316).rounded())
      #expect(abs(snapped - CGFloat(index) * 316) < 1e-9, "\(snapped) is not an item's rest")
      let origin = Self.items.nearestIndex(to: start) ?? 0
      #expect(abs(index - origin) <= reach, "moved \(index - origin) items with a reach of \(reach)")
      #expect(snapped >= 0 && snapped <= Self.maximum)

      let paged = ScrollRestingRule(.pages(length: Self.page))
        .restingOffset(proposed: proposed, start: start, velocity: velocity, maximumOffset: 10 * Self.page)
      let page = (paged / Self.page).rounded()
      #expect(abs(paged - page * Self.page) < 1e-9, "\(paged) is not a page boundary")
      #expect(abs(page - (start / Self.page).rounded()) <= 1, "turned \(page - (start / Self.page).rounded()) pages")
    }
  }
}
