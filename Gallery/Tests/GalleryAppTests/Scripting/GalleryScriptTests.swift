import CarouselCore
import Foundation
import GalleryApp
import GalleryModel
import GalleryTestSupport
import Testing

/// `--script` files that type, press keys, turn the wheel and resize, besides dragging.
@MainActor
@Suite("Gallery scripts")
struct GalleryScriptTests {
  static func script(_ json: String) throws -> GalleryScript { try GalleryScript(json: Data(json.utf8)) }

  @Test("Every kind of event decodes, in time order, samples apart from inputs")
  func decodesEveryKind() throws {
    let script = try Self.script(
      """
      {"events": [
        {"text": "カレー", "time": 1.0},
        {"phase": "began", "x": 10, "y": 20, "time": 0.5},
        {"key": "backspace", "time": 0.9},
        {"wheel": {"dx": 0, "dy": -3}, "x": 200, "y": 400, "time": 2},
        {"resize": {"width": 1280, "height": 900}, "time": 3},
        {"phase": "ended", "x": 10, "y": 20, "time": 0.6}
      ]}
      """)
    #expect(script.gestures.events == [.began(CGPoint(x: 10, y: 20), at: 0.5), .ended(CGPoint(x: 10, y: 20), at: 0.6)])
    #expect(
      script.inputs == [
        .init(time: 0.9, input: .key(.backspace)), .init(time: 1, input: .text("カレー")),
        .init(time: 2, input: .wheel(dx: 0, dy: -3, at: CGPoint(x: 200, y: 400))),
        .init(time: 3, input: .resize(CGSize(width: 1280, height: 900))),
      ])
  }

  @Test(
    "A malformed event is refused with what is wrong",
    arguments: [
      (#"{"key": "hyper", "time": 1}"#, "unknown key \"hyper\""),
      (#"{"text": "", "time": 1}"#, "text of 1 to"),
      (#"{"wheel": {"dx": 1e9, "dy": 0}, "time": 1}"#, "at most 100 notches"),
      (#"{"resize": {"width": 100, "height": 900}, "time": 1}"#, "200 to 4096 points"),
      (#"{"resize": {"width": 500, "height": 900}, "key": "up", "time": 1}"#, "one of key, text, wheel and resize"),
      (#"{"time": 1}"#, "one of key, text, wheel and resize"),
      (#"{"key": "up"}"#, "time"),
    ])
  func refusesMalformedEvents(event: String, problem: String) throws {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("script-\(UUID().uuidString).json")
    defer { try? FileManager.default.removeItem(at: url) }
    try Data(#"{"events": [\#(event)]}"#.utf8).write(to: url)
    #expect {
      try LaunchFiles.script(at: url.path)
    } throws: { error in
      let description = (error as? OptionError)?.description ?? ""
      return description.contains(problem) && !description.contains("\n")
    }
  }

  @Test("Long pauses are shortened over samples and inputs together, so keys stay between the same drags")
  func pausesShortenedTogether() throws {
    let script = try Self.script(
      """
      {"events": [
        {"phase": "began", "x": 0, "y": 0, "time": 0}, {"phase": "ended", "x": 0, "y": 0, "time": 0.05},
        {"key": "down", "time": 100},
        {"phase": "began", "x": 0, "y": 0, "time": 3600}, {"phase": "ended", "x": 0, "y": 0, "time": 3600.05}
      ]}
      """)
    let played = script.replayed(maximumPause: 5)
    let times = played.gestures.events.map(\.time)
    #expect(zip(times, [0, 0.05, 10.05, 10.1]).allSatisfy { abs($0 - $1) < 1e-9 } && times.count == 4)
    #expect(played.inputs.map(\.time) == [5.05])
  }

  @Test(
    "A script taps the keyword field, types, deletes, and Return lets the keyboard go; text before the tap is not typed"
  )
  func typesIntoTheArchive() async throws {
    let app = await GalleryApp.loaded(on: .archive)
    app.frame(at: 0)
    let fieldFrame = app.scene.archive.layout.field
    let field = CGPoint(x: fieldFrame.midX, y: fieldFrame.midY)
    let script = try Self.script(
      """
      {"events": [
        {"text": "パン", "time": 0.2},
        {"phase": "began", "x": \(field.x), "y": \(field.y), "time": 0.5},
        {"phase": "ended", "x": \(field.x), "y": \(field.y), "time": 0.55},
        {"text": "ｶﾚｰ", "time": 1.0},
        {"text": "x", "time": 1.2},
        {"key": "backspace", "time": 1.4},
        {"key": "return", "time": 1.6}
      ]}
      """)
    app.replay(script, startingAt: 1)
    #expect(app.store.state.data.archive.keyword == "ｶﾚｰ")
    #expect(!app.store.state.archive.isEditing)
    #expect(app.scene.archive.results.count == 7)
  }

  @Test("Scripted keys do what the keys do: a digit changes screen, and a resize reaches the scene")
  func keysAndResize() async throws {
    let app = await GalleryApp.loaded(on: .archive)
    app.frame(at: 0)
    let script = try Self.script(
      """
      {"events": [
        {"key": "3", "time": 0.5},
        {"resize": {"width": 1280, "height": 900}, "time": 1}
      ]}
      """)
    app.replay(script, startingAt: 1)
    #expect(app.store.state.selectedScreen == .pager)
    #expect(app.scene.size == CGSize(width: 1280, height: 900))
  }
}
