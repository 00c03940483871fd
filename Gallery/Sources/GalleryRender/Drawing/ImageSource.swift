import Foundation

/// Where photos come from: generated placeholders, or real PNG files from a folder, named as the last
/// part of the feeds' URLs (`featured_topic1.jpg` is looked for as that name, then as `.png`; cairo
/// reads PNG only).
public final class ImageSource {
  private let directory: URL?
  private var loaded: [String: Canvas] = [:]
  private var missing: Set<String> = []

  /// Placeholders only (nil), or files from `directory` with placeholders for what is missing.
  public init(directory: URL? = nil) {
    self.directory = directory
  }

  /// Draws the photo at `url` to cover `rect`.
  public func drawPhoto(_ url: String, in rect: CGRect, on canvas: Canvas) {
    if let image = image(for: url) {
      canvas.draw(image, aspectFilling: rect)
    } else {
      PlaceholderPhoto.draw(key: url, in: rect, on: canvas)
    }
  }

  private func image(for url: String) -> Canvas? {
    guard let directory, !missing.contains(url) else { return nil }
    if let image = loaded[url] { return image }
    let name = (url as NSString).lastPathComponent
    let candidates = [
      name, ((name as NSString).deletingPathExtension as NSString).appendingPathExtension("png") ?? name,
    ]
    for candidate in candidates {
      if let image = try? Canvas(contentsOfPNG: directory.appendingPathComponent(candidate)) {
        loaded[url] = image
        return image
      }
    }
    missing.insert(url)
    return nil
  }
}
