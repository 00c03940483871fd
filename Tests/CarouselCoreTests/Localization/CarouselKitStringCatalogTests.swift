import Foundation
import Testing

/// CarouselKit's SwiftUI sources do not build on Linux, but its words do not need SwiftUI: the
/// sources and the string catalog are read as files, and every word VoiceOver can hear from the
/// library must be in the catalog, in English and Japanese, with the same arguments.
@Suite("CarouselKit's string catalog")
struct CarouselKitStringCatalogTests {
  private struct Catalog: Decodable {
    struct Entry: Decodable {
      var comment: String?
      var localizations: [String: Localization]?
    }
    struct Localization: Decodable {
      var stringUnit: StringUnit
    }
    struct StringUnit: Decodable {
      var state: String
      var value: String
    }
    var sourceLanguage: String
    var strings: [String: Entry]
  }

  private static func catalog() throws -> Catalog {
    let data = try Data(contentsOf: PackageFiles.url("Sources/CarouselKit/Resources/Localizable.xcstrings"))
    return try JSONDecoder().decode(Catalog.self, from: data)
  }

  /// The keys `CarouselKitText` looks up: each `Text("…", bundle: .module)` literal, its
  /// interpolations (all integers) written `%lld` as SwiftUI makes the key.
  private static func keysSaid() throws -> Set<String> {
    let source = try String(
      contentsOf: PackageFiles.url("Sources/CarouselKit/Support/CarouselKitText.swift"), encoding: .utf8)
    let literal = try Regex(#"Text\("((?:[^"\\]|\\.)*)", bundle: \.module\)"#)
    let interpolation = try Regex(#"\\\([^)]*\)"#)
    return Set(
      source.matches(of: literal).compactMap { match in
        match.output[1].substring.map { String($0).replacing(interpolation, with: "%lld") }
      })
  }

  /// The format arguments of a string: `%lld` counts in order, `%2$lld` names its position.
  private static func arguments(of format: String) throws -> [Int] {
    let specifier = try Regex(#"%(?:(\d+)\$)?lld"#)
    return format.matches(of: specifier).enumerated().map { offset, match in
      match.output[1].substring.flatMap { Int($0) } ?? offset + 1
    }.sorted()
  }

  @Test("Every word the library says is in the catalog, in English (its key) and translated to Japanese")
  func everyWordIsTranslated() throws {
    let catalog = try Self.catalog()
    let said = try Self.keysSaid()
    #expect(catalog.sourceLanguage == "en")
    #expect(said.count >= 12)
    for key in said.sorted() {
      let japanese = catalog.strings[key]?.localizations?["ja"]?.stringUnit
      #expect(japanese?.state == "translated", "\(key) has no Japanese")
      #expect(japanese?.value.isEmpty == false, "\(key) is empty in Japanese")
      #expect(catalog.strings[key]?.comment?.isEmpty == false, "\(key) has no comment for translators")
    }
  }

  @Test("The catalog holds no word the library no longer says")
  func noStaleWords() throws {
    let stale = Set(try Self.catalog().strings.keys).subtracting(try Self.keysSaid())
    #expect(stale.isEmpty, "not said any more: \(stale.sorted())")
  }

  @Test("A translation takes the same arguments as its key (reordered positionally where Japanese needs it)")
  func sameArguments() throws {
    for (key, entry) in try Self.catalog().strings {
      let expected = try Self.arguments(of: key)
      for (language, localization) in entry.localizations ?? [:] {
        #expect(
          try Self.arguments(of: localization.stringUnit.value) == expected,
          "\(language) \"\(localization.stringUnit.value)\" for \"\(key)\"")
      }
    }
  }

  @Test("No library word is written outside CarouselKitText, where the catalog would miss it")
  func everyWordGoesThroughTheCatalog() throws {
    let files = PackageFiles.files(under: "Sources/CarouselKit", withExtensions: ["swift"])
      .filter { $0.lastPathComponent != "CarouselKitText.swift" }
    #expect(files.count > 30)
    let word = try Regex(#"(Text|accessibilityAction\(named:|LocalizedStringKey\??\s*=)\s*\(?\s*"[^"]+""#)
    for file in files {
      let code = try String(contentsOf: file, encoding: .utf8).split(separator: "\n")
        .filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }
      for line in code where line.contains(word) {
        Issue.record("\(file.lastPathComponent): \(line.trimmingCharacters(in: .whitespaces))")
      }
    }
  }
}
