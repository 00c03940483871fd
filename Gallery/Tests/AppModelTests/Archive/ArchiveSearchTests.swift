import AppModel
import Testing

/// The Archive's search (SPEC §17, figure 004's example): a keyword and a category chip over the
/// items, ignoring case and full-/half-width differences, and the ranges a screen highlights.
@Suite("Archive search")
struct ArchiveSearchTests {
  static func item(_ id: Int, _ title: String, category: String = "カレー", summary: String = "") -> ArchiveItem {
    ArchiveItem(
      id: id, title: title, category: category, shop: "店", summary: summary, photoURL: "x.jpg", publishedAt: "")
  }

  static var sample: [ArchiveItem] { (try? FeedBundle.sample().feeds.archiveItems) ?? [] }

  @Test("Case and full-/half-width forms are one: ＣＵＲＲＹ, curry, Curry; ｶﾚｰ, カレー; ｶﾞ, ガ")
  func folding() {
    #expect(ArchiveSearch.fold("ＣＵＲＲＹ") == ArchiveSearch.fold("curry"))
    #expect(ArchiveSearch.fold("Curry") == ArchiveSearch.fold("cURRY"))
    #expect(ArchiveSearch.fold("ｶﾚｰ") == ArchiveSearch.fold("カレー"))
    #expect(ArchiveSearch.fold("ｶﾞﾊﾟｵ") == ArchiveSearch.fold("ガパオ"))
    #expect(ArchiveSearch.fold("１２３　ａ") == ArchiveSearch.fold("123 A"))
  }

  @Test("The keyword finds its items in title, shop or summary, whatever the width and case typed")
  func keywordMatches() {
    let search = ArchiveSearch(items: Self.sample)
    #expect(search.items.count == 36)
    func titles(_ keyword: String, _ category: String? = nil) -> [String] {
      search.matches(keyword: keyword, category: category).map { search.items[$0].title }
    }
    #expect(titles("").count == 36)
    #expect(titles("   ").count == 36)
    // Title "Green Curry Udon" and a summary with "ＣＵＲＲＹ" are the same item.
    #expect(titles("curry") == ["Green Curry Udon"])
    #expect(titles("ＣＵＲＲＹ") == titles("Curry"))
    #expect(titles("ｶﾚｰ") == titles("カレー"))
    #expect(titles("カレー").contains("タイ風グリーンカレー") && titles("カレー").contains("カレーパン"))
    // Shops are searched too; words must all appear.
    #expect(titles("ソウル食堂").count == 3)
    #expect(titles("ソウル　チゲ") == ["スンドゥブチゲ"])
    #expect(titles("ｂｌｔ") == ["ＢＬＴサンド"])
    #expect(titles("no such dish").isEmpty)
    // The category chip narrows; with a keyword both must hold.
    #expect(titles("", "パン") == ["クロワッサン", "カレーパン", "ＢＬＴサンド", "あんバターサンド"])
    #expect(titles("カレー", "パン") == ["カレーパン"])
    #expect(titles("", "no such category").isEmpty)
  }

  @Test("A word never matches half of a character: カ does not find ガ, ｶﾞ does")
  func noMatchInsideACharacter() {
    let search = ArchiveSearch(items: [Self.item(1, "ガ"), Self.item(2, "カ"), Self.item(3, "café")])
    #expect(search.matches(keyword: "カ", category: nil) == [1])
    #expect(search.matches(keyword: "ｶﾞ", category: nil) == [0])
    #expect(search.matches(keyword: "cafe", category: nil).isEmpty)
    #expect(search.matches(keyword: "CAFÉ", category: nil) == [2])
  }

  @Test("Highlights are ranges of the text as written, merged where words overlap")
  func highlights() {
    func marked(_ keyword: String, _ text: String) -> [String] {
      ArchiveSearch.highlights(of: keyword, in: text).map { String(text[$0]) }
    }
    #expect(marked("curry", "Green Curry Udon") == ["Curry"])
    #expect(marked("curry", "ＣＵＲＲＹ好きに") == ["ＣＵＲＲＹ"])
    #expect(marked("ｶﾚｰ", "カレーとカレーパン") == ["カレー", "カレー"])
    #expect(marked("カレー パン", "カレーパン") == ["カレーパン"])
    #expect(marked("カ", "ガパオ").isEmpty)
    #expect(marked("", "anything").isEmpty)
    #expect(marked("x", "").isEmpty)
  }
}
