import CSDL2
import CWindowFrame
import Foundation
import GalleryRender

/// An SDL window showing a ``Canvas``: SDL itself and the window, created together and released
/// together. Used on one thread (the window loop's).
///
/// Frames go to the window's own surface (`SDL_GetWindowSurface`), not through an `SDL_Renderer`:
/// without a GPU, Mesa's software GL spends ~7 ms a frame on two threads of its own (llvmpipe)
/// presenting a texture, which on a small machine steals the cores the next frame is drawn on. The
/// surface goes to the X server as an image (shared memory where available).
///
/// On X11 with shared memory, frames are drawn in a ``CWindowFrame`` image of the window's own
/// instead, kept across sizes: SDL's surface is new memory at each size, and in a live resize the
/// kernel's zeroing of it was paid in every frame (~9 ms for 18 MB at 1280 × 900 points, scale 2),
/// and a frame drawn before SDL had the new size was copied as well.
final class SDLWindow {
  /// Why the window could not be opened.
  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  private let window: OpaquePointer
  /// The window's frames in memory kept across its sizes, where X11 gives one; nil with SDL's surface.
  private let frame: OpaquePointer?

  /// How many times the frame memory kept across sizes was made (nil with SDL's surface): once, then
  /// only when a frame needed more than it had.
  var frameAllocations: Int? { frame.map { Int(window_frame_allocations($0)) } }

  /// Opens a resizable window titled `title`, the size of `canvas` in pixels.
  init(title: String, canvas: Canvas) throws {
    // Otherwise SDL backs the window surface with a GL texture where it can, software GL included.
    _ = SDL_SetHint("SDL_FRAMEBUFFER_ACCELERATION", "0")
    guard SDL_Init(SDL_INIT_VIDEO | SDL_INIT_EVENTS) == 0 else { throw Self.failure("SDL_Init") }
    guard
      let window = SDL_CreateWindow(
        title, Int32(CSDL_WINDOWPOS_CENTERED), Int32(CSDL_WINDOWPOS_CENTERED), Int32(canvas.pixelWidth),
        Int32(canvas.pixelHeight), SDL_WINDOW_SHOWN.rawValue | SDL_WINDOW_RESIZABLE.rawValue)
    else {
      SDL_Quit()
      throw Self.failure("SDL_CreateWindow")
    }
    // SDL's surface only where there is no frame of the window's own: SDL draws nothing by itself.
    let frame = window_frame_create(window)
    guard frame != nil || SDL_GetWindowSurface(window) != nil else {
      SDL_DestroyWindow(window)
      SDL_Quit()
      throw Self.failure("SDL_GetWindowSurface")
    }
    self.window = window
    self.frame = frame
  }

  deinit {
    // A canvas on the surface goes before the window that owns the surface's memory.
    surfaceCanvas = nil
    window_frame_destroy(frame)
    SDL_DestroyWindow(window)
    SDL_Quit()
  }

  /// Every pending SDL event, translated; events that mean nothing to the Gallery are dropped.
  /// Notes an exposure (``needsShowingAgain``) on the way.
  func pendingInputs(_ translator: inout InputTranslator) -> [GalleryInput] {
    var inputs: [GalleryInput] = []
    var event = SDL_Event()
    while SDL_PollEvent(&event) != 0 {
      if event.type == SDL_WINDOWEVENT.rawValue, event.window.event == UInt8(SDL_WINDOWEVENT_EXPOSED.rawValue) {
        needsShowingAgain = true
      }
      if let input = translator.translate(event) { inputs.append(input) }
    }
    return inputs
  }

  /// Whether the window was exposed (mapped again, uncovered) since the last ``present()``: an X
  /// server without backing store has dropped what it showed, which a window at rest, drawing no
  /// frames, must show again.
  private(set) var needsShowingAgain = false

  /// Asks for the window to be `size` points at `scale` pixels a point (at most
  /// ``LaunchSettings/maximumPixelsPerSide`` pixels a side); the new size comes back as an event.
  func resize(to size: CGSize, scale: Double) {
    func pixels(_ points: CGFloat) -> Int32 {
      Int32(min(max(1, (Double(points) * scale).rounded()), LaunchSettings.maximumPixelsPerSide))
    }
    SDL_SetWindowSize(window, pixels(size.width), pixels(size.height))
  }

  /// Copies `canvas`'s pixels into the window's surface (converted if the surface's format is not
  /// cairo's ARGB32; cut to the smaller of the two while a resize is under way), or into the frame
  /// memory of the window's own at the canvas's size. The surface is asked for each time: SDL makes a
  /// new one when the window's size changed.
  func upload(_ canvas: Canvas) {
    // A frame drawn into the surface itself is already there.
    if let drawn = surfaceCanvas, drawn.canvas === canvas {
      canvas.flush()
      return
    }
    if let frame {
      var pitch: Int32 = 0
      guard
        let pixels = window_frame_pixels(frame, Int32(canvas.pixelWidth), Int32(canvas.pixelHeight), &pitch)
      else { return }
      copy(canvas, width: canvas.pixelWidth, height: canvas.pixelHeight, to: pixels, pitch: pitch)
      return
    }
    guard let surface = SDL_GetWindowSurface(window), let format = surface.pointee.format else { return }
    let width = min(Int(surface.pointee.w), canvas.pixelWidth)
    let height = min(Int(surface.pointee.h), canvas.pixelHeight)
    guard width > 0, height > 0, SDL_LockSurface(surface) == 0 else { return }
    defer { SDL_UnlockSurface(surface) }
    copy(
      canvas, width: width, height: height, to: surface.pointee.pixels, pitch: surface.pointee.pitch,
      format: format.pointee.format)
  }

