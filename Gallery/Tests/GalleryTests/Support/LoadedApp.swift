import CarouselCore
import Foundation
import GalleryApp
import GalleryModel

extension GalleryApp {
  /// An app with the sample feeds loaded and dates in UTC, laid out in `direction`, showing `screen`:
  /// what most tests start from.
  static func loaded(on screen: Screen = .home, _ direction: ReadingDirection = .leftToRight) async -> GalleryApp {
    let app = GalleryApp(direction: direction, timeZone: TimeZone(identifier: "UTC") ?? .current)
    await app.loadFeeds()
    app.dispatch(.select(screen))
    return app
  }
}
