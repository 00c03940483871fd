import Foundation
import GalleryModel
import GalleryRender

/// Renders screens to PNG without a window.
public enum HeadlessRender {
  /// Renders `screens` into `directory` as `<screen>.png` and returns the files written.
  @MainActor
  public static func render(
    screens: [Screen], to directory: URL, size: CGSize, scale: Double, images: ImageSource, timeZone: TimeZone
  ) async throws -> [URL] {
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let app = GalleryApp(size: size, scale: scale, images: images, timeZone: timeZone)
    await app.loadFeeds()
    var written: [URL] = []
    for screen in screens {
      app.dispatch(.select(screen))
      app.advance(to: 0)
      app.draw()
      let url = directory.appendingPathComponent("\(screen.rawValue).png")
      try app.canvas.writePNG(to: url)
      written.append(url)
    }
    return written
  }
}
