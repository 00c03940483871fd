import CCairo
import Foundation
import GalleryModel

/// A cairo image surface and its context, drawing in points at a pixel scale.
///
/// Everything the Gallery draws goes through a canvas: screens into the window's frame, cards into
/// their cached images, PNG files for the headless renders and the reference tests.
public final class Canvas {
  /// The cairo surface (ARGB32, premultiplied; RGB24 for an opaque canvas).
  let surface: OpaquePointer
  /// The cairo context.
  let context: OpaquePointer
  /// The size in points.
  public let size: CGSize
  /// Pixels per point.
  public let scale: Double
  /// The size in pixels.
  public let pixelWidth: Int
  public let pixelHeight: Int

  /// The most pixels a side can have: cairo's limit for an image surface.
  public static let maximumPixelsPerSide = 32_767

  /// Whether a large scaled or turned image (a turned favourite, a flying detail's page) is painted
  /// by two threads at once, each a band of rows (``paintInBands(_:opacity:)``); off by default, and
  /// ignored on one core. For a window's frames, the only place it was measured: cards drawn between
  /// frames share the cores with photos decoding, where a worker that took its band and was then
  /// preempted would keep the gap waiting. Its pixels are those of one paint to within pixman's
  /// fixed-point stepping, which starts afresh at the band's first row (a level of a channel, or a
  /// neighbouring source pixel for the nearest one).
  public var splitsPaints = false
  /// How many paints were split between two threads.
  var splitPaintCount = 0

  /// A transparent canvas of `size` points at `scale` pixels per point; an `opaque` one is black and
  /// has no alpha (cairo's RGB24), so that drawing it elsewhere copies its pixels rather than blending
  /// them (a page-sized image scaled into a frame: about half the time).
  ///
  /// A scale that is not a positive finite number is taken as 1; a side that is not finite or below 1
  /// point as 1 point; a side that would exceed ``maximumPixelsPerSide`` pixels is shortened to fit.
  public init(size: CGSize, scale: Double = 1, opaque: Bool = false) {
    (self.size, self.scale, pixelWidth, pixelHeight) = Self.dimensions(of: size, scale: scale)
    surface = cairo_image_surface_create(
      opaque ? CAIRO_FORMAT_RGB24 : CAIRO_FORMAT_ARGB32, Int32(pixelWidth), Int32(pixelHeight))
    context = cairo_create(surface)
    cairo_scale(context, self.scale, self.scale)
  }

  /// The size in points, the scale and the size in pixels of a canvas asked for as `size` points at
  /// `scale` pixels per point (see ``init(size:scale:opaque:)``).
  public static func dimensions(of size: CGSize, scale: Double) -> (
    size: CGSize, scale: Double, pixelWidth: Int, pixelHeight: Int
  ) {
    let scale = scale.isFinite && scale > 0 ? Swift.min(scale, Double(maximumPixelsPerSide)) : 1
    let largestSide = Double(maximumPixelsPerSide) / scale
    func side(_ points: CGFloat) -> CGFloat {
      points.isFinite ? Swift.min(Swift.max(1, points), largestSide) : 1
    }
    func pixels(_ points: CGFloat) -> Int {
      Swift.min(maximumPixelsPerSide, Swift.max(1, Int((Double(points) * scale).rounded(.up))))
    }
    let points = CGSize(width: side(size.width), height: side(size.height))
    return (points, scale, pixels(points.width), pixels(points.height))
  }

  /// A canvas of `size` points at `scale` pixels per point, as ``init(size:scale:opaque:)`` would make it,
  /// drawing straight into `pixels` — memory its caller owns (a window's surface) and has checked
  /// holds ``dimensions(of:scale:)``'s pixels: rows of `stride` bytes, 4 bytes a pixel laid out as
  /// cairo's ARGB32 (or XRGB, whose fourth byte a display ignores). Nothing is copied or cleared; the
  /// memory must stay valid for as long as the canvas is drawn into or read. Nil when `stride` is
  /// shorter than a row or not a multiple of 4, or cairo refuses the memory.
  public init?(borrowing pixels: UnsafeMutableRawPointer, stride: Int, size: CGSize, scale: Double) {
    let dimensions = Self.dimensions(of: size, scale: scale)
    guard stride >= dimensions.pixelWidth * 4, stride % 4 == 0, stride <= Int(Int32.max) else { return nil }
    guard
      let surface = cairo_image_surface_create_for_data(
        pixels.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32, Int32(dimensions.pixelWidth),
        Int32(dimensions.pixelHeight), Int32(stride))
    else { return nil }
    guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let context = cairo_create(surface) else {
      cairo_surface_destroy(surface)
      return nil
    }
    (self.size, self.scale, pixelWidth, pixelHeight) = dimensions
    self.surface = surface
    self.context = context
    cairo_scale(context, self.scale, self.scale)
  }

