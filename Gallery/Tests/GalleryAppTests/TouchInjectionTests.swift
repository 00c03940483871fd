import CSDL2
import CarouselCore
import Foundation
import GalleryApp
import GalleryModel
import Testing

/// Touch goes through real SDL events: `SDL_FINGER*` events are pushed into SDL's queue, polled back
/// and translated, exactly as the window loop does.
@MainActor
@Suite("SDL touch injection", .serialized)
struct TouchInjectionTests {
  static func finger(_ type: SDL_EventType, x: Float, y: Float, time: UInt32, finger: SDL_FingerID = 1) -> SDL_Event {
    var event = SDL_Event()
    event.tfinger.type = type.rawValue
    event.tfinger.timestamp = time
    event.tfinger.touchId = 1
    event.tfinger.fingerId = finger
    event.tfinger.x = x
    event.tfinger.y = y
    event.tfinger.pressure = 1
    return event
  }

  /// Pushes `events` into SDL's queue and returns what the translator makes of what comes back.
  static func roundTrip(_ events: [SDL_Event], translator: inout InputTranslator) -> [GalleryInput] {
    setenv("SDL_VIDEODRIVER", "dummy", 1)
    guard SDL_Init(SDL_INIT_EVENTS) == 0 else { return [] }
    defer { SDL_Quit() }
    for var event in events { _ = SDL_PushEvent(&event) }
    var inputs: [GalleryInput] = []
    var event = SDL_Event()
    while SDL_PollEvent(&event) != 0 {
      if let input = translator.translate(event) { inputs.append(input) }
    }
    return inputs
  }

  @Test("Finger events become drag samples in points")
  func fingerEventsBecomeDragSamplesInPoints() {
    var translator = InputTranslator(scale: 2, size: CGSize(width: 390, height: 844))
    let inputs = Self.roundTrip(
      [
        Self.finger(SDL_FINGERDOWN, x: 0.5, y: 0.5, time: 1000),
        Self.finger(SDL_FINGERMOTION, x: 0.4, y: 0.5, time: 1016),
        Self.finger(SDL_FINGERDOWN, x: 0.9, y: 0.9, time: 1020, finger: 2),  // a second finger is ignored
        Self.finger(SDL_FINGERUP, x: 0.3, y: 0.5, time: 1032),
      ], translator: &translator)
    // SDL stamps pushed events with its own clock, so only phases and places are compared.
    let drags = inputs.compactMap { input -> DragEvent? in if case .drag(let drag) = input { drag } else { nil } }
    #expect(drags.map(\.phase) == [.began, .changed, .ended])
    let expected = [CGPoint(x: 195, y: 422), CGPoint(x: 156, y: 422), CGPoint(x: 117, y: 422)]
    #expect(zip(drags, expected).allSatisfy { abs($0.location.x - $1.x) < 1e-3 && abs($0.location.y - $1.y) < 1e-3 })
    #expect(inputs.count == 3)
  }

  @Test("A touch flick turns the pager")
  func aTouchFlickTurnsThePager() async {
    let app = GalleryApp()
    await app.loadFeeds()
    app.dispatch(.select(.pager))
    var translator = InputTranslator(scale: 1, size: app.scene.size)
    // SDL stamps pushed events with its own clock (all about the same instant), so this drag turns the
    // page by distance, past half a page, rather than by speed.
    var events = [Self.finger(SDL_FINGERDOWN, x: 0.9, y: 0.5, time: 1000)]
    for step in 1...7 {
      events.append(Self.finger(SDL_FINGERMOTION, x: 0.9 - 0.1 * Float(step), y: 0.5, time: 1000 + UInt32(step) * 12))
    }
    events.append(Self.finger(SDL_FINGERUP, x: 0.2, y: 0.5, time: 1100))
    for input in Self.roundTrip(events, translator: &translator) {
      if case .drag(let drag) = input { app.handle(drag) }
    }
    var time = 0.0
    while time < 3 {
      app.advance(to: time)
      time += 1.0 / 60
    }
    #expect(app.store.state.pagerPage == 1)
  }

  @Test("Keys select screens and quit")
  func keysSelectScreensAndQuit() {
    var translator = InputTranslator(scale: 1, size: CGSize(width: 390, height: 844))
    func key(_ code: SDL_KeyCode) -> SDL_Event {
      var event = SDL_Event()
      event.key.type = SDL_KEYDOWN.rawValue
      event.key.keysym.sym = SDL_Keycode(code.rawValue)
      return event
    }
    let inputs = Self.roundTrip(
      [key(SDLK_3), key(SDLK_RIGHT), key(SDLK_ESCAPE), key(SDLK_q)], translator: &translator)
    #expect(inputs == [.select(.pager), .key(.right, time: 0), .back(time: 0), .quit])
  }
}
