import Foundation

/// How a piece of text is set.
public struct TextStyle: Sendable, Hashable {
  public enum Alignment: Sendable, Hashable { case leading, center, trailing }

  /// Size in points.
  public var size: Double
  /// Whether the bold face is used.
  public var bold: Bool
  public var color: Color
  /// The most lines shown; the last one ends with an ellipsis. 0 for no limit.
  public var maxLines: Int
  public var alignment: Alignment

  public init(
    size: Double, bold: Bool = false, color: Color = .text, maxLines: Int = 1, alignment: Alignment = .leading
  ) {
    self.size = size
    self.bold = bold
    self.color = color
    self.maxLines = maxLines
    self.alignment = alignment
  }

  /// The font family: Noto Sans CJK covers the feeds' Japanese, Latin text and digits alike.
  public static let family = "Noto Sans CJK JP"
}
