import Foundation

/// The photo files the tests read, and folders of photos made for one test.
public enum PhotoFixtures {
  /// The fixture named `name` (`Fixtures/`): a photo in each format, a decompression bomb.
  public static func fixture(_ name: String) throws -> Data {
    try Data(contentsOf: GalleryFiles.fixtures.appendingPathComponent(name))
  }

  /// A new folder in the temporary directory holding `files` (name → contents); the caller removes it.
  public static func folder(with files: [String: Data]) throws -> URL {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("gallery-photos-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    for (name, data) in files { try data.write(to: directory.appendingPathComponent(name)) }
    return directory
  }
}
