import Foundation

/// The Gallery package's own files, found from this file's place in it, whichever test target reads
/// them.
public enum GalleryFiles {
  /// The Gallery package's folder.
  public static let directory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // GalleryTestSupport
    .deletingLastPathComponent()  // Tests
    .deletingLastPathComponent()

  /// The test support's folder, which holds the reference renders and the fixtures that every test
  /// target reads.
  public static let testSupport = directory.appendingPathComponent("Tests/GalleryTestSupport")

  /// The reference renders (`make update-references` writes them).
  public static let references = testSupport.appendingPathComponent("References")

  /// The files the tests read: photos in each format, a decompression bomb, folders to serve.
  public static let fixtures = testSupport.appendingPathComponent("Fixtures")

  /// A recorded gesture script in `Scripts/`.
  public static func script(_ name: String) -> URL { directory.appendingPathComponent("Scripts/\(name)") }
}
