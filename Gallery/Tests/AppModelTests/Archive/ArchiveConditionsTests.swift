import AppModel
import PropertyBased
import ReduxTesting
import Testing

/// The Archive's keyword and category: set by the data's actions (what a search field and chips send),
/// kept to one line of at most 64 printable characters whatever is typed or pasted.
@MainActor
@Suite("Archive conditions")
struct ArchiveConditionsTests {
  @Test("A keyword and a category are set, cut and cleared by the data's actions; the search reads them")
  func setByDataActions() async throws {
    let tester = StoreTester(
      initialState: DataState(), reducer: dataReducer,
      middlewares: dataMiddleware(load: { (FeedBundle(), []) }, favorites: nil))
    tester.send(.setArchiveKeyword("ｶﾚｰ\n")) { $0.archive.keyword = "ｶﾚｰ" }
    tester.send(.setArchiveCategory("パン")) { $0.archive.category = "パン" }
    let search = ArchiveSearch(items: try FeedBundle.sample().feeds.archiveItems)
    let shown = search.matches(
      keyword: tester.store.state.archive.keyword, category: tester.store.state.archive.category)
    #expect(shown.map { search.items[$0].title } == ["カレーパン"])
    tester.send(.setArchiveCategory("パン"))
    tester.send(.setArchiveCategory(nil)) { $0.archive.category = nil }
    tester.send(.setArchiveKeyword(String(repeating: "長", count: 10_000))) {
      $0.archive.keyword = String(repeating: "長", count: ArchiveConditions.maximumKeywordLength)
    }
    tester.send(.setArchiveCategory("和食")) { $0.archive.category = "和食" }
    tester.send(.clearArchiveConditions) { $0.archive = ArchiveConditions() }
    #expect(!tester.store.state.archive.hasConditions)
    await tester.finish()
  }

  /// Pieces of text a field receives: letters, kana split into base and mark, emoji joined with ZWJ,
  /// full-width spaces, an override, and controls (a newline, a tab, a bell, NUL).
  nonisolated static let pieces = [
    "a", "Z", " ", "　", "長", "ｶ", "ﾞ", "\u{3099}", "é", "e\u{301}", "👨", "\u{200D}", "👩", "🇯", "🇵", "\u{202E}", "\n",
    "\t", "\u{7}", "\u{0}", "\r\n",
  ]

  nonisolated static let texts = Gen<String?>.element(of: pieces).map { $0 ?? "" }.array(of: 0...120).map {
    $0.joined()
  }

  @Test(
    "Whatever is set, the keyword is printable, at most 64 characters, kept as is when set again, and whole when it fits"
  )
  func keywordInvariants() async {
    await propertyCheck(count: 2_000, input: Self.texts) { text in
      var conditions = ArchiveConditions()
      _ = conditions.setKeyword(text)
      let keyword = conditions.keyword
      #expect(keyword.count <= ArchiveConditions.maximumKeywordLength)
      #expect(keyword.unicodeScalars.allSatisfy { $0.properties.generalCategory != .control })
      #expect(!conditions.setKeyword(keyword) && conditions.keyword == keyword)
      let printable = !text.unicodeScalars.contains { $0.properties.generalCategory == .control }
      if printable, text.count <= ArchiveConditions.maximumKeywordLength { #expect(keyword == text) }
    }
  }
}
