import CarouselCore
import Foundation
import GalleryApp
import GalleryModel
import GalleryRender
import Testing

/// Frames drawn straight into memory the window owns (its SDL surface), with no copy: the glue between
/// the app and a surface, tested on memory of the tests' own.
@MainActor
@Suite("Drawing into the window's surface")
struct WindowSurfaceTests {
  /// Memory for `size` points at `scale`, rows `padding` bytes longer than their pixels, as a window
  /// surface may have them; every byte 0xAB to start with.
  final class Surface {
    let pixels: UnsafeMutableRawPointer
    let stride: Int
    let rows: Int
    let size: CGSize
    let scale: Double

    init(size: CGSize, scale: Double, padding: Int = 16) {
      let dimensions = Canvas.dimensions(of: size, scale: scale)
      stride = dimensions.pixelWidth * 4 + padding
      rows = dimensions.pixelHeight
      self.size = size
      self.scale = scale
      pixels = .allocate(byteCount: stride * rows, alignment: 16)
      pixels.initializeMemory(as: UInt8.self, repeating: 0xAB, count: stride * rows)
    }

    deinit { pixels.deallocate() }

    var bytes: UnsafeRawBufferPointer { UnsafeRawBufferPointer(start: pixels, count: stride * rows) }

    func canvas() -> Canvas? { Canvas(borrowing: pixels, stride: stride, size: size, scale: scale) }
  }

  /// Expects every row of `surface`'s pixels to be `canvas`'s.
  static func expect(
    _ surface: Surface, holds canvas: Canvas, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    canvas.withPixels { expected, stride in
      let width = canvas.pixelWidth * 4
      let differing = (0..<surface.rows).filter { row in
        !surface.bytes[row * surface.stride..<row * surface.stride + width].elementsEqual(
          expected[row * stride..<row * stride + width])
      }
      #expect(
        surface.rows == canvas.pixelHeight && differing.isEmpty, "rows \(differing.prefix(5)) differ",
        sourceLocation: sourceLocation)
    }
  }

  @Test("A borrowed canvas draws into its caller's memory, row by row, and leaves each row's padding alone")
  func borrowedCanvasDrawsIntoTheMemory() throws {
    let surface = Surface(size: CGSize(width: 10, height: 6), scale: 2)
    let canvas = try #require(surface.canvas())
    #expect(canvas.pixelWidth == 20 && canvas.pixelHeight == 12 && canvas.size == CGSize(width: 10, height: 6))
    canvas.clear(Color(white: 1))
    canvas.flush()
    for row in 0..<surface.rows {
      let start = row * surface.stride
      #expect(surface.bytes[start..<start + 80].allSatisfy { $0 == 0xFF }, "row \(row)'s pixels")
      #expect(surface.bytes[start + 80..<start + surface.stride].allSatisfy { $0 == 0xAB }, "row \(row)'s padding")
    }
  }

  @Test("Memory that is not cairo's is refused: a row shorter than its pixels, or not a multiple of 4 bytes")
  func unusableStridesAreRefused() {
    let surface = Surface(size: CGSize(width: 10, height: 6), scale: 1)
    for stride in [39, 38, 42, 0, -40, Int.max] {
      #expect(Canvas(borrowing: surface.pixels, stride: stride, size: surface.size, scale: 1) == nil, "\(stride)")
    }
  }

  @Test(
    "With a window's surface the app draws its frames into it; another size draws into its own canvas; let go, it keeps the last frame"
  )
  func appDrawsIntoTheWindowsSurface() async throws {
    let app = GalleryApp(images: ImageSource(), timeZone: .gmt)
    await app.loadFeeds()
    // What the frames should show, drawn by an app of its own.
    let headless = GalleryApp(images: ImageSource(), timeZone: .gmt)
    await headless.loadFeeds()
    headless.draw()

    var surface = Surface(size: app.scene.size, scale: 1)
    var asked: [CGSize] = []
    app.drawsIntoWindow = { size, scale in
      asked.append(size)
      return size == surface.size && scale == surface.scale ? surface.canvas() : nil
    }
    #expect(app.frame(at: 0))
    #expect(asked == [app.scene.size])
    Self.expect(surface, holds: headless.canvas)

    // Mid-resize the surface is still the old size: the frame goes to a canvas of the app's own.
    app.frame(at: 1, inputs: [.resize(CGSize(width: 500, height: 800))])
    #expect(asked.last == CGSize(width: 500, height: 800))
    #expect(app.canvas.size == CGSize(width: 500, height: 800))
    // Once the surface is the new size, frames go to it again: the guide board, which does not
    // change with time, as the headless app draws it at that size.
    surface = Surface(size: CGSize(width: 500, height: 800), scale: 1)
    app.frame(at: 2, inputs: [.select(.guideBoard)])
    headless.apply(.resize(CGSize(width: 500, height: 800)))
    headless.dispatch(.select(.guideBoard))
    headless.draw()
    Self.expect(surface, holds: headless.canvas)

    // Let go (the window closing): the app's canvas is its own, holding the last frame.
    app.drawsIntoWindow = nil
    surface.pixels.initializeMemory(as: UInt8.self, repeating: 0, count: surface.stride * surface.rows)
    #expect(app.canvas.size == CGSize(width: 500, height: 800))
    let own = Surface(size: app.canvas.size, scale: 1)
    app.canvas.withPixels { pixels, stride in
      guard let base = pixels.baseAddress else { return }
      for row in 0..<own.rows {
        own.pixels.advanced(by: row * own.stride).copyMemory(
          from: base.advanced(by: row * stride), byteCount: app.canvas.pixelWidth * 4)
      }
    }
    Self.expect(own, holds: headless.canvas)
  }
}
