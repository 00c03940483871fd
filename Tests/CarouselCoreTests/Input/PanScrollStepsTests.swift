import CarouselCore
import Foundation
import Testing

/// A pan's running translation turned into scroll steps (iPadOS trackpads in the SwiftUI views).
@Suite("PanScrollSteps")
struct PanScrollStepsTests {
  static let pointer = CGPoint(x: 100, y: 50)

  @Test func eachEventCarriesTheStepSinceTheLastAgainstTheFingers() {
    var steps = PanScrollSteps()
    let began = steps.event(.began, translation: CGPoint(x: -12, y: 1), location: Self.pointer, time: 1)
    let changed = steps.event(.changed, translation: CGPoint(x: -30, y: 1), location: Self.pointer, time: 1.01)
    let ended = steps.event(.ended, translation: CGPoint(x: -31, y: 0), location: Self.pointer, time: 1.02)
    #expect(began.delta == CGSize(width: 12, height: -1))  // fingers left: later content comes in
    #expect(changed.delta == CGSize(width: 18, height: 0))
    #expect(ended.delta == CGSize(width: 1, height: 1))
    #expect([began, changed, ended].map(\.phase) == [.began, .changed, .ended])
    #expect(changed.location == Self.pointer && changed.time == 1.01)
  }

  @Test func aNewScrollCountsFromZeroAgain() {
    var steps = PanScrollSteps()
    _ = steps.event(.began, translation: CGPoint(x: -40, y: 0), location: Self.pointer, time: 1)
    _ = steps.event(.cancelled, translation: CGPoint(x: -40, y: 0), location: Self.pointer, time: 1.1)
    let next = steps.event(.began, translation: CGPoint(x: -5, y: 0), location: Self.pointer, time: 2)
    #expect(next.delta == CGSize(width: 5, height: 0))
  }

  @Test func anUnknownOrBrokenTranslationMovesNothingAndIsForgotten() {
    var steps = PanScrollSteps()
    _ = steps.event(.began, translation: CGPoint(x: -10, y: 0), location: Self.pointer, time: 1)
    #expect(steps.event(.changed, translation: nil, location: Self.pointer, time: 1.01).delta == .zero)
    let nan = steps.event(.changed, translation: CGPoint(x: CGFloat.nan, y: 0), location: Self.pointer, time: 1.02)
    #expect(nan.delta == .zero)
    // The next usable translation counts from the last usable one, not from zero: no jump.
    #expect(
      steps.event(.changed, translation: CGPoint(x: -14, y: 0), location: Self.pointer, time: 1.03).delta
        == CGSize(width: 4, height: 0))
  }

  @Test func theDeltaBeforeTheScrollBeginsIsTheWholeTranslationAgainstTheFingers() {
    #expect(PanScrollSteps.contentDelta(ofTranslation: CGPoint(x: 3, y: -20)) == CGSize(width: -3, height: 20))
    #expect(PanScrollSteps.contentDelta(ofTranslation: nil) == .zero)
  }
}
