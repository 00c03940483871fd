import CarouselCore
import CarouselTestSupport
import Foundation
import Testing

@Suite("RotaryCarousel scripts")
struct RotaryCarouselScriptTests {
  /// Written by hand: a slow drag left by one card and a bit, held, released; then a tap on the
  /// card peeking on the right.
  static let handWritten = """
    {"events": [
      {"phase": "began",   "x": 300, "y": 150, "time": 0.000},
      {"phase": "changed", "x": 270, "y": 151, "time": 0.050},
      {"phase": "changed", "x": 180, "y": 152, "time": 0.150},
      {"phase": "changed", "x": 20,  "y": 152, "time": 0.300},
      {"phase": "changed", "x": 20,  "y": 152, "time": 0.400},
      {"phase": "ended",   "x": 20,  "y": 152, "time": 0.420},
      {"phase": "began",   "x": 382, "y": 150, "time": 1.500},
      {"phase": "ended",   "x": 382, "y": 150, "time": 1.550}
    ]}
    """

  @Test func handWrittenScriptReplaysToTheSameFrames() throws {
    var ring = RotaryCarousel(itemCount: 6)
    ring.setViewport(CGSize(width: 390, height: 300))
    let script = try GestureScript(json: Data(Self.handWritten.utf8))
    let frames = script.replay(into: &ring)
    let events = frames.flatMap(\.events)
    #expect(events.contains(.currentIndexChanged(from: 0, to: 5)))
    #expect(events.filter { if case .settled = $0 { true } else { false } }.count == 2)
    #expect(ring.isSettled)
    assertTextSnapshot(dump(frames, every: 6), named: "hand-written")
  }

  @Test func generatedFlickReplaysToTheSameFrames() {
    var ring = RotaryCarousel(itemCount: 6, animation: .linear(duration: 0.16))
    ring.setViewport(CGSize(width: 390, height: 300))
    let script = GestureScript.flick(from: CGPoint(x: 60, y: 150), by: CGSize(width: 240, height: 0), duration: 0.12)
    let frames = script.replay(into: &ring)
    #expect(ring.currentIndex == 2)
    assertTextSnapshot(dump(frames, every: 3), named: "flick-right-seed-curve")
  }
}
