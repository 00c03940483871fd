import Foundation
import Testing

/// What Xcode's Quick Help and the DocC pages show an adopter must make sense on its own: the
/// project's specification and the articles the library was built from are not shipped, so the
/// sources name neither.
@Suite("Shipped documentation")
struct ShippedDocumentationTests {
  @Test("No source or DocC article refers to the specification or the seed articles")
  func namesNoInternalDocument() throws {
    let files = PackageFiles.files(under: "Sources", withExtensions: ["swift", "md"])
    #expect(files.count > 100)
    let internalDocument = try Regex(#"SPEC|\b[Ss]eeds?\b"#)
    for file in files {
      for (number, line) in try String(contentsOf: file, encoding: .utf8).split(separator: "\n").enumerated()
      where line.contains(internalDocument) {
        Issue.record("\(file.lastPathComponent):\(number + 1): \(line.trimmingCharacters(in: .whitespaces))")
      }
    }
  }
}
