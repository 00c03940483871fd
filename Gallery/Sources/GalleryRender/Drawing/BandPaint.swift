import CCairo
import CThreadPlacement
import Foundation

/// One band of ``Canvas/paintInBands(_:opacity:)``, painted by another thread: a cairo context over
/// the rows `top ..< bottom` of a canvas's memory, its device offset making its device pixels the
/// canvas's, so the canvas's matrix and clip apply unchanged; made by the canvas's thread, used by the
/// other, destroyed after.
///
/// Sendable by the band's contract rather than by its types: one thread paints the band, whichever
/// takes it first; the canvas's thread touches no row of it before it is painted, and neither writes
/// the image. The other thread, if it comes late, only finds the band taken.
///
/// The other thread paints on another CPU than the canvas's. Linux wakes a thread on the CPU of the
/// thread that woke it when it judges that CPU's cache worth it, and a band painted there only
/// takes turns with the frame's own: at 1280 × 900 points, scale 2, a quarter of the favourites'
/// split paints ran so, the two halves one after the other.
final class BandPaint: @unchecked Sendable {
  /// Rows of a canvas's memory to paint, and how: the first row's address, the bytes a row, the
  /// rows `top ..< bottom`, the canvas's matrix and its clip in device pixels.
  struct Rows {
    var pixels: UnsafeMutableRawPointer
    var stride: Int
    var top: Int
    var bottom: Int
    var matrix: cairo_matrix_t
    var clip: [CGRect]
  }

  private let surface: OpaquePointer
  private let context: OpaquePointer
  private let opacity: Double
  /// The CPU the canvas's thread was on when it made the job (-1 where the system cannot say).
  private let canvasCPU = thread_placement_current_cpu()
  /// Whether a thread has taken the band to paint it, under `lock`.
  private var taken = false
  private let lock = NSLock()
  /// Signalled when the other thread has painted the band it took.
  private let painted = DispatchSemaphore(value: 0)

  /// A job for `band` of `canvas`, painting `image` through the canvas's source filter, or nil when
  /// cairo could not make its surface.
  init?(
    _ band: Rows, of canvas: Canvas, image: Canvas, opacity: Double
  ) {
    guard
      let surface = cairo_image_surface_create_for_data(
        band.pixels.assumingMemoryBound(to: UInt8.self), cairo_image_surface_get_format(canvas.surface),
        Int32(canvas.pixelWidth), Int32(band.bottom - band.top), Int32(band.stride))
    else { return nil }
    cairo_surface_set_device_offset(surface, 0, -Double(band.top))
    guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let context = cairo_create(surface) else {
      cairo_surface_destroy(surface)
      return nil
    }
    self.surface = surface
    self.context = context
    self.opacity = opacity
    for box in band.clip { cairo_rectangle(context, box.minX, box.minY, box.width, box.height) }
    cairo_clip(context)
    var matrix = band.matrix
    cairo_set_matrix(context, &matrix)
    cairo_set_source_surface(context, image.surface, 0, 0)
    cairo_pattern_set_filter(cairo_get_source(context), cairo_pattern_get_filter(cairo_get_source(canvas.context)))
  }

  deinit {
    cairo_destroy(context)
    cairo_surface_destroy(surface)
  }

  /// For the other thread: paints the band unless the canvas's thread took it first, leaving the
  /// canvas's CPU first if it was woken there (its affinity given back after: it is a shared pool's).
  func paintUnlessTaken() {
    guard take() else { return }
    let moved = thread_placement_leave_cpu(canvasCPU) == 1
    cairo_paint_with_alpha(context, opacity)
    painted.signal()
    if moved { thread_placement_restore() }
  }

  /// For the canvas's thread, its own band done: paints the band if the other thread has not taken
  /// it, else waits until it has painted it.
  func paintOrWait() {
    if take() {
      cairo_paint_with_alpha(context, opacity)
    } else {
      painted.wait()
    }
  }

  /// Takes the band for the calling thread; false if the other took it.
  private func take() -> Bool {
    lock.withLock {
      defer { taken = true }
      return !taken
    }
  }
}
