import Foundation

/// Bytes a loader brought back, with what the server called them.
public struct LoadedData: Sendable {
  /// The response body.
  public var data: Data
  /// The `Content-Type` the server sent, if any (nil for files).
  public var contentType: String?

  /// Bytes and, if known, their content type.
  public init(data: Data, contentType: String? = nil) {
    self.data = data
    self.contentType = contentType
  }
}

/// Fetches the bytes behind a URL for an ``ImagePipeline``.
///
/// A loader is called off the caller's actor, once per load (identical requests are coalesced
/// before it). It must stop promptly when its task is cancelled, throwing
/// ``ImageLoadingError/cancelled``.
public protocol DataLoading: Sendable {
  /// The bytes at `url`, or why they could not be had.
  func loadData(from url: URL) async throws(ImageLoadingError) -> LoadedData
}
