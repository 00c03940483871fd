import Foundation

/// The package's own files, read by the tests that check what ships beside the engine (CarouselKit's
/// words, the documentation): found from this file's place in `Tests/CarouselCoreTests/Support`.
enum PackageFiles {
  /// The package's root folder.
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The file at `path`, relative to the package's root.
  static func url(_ path: String) -> URL { root.appendingPathComponent(path) }

  /// Every file under `folder` (relative to the root) whose extension is one of `extensions`.
  static func files(under folder: String, withExtensions extensions: Set<String>) -> [URL] {
    let enumerator = FileManager.default.enumerator(at: url(folder), includingPropertiesForKeys: nil)
    return (enumerator?.compactMap { $0 as? URL } ?? []).filter { extensions.contains($0.pathExtension) }
  }
}
