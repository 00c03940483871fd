import CarouselCore
import Foundation

extension GalleryScene {
  /// The feature showing `screen`, to read; nil for the guide board, which has no moving part.
  func feature(showing screen: Screen) -> (any SceneFeature)? {
    switch screen {
    case .home: home
    case .favorites: favorites
    case .pager: pager
    case .rows: rows
    case .articles: articles
    case .archive: archive
    case .guideBoard: nil
    }
  }

  /// Hands `input` to the feature showing `screen`; what it reports goes to `reports` as the app's
  /// actions. Nothing for the guide board.
  mutating func send(
    _ input: FeatureInput, to screen: Screen, _ context: Context, reports: inout [AppAction]
  ) -> FeatureAnswer {
    switch screen {
    case .home: home.receive(input, context, embed: AppAction.home, reports: &reports)
    case .favorites: favorites.receive(input, context, embed: AppAction.favorites, reports: &reports)
    case .pager: pager.receive(input, context, embed: AppAction.pager, reports: &reports)
    case .rows: rows.receive(input, context, embed: AppAction.rows, reports: &reports)
    case .articles: articles.receive(input, context, embed: AppAction.articles, reports: &reports)
    case .archive: archive.receive(input, context, embed: AppAction.archive, reports: &reports)
    case .guideBoard: .done
    }
  }

  /// Hands `input` to every screen's feature, in tab-bar order.
  /// - Returns: what they report, in that order.
  mutating func sendToEvery(_ input: FeatureInput, _ context: Context) -> [AppAction] {
    var reports: [AppAction] = []
    for screen in Screen.allCases { _ = send(input, to: screen, context, reports: &reports) }
    return reports
  }
}
