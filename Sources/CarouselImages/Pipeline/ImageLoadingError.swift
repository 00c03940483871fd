import Foundation

/// Why an image could not be loaded. Every case has a one-line description for logs and screens.
public enum ImageLoadingError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The server answered with an HTTP status outside 200–299.
  case badStatus(code: Int)
  /// No answer within the loader's timeout, or a transfer still running when its time was up.
  case timedOut
  /// The server could not be reached, or the connection broke (the transport's own words).
  case unreachable(String)
  /// A `file` URL that could not be read.
  case unreadableFile(path: String, reason: String)
  /// A body (or file) longer than the loader's limit of `limit` bytes: stopped, not kept.
  case tooLarge(limit: Int)
  /// A URL whose scheme no loader handles.
  case unsupportedURL(String)
  /// The bytes are not an image in any format this pipeline recognises (an HTML error page, say);
  /// `contentType` is what the server called them, if it said.
  case notAnImage(contentType: String?)
  /// The bytes start as an image of `format` but end before it does.
  case truncated(ImageFormat)
  /// The decoder could not decode a complete image of `format`.
  case decodingFailed(ImageFormat, reason: String)
  /// Every requester cancelled before the image arrived.
  case cancelled

  public var description: String {
    switch self {
    case .badStatus(let code): "the server answered HTTP \(code)"
    case .timedOut: "the server did not answer in time"
    case .unreachable(let reason): "the server could not be reached: \(reason)"
    case .unreadableFile(let path, let reason): "\(path) could not be read: \(reason)"
    case .tooLarge(let limit): "the data is larger than the \(Self.byteCount(limit)) a load may be"
    case .unsupportedURL(let url): "\(url): only http, https and file URLs are loaded"
    case .notAnImage(let contentType):
      "the data is not an image" + (contentType.map { " (the server sent \($0))" } ?? "")
    case .truncated(let format): "the \(format.name) data ends before the image does"
    case .decodingFailed(let format, let reason): "the \(format.name) image could not be decoded: \(reason)"
    case .cancelled: "the load was cancelled"
    }
  }

  /// Whether trying again later may succeed (network trouble and server errors), as opposed to a
  /// URL or data that will fail the same way.
  public var isTransient: Bool {
    switch self {
    case .timedOut, .unreachable, .cancelled: true
    case .badStatus(let code): code >= 500 || code == 408 || code == 429
    case .truncated: true
    case .unreadableFile, .unsupportedURL, .notAnImage, .decodingFailed, .tooLarge: false
    }
  }

  /// `bytes` in the unit a person reads: "64 MiB", "512 KiB", "300 bytes".
  private static func byteCount(_ bytes: Int) -> String {
    if bytes >= 1 << 20, bytes % (1 << 20) == 0 { return "\(bytes >> 20) MiB" }
    if bytes >= 1 << 10, bytes % (1 << 10) == 0 { return "\(bytes >> 10) KiB" }
    return "\(bytes) bytes"
  }
}
