/// A size and weight of type: what the layouts measure titles and paragraphs in, and what the
/// renderer sets them in. The typeface and the colour are the renderer's.
public struct Font: Sendable, Hashable {
  /// The size, in points.
  public var size: Double
  /// Whether the bold face is used.
  public var bold: Bool

  /// Type of `size` points, bold or regular.
  public init(size: Double, bold: Bool = false) {
    self.size = size
    self.bold = bold
  }
}
