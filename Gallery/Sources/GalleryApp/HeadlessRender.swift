import Foundation
import GalleryModel
import GalleryRender

/// Renders screens to PNG without a window.
public enum HeadlessRender {
  /// Renders `screens` into `directory` (created if needed) as `<screen>.png` and returns the files
  /// written; a folder or file that cannot be written is an ``OptionError`` naming `option`.
  @MainActor
  public static func render(
    screens: [Screen], to directory: String, settings: LaunchSettings, option: String = "--out"
  ) async throws(OptionError) -> [URL] {
    let folder = try LaunchFiles.outputFolder(directory, option: option)
    let app = GalleryApp(settings: settings)
    app.renderer.cache.fadeDuration = 0
    await app.loadFeeds()
    var written: [URL] = []
    for screen in screens {
      app.dispatch(.select(screen))
      app.advance(to: 0)
      app.draw()
      // The first drawing asked for the screen's photos; draw again once they are in.
      if app.renderer.images.waitForPendingLoads() { app.draw() }
      let url = folder.appendingPathComponent("\(screen.rawValue).png")
      try LaunchFiles.writing(option: option, path: directory) { try app.canvas.writePNG(to: url) }
      written.append(url)
    }
    return written
  }
}
