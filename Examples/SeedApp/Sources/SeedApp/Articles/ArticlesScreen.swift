import AppModel
import CarouselKit
import SwiftUI

/// Articles (seed 004 §2, figure 002): a reading app's looping category tabs over looping pages of
/// article cards, kept in step whichever is dragged, flung or tapped — CarouselKit's
/// `TabbedPagingView`. The selected tab is coral with a coral bar under it.
struct ArticlesScreen: View {
  let feeds: FeedBundle
  @State private var category = 0

  var body: some View {
    let categories = feeds.articleCategories
    VStack(spacing: 0) {
      TitleBar(title: "サンプル記事一覧", color: Palette.articlesBar)
      if categories.isEmpty {
        Text("記事はありません")
          .font(.system(size: 15))
          .foregroundStyle(Palette.caption)
          .frame(maxHeight: .infinity)
      } else {
        TabbedPagingView(
          index: $category, tabWidths: categories.map(Self.tabWidth), stripHeight: 44, accessibilityLabel: "カテゴリー",
          tabName: { Text(verbatim: categories[$0]) }
        ) { index, isCentred in
          Text(verbatim: categories[index])
            .font(.system(size: 14, weight: .bold))
            .foregroundStyle(isCentred ? Palette.articlesBar : Palette.text)
        } indicator: {
          Rectangle().fill(Palette.articlesBar)
        } page: { index in
          ArticlesPage(category: categories[index], articles: feeds.articles(in: categories[index]))
        }
      }
    }
    .background { Palette.background }
  }

  /// A tab's width: the title at 14 points bold and 16 points each side. `TabbedPagingView` takes the
  /// widths up front, and SwiftUI measures a text only once it is drawn, so the title's width is
  /// estimated from its characters — a CJK character one em, anything else six tenths of one.
  static func tabWidth(_ title: String) -> CGFloat {
    let ems = title.unicodeScalars.reduce(0.0) { width, scalar in
      width + (scalar.properties.isIdeographic || (0x3040...0x30FF).contains(scalar.value) ? 1 : 0.6)
    }
    return (CGFloat(ems) * 14).rounded(.up) + 32
  }
}

struct ArticlesScreen_Previews: PreviewProvider {
  static var previews: some View {
    ArticlesScreen(feeds: PreviewFeeds.sample)
      .opensCardDetails(from: PreviewFeeds.sample)
  }
}
