import Testing

@testable import ReduxTesting

/// How a value is drawn for a failure message: the shapes a state and an action take, in one line and
/// in many, and the values that must not make the dump run away.
@Suite("ValueDump")
struct ValueDumpTests {
  struct Point: Equatable { var x = 1.5, y = -2.0 }
  enum Shape { case empty, circle(radius: Double), line(Point, Point) }
  struct Described: CustomStringConvertible { var description: String { "described" } }
  struct Nothing {}
  final class Node {
    var name = "a"
    var next: Node?
  }
  indirect enum Chain { case end, link(Chain) }

  @Test func structuresListTheirPropertiesWithLabels() {
    #expect(ValueDump(Point()).line == "Point(x: 1.5, y: -2.0)")
    #expect(ValueDump(Point()).lines == ["Point(", "  x: 1.5,", "  y: -2.0,", ")"])
  }

  @Test func casesAreDottedWithTheirPayloadsLabelled() {
    #expect(ValueDump(Shape.empty).line == ".empty")
    #expect(ValueDump(Shape.circle(radius: 2)).line == ".circle(radius: 2.0)")
    #expect(
      ValueDump(Shape.line(Point(), Point(x: 0, y: 0))).line == ".line(Point(x: 1.5, y: -2.0), Point(x: 0.0, y: 0.0))")
  }

  @Test func stringsAreQuotedAndOptionalsUnwrapped() {
    #expect(ValueDump(["a", "b\n"]).line == #"["a", "b\n"]"#)
    #expect(ValueDump(String?.none as Any).line == "nil")
    #expect(ValueDump(Optional(Optional(3)) as Any).line == "3")
  }

  @Test func dictionariesAndSetsAreSortedSoTheSameValueDrawsTheSameText() {
    let dictionary = ["b": 2, "a": 1, "c": 3]
    #expect(ValueDump(dictionary).line == #"["a": 1, "b": 2, "c": 3]"#)
    #expect(ValueDump([String: Int]()).line == "[:]")
    #expect(ValueDump(Set([3, 1, 2])).line == "Set([1, 2, 3])")
    #expect(ValueDump(Set([3, 1, 2])).lines == ["Set([", "  1,", "  2,", "  3,", "])"])
  }

  @Test func typesWithoutPropertiesDrawTheirDescriptionOrTheirName() {
    #expect(ValueDump(Described()).line == "described")
    #expect(ValueDump(Nothing()).line == "Nothing()")
    #expect(ValueDump([Int]()).lines == ["[]"])
  }

  @Test func aClassMetAgainInsideItselfIsNotFollowed() {
    let node = Node()
    node.next = node
    #expect(ValueDump(node).line == #"Node(name: "a", next: Node(↩︎))"#)
    node.next = nil  // break the cycle for ARC
  }

  @Test func aValueDeeperThanTheLimitIsCut() {
    var chain = Chain.end
    for _ in 0..<1_000 { chain = .link(chain) }
    let line = ValueDump(chain).line
    #expect(line.hasSuffix("…" + String(repeating: ")", count: ValueDump.maximumDepth)))
    #expect(ValueDump(chain).lines.count == 2 * ValueDump.maximumDepth + 1)
  }

  @Test func nestedContainersIndentOneLevelEach() {
    struct Holder { var items = [Point()] }
    #expect(
      ValueDump(Holder()).lines == [
        "Holder(", "  items: [", "    Point(", "      x: 1.5,", "      y: -2.0,", "    ),", "  ],", ")",
      ])
  }
}
