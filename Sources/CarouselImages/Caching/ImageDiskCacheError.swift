/// Why a disk cache could not be opened.
public enum ImageDiskCacheError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The directory could not be created or listed.
  case cannotCreate(path: String, reason: String)

  public var description: String {
    switch self {
    case .cannotCreate(let path, let reason): "the image cache directory \(path) cannot be used: \(reason)"
    }
  }
}
