import SwiftUI

/// The app's seven screens, in the tab bar's order, each with its label and SF Symbol.
enum Screen: String, CaseIterable, Sendable {
  case home, favorites, pager, rows, guideBoard, articles, archive

  /// The tab's label, as the Gallery's tab bar names it.
  var title: LocalizedStringKey {
    switch self {
    case .home: "ホーム"
    case .favorites: "お気に入り"
    case .pager: "ページ"
    case .rows: "複数行"
    case .guideBoard: "案内板"
    case .articles: "記事"
    case .archive: "アーカイブ"
    }
  }

  /// The tab's icon: the SF Symbol closest to the Gallery's drawn one.
  var systemImage: String {
    switch self {
    case .home: "house"
    case .favorites: "heart"
    case .pager: "square.on.square"
    case .rows: "list.bullet.rectangle"
    case .guideBoard: "signpost.right"
    case .articles: "newspaper"
    case .archive: "archivebox"
    }
  }
}
