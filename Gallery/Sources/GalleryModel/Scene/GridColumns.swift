import Foundation

/// How many columns a grid gets at a width: a phone's count at least, more as the window widens, so
/// that no column is wider than its photos stay sharp at (photos drawn at twice their points on a
/// high-density screen) — a desktop window gets more columns, not stretched phone ones.
public enum GridColumns {
  /// The fewest columns of at most `maximumColumnWidth` points, `spacing` apart, that fill `width`
  /// points (insets already taken off), never fewer than `minimum` nor more than `maximum`. A width
  /// or column width that is not positive and finite gets `minimum`.
  public static func count(
    width: CGFloat, maximumColumnWidth: CGFloat, spacing: CGFloat, minimum: Int = 2, maximum: Int = .max
  ) -> Int {
    let lower = max(1, minimum)
    let upper = max(lower, maximum)
    guard width.isFinite, width > 0, maximumColumnWidth.isFinite, maximumColumnWidth > 0 else { return lower }
    let spacing = spacing.isFinite ? max(0, spacing) : 0
    let needed = ((width + spacing) / (maximumColumnWidth + spacing)).rounded(.up)
    guard needed.isFinite else { return upper }
    return min(max(Int(min(needed, 10_000)), lower), upper)
  }
}
