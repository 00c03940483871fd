import CCairo
import CarouselCore
import Foundation
import GalleryModel

extension Canvas {
  /// Reads a PNG file into a canvas at scale 1 (one point per pixel).
  public convenience init(contentsOfPNG url: URL) throws {
    let image = cairo_image_surface_create_from_png(url.path)!
    defer { cairo_surface_destroy(image) }
    let status = cairo_surface_status(image)
    guard status == CAIRO_STATUS_SUCCESS else {
      throw CanvasError.cannotRead(url.path, String(cString: cairo_status_to_string(status)))
    }
    let width = cairo_image_surface_get_width(image)
    let height = cairo_image_surface_get_height(image)
    self.init(size: CGSize(width: Int(width), height: Int(height)))
    cairo_set_source_surface(context, image, 0, 0)
    cairo_paint(context)
  }

  /// How a scaled image is filtered.
  public enum ScalingQuality: Sendable {
    /// For cards at rest and in carousels: bilinear down to half size, cairo's box-filtering good
    /// filter below it.
    case good
    /// Bilinear: for a large surface that moves every frame, where the good filter would cost
    /// several milliseconds, and for an image shown only for a moment (a card's stand-in mid-resize).
    case fast
    /// The nearest pixel, unfiltered: for an image turned while it moves at 2 pixels a point or
    /// more, where pixman's filtered affine path costs three times as much.
    case nearest
  }

  /// Device pixels per pixel of `image` as `placement` draws it on this canvas: below 1 it is shrunk
  /// (the smaller of its two sides' factors).
  func shrink(of image: Canvas, placement: ItemPlacement) -> Double {
    let frame = placement.frame
    return min(Double(frame.width) / Double(image.size.width), Double(frame.height) / Double(image.size.height))
      * Double(placement.scale) * scale / image.scale
  }

  /// Composites `image` (a cached card of the placement's frame size) as the engine placed it: scaled
  /// and rotated about the frame's centre, at the placement's opacity.
  public func draw(_ image: Canvas, placement: ItemPlacement, quality: ScalingQuality = .good) {
    let frame = placement.frame
    guard placement.opacity > 0, placement.scale > 0, frame.width > 0, frame.height > 0 else { return }
    if placement.scale == 1, placement.rotation.isIdentity, image.scale == scale,
      abs(Double(frame.width) - Double(image.size.width)) < 0.01,
      abs(Double(frame.height) - Double(image.size.height)) < 0.01
    {
      // Unscaled and unrotated: a pixel-aligned copy, which cairo does without filtering.
      withSavedState {
        let x = (Double(frame.minX) * scale).rounded() / scale
        let y = (Double(frame.minY) * scale).rounded() / scale
        cairo_translate(context, x, y)
        cairo_scale(context, 1 / image.scale, 1 / image.scale)
        cairo_set_source_surface(context, image.surface, 0, 0)
        cairo_pattern_set_filter(cairo_get_source(context), CAIRO_FILTER_NEAREST)
        cairo_paint_with_alpha(context, placement.opacity)
      }
      return
    }
    withSavedState {
      transform(to: placement)
      cairo_scale(
        context, Double(frame.width) / Double(image.size.width), Double(frame.height) / Double(image.size.height))
      cairo_scale(context, 1 / image.scale, 1 / image.scale)
      cairo_set_source_surface(context, image.surface, 0, 0)
      // Device pixels per image pixel. From half size up, bilinear reads every image pixel that
      // counts and matches the box filter to the eye, at a fraction of its cost (cairo's good filter
      // shrinks through a separable convolution: ~10 ms a frame for Home's banner ring at scale 2).
      // Below half size bilinear would skip pixels and shimmer, so only then is the good filter paid.
      let filter: cairo_filter_t =
        switch quality {
        case .nearest: CAIRO_FILTER_NEAREST
        case .good where shrink(of: image, placement: placement) < 0.5: CAIRO_FILTER_GOOD
        case .good, .fast: CAIRO_FILTER_BILINEAR
        }
      cairo_pattern_set_filter(cairo_get_source(context), filter)
      paintInBands(image, opacity: placement.opacity)
    }
  }

  /// Copies `image` with its top-left corner at `origin` (in points, rounded to whole pixels): its
  /// pixels replace those under it, within the clip. For an opaque image of this canvas's scale the
  /// cheapest way to draw it, with no blending or filtering; an image of another scale is drawn
  /// scaled, over what is under it. Returns the frame it landed in.
  @discardableResult
  func copy(_ image: Canvas, at origin: CGPoint) -> CGRect {
    guard image.scale == scale else {
      let frame = CGRect(origin: origin, size: image.size)
      draw(image, placement: ItemPlacement(index: 0, frame: frame))
      return frame
    }
    let x = (Double(origin.x) * scale).rounded() / scale
    let y = (Double(origin.y) * scale).rounded() / scale
    let frame = CGRect(
      x: x, y: y, width: Double(image.pixelWidth) / scale, height: Double(image.pixelHeight) / scale)
    withSavedState {
      cairo_set_operator(context, CAIRO_OPERATOR_SOURCE)
      cairo_set_source_surface(context, image.surface, x, y)
      cairo_pattern_set_filter(cairo_get_source(context), CAIRO_FILTER_NEAREST)
      // The source's own scale: the context is in points, the image's surface in pixels.
      var matrix = cairo_matrix_t()
      cairo_matrix_init_scale(&matrix, scale, scale)
      cairo_matrix_translate(&matrix, -x, -y)
      cairo_pattern_set_matrix(cairo_get_source(context), &matrix)
      cairo_rectangle(context, x, y, Double(frame.width), Double(frame.height))
      cairo_fill(context)
    }
    return frame
  }

