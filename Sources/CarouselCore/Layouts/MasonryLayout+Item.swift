import Foundation

extension MasonryLayout {
  /// One item of a masonry grid: how its height is found.
  public enum Item: Sendable, Hashable {
    /// A photo of `width` × `height` pixels (any unit), shown at the column's width, plus
    /// `extraHeight` points (a caption). A width or height of 0 or less is laid out square and reported.
    case photo(width: CGFloat, height: CGFloat, extraHeight: CGFloat = 0)
    /// Width ÷ height, plus `extraHeight` points. A ratio of 0 or less is laid out square and reported.
    case aspectRatio(CGFloat, extraHeight: CGFloat = 0)
    /// A fixed height in points.
    case height(CGFloat)
    /// A section header across every column, `height` points tall. It starts below the tallest column
    /// and every column continues under it.
    case fullSpan(height: CGFloat)

    /// Whether the item spans every column.
    public var isFullSpan: Bool {
      if case .fullSpan = self { return true }
      return false
    }
  }

  /// Something about an item that had to be fixed to lay it out.
  public struct Issue: Sendable, Hashable, CustomStringConvertible {
    /// The item's index.
    public var index: Int
    /// What was wrong and what was done about it.
    public var reason: String

    public var description: String { "item \(index): \(reason)" }
  }
}
