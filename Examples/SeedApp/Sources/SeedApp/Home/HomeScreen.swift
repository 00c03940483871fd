import AppModel
import CarouselKit
import SwiftUI

/// Home (seed 000): one vertical scroll holding the banner ring, the featured topics with their star
/// ratings, the snapping news sections, the two-column trend grid and the masonry of pickup photos. A
/// horizontal drag on a carousel moves it, a vertical one scrolls the page; every card opens its
/// detail.
struct HomeScreen: View {
  let feeds: FeedBundle
  @State private var frontBanner = 0
  @State private var leadingTopic = 0
  @State private var newsSection = 0
  @Environment(\.cardDetailActions) private var detail

  var body: some View {
    ScrollView {
      VStack(alignment: .leading, spacing: 0) {
        SectionHeading("キャンペーン", isFirst: true)
        RotaryCarouselView(feeds.campaignBanners, index: $frontBanner, accessibilityLabel: "キャンペーン") { banner in
          BannerCard(banner: banner)
        } onTap: { banner in
          detail.open(DetailRef(.banner, id: banner.id))
        }

        SectionHeading("注目の特集")
        FreeScrollCarouselView(
          feeds.featuredTopics, index: $leadingTopic, itemSizing: .fixed(TopicCard.size),
          insets: .horizontal(8), accessibilityLabel: "注目の特集",
          onEvent: { event in
            if let index = event.tappedIndex, feeds.featuredTopics.indices.contains(index) {
              detail.open(DetailRef(.featured, id: feeds.featuredTopics[index].id))
            }
          }
        ) { topic in
          TopicCard(topic: topic)
        }

        SectionHeading("新着ニュース")
        SnapCarouselView(feeds.recentNews.chunked(into: 3), index: $newsSection, accessibilityLabel: "新着ニュース") {
          rows in
          NewsSectionView(rows: rows)
        }
        .frame(height: 260)

        SectionHeading("トレンド記事")
        ColumnGrid(
          columns: .fixed(2), columnSpacing: 8, rowSpacing: 8, insets: .horizontal(8),
          itemHeight: .aspectRatio(TrendCard.photoAspectRatio, extra: TrendCard.textHeight)
        ) {
          ForEach(feeds.trendArticles) { article in
            DetailButton(DetailRef(.trend, id: article.id)) { TrendCard(article: article) }
          }
        }

        SectionHeading("ピックアップ写真")
        MasonrySection(columns: .fixed(2), spacing: 8, insets: Insets(top: 0, leading: 8, bottom: 8, trailing: 8)) {
          ForEach(feeds.pickupPhotos) { photo in
            DetailButton(DetailRef(.pickup, id: photo.id)) { PickupCard(photo: photo) }
              .masonryItem(.photo(width: CGFloat(photo.photoWidth), height: CGFloat(photo.photoHeight)))
          }
        }
      }
    }
    .background { Palette.background }
  }
}

struct HomeScreen_Previews: PreviewProvider {
  static var previews: some View {
    HomeScreen(feeds: PreviewFeeds.sample)
      .opensCardDetails(from: PreviewFeeds.sample)
  }
}
