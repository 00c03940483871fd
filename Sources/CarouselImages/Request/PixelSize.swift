import Foundation

/// A size in pixels, such as the size an image is drawn at on screen.
public struct PixelSize: Sendable, Hashable, CustomStringConvertible {
  /// Width in pixels, 1 to ``maximumSide``.
  public let width: Int
  /// Height in pixels, 1 to ``maximumSide``.
  public let height: Int

  /// 2³⁰: the longest side a size may have, so that ``area`` never overflows.
  public static let maximumSide = 1 << 30

  /// A size of `width` × `height` pixels, or nil when either is below 1 or above ``maximumSide``.
  public init?(width: Int, height: Int) {
    guard (1...Self.maximumSide).contains(width), (1...Self.maximumSide).contains(height) else { return nil }
    self.width = width
    self.height = height
  }

  /// The pixels that `points` cover at `scale` pixels per point, rounded up; nil for a size or
  /// scale that is not finite and positive, or larger than 2³⁰ pixels a side.
  public init?(points: CGSize, scale: Double) {
    let width = Double(points.width) * scale
    let height = Double(points.height) * scale
    let limit = Double(Self.maximumSide)
    guard width.isFinite, height.isFinite, width > 0, height > 0, width <= limit, height <= limit else {
      return nil
    }
    self.init(width: Int(width.rounded(.up)), height: Int(height.rounded(.up)))
  }

  /// The number of pixels.
  public var area: Int { width * height }

  public var description: String { "\(width) × \(height) px" }
}
