import PropertyBased
import Testing

@testable import ReduxTesting

/// The line-by-line comparison of two drawn states: what it marks, what it folds, and that it always
/// gives back both texts.
@Suite("LineDifference")
struct LineDifferenceTests {
  @Test func aChangedLineIsRemovedThenInserted() {
    let difference = LineDifference(
      expected: ["A(", "  x: 1,", "  y: 2,", ")"], actual: ["A(", "  x: 1,", "  y: 3,", ")"])
    #expect(difference.text == "  A(\n    x: 1,\n−   y: 2,\n+   y: 3,\n  )")
    #expect(difference.hasChanges)
  }

  @Test func sharedRunsFarFromAChangeAreFolded() {
    let expected = (0..<20).map { "line \($0)" }
    var actual = expected
    actual[10] = "changed"
    let text = LineDifference(expected: expected, actual: actual).text
    #expect(
      text == """
          … (8 unchanged lines)
          line 8
          line 9
        − line 10
        + changed
          line 11
          line 12
          … (7 unchanged lines)
        """)
  }

  @Test func equalTextsHaveNoChanges() {
    #expect(!LineDifference(expected: ["a", "b"], actual: ["a", "b"]).hasChanges)
    #expect(!LineDifference(expected: [], actual: []).hasChanges)
  }

  @Test func everyComparisonGivesBackBothTexts() async {
    let line = Gen.int(in: 0...4).map { "line \($0)" }
    await propertyCheck(count: 2_000, input: line.array(of: 0...30), line.array(of: 0...30)) { expected, actual in
      let lines = LineDifference(expected: expected, actual: actual).lines
      let old = lines.compactMap { line -> String? in
        switch line {
        case .shared(let text), .removed(let text): text
        case .inserted: nil
        }
      }
      let new = lines.compactMap { line -> String? in
        switch line {
        case .shared(let text), .inserted(let text): text
        case .removed: nil
        }
      }
      #expect(old == expected)
      #expect(new == actual)
      #expect(LineDifference(expected: expected, actual: actual).hasChanges == (expected != actual))
    }
  }
}
