import GalleryModel

/// How a piece of text is set: its ``Font`` (the model's: layouts measure in it), colour, line limit
/// and alignment.
public struct TextStyle: Sendable, Hashable {
  public enum Alignment: Sendable, Hashable { case leading, center, trailing }

  /// The size and weight.
  public var font: Font
  public var color: Color
  /// The most lines shown; the last one ends with an ellipsis. 0 for no limit.
  public var maxLines: Int
  public var alignment: Alignment

  /// Text in `font`, `color`, at most `maxLines` lines (0: no limit), aligned to `alignment`.
  public init(font: Font, color: Color = .text, maxLines: Int = 1, alignment: Alignment = .leading) {
    self.font = font
    self.color = color
    self.maxLines = maxLines
    self.alignment = alignment
  }

  /// Text of `size` points, bold or regular, in `color`, at most `maxLines` lines (0: no limit),
  /// aligned to `alignment`.
  public init(
    size: Double, bold: Bool = false, color: Color = .text, maxLines: Int = 1, alignment: Alignment = .leading
  ) {
    self.init(font: Font(size: size, bold: bold), color: color, maxLines: maxLines, alignment: alignment)
  }

  /// The size in points.
  public var size: Double {
    get { font.size }
    set { font.size = newValue }
  }

  /// Whether the bold face is used.
  public var bold: Bool { font.bold }

  /// The font family: Noto Sans CJK covers the feeds' Japanese, Latin text and digits alike.
  public static let family = "Noto Sans CJK JP"
}
