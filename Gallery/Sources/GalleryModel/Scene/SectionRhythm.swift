import Foundation

/// One vertical rhythm for every screen's sections (Home, Rows, Favourites, the guide board): a
/// heading line, its content close under it, and the next heading further down — so a heading sits
/// nearer what it labels than what comes before it, and every gap between sections is the same.
///
/// At 390 × 844: the first heading's line runs 12–40, its content starts at 48; a section whose
/// content ends at `y` has the next heading's line at `y + 28`.
public enum SectionRhythm {
  /// From the content area's top to the first heading's line, in points.
  public static let top: CGFloat = 12
  /// A heading's line (20-point bold), in points.
  public static let headingHeight: CGFloat = 28
  /// From a heading's line to the top of what it labels, in points.
  public static let headingToContent: CGFloat = 8
  /// From the bottom of a section's content to the next heading's line, in points.
  public static let sectionSpacing: CGFloat = 28
  /// A heading's inset from its section's leading edge, in points.
  public static let headingInset: CGFloat = 16

  /// The y of the content under a heading whose line starts at `headingY`, in points.
  public static func contentTop(underHeadingAt headingY: CGFloat) -> CGFloat {
    headingY + headingHeight + headingToContent
  }

  /// The y of the heading line that follows content ending at `contentBottom`, in points.
  public static func nextHeading(after contentBottom: CGFloat) -> CGFloat { contentBottom + sectionSpacing }

  /// The heading's line over a section spanning `minX`–`maxX`: inset ``headingInset`` on both sides,
  /// so that it starts where the section's content does, also on a section centred in a wide window.
  public static func headingFrame(y: CGFloat, minX: CGFloat, maxX: CGFloat) -> CGRect {
    CGRect(x: minX + headingInset, y: y, width: max(0, maxX - minX - 2 * headingInset), height: headingHeight)
  }
}
