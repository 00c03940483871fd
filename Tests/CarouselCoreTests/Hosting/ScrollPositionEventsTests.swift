import CarouselCore
import Foundation
import PropertyBased
import Testing

/// A native row's events from what SwiftUI's `ScrollView` reports: the same vocabulary, once each.
@Suite("ScrollPositionEvents")
struct ScrollPositionEventsTests {
  typealias Row = ScrollPositionEvents<String>
  static let letters = ["a", "b", "c", "d", "e"]

  @Test func eachChangeOfTheCurrentElementIsReportedOnceWithTheIndexItLeft() {
    var row = Row(elementIDs: Self.letters, currentIndex: 1)
    #expect(row.positionChanged(to: "d") == [ItemEvent.currentIndexChanged(from: 1, to: 3)])
    #expect(row.positionChanged(to: "d") == [ItemEvent]())
    #expect(row.positionChanged(to: "a") == [ItemEvent.currentIndexChanged(from: 3, to: 0)])
    #expect(row.currentIndex == 0)
    #expect(row.currentID == "a")
  }

  @Test func anUnknownOrMissingPositionChangesNothing() {
    var row = Row(elementIDs: Self.letters, currentIndex: 2)
    #expect(row.positionChanged(to: "zz") == [ItemEvent]())
    #expect(row.positionChanged(to: nil) == [ItemEvent]())
    #expect(row.currentIndex == 2)
  }

  @Test func aRestIsReportedOnceWhenScrollingStopsNamingTheIndexAtRest() {
    var row = Row(elementIDs: Self.letters)
    #expect(row.scrollingChanged(true) == [ItemEvent]())
    _ = row.positionChanged(to: "b") as [ItemEvent]
    _ = row.positionChanged(to: "c") as [ItemEvent]
    #expect(row.scrollingChanged(true) == [ItemEvent]())  // a repeated phase is no news
    #expect(row.scrollingChanged(false) == [ItemEvent.settled(index: 2)])
    #expect(row.scrollingChanged(false) == [ItemEvent]())
  }

  @Test func withoutScrollPhasesThereAreNoRests() {
    var row = Row(elementIDs: Self.letters)
    let events: [ItemEvent] = row.positionChanged(to: "e")
    #expect(events == [.currentIndexChanged(from: 0, to: 4)])
    #expect(row.scrollingChanged(false) == [ItemEvent]())
  }

  @Test func tapsNameTheirIndexAndOutOfRangeTapsNothing() {
    let row = Row(elementIDs: Self.letters)
    #expect(row.tapped(at: 3) == [ItemEvent.tapped(index: 3)])
    #expect(row.tapped(at: 5) == [ItemEvent]())
    #expect(row.tapped(at: -1) == [ItemEvent]())
  }

  @Test func anElementInsertedBeforeTheCurrentOneLeavesItCurrent() {
    var row = Row(elementIDs: Self.letters, currentIndex: 2)
    #expect(row.setElements(["new"] + Self.letters) == [ItemEvent.currentIndexChanged(from: 2, to: 3)])
    #expect(row.currentID == "c")
    #expect(row.id(at: 3) == "c")
  }

  @Test func removingTheCurrentElementKeepsTheIndexClamped() {
    var row = Row(elementIDs: Self.letters, currentIndex: 4)
    #expect(row.setElements(["a", "b"]) == [ItemEvent.currentIndexChanged(from: 4, to: 1)])
    #expect(row.setElements([]) == [ItemEvent.currentIndexChanged(from: 1, to: 0)])
    #expect(row.currentID == nil)
    #expect(row.id(at: 0) == nil)
    #expect(row.scrollingChanged(true) == [ItemEvent]())
    #expect(row.scrollingChanged(false) == [ItemEvent]())  // nothing to rest on
  }

  @Test func badIndicesAreClampedAndDuplicatesResolveToTheFirst() {
    #expect(Row(elementIDs: Self.letters, currentIndex: -7).currentIndex == 0)
    #expect(Row(elementIDs: Self.letters, currentIndex: .max).currentIndex == 4)
    #expect(Row(elementIDs: Self.letters).id(at: .min) == "a")
    var row = Row(elementIDs: ["x", "y", "x"], currentIndex: 1)
    #expect(row.positionChanged(to: "x") == [ItemEvent.currentIndexChanged(from: 1, to: 0)])
  }

  /// Random positions, phases and data: the index is always in range, every change starts where the
  /// last one ended and reaches the index now current, and rests name the current index.
  @Test func eventsChainAndIndicesStayInRange() async {
    let call = zip(Gen.int(in: 0...9), Gen.int(in: -2...12), Gen.int(in: 0...8))
    await propertyCheck(count: 500, input: call.array(of: 1...80)) { calls in
      var row = ScrollPositionEvents<Int>(elementIDs: Array(0..<6))
      var expectedFrom = row.currentIndex
      for (kind, value, count) in calls {
        let events: [ItemEvent]
        switch kind {
        case 0...4: events = row.positionChanged(to: value)
        case 5...6: events = row.scrollingChanged(value % 2 == 0)
        case 7: events = row.tapped(at: value)
        default: events = row.setElements(Array((0..<count).map { $0 * 2 % 9 }))
        }
        for event in events {
          if case .currentIndexChanged(let from, let to) = event {
            #expect(from == expectedFrom)
            expectedFrom = to
          }
          if case .settled(let index) = event { #expect(index == row.currentIndex) }
        }
        #expect(expectedFrom == row.currentIndex)
        #expect(row.elementIDs.isEmpty ? row.currentIndex == 0 : row.elementIDs.indices.contains(row.currentIndex))
      }
    }
  }
}
