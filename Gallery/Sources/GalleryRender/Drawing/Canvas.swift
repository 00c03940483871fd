import CCairo
import Foundation

/// A cairo image surface and its context, drawing in points at a pixel scale.
///
/// Everything the Gallery draws goes through a canvas: screens into the window's frame, cards into
/// their cached images, PNG files for the headless renders and the reference tests.
public final class Canvas {
  /// The cairo surface (ARGB32, premultiplied).
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

  /// A transparent canvas of `size` points at `scale` pixels per point.
  public init(size: CGSize, scale: Double = 1) {
    let scale = scale.isFinite && scale > 0 ? scale : 1
    self.size = CGSize(
      width: max(1, size.width.isFinite ? size.width : 1), height: max(1, size.height.isFinite ? size.height : 1))
    self.scale = scale
    pixelWidth = max(1, Int((Double(self.size.width) * scale).rounded(.up)))
    pixelHeight = max(1, Int((Double(self.size.height) * scale).rounded(.up)))
    surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(pixelWidth), Int32(pixelHeight))
    context = cairo_create(surface)
    cairo_scale(context, scale, scale)
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

  /// The pixels: `pixelHeight` rows of `stride` bytes, ARGB32 premultiplied, native-endian.
  public func withPixels<T>(_ body: (UnsafeRawBufferPointer, _ stride: Int) throws -> T) rethrows -> T {
    flush()
    let stride = Int(cairo_image_surface_get_stride(surface))
    let data = cairo_image_surface_get_data(surface)
    return try body(UnsafeRawBufferPointer(start: data, count: stride * pixelHeight), stride)
  }

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
}
