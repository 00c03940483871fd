import CSDL2
import CarouselCore
import Foundation
import GalleryModel
import GalleryRender

/// Runs the Gallery in an SDL window until it is closed: input, engine and drawing each frame, paced to
/// 60 Hz (Xvfb has no vsync).
@MainActor
public enum WindowLoop {
  /// Why the window could not be opened.
  public struct Failure: Error, CustomStringConvertible {
    public var description: String
  }

  /// The window's title, which the end-to-end test searches for.
  public static let title = "CarouselKit Gallery"

  /// Whether a display can be opened.
  public static var hasDisplay: Bool {
    let environment = ProcessInfo.processInfo.environment
    return environment["DISPLAY"] != nil || environment["WAYLAND_DISPLAY"] != nil
  }

  /// Opens the window and runs until quit; `script` (if any) is replayed in real time from the start,
  /// pauses longer than ``GalleryApp/maximumScriptPause`` shortened. With `exitAfterScript`, the window closes
  /// once the script's last sample has been delivered and everything on screen has come to rest.
  public static func run(app: GalleryApp, scale: Double, script: GestureScript?, exitAfterScript: Bool = false) throws {
    guard SDL_Init(SDL_INIT_VIDEO | SDL_INIT_EVENTS) == 0 else {
      throw Failure(description: "SDL_Init failed: \(String(cString: SDL_GetError()))")
    }
    defer { SDL_Quit() }
    let size = app.scene.size
    let pixelWidth = Int32(app.canvas.pixelWidth)
    let pixelHeight = Int32(app.canvas.pixelHeight)
    guard
      let window = SDL_CreateWindow(
        title, Int32(CSDL_WINDOWPOS_CENTERED), Int32(CSDL_WINDOWPOS_CENTERED), pixelWidth, pixelHeight,
        SDL_WINDOW_SHOWN.rawValue | SDL_WINDOW_RESIZABLE.rawValue)
    else { throw Failure(description: "SDL_CreateWindow failed: \(String(cString: SDL_GetError()))") }
    defer { SDL_DestroyWindow(window) }
    guard let renderer = SDL_CreateRenderer(window, -1, 0) else {
      throw Failure(description: "SDL_CreateRenderer failed: \(String(cString: SDL_GetError()))")
    }
    defer { SDL_DestroyRenderer(renderer) }
    var texture = try makeTexture(renderer, for: app.canvas)
    defer { SDL_DestroyTexture(texture) }

    var translator = InputTranslator(scale: scale, size: size)
    var scripted = SampleQueue(
      script ?? GestureScript(), startingAt: now(), maximumPause: GalleryApp.maximumScriptPause)
    var needsDraw = true
    var running = true
    var event = SDL_Event()
    while running {
      let frameStart = now()
      let measuredStart = DispatchTime.now().uptimeNanoseconds
      var hadInput = false
      while SDL_PollEvent(&event) != 0 {
        guard let input = translator.translate(event) else { continue }
        hadInput = true
        switch input {
        case .quit: running = false
        case .drag(let drag): app.handle(drag)
        case .wheel(let dx, let dy, let point, let time): app.wheel(dx: dx, dy: dy, at: point, time: time)
        case .arrow(let dx, let dy, let time): app.arrow(dx: dx, dy: dy, time: time)
        case .select(let screen): app.dispatch(.select(screen))
        case .resize(let size):
          app.resize(to: size)
          SDL_DestroyTexture(texture)
          texture = try makeTexture(renderer, for: app.canvas)
          needsDraw = true
        }
      }
      for sample in scripted.due(by: frameStart) {
        app.handle(sample)
        hadInput = true
      }
      let stateBefore = app.store.state
      app.advance(to: frameStart)
      if hadInput || needsDraw || !app.scene.isSettled || app.store.state != stateBefore {
        app.draw()
        app.canvas.withPixels { pixels, stride in
          _ = SDL_UpdateTexture(texture, nil, pixels.baseAddress, Int32(stride))
        }
        app.recordFrame(seconds: Double(DispatchTime.now().uptimeNanoseconds - measuredStart) / 1e9)
        SDL_RenderClear(renderer)
        SDL_RenderCopy(renderer, texture, nil, nil)
        SDL_RenderPresent(renderer)
        needsDraw = false
      }
      if exitAfterScript, scripted.isEmpty, app.scene.isSettled { running = false }
      let remaining = 1.0 / 60 - (now() - frameStart)
      if remaining > 0 { SDL_Delay(UInt32(remaining * 1000)) }
    }
  }

  /// A streaming texture the size of `canvas` in pixels.
  private static func makeTexture(_ renderer: OpaquePointer, for canvas: Canvas) throws -> OpaquePointer {
    guard
      let texture = SDL_CreateTexture(
        renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_STREAMING.rawValue),
        Int32(canvas.pixelWidth), Int32(canvas.pixelHeight))
    else { throw Failure(description: "SDL_CreateTexture failed: \(String(cString: SDL_GetError()))") }
    return texture
  }

  /// Seconds on SDL's clock, the one its events are stamped with.
  static func now() -> TimeInterval { TimeInterval(SDL_GetTicks64()) / 1000 }
}
