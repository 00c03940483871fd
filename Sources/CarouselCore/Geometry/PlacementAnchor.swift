import Foundation

/// A point in a unit square that says which point of a subview is put at a placement position.
///
/// `(0, 0)` is the top-leading corner and `(1, 1)` the bottom-trailing one. Mirrors SwiftUI's
/// `UnitPoint` without clashing with it.
public struct PlacementAnchor: Sendable, Hashable, Codable {
  /// Horizontal position, 0 = leading edge, 1 = trailing edge.
  public var x: CGFloat
  /// Vertical position, 0 = top edge, 1 = bottom edge.
  public var y: CGFloat

  /// Creates an anchor; a non-finite coordinate is stored as 0.
  public init(x: CGFloat, y: CGFloat) {
    self.x = x.isFinite ? x : 0
    self.y = y.isFinite ? y : 0
  }

  /// The top-leading corner.
  public static let topLeading = PlacementAnchor(x: 0, y: 0)
  /// The middle of the top edge.
  public static let top = PlacementAnchor(x: 0.5, y: 0)
  /// The top-trailing corner.
  public static let topTrailing = PlacementAnchor(x: 1, y: 0)
  /// The middle of the leading edge.
  public static let leading = PlacementAnchor(x: 0, y: 0.5)
  /// The centre.
  public static let center = PlacementAnchor(x: 0.5, y: 0.5)
  /// The middle of the trailing edge.
  public static let trailing = PlacementAnchor(x: 1, y: 0.5)
  /// The bottom-leading corner.
  public static let bottomLeading = PlacementAnchor(x: 0, y: 1)
  /// The middle of the bottom edge.
  public static let bottom = PlacementAnchor(x: 0.5, y: 1)
  /// The bottom-trailing corner.
  public static let bottomTrailing = PlacementAnchor(x: 1, y: 1)

  /// The origin of a rectangle of `size` whose anchor point lies at `point`; a coordinate that would
  /// not be finite (a point and size near `CGFloat.greatestFiniteMagnitude`) is the point's own.
  public func origin(placing size: CGSize, at point: CGPoint) -> CGPoint {
    CGPoint(x: (point.x - x * size.width).finiteOr(point.x), y: (point.y - y * size.height).finiteOr(point.y))
  }
}
