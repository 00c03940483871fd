import Foundation

/// An image to load: where from, at what size, and how urgently.
///
/// Two requests for the same URL and target size share one load and one cache entry, whatever their
/// priorities (see ``key``).
public struct ImageRequest: Sendable, Hashable, CustomStringConvertible {
  /// What identifies a loaded image: its URL and the size it is decoded at.
  public struct Key: Sendable, Hashable {
    /// The image's address: `http`, `https` or `file`.
    public let url: URL
    /// The size the image is decoded down to, or nil for its full size.
    public let targetPixelSize: PixelSize?
  }

  /// The image's address: `http`, `https` or `file`.
  public var url: URL
  /// The size the image is drawn at: the decoder downsamples to cover it (never upsamples); nil
  /// decodes at full size.
  public var targetPixelSize: PixelSize?
  /// How urgently the image is wanted.
  public var priority: ImagePriority

  /// A request for the image at `url`, decoded to cover `targetPixelSize` (nil: full size).
  public init(url: URL, targetPixelSize: PixelSize? = nil, priority: ImagePriority = .normal) {
    self.url = url
    self.targetPixelSize = targetPixelSize
    self.priority = priority
  }

  /// What identifies the loaded image: the URL and the target size, not the priority.
  public var key: Key { Key(url: url, targetPixelSize: targetPixelSize) }

  public var description: String {
    "\(url.absoluteString)" + (targetPixelSize.map { " at \($0)" } ?? "") + " (\(priority))"
  }
}
