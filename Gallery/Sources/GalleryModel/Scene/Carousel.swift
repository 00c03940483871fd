/// The carousels whose current item lives in the app state.
public enum Carousel: String, Codable, CaseIterable, Sendable {
  /// Campaign banners on the 3D ring (Home).
  case banners
  /// Featured topics, free scrolling (Home).
  case featured
  /// Recent news sections, snapping (Home).
  case news
  /// Favourite scenes, the card stack.
  case favorites
  /// The paged multi-row carousel (Rows).
  case rows
  /// The seed's single-row example under it: numbered boxes 300 × 80 (Rows).
  case singleRow
  /// The Articles screen's looping category tabs and pages; its index is the selected category.
  case articles
}
