import Foundation

/// The axis a component scrolls along — its *main axis*.
///
/// Named `ScrollAxis` rather than `Axis` so that it never clashes with SwiftUI's `Axis` in a file that
/// imports both modules.
public enum ScrollAxis: String, Sendable, Hashable, Codable, CaseIterable {
  /// Content moves left and right; the main coordinate is `x`.
  case horizontal
  /// Content moves up and down; the main coordinate is `y`.
  case vertical

  /// The axis perpendicular to this one.
  public var cross: ScrollAxis { self == .horizontal ? .vertical : .horizontal }

  /// The coordinate of `point` along this axis, in points.
  public func main(of point: CGPoint) -> CGFloat { self == .horizontal ? point.x : point.y }

  /// The extent of `size` along this axis, in points.
  public func length(of size: CGSize) -> CGFloat { self == .horizontal ? size.width : size.height }

  /// A point whose coordinate along this axis is `main` and across it is `cross`.
  public func point(main: CGFloat, cross: CGFloat) -> CGPoint {
    self == .horizontal ? CGPoint(x: main, y: cross) : CGPoint(x: cross, y: main)
  }
}
