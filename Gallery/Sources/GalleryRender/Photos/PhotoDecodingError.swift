import CarouselImages

/// Why a photo's bytes could not become pixels.
public enum PhotoDecodingError: Error, Sendable, Hashable, CustomStringConvertible {
  /// A format the Gallery has no decoder for (GIF, HEIC, AVIF).
  case unsupported(ImageFormat)
  /// The codec's own words.
  case codec(String)
  /// Wider or taller than a cairo surface can be, or more pixels than the Gallery decodes.
  case tooLarge(width: Int, height: Int)

  public var description: String {
    switch self {
    case .unsupported(let format): "the Gallery does not decode \(format.name)"
    case .codec(let reason): reason
    case .tooLarge(let width, let height): "\(width) × \(height) pixels is larger than the Gallery decodes"
    }
  }
}
