/// The Gallery's screens, in tab-bar order (keys 1–6).
public enum Screen: String, Codable, CaseIterable, Sendable {
  case home
  case favorites
  case pager
  case rows
  case guideBoard = "guide-board"
  case articles

  /// The tab bar's label.
  public var title: String {
    switch self {
    case .home: "Home"
    case .favorites: "Favourites"
    case .pager: "Pager"
    case .rows: "Rows"
    case .guideBoard: "Guide board"
    case .articles: "Articles"
    }
  }
}