  /// Copies the top-left `width` × `height` pixels of `canvas` to `pixels` (rows `pitch` bytes apart),
  /// converted to SDL's `format` from cairo's ARGB32.
  private func copy(
    _ canvas: Canvas, width: Int, height: Int, to pixels: UnsafeMutableRawPointer?, pitch: Int32,
    format: UInt32 = SDL_PIXELFORMAT_ARGB8888.rawValue
  ) {
    canvas.withPixels { source, stride in
      _ = SDL_ConvertPixels(
        Int32(width), Int32(height), SDL_PIXELFORMAT_ARGB8888.rawValue, source.baseAddress, Int32(stride), format,
        pixels, pitch)
    }
  }

  /// The window's surface as a canvas, and the memory it was made for.
  private var surfaceCanvas: (canvas: Canvas, pixels: UnsafeMutableRawPointer, pitch: Int32)?

  /// The window's surface as a canvas of `size` points at `scale` pixels per point, for frames drawn
  /// straight into it (no copy: ~2 ms a frame at 1280 × 900 points, scale 2), when the surface is
  /// that many pixels and holds them as cairo does (ARGB8888 or XRGB8888, 4 bytes each, no RLE);
  /// nil otherwise, and frames are drawn into a canvas of their own and copied (``upload(_:)``).
  /// The surface is asked for each time: SDL makes a new one, and frees the old, when the window's
  /// size changed, so a canvas from an earlier call must not be drawn into after the next. With frame
  /// memory of the window's own (``frameAllocations`` not nil) it is a canvas over that memory, at any size:
  /// the same memory while the size fits in it, which it outgrows only by half as much again.
  func surfaceCanvas(size: CGSize, scale: Double) -> Canvas? {
    if let frame {
      let pixelSize = Canvas.dimensions(of: size, scale: scale)
      var stride: Int32 = 0
      guard
        let pixels = window_frame_pixels(frame, Int32(pixelSize.pixelWidth), Int32(pixelSize.pixelHeight), &stride)
      else {
        surfaceCanvas = nil
        return nil
      }
      return canvas(over: pixels, pitch: stride, size: size, scale: scale)
    }
    guard let surface = SDL_GetWindowSurface(window), let format = surface.pointee.format,
      let pixels = surface.pointee.pixels,
      format.pointee.format == SDL_PIXELFORMAT_ARGB8888.rawValue
        || format.pointee.format == SDL_PIXELFORMAT_XRGB8888.rawValue,
      surface.pointee.flags & UInt32(SDL_RLEACCEL) == 0
    else {
      surfaceCanvas = nil
      return nil
    }
    let pixelSize = Canvas.dimensions(of: size, scale: scale)
    guard Int(surface.pointee.w) == pixelSize.pixelWidth, Int(surface.pointee.h) == pixelSize.pixelHeight else {
      surfaceCanvas = nil
      return nil
    }
    return canvas(over: pixels, pitch: surface.pointee.pitch, size: size, scale: scale)
  }

  /// A canvas of `size` points at `scale` over `pixels` (rows `pitch` bytes apart): the one made last
  /// time when it was made for the same memory and size.
  private func canvas(over pixels: UnsafeMutableRawPointer, pitch: Int32, size: CGSize, scale: Double) -> Canvas? {
    let pixelSize = Canvas.dimensions(of: size, scale: scale)
    if let kept = surfaceCanvas, kept.pixels == pixels, kept.pitch == pitch,
      kept.canvas.pixelWidth == pixelSize.pixelWidth, kept.canvas.pixelHeight == pixelSize.pixelHeight,
      kept.canvas.scale == pixelSize.scale
    {
      return kept.canvas
    }
    guard let canvas = Canvas(borrowing: pixels, stride: Int(pitch), size: size, scale: scale) else {
      surfaceCanvas = nil
      return nil
    }
    surfaceCanvas = (canvas, pixels, pitch)
    return canvas
  }

  /// Turns SDL's text input (and with it the input method) on while the keyword field in `field`
  /// (window points) has the keyboard, so the candidate window opens by it; off otherwise, so keys are
  /// shortcuts. SDL starts with it on, so the loop turns it off first.
  func setTextInput(active: Bool, field: CGRect, scale: Double) {
    if active {
      var rect = SDL_Rect(
        x: Int32((field.minX * scale).rounded()), y: Int32((field.minY * scale).rounded()),
        w: Int32((field.width * scale).rounded()), h: Int32((field.height * scale).rounded()))
      SDL_SetTextInputRect(&rect)
      SDL_StartTextInput()
    } else {
      SDL_StopTextInput()
    }
  }

  /// Shows the last uploaded frame (again, after an exposure).
  func present() {
    needsShowingAgain = false
    if let frame {
      _ = window_frame_show(frame)
      // After the first frame, which the kernel's mapping of it would otherwise delay: at once, as a
      // resize may come at any time.
      window_frame_map_spare_memory(frame)
    } else {
      _ = SDL_UpdateWindowSurface(window)
    }
  }

  private static func failure(_ call: String) -> Failure {
    Failure(description: "\(call) failed: \(String(cString: SDL_GetError()))")
  }
}
