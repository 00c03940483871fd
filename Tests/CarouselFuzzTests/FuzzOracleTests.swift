import CarouselCore
import Foundation
import Testing

@testable import CarouselFuzzing

/// The fuzzer's checks can fail: components that break a promise on purpose are caught, and a
/// failing case shrinks to the calls that matter.
@Suite("Fuzz oracle")
struct FuzzOracleTests {
  /// A row that moves twice as far as the finger and reports a rest on an item it is not at.
  struct CarelessRow: InteractiveComponent {
    typealias Event = ItemEvent
    var offset: CGFloat = 0
    var start: CGFloat?
    var origin: CGFloat = 0
    var pending: [ItemEvent] = []
    var isSettled: Bool { start == nil }
    var currentIndex: Int { 0 }

    mutating func handle(_ event: DragEvent) -> GestureResponse {
      switch event.phase {
      case .began:
        start = event.location.x
        origin = offset
      case .changed:
        if let start { offset = origin - 2 * (event.location.x - start) }
      case .ended, .cancelled:
        start = nil
        pending.append(.settled(index: 3))
      }
      return .tracking
    }
    mutating func advance(to time: TimeInterval) -> [ItemEvent] {
      defer { pending = [] }
      return pending
    }
    func placements() -> [ItemPlacement] { [] }
    mutating func setViewport(_ size: CGSize) {}
    mutating func setItemCount(_ count: Int) {}
    mutating func scroll(to index: Int, animation: AnimationCurve?, time: TimeInterval) {}
  }

  static let careless = FuzzTarget(
    name: "careless", makeParameters: { _ in [] },
    run: ComponentFuzzer<CarelessRow>(
      make: { _ in CarelessRow() }, contentPosition: { $0.offset },
      itemCount: { _ in 10 }, placementLimit: { _, _ in 10 }
    ).run)

  @Test func aDragThatOutrunsTheFingerIsAJump() {
    let outcome = Self.careless.run(
      FuzzCase(
        target: "careless", parameters: [],
        calls: [.drag(.began, x: 0, y: 0, time: 0), .drag(.changed, x: 20, y: 0, time: 0.01)]))
    #expect(outcome.violation?.kind == .jump)
  }

  @Test func aRestNamedWronglyIsStale() {
    let outcome = Self.careless.run(
      FuzzCase(
        target: "careless", parameters: [],
        calls: [.drag(.began, x: 0, y: 0, time: 0), .drag(.ended, x: 0, y: 0, time: 0.01), .advance(to: 1)]))
    #expect(outcome.violation?.kind == .staleSettled)
  }

  @Test func shrinkingKeepsTheKindAndDropsWhatDoesNotMatter() throws {
    let noisy = FuzzCase(
      target: "careless", parameters: [],
      calls: [
        .viewport(width: 390, height: 300), .advance(to: 0.5), .itemCount(7), .drag(.began, x: 3, y: 0, time: 1),
        .advance(to: 1.1), .drag(.changed, x: 40.5, y: 0, time: 1.2), .scroll(to: 3, animated: true, time: 1.3),
      ])
    let (small, violation) = try #require(FuzzShrinker(target: Self.careless).shrink(noisy))
    #expect(violation.kind == .jump)
    #expect(small.calls.count == 2)
    #expect(small.swiftCode.contains(".drag(.began"))
  }
}
