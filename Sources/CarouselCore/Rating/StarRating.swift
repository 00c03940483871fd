import Foundation

/// How much of each star a rating fills (the Cosmos library's fill modes).
public enum StarRating {
  /// How partial stars are filled.
  public enum FillMode: String, Sendable, Hashable, Codable, CaseIterable {
    /// Exactly: 3.7 of 5 fills 1, 1, 1, 0.7, 0.
    case precise
    /// To the nearest half star: 3.7 → 1, 1, 1, 0.5, 0.
    case half
    /// To the nearest whole star: 3.7 → 1, 1, 1, 1, 0.
    case full
  }

  /// The most stars a rating shows (100): a larger count is cut to it, so a bad count cannot ask for
  /// an array of a billion stars.
  public static let maximumStarCount = 100

  /// The fill of each of `count` stars, each in `0...1`.
  ///
  /// A rating outside `0...count` is clamped; NaN fills nothing; a count below 0 gives no stars, one
  /// above ``maximumStarCount`` that many.
  /// - Complexity: O(count).
  public static func fills(rating: Double, count: Int = 5, mode: FillMode = .precise) -> [Double] {
    let count = count.clamped(to: 0...maximumStarCount)
    guard !rating.isNaN else { return Array(repeating: 0, count: count) }
    let clamped = Swift.min(Swift.max(rating, 0), Double(count))
    let shown: Double
    switch mode {
    case .precise: shown = clamped
    case .half: shown = (clamped * 2).rounded(.toNearestOrAwayFromZero) / 2
    case .full: shown = clamped.rounded(.toNearestOrAwayFromZero)
    }
    return (0..<count).map { star in Swift.min(Swift.max(shown - Double(star), 0), 1) }
  }

  /// The rating as a card shows it next to the stars: one decimal (`3.7`), "—" for NaN or an
  /// infinite rating; a rating below 0 reads 0.0 and one above ``maximumStarCount`` reads 100.0, as
  /// the stars themselves never show more.
  public static func label(for rating: Double) -> String {
    guard rating.isFinite else { return "—" }
    return String(format: "%.1f", rating.clamped(to: 0...Double(maximumStarCount)))
  }
}
