import CarouselCore
import Foundation
import PropertyBased
import Testing

/// The one record of the current, pending and settled index that a component's events, the host,
/// the uniform snap track and a native row's events keep.
@Suite("SelectionTracker")
struct SelectionTrackerTests {
  /// What happens to a tracker: the content shows an index, comes to rest, or an index is asked for
  /// before it can be shown (nil: the pending one is shown or dropped).
  enum Step: Sendable, CustomStringConvertible {
    case show(Int)
    case rest(Int)
    case ask(Int?)
    case forget

    var description: String {
      switch self {
      case .show(let index): "show(\(index))"
      case .rest(let index): "rest(\(index))"
      case .ask(let index): "ask(\(index.map(String.init) ?? "nil"))"
      case .forget: "forget"
      }
    }
  }

  static let step = zip(Gen.int(in: 0...3), Gen.int(in: -3...3)).map { kind, index -> Step in
    switch kind {
    case 0: .show(index)
    case 1: .rest(index)
    case 2: .ask(index < -1 ? nil : index)
    default: .forget
    }
  }

  /// Whatever happens: each change of the current index is reported once and names the index it
  /// left, so the reports chain from the first index to the last one shown; a rest is news exactly
  /// when it is elsewhere than the last one remembered; what is current is the pending index while
  /// there is one.
  @Test func changesChainAndRestsAreNewsOnlyElsewhere() async {
    await propertyCheck(count: 500, input: Gen.int(in: -3...3), Self.step.array(of: 0...40)) { start, steps in
      var tracker = SelectionTracker(current: start, settled: start)
      var current = start
      var lastRest: Int? = start
      var pending: Int?
      for step in steps {
        switch step {
        case .show(let shown):
          #expect(tracker.index(showing: shown) == (pending ?? shown))
          let event: ItemEvent? = tracker.change(to: shown)
          #expect(event == (shown == current ? nil : .currentIndexChanged(from: current, to: shown)))
          current = shown
        case .rest(let index):
          #expect(tracker.rest(at: index) == (lastRest != index))
          lastRest = index
        case .ask(let index):
          tracker.pending = index
          pending = index
        case .forget:
          tracker.forgetRest()
          lastRest = nil
        }
        #expect(tracker.current == current && tracker.settled == lastRest && tracker.pending == pending)
      }
    }
  }

  @Test func aMoveToTheCurrentIndexIsNoChange() {
    var tracker = SelectionTracker(current: 2)
    #expect(tracker.move(to: 2) == nil)
    #expect(tracker.move(to: 5) == 2)
    #expect(tracker.move(to: 5) == nil)
    #expect(tracker.current == 5 && tracker.settled == nil)
  }
}
