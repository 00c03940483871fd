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

  /// A recorded gesture script in `Scripts/`.
  static func script(_ name: String) -> URL { directory.appendingPathComponent("Scripts/\(name)") }
}
