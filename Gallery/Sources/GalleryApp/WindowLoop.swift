import CSDL2
import CarouselCore
import Foundation
import GalleryModel
import GalleryRender

/// Runs the Gallery in an SDL window until it is closed: input, engine and drawing each frame, paced to
/// 60 Hz (Xvfb has no vsync).
@MainActor
public enum WindowLoop {
  /// The window's title, which the end-to-end test searches for.
  public static let title = "CarouselKit Gallery"

  /// Whether a display can be opened.
  public static var hasDisplay: Bool {
    let environment = ProcessInfo.processInfo.environment
    return environment["DISPLAY"] != nil || environment["WAYLAND_DISPLAY"] != nil
  }

  /// Opens the window and runs until quit; `script` (if any) is replayed in real time from the start,
  /// pauses longer than ``GalleryApp/maximumScriptPause`` shortened. With `exitAfterScript`, the
  /// window closes once the script's last sample has been delivered and everything has come to rest.
  /// Between frames the loop sleeps on the main actor rather than blocking it, so the store's effects
  /// (a retried feed load) run while the window is open.
  public static func run(
    app: GalleryApp, scale: Double, script: GalleryScript?, exitAfterScript: Bool = false
  ) async throws {
    let window = try SDLWindow(title: title, canvas: app.canvas)
    defer {
      app.recordWindowFrames(window.frameAllocations.map { .keptAcrossSizes(allocations: $0) } ?? .sdlSurface)
    }
    app.renderer.cache.redrawsWhenIdle = true
    // The window draws one app's frames in order: a detail's frames may copy the screen under it.
    app.renderer.keepsScreenUnderDetail = true
    // Frames are drawn straight into the window's surface where it holds pixels as cairo does.
    app.drawsIntoWindow = { size, scale in window.surfaceCanvas(size: size, scale: scale) }
    // The app lets go of the surface (keeping a copy of the last frame) while the window is open.
    defer { withExtendedLifetime(window) { app.drawsIntoWindow = nil } }
    // The surface's memory (or the canvas's and the surface's) is written once before the first
    // frame, which otherwise paid for touching every page (14–20 ms at 1280 × 900, scale 2); not shown.
    if let surface = window.surfaceCanvas(size: app.scene.size, scale: scale) {
      surface.clear(.background)
    } else {
      app.canvas.clear(.background)
      window.upload(app.canvas)
    }
    var translator = InputTranslator(scale: scale, size: app.scene.size)
    let start = now()
    let played = (script ?? GalleryScript()).replayed(maximumPause: GalleryApp.maximumScriptPause)
    var scripted = SampleQueue(played.gestures, startingAt: start)
    var scriptedInputs = played.inputs[...]
    var textInput: Bool?
    // A scripted resize the window has not reported yet, and when it was asked for: the script is not
    // over until it arrives (or a second has passed, should the display refuse it).
    var requestedResize: (size: CGSize, time: TimeInterval)?
    while true {
      let frameStart = now()
      let editing = app.isEditingText
      if editing != textInput {
        window.setTextInput(active: editing, field: app.scene.archive.layout.field, scale: scale)
        textInput = editing
        translator.isEditingText = editing
      }
      var inputs = window.pendingInputs(&translator) + scripted.due(by: frameStart).map(GalleryInput.drag)
      while let next = scriptedInputs.first, start + next.time <= frameStart {
        scriptedInputs.removeFirst()
        // A scripted resize resizes the window; its new size arrives as the window's own event.
        if case .resize(let size) = next.input {
          window.resize(to: size, scale: scale)
          requestedResize = (size, frameStart)
        } else if let input = translator.translate(next.input, time: start + next.time) {
          inputs.append(input)
        }
      }
      // The translator takes the window's new size as it reports it.
      if let requested = requestedResize, translator.size == requested.size || frameStart - requested.time > 1 {
        requestedResize = nil
      }
      if inputs.contains(.quit) { return }
      if app.frame(at: frameStart, inputs: inputs, upload: window.upload) {
        window.present()
        app.recordPresentedFrame()
      } else if window.needsShowingAgain {
        // Exposed while at rest: the last frame, as it is in the window's memory.
        window.present()
      }
      if app.quitRequested { return }
      if exitAfterScript, scripted.isEmpty, scriptedInputs.isEmpty, requestedResize == nil, app.store.state.isSettled {
        return
      }
      // What is left of the frame period goes to the next frame's cards (fades, photos that arrived),
      // a millisecond kept for the loop itself; the frames themselves only composite.
      let idle = 1.0 / 60 - (now() - frameStart) - 0.001
      if idle > 0 { app.prepareNextFrame(within: idle) }
      let remaining = 1.0 / 60 - (now() - frameStart)
      if remaining > 0 { try? await Task.sleep(for: .milliseconds(Int(remaining * 1000))) } else { await Task.yield() }
    }
  }

  /// Seconds on SDL's clock, the one its events are stamped with.
  static func now() -> TimeInterval { TimeInterval(SDL_GetTicks64()) / 1000 }
}
