import CarouselImages

/// Why a photo's bytes could not become pixels.
public enum PhotoDecodingError: Error, Sendable, Hashable, CustomStringConvertible {
  /// A format the Gallery has no decoder for (GIF, HEIC, AVIF).
  case unsupported(ImageFormat)
  /// The codec's own words.
  case codec(String)
  /// More pixels than the ``DecodingBudget`` for the size the photo is drawn at allows
  /// (`pixelLimit`), or wider or taller than a cairo surface can be: refused before decoding.
  case tooLarge(width: Int, height: Int, pixelLimit: Int)

  public var description: String {
    switch self {
    case .unsupported(let format): "the Gallery does not decode \(format.name)"
    case .codec(let reason): reason
    case .tooLarge(let width, let height, let limit):
      "\(width) × \(height) pixels is more than the \(limit) pixels a photo drawn this size may decode to"
    }
  }
}
