/// The order in which columns and items run across the screen.
public enum ReadingDirection: String, Sendable, Hashable, Codable, CaseIterable {
  /// The first column or item is at the left edge.
  case leftToRight
  /// The first column or item is at the right edge (Arabic, Hebrew).
  case rightToLeft
}
