import Foundation

/// The Gallery package's own files, found from this file's place in it, whichever folder a test
/// lives in.
enum GalleryFiles {
  /// The Gallery package's folder.
  static let directory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // Support
    .deletingLastPathComponent()  // GalleryTests
    .deletingLastPathComponent()  // Tests
    .deletingLastPathComponent()

  /// The tests' folder, which holds the reference renders and the fixtures beside the tests.
  static let tests = directory.appendingPathComponent("Tests/GalleryTests")

  /// The reference renders (`make update-references` writes them).
  static let references = tests.appendingPathComponent("References")

  /// The files the tests read: photos in each format, a decompression bomb, folders to serve.
  static let fixtures = tests.appendingPathComponent("Fixtures")

  /// A recorded gesture script in `Scripts/`.
  static func script(_ name: String) -> URL { directory.appendingPathComponent("Scripts/\(name)") }
}
