import AppModel
import CarouselKit
import SwiftUI

/// Rows (seed 003), two headed sections: the news three rows a page, turning a page every 3 seconds by
/// itself (held while a finger is on it, stopped under Reduce Motion and off screen) with its page dots
/// under it, and the numbered cards of the seed's single-row example — blue 300 × 80 boxes, one a page —
/// with their own dots.
struct RowsScreen: View {
  let feeds: FeedBundle
  @State private var newsPage = 0
  @State private var boxPage = 0

  var body: some View {
    ScrollView {
      VStack(alignment: .leading, spacing: 0) {
        SectionHeading("新着ニュース", isFirst: true)
        PagedCarouselView(feeds.recentNews, page: $newsPage, rowsPerPage: 3, accessibilityLabel: "新着ニュース") { news in
          DetailButton(DetailRef(.news, id: news.id)) { NewsRowCard(news: news) }
        }
        .carouselAutoAdvance(.every(3))
        .carouselPageIndicator()
        .frame(height: 330)
        SectionHeading("ナンバーカード")
        PagedCarouselView(Array(1...9), page: $boxPage, accessibilityLabel: "ナンバーカード") { number in
          SingleRowBox(number: number)
        }
        .carouselPageIndicator()
        .frame(height: 124)
      }
    }
    .background { Palette.background }
  }
}

/// The seed's single-row example: a number on a blue 300 × 80 box at the leading edge of its page.
struct SingleRowBox: View {
  let number: Int

  var body: some View {
    Text(verbatim: "\(number)")
      .font(.system(size: 17))
      .foregroundStyle(Palette.text)
      .frame(maxWidth: 300, maxHeight: 80)
      .background { Palette.systemBlue }
      .frame(maxWidth: .infinity, alignment: .leading)
  }
}

struct RowsScreen_Previews: PreviewProvider {
  static var previews: some View {
    RowsScreen(feeds: PreviewFeeds.sample)
      .opensCardDetails(from: PreviewFeeds.sample)
  }
}
