import CarouselCore
import Foundation
import GalleryApp
import GalleryModel
import GalleryRender

extension GalleryApp {
  /// An app with the sample feeds loaded and dates in UTC, laid out in `direction`, showing `screen`:
  /// what most tests start from.
  public static func loaded(on screen: Screen = .home, _ direction: ReadingDirection = .leftToRight) async -> GalleryApp
  {
    let app = GalleryApp(direction: direction, timeZone: TimeZone(identifier: "UTC") ?? .current)
    await app.loadFeeds()
    app.dispatch(.select(screen))
    return app
  }

  /// Taps `point` at `time` (seconds) and lets the detail it opens finish opening.
  public func openDetail(at point: CGPoint, time: TimeInterval = 1) {
    replay(.tap(at: point, time: time))
  }

  /// An app as the window runs it, with the bundled photos, its first screen's cards drawn, after
  /// frames at 60 Hz (the gaps drawing cards again as photos arrive) until a photo on screen is fading
  /// in with no card waiting to be drawn again. Returns the app and the last frame's time, or nil
  /// after 30 s without such a frame.
  public static func photosFadingIn() async throws -> (app: GalleryApp, time: TimeInterval)? {
    let app = GalleryApp(images: ImageSource(directory: ImageSource.bundledDirectory), timeZone: .gmt)
    app.renderer.cache.redrawsWhenIdle = true
    await app.loadFeeds()
    app.prewarmFirstScreen()
    let cache = app.renderer.cache
    var time = 0.0
    let deadline = Date().addingTimeInterval(30)
    while !(cache.isFading && !cache.hasStaleCards), Date() < deadline {
      time += 1.0 / 60
      app.frame(at: time)
      if cache.hasStaleCards { app.prepareNextFrame(within: 0) }
      if !(cache.isFading && !cache.hasStaleCards) { try await Task.sleep(for: .milliseconds(5)) }
    }
    return cache.isFading && !cache.hasStaleCards ? (app, time) : nil
  }
}
