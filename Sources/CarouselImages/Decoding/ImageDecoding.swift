import Foundation

/// Turns complete image data into the front end's image type, downsampled to the size it is drawn at.
///
/// The pipeline calls a decoder off the caller's actor, only with data that ``ImageFormat`` sniffed
/// and found whole. Front ends supply one: ImageIO on Apple platforms, the Gallery's JPEG, PNG and
/// WebP decoders into cairo surfaces on Linux.
public protocol ImageDecoding: Sendable {
  /// The decoded image the front end draws.
  associatedtype Image: Sendable

  /// Decodes `data` of `format`, covering `targetPixelSize` without upsampling (nil: full size).
  /// An error thrown here is reported as ``ImageLoadingError/decodingFailed(_:reason:)``.
  func decode(_ data: Data, format: ImageFormat, targetPixelSize: PixelSize?) throws -> Image

  /// The bytes `image` holds in memory: what the memory cache counts against its limit.
  func cost(of image: Image) -> Int
}
