import CCairo
import CTurboJPEG
import CWebP
import CarouselImages
import Foundation
import GalleryModel

/// Real JPEG, PNG and WebP decoding into cairo surfaces, downsampled to the size a photo is drawn at,
/// within the ``DecodingBudget`` for that size (SPEC §21): JPEG through libjpeg-turbo, which scales
/// in the DCT domain (a 1600 × 1200 photo wanted at 400 × 300 is decoded at 1/4 directly); WebP
/// through libwebp, which scales while decoding; PNG through cairo, which cannot, so its header is
/// read first and a PNG larger than the budget is refused before a pixel is allocated (a 48 KB file
/// of 20,000 × 20,000 pixels would take 1.6 GB). What is still more than 4/3 of the target after that
/// is scaled down with cairo's box filter to cover it.
public struct PhotoDecoder: ImageDecoding {
  public init() {}

  public func decode(_ data: Data, format: ImageFormat, targetPixelSize: PixelSize?) throws -> DecodedPhoto {
    let budget = DecodingBudget(drawnAt: targetPixelSize)
    let canvas: Canvas
    switch format {
    case .jpeg: canvas = try Self.decodeJPEG(data, target: targetPixelSize, budget: budget)
    case .png: canvas = try Self.decodePNG(data, budget: budget)
    case .webp: canvas = try Self.decodeWebP(data, target: targetPixelSize, budget: budget)
    case .gif, .heic, .avif: throw PhotoDecodingError.unsupported(format)
    }
    return DecodedPhoto(canvas: Self.downsampled(canvas, toCover: targetPixelSize))
  }

  public func cost(of photo: DecodedPhoto) -> Int { photo.canvas.pixelWidth * photo.canvas.pixelHeight * 4 }

  /// Throws unless `width` × `height` pixels fit `budget` and a cairo surface.
  private static func check(width: Int, height: Int, budget: DecodingBudget) throws {
    guard budget.allows(width: width, height: height), width <= Canvas.maximumPixelsPerSide,
      height <= Canvas.maximumPixelsPerSide
    else { throw PhotoDecodingError.tooLarge(width: width, height: height, pixelLimit: budget.pixelLimit) }
  }

  private static func decodeJPEG(_ data: Data, target: PixelSize?, budget: DecodingBudget) throws -> Canvas {
    guard let decompressor = tjInitDecompress() else { throw PhotoDecodingError.codec("libjpeg-turbo did not start") }
    defer { tjDestroy(decompressor) }
    func failure() -> PhotoDecodingError { .codec(String(cString: tjGetErrorStr2(decompressor))) }
    return try data.withUnsafeBytes { buffer throws -> Canvas in
      let bytes = buffer.bindMemory(to: UInt8.self).baseAddress
      let length = UInt(buffer.count)
      var width: Int32 = 0
      var height: Int32 = 0
      var subsampling: Int32 = 0
      var colorspace: Int32 = 0
      guard tjDecompressHeader3(decompressor, bytes, length, &width, &height, &subsampling, &colorspace) == 0 else {
        throw failure()
      }
      // The budget holds for the size decoded, after the DCT's scaling: a 20,000-pixel-wide JPEG
      // drawn small decodes at 1/8.
      let (scaledWidth, scaledHeight) = scaledSize(width: Int(width), height: Int(height), toCover: target)
      try check(width: scaledWidth, height: scaledHeight, budget: budget)
      let canvas = Canvas(size: CGSize(width: scaledWidth, height: scaledHeight), scale: 1)
      guard canvas.isDrawable else { throw PhotoDecodingError.codec("cairo could not make a surface") }
      let status = canvas.withMutablePixels { pixels, stride in
        // cairo's ARGB32 is B, G, R, A in memory on little-endian machines; libjpeg-turbo writes A = 255.
        tjDecompress2(
          decompressor, bytes, length, pixels.bindMemory(to: UInt8.self).baseAddress, Int32(scaledWidth),
          Int32(stride), Int32(scaledHeight), Int32(TJPF_BGRA.rawValue), 0)
      }
      // A warning (a corrupt but readable scan) still leaves a usable picture.
      if status != 0 && tjGetErrorCode(decompressor) != Int32(TJERR_WARNING.rawValue) { throw failure() }
      return canvas
    }
  }

  /// The smallest of libjpeg-turbo's scaling factors (n/8) whose result still covers `target`.
  private static func scaledSize(width: Int, height: Int, toCover target: PixelSize?) -> (Int, Int) {
    guard let target else { return (width, height) }
    var count: Int32 = 0
    guard let factors = tjGetScalingFactors(&count) else { return (width, height) }
    var best = (width, height)
    for index in 0..<Int(count) {
      let factor = factors[index]
      let num = Int(factor.num)
      let denom = Int(factor.denom)
      guard num <= denom else { continue }
      let scaled = ((width * num + denom - 1) / denom, (height * num + denom - 1) / denom)
      if scaled.0 >= target.width, scaled.1 >= target.height, scaled.0 * scaled.1 < best.0 * best.1 { best = scaled }
    }
    return best
  }

