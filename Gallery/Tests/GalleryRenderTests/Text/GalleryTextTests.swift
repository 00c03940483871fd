import AppModel
import CarouselCore
import Foundation
import GalleryModel
import GalleryTestSupport
import Testing

@testable import GalleryRender

/// The Gallery's own words: one catalog, Japanese and English, Japanese by default.
@Suite("Gallery text")
struct GalleryTextTests {
  /// The keys the renderer's sources ask for: every `text("…"` call.
  static func keysUsed() throws -> Set<String> {
    let folder = GalleryFiles.directory.appendingPathComponent("Sources/GalleryRender")
    let files = try #require(FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil))
    var keys: Set<String> = []
    let call = try Regex(#"text\("([a-zA-Z.]+)""#)
    for case let file as URL in files where file.pathExtension == "swift" {
      let source = try String(contentsOf: file, encoding: .utf8)
      for match in source.matches(of: call) {
        if let key = match.output[1].substring { keys.insert(String(key)) }
      }
    }
    return keys
  }

  @Test("Every word the renderer asks for is in the catalog, in both languages, and no entry is unused")
  func everyKeyIsInTheCatalog() throws {
    let used = try Self.keysUsed()
    #expect(used.count > 20)
    let catalog = Set(GalleryText.catalog.keys)
    #expect(used.subtracting(catalog).isEmpty, "missing: \(used.subtracting(catalog).sorted())")
    // Tabs and headings are asked for by the model's names.
    let byName = catalog.filter { $0.hasPrefix("tab.") || $0.hasPrefix("heading.") }
    #expect(catalog.subtracting(used).subtracting(byName).isEmpty, "unused: \(catalog.subtracting(used).sorted())")
    for (key, entry) in GalleryText.catalog {
      #expect(!entry.japanese.isEmpty && !entry.english.isEmpty, "\(key)")
      // The same positional arguments in both.
      for position in 1...3 {
        #expect(entry.japanese.contains("%\(position)$@") == entry.english.contains("%\(position)$@"), "\(key)")
      }
    }
  }

  @Test("Every tab and every Home heading has its words; Japanese is the default")
  func tabsAndHeadings() {
    let japanese = GalleryText()
    let english = GalleryText(.english)
    #expect(japanese.language == .japanese)
    for screen in Screen.allCases {
      #expect(GalleryText.catalog["tab.\(screen.rawValue)"] != nil, "\(screen)")
      #expect(japanese.tab(screen) != english.tab(screen))
    }
    #expect(japanese.tab(.favorites) == "お気に入り" && english.tab(.favorites) == "Favourites")
    let home = HomeLayout(width: 390, feeds: FeedBundle())
    for section in [home.banners, home.featured, home.news, home.trends, home.pickups] {
      #expect(GalleryText.catalog["heading.\(section.title)"] != nil, "\(section.title)")
    }
    #expect(japanese.heading("Campaign") == "キャンペーン" && english.heading("Campaign") == "Campaign")
    #expect(japanese.heading("Not in the catalog") == "Not in the catalog")
    #expect(
      japanese("archive.countSome", "7", "36") == "現在表示しているデータ: 7件 / 全36件"
        && english("archive.countSome", "7", "36") == "7 of 36 items shown")
    #expect(japanese("no.such.key") == "no.such.key")
  }

  @Test("The status banner speaks the chosen language; a feed's name and reason stay the data's")
  func loadStatus() {
    let japanese = GalleryRenderer(scale: 1)
    let english = GalleryRenderer(scale: 1, language: .english)
    var data = DataState()
    #expect(japanese.loadStatusMessage(data) == nil)
    data.loadState = .loading
    #expect(japanese.loadStatusMessage(data) == "フィードを読み込み中…")
    #expect(english.loadStatusMessage(data) == data.loadStatusMessage)
    data.loadState = .failed
    data.issues = [FeedIssue(feed: "recent_news", reason: "HTTP 503"), FeedIssue(feed: "x", index: 2, reason: "bad")]
    #expect(japanese.loadStatusMessage(data) == "タップかRで再読み込み・recent_news: HTTP 503")
    #expect(english.loadStatusMessage(data) == data.loadStatusMessage)
    data.issues.append(FeedIssue(feed: "articles", reason: "refused"))
    #expect(japanese.loadStatusMessage(data) == "タップかRで再読み込み・recent_news: HTTP 503(ほか1件)")
    #expect(english.loadStatusMessage(data) == data.loadStatusMessage)
    data.issues = ["a", "b", "c"].map { FeedIssue(feed: $0, reason: "down") }
    #expect(japanese.loadStatusMessage(data) == "タップかRで再読み込み・3件のフィードを読み込めません: down")
    #expect(english.loadStatusMessage(data) == data.loadStatusMessage)
    data.loadState = .loaded
    data.issues = []
    #expect(english.loadStatusMessage(data) == nil)
  }
}