  deinit {
    cairo_destroy(context)
    cairo_surface_destroy(surface)
  }

  /// Runs `body` between cairo save and restore.
  public func withSavedState<T>(_ body: () throws -> T) rethrows -> T {
    cairo_save(context)
    defer { cairo_restore(context) }
    return try body()
  }

  /// Moves the origin by (dx, dy) points.
  public func translate(_ dx: CGFloat, _ dy: CGFloat) { cairo_translate(context, Double(dx), Double(dy)) }

  /// Limits drawing to `rect`.
  public func clip(_ rect: CGRect) {
    cairo_rectangle(context, Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
    cairo_clip(context)
  }

  /// Limits drawing to the union of `rects` (in points, with no transform but the canvas's scale in
  /// effect), each widened to whole pixels: cairo then clips to a list of boxes rather than through a
  /// mask. No rects leaves nothing to draw on.
  func clip(toPixelAligned rects: [CGRect]) {
    for rect in rects {
      let minX = (Double(rect.minX) * scale).rounded(.down) / scale
      let minY = (Double(rect.minY) * scale).rounded(.down) / scale
      let maxX = (Double(rect.maxX) * scale).rounded(.up) / scale
      let maxY = (Double(rect.maxY) * scale).rounded(.up) / scale
      cairo_rectangle(context, minX, minY, maxX - minX, maxY - minY)
    }
    cairo_clip(context)
  }

  /// Fills the whole canvas with `color`.
  public func clear(_ color: Color) {
    withSavedState {
      cairo_set_operator(context, CAIRO_OPERATOR_SOURCE)
      setColor(color)
      cairo_paint(context)
    }
  }

  func setColor(_ color: Color) {
    cairo_set_source_rgba(context, color.red, color.green, color.blue, color.alpha)
  }

  /// Finishes pending drawing so the pixels can be read.
  public func flush() { cairo_surface_flush(surface) }

  /// The pixels: `pixelHeight` rows of `stride` bytes, ARGB32 premultiplied, native-endian — or no
  /// bytes when cairo could not allocate the surface (``isDrawable`` is false).
  public func withPixels<T>(_ body: (UnsafeRawBufferPointer, _ stride: Int) throws -> T) rethrows -> T {
    flush()
    guard isDrawable, let data = cairo_image_surface_get_data(surface) else {
      return try body(UnsafeRawBufferPointer(start: nil, count: 0), 0)
    }
    let stride = Int(cairo_image_surface_get_stride(surface))
    return try body(UnsafeRawBufferPointer(start: data, count: stride * pixelHeight), stride)
  }

  /// Lets `body` write the pixels (same layout as ``withPixels(_:)``), then tells cairo they changed.
  func withMutablePixels<T>(_ body: (UnsafeMutableRawBufferPointer, _ stride: Int) throws -> T) rethrows -> T {
    flush()
    defer { cairo_surface_mark_dirty(surface) }
    guard isDrawable, let data = cairo_image_surface_get_data(surface) else {
      return try body(UnsafeMutableRawBufferPointer(start: nil, count: 0), 0)
    }
    let stride = Int(cairo_image_surface_get_stride(surface))
    return try body(UnsafeMutableRawBufferPointer(start: data, count: stride * pixelHeight), stride)
  }

  /// Whether cairo allocated the surface; when it could not (out of memory), drawing does nothing and
  /// ``withPixels(_:)`` sees no bytes.
  public var isDrawable: Bool { cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS }

  /// Writes the canvas as a PNG file.
  public func writePNG(to url: URL) throws {
    flush()
    let status = cairo_surface_write_to_png(surface, url.path)
    guard status == CAIRO_STATUS_SUCCESS else {
      throw CanvasError.cannotWrite(url.path, String(cString: cairo_status_to_string(status)))
    }
  }
}

/// What can go wrong reading or writing images.
public enum CanvasError: Error, CustomStringConvertible {
  case cannotWrite(String, String)
  case cannotRead(String, String)

  public var description: String {
    switch self {
    case .cannotWrite(let path, let reason): "cannot write \(path): \(reason)"
    case .cannotRead(let path, let reason): "cannot read \(path): \(reason)"
    }
  }

  /// cairo's reason alone, without the path.
  public var reason: String {
    switch self {
    case .cannotWrite(_, let reason), .cannotRead(_, let reason): reason
    }
  }
}
