import CarouselCore
import Foundation
import Testing

@Suite("GestureScript")
struct GestureScriptTests {
  @Test func aFlickCarriesItsSpeed() {
    let script = GestureScript.flick(from: CGPoint(x: 300, y: 50), by: CGSize(width: -150, height: 0), duration: 0.1)
    var tracker = DragTracker()
    var last: DragTracker.Change = .none
    for event in script.events { last = tracker.handle(event) }
    #expect(last == .ended)
    #expect(abs(tracker.velocity.x + 1500) < 1)
  }

  @Test func aHoldAndATap() {
    var tracker = DragTracker()
    var changes = GestureScript.tap(at: CGPoint(x: 10, y: 10), time: 2).events.map { tracker.handle($0) }
    #expect(changes.last == .tapped(CGPoint(x: 10, y: 10)))
    changes = GestureScript.hold(at: .zero, duration: 1).events.map { tracker.handle($0) }
    #expect(changes.last == .released)
  }

  @Test func scriptsJoinInTime() {
    let first = GestureScript.tap(at: .zero, time: 0)
    let second = GestureScript.tap(at: .zero, time: 10)
    let joined = first.followed(by: second, after: 0.5)
    let expected = [0, 0.05, 0.55, 0.6]
    #expect(zip(joined.events.map(\.time), expected).allSatisfy { abs($0 - $1) < 1e-9 })
  }

  @Test func scriptsRoundTripThroughHandWrittenJSON() throws {
    let json = Data(
      """
      {"events": [
        {"phase": "began", "x": 300, "y": 100, "time": 0},
        {"phase": "changed", "x": 250, "y": 101, "time": 0.05},
        {"phase": "ended", "x": 200, "y": 101, "time": 0.1}
      ]}
      """.utf8)
    let script = try GestureScript(json: json)
    #expect(script.events.count == 3)
    #expect(script.events[1] == .changed(CGPoint(x: 250, y: 101), at: 0.05))
    #expect(try GestureScript(json: script.jsonData()) == script)
  }

  @Test func malformedJSONThrowsInsteadOfCrashing() {
    #expect(throws: DecodingError.self) {
      try GestureScript(json: Data(#"{"events": [{"phase": "wiggle", "x": 1, "y": 2, "time": 0}]}"#.utf8))
    }
    #expect(throws: (any Error).self) { try GestureScript(json: Data("not json".utf8)) }
  }
}
