import CCairo
import Dispatch
import Foundation

extension Canvas {
  /// The fewest device pixels a scaled or turned image must cover for ``paintInBands(_:opacity:)`` to
  /// split its paint between two threads: below this (about half a millisecond of pixman's work) the
  /// second thread's start costs more than it saves.
  static let bandedPaintMinimumPixels = 150_000

  /// Whether paints may be split between threads (``splitsPaints``): with more than one core.
  static let paintsInBands = ProcessInfo.processInfo.activeProcessorCount > 1

  /// Paints the context's source — `image`, drawn by the current matrix through its pattern's
  /// filter — at `opacity`, as `cairo_paint_with_alpha` does, but split at the middle row of what it
  /// covers: this thread paints the top band, another the bottom one, into the same memory at once
  /// (or this one both, when the other has not started by the time the top one is done).
  /// pixman works out each device pixel of a scaled or turned image from the matrix, but steps in
  /// fixed point from a band's first row, so the pixels are those of one paint to within a level of a
  /// channel or a neighbouring source pixel along that row. Where splitting cannot pay or is not safe
  /// it paints in one go: an unscaled, unturned image, one covering fewer than
  /// ``bandedPaintMinimumPixels``, a clip that is not a list of rectangles (a rounded one), one core, a
  /// surface cairo could not make.
  ///
  /// The other thread reads `image`'s pixels and writes only rows of the bottom band, through a cairo
  /// surface of its own over this canvas's memory; this thread waits for it before returning, so no
  /// cairo object is used by two threads at once but the image, which neither writes.
  func paintInBands(_ image: Canvas, opacity: Double) {
    guard splitsPaints, Self.paintsInBands, let band = bottomBand(covering: image),
      let job = BandPaint(band, of: self, image: image, opacity: opacity)
    else {
      cairo_paint_with_alpha(context, opacity)
      return
    }
    splitPaintCount += 1
    cairo_surface_flush(surface)
    DispatchQueue.global(qos: .userInteractive).async { job.paintUnlessTaken() }
    withSavedState {
      cairo_save(context)
      cairo_identity_matrix(context)
      cairo_rectangle(context, 0, 0, Double(pixelWidth), Double(band.top))
      cairo_restore(context)
      cairo_clip(context)
      cairo_paint_with_alpha(context, opacity)
    }
    // The other thread may not have started (photos decoding hold the cores): then this one paints
    // the bottom band too rather than wait for it.
    job.paintOrWait()
    cairo_surface_mark_dirty_rectangle(surface, 0, Int32(band.top), Int32(pixelWidth), Int32(band.bottom - band.top))
  }

  /// The rows from the middle of what painting `image` by the current matrix covers (within the clip
  /// and the canvas) to its end, with what the other thread needs to paint them; nil when the paint is
  /// too small to split or the clip is not a list of rectangles.
  private func bottomBand(covering image: Canvas) -> BandPaint.Rows? {
    var matrix = cairo_matrix_t()
    cairo_get_matrix(context, &matrix)
    // An unscaled, unturned image is a copy pixman does fast, and through the image's own pixman
    // image, which two threads would share: painted in one go, before anything is asked of the clip.
    if matrix.xx == 1, matrix.yy == 1, matrix.xy == 0, matrix.yx == 0 { return nil }
    cairo_save(context)
    cairo_identity_matrix(context)
    let list = cairo_copy_clip_rectangle_list(context)
    cairo_restore(context)
    defer { cairo_rectangle_list_destroy(list) }
    guard let list, list.pointee.status == CAIRO_STATUS_SUCCESS else { return nil }
    let clip = (0..<Int(list.pointee.num_rectangles)).map { index in
      let box = list.pointee.rectangles[index]
      return CGRect(x: box.x, y: box.y, width: box.width, height: box.height)
    }
    // The image's corners in device pixels: the current matrix maps its pixels (0...width, 0...height).
    let corners = [
      (0.0, 0.0), (Double(image.pixelWidth), 0.0), (0.0, Double(image.pixelHeight)),
      (Double(image.pixelWidth), Double(image.pixelHeight)),
    ].map { corner in
      var (x, y) = corner
      cairo_user_to_device(context, &x, &y)
      return (x, y)
    }
    let (xs, ys) = (corners.map(\.0), corners.map(\.1))
    let (minX, minY) = (xs.min() ?? 0, ys.min() ?? 0)
    let covered = CGRect(x: minX, y: minY, width: (xs.max() ?? 0) - minX, height: (ys.max() ?? 0) - minY)
    let visible = clip.reduce(CGRect.null) { $0.union($1.intersection(covered)) }
      .intersection(CGRect(x: 0, y: 0, width: pixelWidth, height: pixelHeight))
    guard visible.isFiniteAndNonEmpty, Double(visible.width * visible.height) >= Double(Self.bandedPaintMinimumPixels)
    else { return nil }
    let top = Int(((visible.minY + visible.maxY) / 2).rounded())
    let bottom = min(pixelHeight, Int(visible.maxY.rounded(.up)))
    guard top > 0, top < bottom, let data = cairo_image_surface_get_data(surface) else { return nil }
    let stride = Int(cairo_image_surface_get_stride(surface))
    return BandPaint.Rows(
      pixels: UnsafeMutableRawPointer(data) + top * stride, stride: stride, top: top, bottom: bottom, matrix: matrix,
      clip: clip)
  }
}