  /// Moves the origin to the placement's frame's top-left corner as the engine placed it: scaled and
  /// rotated about the frame's centre. Drawing in `0 ... frame.size` then lands where the card does.
  func transform(to placement: ItemPlacement) {
    let frame = placement.frame
    cairo_translate(context, Double(frame.midX), Double(frame.midY))
    // Rotations about other axes are shown by their in-plane part.
    cairo_rotate(context, placement.rotation.radians * placement.rotation.z)
    cairo_scale(context, Double(placement.scale), Double(placement.scale))
    cairo_translate(context, -Double(frame.width) / 2, -Double(frame.height) / 2)
  }

  /// A soft shadow around `rect`, as a CALayer's `shadowRadius` and `shadowOpacity` draw one with no
  /// offset: black at `opacity` under the rectangle, fading to nothing `blur` points beyond its
  /// (rounded) edges. Drawn in a few rings of equal alpha, a linear fall-off close to the blur's at
  /// these faint opacities. Meant for a card's cached image, with `blur` points of margin around the
  /// card: six fills of the card's area are too dear to pay every frame (~9 ms for Favourites at
  /// 1280 × 900, scale 2), and once in the image the shadow moves, scales and fades with the card.
  ///
  /// The card drawn over it must be opaque over `rect` (rounded by `cornerRadius`): each ring is
  /// filled only outside a point within the card's edge, where the card hides it. Filling the whole
  /// area six times made a favourite's image at 1280 × 900, scale 2, take 6–11 ms to draw — more than
  /// a gap between frames has while a swipe moves, so the next card was drawn in the frame that
  /// brought it.
  public func drawShadow(around rect: CGRect, cornerRadius: CGFloat, blur: CGFloat, opacity: Double) {
    guard opacity > 0, rect.width > 0, rect.height > 0, blur > 0 else { return }
    let rings = 6
    let hidden = rect.insetBy(dx: 1, dy: 1)
    withSavedState {
      setColor(Color.black.opacity(opacity / Double(rings)))
      cairo_set_fill_rule(context, CAIRO_FILL_RULE_EVEN_ODD)
      for ring in 0..<rings {
        let spread = blur * (CGFloat(ring) + 0.5) / CGFloat(rings)
        addRoundedRect(rect.insetBy(dx: -spread, dy: -spread), radius: cornerRadius + spread)
        if hidden.width > 0, hidden.height > 0 { addRoundedRect(hidden, radius: max(0, cornerRadius - 1)) }
        cairo_fill(context)
      }
    }
  }

  /// Draws `image` to cover `rect` (aspect fill, centred, cropped) at `opacity`.
  public func draw(_ image: Canvas, aspectFilling rect: CGRect, opacity: Double = 1) {
    let imageSize = image.size
    guard imageSize.width > 0, imageSize.height > 0, rect.width > 0, rect.height > 0 else { return }
    let fill = max(rect.width / imageSize.width, rect.height / imageSize.height)
    withSavedState {
      clip(rect)
      cairo_translate(
        context, Double(rect.midX - imageSize.width * fill / 2), Double(rect.midY - imageSize.height * fill / 2))
      cairo_scale(context, Double(fill) / image.scale, Double(fill) / image.scale)
      cairo_set_source_surface(context, image.surface, 0, 0)
      // As for placements: bilinear from half size up (a photo decoded for its card is within 4/3 of
      // it), the good filter's costly convolution only for a larger shrink.
      let shrink = Double(fill) * scale / image.scale
      cairo_pattern_set_filter(cairo_get_source(context), shrink < 0.5 ? CAIRO_FILTER_GOOD : CAIRO_FILTER_BILINEAR)
      paintInBands(image, opacity: min(1, max(0, opacity)))
    }
  }

  /// Replaces this canvas's pixels with a cross-fade of two images of its pixel size: `from`, with
  /// `to` over it at `progress` (clamped to 0...1). Where `to` is opaque (a card's photo and
  /// background) each pixel is exactly `from` × (1 − `progress`) + `to` × `progress`; where it is
  /// partly transparent and the two agree (anti-aliased text on a see-through card) the pixel is up to
  /// a quarter heavier mid-fade. That costs one copy and one fast over (~0.1 ms for a 700 × 300 pixel
  /// card), where the exact mix, an add with a constant alpha, has no fast path in pixman (~0.8 ms).
  public func drawCrossFade(from: Canvas, to: Canvas, progress: Double) {
    let progress = progress.isFinite ? min(1, max(0, progress)) : 1
    withSavedState {
      cairo_identity_matrix(context)
      cairo_set_operator(context, CAIRO_OPERATOR_SOURCE)
      cairo_set_source_surface(context, from.surface, 0, 0)
      cairo_paint(context)
      cairo_set_operator(context, CAIRO_OPERATOR_OVER)
      cairo_set_source_surface(context, to.surface, 0, 0)
      cairo_paint_with_alpha(context, progress)
    }
  }
}