  private static func decodePNG(_ data: Data, budget: DecodingBudget) throws -> Canvas {
    // cairo decodes a PNG whole: its declared size is checked before it starts.
    guard let declared = ImageFormat.png.declaredPixelSize(in: data) else {
      throw PhotoDecodingError.codec("the PNG header declares no size")
    }
    try check(width: declared.width, height: declared.height, budget: budget)
    final class Reader {
      let data: Data
      var offset = 0
      init(_ data: Data) { self.data = data }
    }
    let reader = Reader(data)
    let surface = withExtendedLifetime(reader) {
      cairo_image_surface_create_from_png_stream(
        { closure, buffer, length in
          guard let closure, let buffer else { return CAIRO_STATUS_READ_ERROR }
          let reader = Unmanaged<Reader>.fromOpaque(closure).takeUnretainedValue()
          let length = Int(length)
          guard reader.offset + length <= reader.data.count else { return CAIRO_STATUS_READ_ERROR }
          reader.data.copyBytes(
            to: buffer, from: reader.data.startIndex + reader.offset..<reader.data.startIndex + reader.offset + length)
          reader.offset += length
          return CAIRO_STATUS_SUCCESS
        }, Unmanaged.passUnretained(reader).toOpaque())
    }
    guard let surface else { throw PhotoDecodingError.codec("cairo could not read the PNG") }
    defer { cairo_surface_destroy(surface) }
    let status = cairo_surface_status(surface)
    guard status == CAIRO_STATUS_SUCCESS else {
      throw PhotoDecodingError.codec(String(cString: cairo_status_to_string(status)))
    }
    let width = Int(cairo_image_surface_get_width(surface))
    let height = Int(cairo_image_surface_get_height(surface))
    try check(width: width, height: height, budget: budget)
    let canvas = Canvas(size: CGSize(width: width, height: height), scale: 1)
    cairo_set_source_surface(canvas.context, surface, 0, 0)
    cairo_paint(canvas.context)
    return canvas
  }

  /// WebP through libwebp's advanced API: scaled while decoding to cover `target` (never up), into
  /// premultiplied BGRA, which is cairo's ARGB32 on a little-endian machine.
  private static func decodeWebP(_ data: Data, target: PixelSize?, budget: DecodingBudget) throws -> Canvas {
    try data.withUnsafeBytes { buffer throws -> Canvas in
      let bytes = buffer.bindMemory(to: UInt8.self).baseAddress
      var config = WebPDecoderConfig()
      guard WebPInitDecoderConfig(&config) != 0 else { throw PhotoDecodingError.codec("libwebp did not start") }
      guard WebPGetFeatures(bytes, buffer.count, &config.input) == VP8_STATUS_OK else {
        throw PhotoDecodingError.codec("libwebp could not read the header")
      }
      let width = Int(config.input.width)
      let height = Int(config.input.height)
      // Scaled while decoding to cover the target, never up.
      let (outputWidth, outputHeight) =
        shrunk(width: width, height: height, toCover: target, whenBelow: 1) ?? (width, height)
      try check(width: outputWidth, height: outputHeight, budget: budget)
      let canvas = Canvas(size: CGSize(width: outputWidth, height: outputHeight), scale: 1)
      guard canvas.isDrawable else { throw PhotoDecodingError.codec("cairo could not make a surface") }
      if outputWidth != width || outputHeight != height {
        config.options.use_scaling = 1
        config.options.scaled_width = Int32(outputWidth)
        config.options.scaled_height = Int32(outputHeight)
      }
      config.output.colorspace = MODE_bgrA
      config.output.is_external_memory = 1
      let status = canvas.withMutablePixels { pixels, stride in
        config.output.u.RGBA.rgba = pixels.bindMemory(to: UInt8.self).baseAddress
        config.output.u.RGBA.stride = Int32(stride)
        config.output.u.RGBA.size = pixels.count
        defer { WebPFreeDecBuffer(&config.output) }
        return WebPDecode(bytes, buffer.count, &config)
      }
      guard status == VP8_STATUS_OK else { throw PhotoDecodingError.codec("libwebp could not decode the image") }
      return canvas
    }
  }

  /// The smallest size of `width` × `height`'s shape that covers `target`, when that scales it by less
  /// than `threshold`; nil otherwise, or without a target.
  private static func shrunk(width: Int, height: Int, toCover target: PixelSize?, whenBelow threshold: Double) -> (
    Int, Int
  )? {
    guard let target, width > 0, height > 0 else { return nil }
    let factor = max(Double(target.width) / Double(width), Double(target.height) / Double(height))
    guard factor < threshold else { return nil }
    return (
      max(1, Int((Double(width) * factor).rounded(.up))), max(1, Int((Double(height) * factor).rounded(.up)))
    )
  }

  /// `canvas` scaled down to cover `target` when it is more than 4/3 of it both ways; else itself.
  static func downsampled(_ canvas: Canvas, toCover target: PixelSize?) -> Canvas {
    guard
      case let (width, height)? = shrunk(
        width: canvas.pixelWidth, height: canvas.pixelHeight, toCover: target, whenBelow: 0.75)
    else { return canvas }
    let scaled = Canvas(size: CGSize(width: width, height: height), scale: 1)
    scaled.withSavedState {
      cairo_scale(
        scaled.context, Double(width) / Double(canvas.pixelWidth), Double(height) / Double(canvas.pixelHeight))
      cairo_set_source_surface(scaled.context, canvas.surface, 0, 0)
      cairo_pattern_set_filter(cairo_get_source(scaled.context), CAIRO_FILTER_GOOD)
      cairo_paint(scaled.context)
    }
    return scaled
  }
}
