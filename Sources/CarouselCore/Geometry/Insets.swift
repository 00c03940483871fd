import Foundation

/// Distances from the edges of a viewport, in points.
///
/// Named `Insets` rather than `EdgeInsets` so that it never clashes with SwiftUI. `leading` and
/// `trailing` follow the reading direction of the component that uses them.
public struct Insets: Sendable, Hashable, Codable {
  /// Distance from the top edge, in points.
  public var top: CGFloat
  /// Distance from the leading edge, in points.
  public var leading: CGFloat
  /// Distance from the bottom edge, in points.
  public var bottom: CGFloat
  /// Distance from the trailing edge, in points.
  public var trailing: CGFloat

  /// Creates insets; every value that is negative, NaN or infinite is stored as 0.
  public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
    self.top = top.sanitizedLength
    self.leading = leading.sanitizedLength
    self.bottom = bottom.sanitizedLength
    self.trailing = trailing.sanitizedLength
  }

  /// The same inset on all four edges.
  public init(all value: CGFloat) {
    self.init(top: value, leading: value, bottom: value, trailing: value)
  }

  /// Equal leading and trailing insets, no top or bottom inset.
  public static func horizontal(_ value: CGFloat) -> Insets {
    Insets(leading: value, trailing: value)
  }

  /// No inset on any edge.
  public static let zero = Insets()

  /// `leading + trailing`, in points.
  public var horizontalTotal: CGFloat { leading + trailing }
  /// `top + bottom`, in points.
  public var verticalTotal: CGFloat { top + bottom }
}
