/// The Gallery's screens, in tab-bar order (keys 1–7).
public enum Screen: String, Codable, CaseIterable, Sendable {
  case home
  case favorites
  case pager
  case rows
  case guideBoard = "guide-board"
  case articles
  case archive

  /// The tab bar's label.
  public var title: String {
    switch self {
    case .home: "Home"
    case .favorites: "Favourites"
    case .pager: "Pager"
    case .rows: "Rows"
    case .guideBoard: "Guide"
    case .articles: "Articles"
    case .archive: "Archive"
    }
  }
}
