#if canImport(SwiftUI)
  import SwiftUI

  /// CarouselKit's own words — what VoiceOver says when the app names nothing — looked up in the
  /// package's string catalog (`Resources/Localizable.xcstrings`: English and Japanese), never in
  /// the app's tables. A label or value the app passes is the app's, looked up in its own bundle.
  enum CarouselKitText {
    static var pages: Text { Text("Pages", bundle: .module) }
    static var sections: Text { Text("Sections", bundle: .module) }
    static var cards: Text { Text("Cards", bundle: .module) }
    static var banners: Text { Text("Banners", bundle: .module) }
    static var categories: Text { Text("Categories", bundle: .module) }
    /// The page indicator's name.
    static var page: Text { Text("Page", bundle: .module) }
    static var noPages: Text { Text("No pages", bundle: .module) }
    /// The Pause and Resume actions of a carousel that moves by itself.
    static var pause: Text { Text("Pause", bundle: .module) }
    static var resume: Text { Text("Resume", bundle: .module) }

    /// An item's place: "3 of 6", `number` counted from 1.
    static func position(_ number: Int, of count: Int) -> Text { Text("\(number) of \(count)", bundle: .module) }
    /// A page's place: "Page 2 of 5", `number` counted from 1.
    static func page(_ number: Int, of count: Int) -> Text { Text("Page \(number) of \(count)", bundle: .module) }
    /// A page of an endless pager: "Page −3".
    static func page(_ number: Int) -> Text { Text("Page \(number)", bundle: .module) }
  }
#endif
