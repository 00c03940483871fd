import Foundation
import GalleryModel

/// The Gallery's own words — tab labels, headings, counts, helper lines, the labels on cards — in
/// Japanese and English, looked up in ``GalleryText/catalog``. The renderer says nothing outside it,
/// and the feeds' text is never translated.
public struct GalleryText: Sendable {
  /// The language every word is said in.
  public let language: GalleryLanguage

  /// Words in `language`.
  public init(_ language: GalleryLanguage = .japanese) {
    self.language = language
  }

  /// One entry of the catalog: what is said in each language.
  struct Entry: Sendable {
    var japanese: String
    var english: String
  }

  /// Every fixed word the Gallery shows, by key. Keys that the model supplies (a screen's raw value, a
  /// Home section's title) are the model's own names.
  static let catalog: [String: Entry] = [
    // The tab bar, by screen.
    "tab.home": Entry(japanese: "ホーム", english: "Home"),
    "tab.favorites": Entry(japanese: "お気に入り", english: "Favourites"),
    "tab.pager": Entry(japanese: "ページ", english: "Pager"),
    "tab.rows": Entry(japanese: "複数行", english: "Rows"),
    "tab.guide-board": Entry(japanese: "案内板", english: "Guide"),
    "tab.articles": Entry(japanese: "記事", english: "Articles"),
    "tab.archive": Entry(japanese: "アーカイブ", english: "Archive"),
    // Home's headings, by the layout's section titles.
    "heading.Campaign": Entry(japanese: "キャンペーン", english: "Campaign"),
    "heading.Featured topics": Entry(japanese: "注目の特集", english: "Featured topics"),
    "heading.Recent news": Entry(japanese: "新着ニュース", english: "Recent news"),
    "heading.Trend articles": Entry(japanese: "トレンド記事", english: "Trend articles"),
    "heading.Pickup photos": Entry(japanese: "ピックアップ写真", english: "Pickup photos"),
    // Favourites.
    "favorites.heading": Entry(japanese: "お気に入りの風景", english: "Favourite scenes"),
    "favorites.position": Entry(japanese: "%1$@ / %2$@", english: "%1$@ / %2$@"),
    "favorites.empty": Entry(japanese: "お気に入りの風景はありません", english: "No favourite scenes"),
    "favorites.posted": Entry(japanese: "投稿日: ", english: "Posted: "),
    "favorites.credit": Entry(japanese: "文章&編集: ", english: "Text & editing: "),
    // Rows.
    "rows.heading": Entry(japanese: "新着ニュース", english: "Recent news"),
    "rows.numbers": Entry(japanese: "ナンバーカード", english: "Numbered cards"),
    // Guide board.
    "guide.heading": Entry(japanese: "案内板", english: "Guide board"),
    // Articles.
    "articles.title": Entry(japanese: "サンプル記事一覧", english: "Sample articles"),
    "articles.caption": Entry(japanese: "カテゴリー「%1$@」の記事: %2$@件", english: "Category “%1$@” · %2$@ articles"),
    "articles.empty": Entry(japanese: "記事はありません", english: "No articles"),
    // Archive.
    "archive.title": Entry(japanese: "Archive", english: "Archive"),
    "archive.keywordLabel": Entry(japanese: "フリーワード検索:", english: "Keyword search:"),
    "archive.placeholder": Entry(japanese: "キーワードを入力して下さい", english: "Type a keyword"),
    "archive.categoryLabel": Entry(japanese: "カテゴリー検索:", english: "Category search:"),
    "archive.countAll": Entry(japanese: "現在表示しているデータ: 全%1$@件", english: "%1$@ items shown"),
    "archive.countSome": Entry(japanese: "現在表示しているデータ: %1$@件 / 全%2$@件", english: "%1$@ of %2$@ items shown"),
    "archive.clear": Entry(japanese: "▶条件をクリア", english: "▶ Clear conditions"),
    "archive.noMatch": Entry(japanese: "条件に合うレシピはありません", english: "No recipes match"),
    "archive.category": Entry(japanese: "Category: ", english: "Category: "),
    "archive.shop": Entry(japanese: "Shop: ", english: "Shop: "),
    // The status banner over every screen.
    "status.loading": Entry(japanese: "フィードを読み込み中…", english: "Loading feeds…"),
    "status.allFailed": Entry(
      japanese: "タップかRで再読み込み・%1$@件のフィードを読み込めません: %2$@",
      english: "Tap or R to retry · %1$@ feeds failed: %2$@"),
    "status.failed": Entry(
      japanese: "タップかRで再読み込み・%1$@: %2$@", english: "Tap or R to retry · %1$@: %2$@"),
    "status.more": Entry(japanese: "(ほか%1$@件)", english: " (+%1$@ more)"),
    // Cards.
    "featured.rating": Entry(japanese: "ユーザー評価:", english: "User rating:"),
  ]

  /// The word for `key`, with `arguments` put in place of `%1$@`, `%2$@`, …; the key itself when the
  /// catalog has no such word (a test makes sure that never happens for the Gallery's own keys).
  func callAsFunction(_ key: String, _ arguments: String...) -> String {
    guard let entry = Self.catalog[key] else { return key }
    var text = language == .japanese ? entry.japanese : entry.english
    for (position, argument) in arguments.enumerated() {
      text = text.replacingOccurrences(of: "%\(position + 1)$@", with: argument)
    }
    return text
  }

  /// The tab bar's label for `screen`.
  func tab(_ screen: Screen) -> String { self("tab.\(screen.rawValue)") }

  /// Home's heading for a section the layout calls `title`; the title itself if the catalog lacks it.
  func heading(_ title: String) -> String {
    Self.catalog["heading.\(title)"] == nil ? title : self("heading.\(title)")
  }
}
