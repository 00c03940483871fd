import CSDL2
import Foundation
import GalleryRender

/// An SDL window showing a ``Canvas``: SDL itself, the window, its renderer and a streaming texture the
/// canvas's pixel size, created together and released together. Used on one thread (the window loop's).
final class SDLWindow {
  /// Why the window could not be opened.
  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  private let window: OpaquePointer
  private let renderer: OpaquePointer
  private var texture: OpaquePointer
  private var textureSize: (width: Int, height: Int)

  /// Opens a resizable window titled `title`, the size of `canvas` in pixels.
  init(title: String, canvas: Canvas) throws {
    guard SDL_Init(SDL_INIT_VIDEO | SDL_INIT_EVENTS) == 0 else { throw Self.failure("SDL_Init") }
    guard
      let window = SDL_CreateWindow(
        title, Int32(CSDL_WINDOWPOS_CENTERED), Int32(CSDL_WINDOWPOS_CENTERED), Int32(canvas.pixelWidth),
        Int32(canvas.pixelHeight), SDL_WINDOW_SHOWN.rawValue | SDL_WINDOW_RESIZABLE.rawValue)
    else {
      SDL_Quit()
      throw Self.failure("SDL_CreateWindow")
    }
    guard let renderer = SDL_CreateRenderer(window, -1, 0) else {
      SDL_DestroyWindow(window)
      SDL_Quit()
      throw Self.failure("SDL_CreateRenderer")
    }
    guard let texture = Self.makeTexture(renderer, width: canvas.pixelWidth, height: canvas.pixelHeight) else {
      SDL_DestroyRenderer(renderer)
      SDL_DestroyWindow(window)
      SDL_Quit()
      throw Self.failure("SDL_CreateTexture")
    }
    self.window = window
    self.renderer = renderer
    self.texture = texture
    textureSize = (canvas.pixelWidth, canvas.pixelHeight)
  }

  deinit {
    SDL_DestroyTexture(texture)
    SDL_DestroyRenderer(renderer)
    SDL_DestroyWindow(window)
    SDL_Quit()
  }

  /// Every pending SDL event, translated; events that mean nothing to the Gallery are dropped.
  func pendingInputs(_ translator: inout InputTranslator) -> [GalleryInput] {
    var inputs: [GalleryInput] = []
    var event = SDL_Event()
    while SDL_PollEvent(&event) != 0 {
      if let input = translator.translate(event) { inputs.append(input) }
    }
    return inputs
  }

  /// Copies `canvas`'s pixels into the texture, first making a new texture if the canvas changed size.
  /// A texture that cannot be made leaves the old one (the next upload tries again).
  func upload(_ canvas: Canvas) {
    if textureSize != (canvas.pixelWidth, canvas.pixelHeight),
      let resized = Self.makeTexture(renderer, width: canvas.pixelWidth, height: canvas.pixelHeight)
    {
      SDL_DestroyTexture(texture)
      texture = resized
      textureSize = (canvas.pixelWidth, canvas.pixelHeight)
    }
    canvas.withPixels { pixels, stride in
      _ = SDL_UpdateTexture(texture, nil, pixels.baseAddress, Int32(stride))
    }
  }

  /// Shows the last uploaded frame.
  func present() {
    SDL_RenderClear(renderer)
    SDL_RenderCopy(renderer, texture, nil, nil)
    SDL_RenderPresent(renderer)
  }

  private static func makeTexture(_ renderer: OpaquePointer, width: Int, height: Int) -> OpaquePointer? {
    SDL_CreateTexture(
      renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_STREAMING.rawValue), Int32(width),
      Int32(height))
  }

  private static func failure(_ call: String) -> Failure {
    Failure(description: "\(call) failed: \(String(cString: SDL_GetError()))")
  }
}
