import CCairo
import CTurboJPEG
import CWebP
import CarouselImages
import Foundation
import GalleryModel

/// Real JPEG, PNG and WebP decoding into cairo surfaces, downsampled to the size a photo is drawn at:
/// JPEG through libjpeg-turbo, which scales in the DCT domain (a 1600 × 1200 photo wanted at
/// 400 × 300 is decoded at 1/4 directly); PNG through cairo; WebP through libwebp. What is still
/// more than 4/3 of the target after that is scaled down with cairo's box filter to cover it.
public struct PhotoDecoder: ImageDecoding {
  /// The most pixels a photo may have before any downscaling (a 64-megapixel photo).
  public static let maximumPixelCount = 64 << 20

  public init() {}

  public func decode(_ data: Data, format: ImageFormat, targetPixelSize: PixelSize?) throws -> DecodedPhoto {
    let canvas: Canvas
    switch format {
    case .jpeg: canvas = try Self.decodeJPEG(data, target: targetPixelSize)
    case .png: canvas = try Self.decodePNG(data)
    case .webp: canvas = try Self.decodeWebP(data)
    case .gif, .heic, .avif: throw PhotoDecodingError.unsupported(format)
    }
    return DecodedPhoto(canvas: Self.downsampled(canvas, toCover: targetPixelSize))
  }

  public func cost(of photo: DecodedPhoto) -> Int { photo.canvas.pixelWidth * photo.canvas.pixelHeight * 4 }

  private static func checkSize(_ width: Int, _ height: Int) throws {
    guard width >= 1, height >= 1, width <= Canvas.maximumPixelsPerSide, height <= Canvas.maximumPixelsPerSide,
      width * height <= maximumPixelCount
    else { throw PhotoDecodingError.tooLarge(width: width, height: height) }
  }

  private static func decodeJPEG(_ data: Data, target: PixelSize?) throws -> Canvas {
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
      try checkSize(Int(width), Int(height))
      let (scaledWidth, scaledHeight) = scaledSize(width: Int(width), height: Int(height), toCover: target)
      let canvas = Canvas(size: CGSize(width: scaledWidth, height: scaledHeight), scale: 1)
      guard canvas.isDrawable else { throw PhotoDecodingError.tooLarge(width: scaledWidth, height: scaledHeight) }
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

  private static func decodePNG(_ data: Data) throws -> Canvas {
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
    try checkSize(width, height)
    let canvas = Canvas(size: CGSize(width: width, height: height), scale: 1)
    cairo_set_source_surface(canvas.context, surface, 0, 0)
    cairo_paint(canvas.context)
    return canvas
  }

  private static func decodeWebP(_ data: Data) throws -> Canvas {
    try data.withUnsafeBytes { buffer throws -> Canvas in
      let bytes = buffer.bindMemory(to: UInt8.self).baseAddress
      var width: Int32 = 0
      var height: Int32 = 0
      guard WebPGetInfo(bytes, buffer.count, &width, &height) != 0 else {
        throw PhotoDecodingError.codec("libwebp could not read the header")
      }
      try checkSize(Int(width), Int(height))
      let canvas = Canvas(size: CGSize(width: Int(width), height: Int(height)), scale: 1)
      guard canvas.isDrawable else { throw PhotoDecodingError.tooLarge(width: Int(width), height: Int(height)) }
      try canvas.withMutablePixels { pixels, stride in
        let output = pixels.bindMemory(to: UInt8.self)
        guard WebPDecodeBGRAInto(bytes, buffer.count, output.baseAddress, output.count, Int32(stride)) != nil else {
          throw PhotoDecodingError.codec("libwebp could not decode the image")
        }
        // cairo wants premultiplied alpha; libwebp gives straight alpha.
        for row in 0..<Int(height) {
          for column in 0..<Int(width) {
            let pixel = row * stride + column * 4
            let alpha = UInt16(output[pixel + 3])
            guard alpha < 255 else { continue }
            for channel in 0..<3 {
              output[pixel + channel] = UInt8((UInt16(output[pixel + channel]) * alpha + 127) / 255)
            }
          }
        }
      }
      return canvas
    }
  }

  /// `canvas` scaled down to cover `target` when it is more than 4/3 of it both ways; else itself.
  static func downsampled(_ canvas: Canvas, toCover target: PixelSize?) -> Canvas {
    guard let target else { return canvas }
    let factor = max(
      Double(target.width) / Double(canvas.pixelWidth), Double(target.height) / Double(canvas.pixelHeight))
    guard factor < 0.75 else { return canvas }
    let width = Int((Double(canvas.pixelWidth) * factor).rounded(.up))
    let height = Int((Double(canvas.pixelHeight) * factor).rounded(.up))
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
