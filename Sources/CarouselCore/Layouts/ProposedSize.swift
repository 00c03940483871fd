import Foundation

/// A size offered to a subview: each dimension may be unspecified (nil: "your ideal size"), a finite
/// number, or infinity. Mirrors SwiftUI's `ProposedViewSize` without clashing with it.
public struct ProposedSize: Sendable, Hashable {
  /// The proposed width in points, or nil for the subview's ideal width.
  public var width: CGFloat?
  /// The proposed height in points, or nil for the subview's ideal height.
  public var height: CGFloat?

  /// Creates a proposal; a NaN or negative dimension is treated as 0.
  public init(width: CGFloat?, height: CGFloat?) {
    self.width = width.map(Self.clean)
    self.height = height.map(Self.clean)
  }

  /// Creates a proposal of exactly `size`.
  public init(_ size: CGSize) {
    self.init(width: size.width, height: size.height)
  }

  private static func clean(_ value: CGFloat) -> CGFloat { value.isNaN || value < 0 ? 0 : value }

  /// Both dimensions unspecified: the subview's ideal size.
  public static let unspecified = ProposedSize(width: nil, height: nil)
  /// Both dimensions 0: the subview's minimum size.
  public static let zero = ProposedSize(width: 0, height: 0)
  /// Both dimensions infinite: the subview's maximum size.
  public static let infinity = ProposedSize(width: .infinity, height: .infinity)

  /// The proposal with unspecified dimensions replaced by `size`'s.
  public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
    CGSize(width: width ?? size.width, height: height ?? size.height)
  }
}
