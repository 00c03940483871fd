import Foundation

/// What a detail screen shows for one item: the photo large, the title, the category, the date and the
/// body text (SPEC §15).
public struct DetailContent: Equatable, Sendable {
  public var photoURL: String
  public var title: String
  public var category: String
  /// The feed's date string (`DateLabel` formats it).
  public var publishedAt: String
  /// Paragraphs, in order.
  public var body: [String]

  /// Paragraphs every detail ends with: what the screen does, so that there is something to scroll.
  static let closingParagraphs = [
    "この画面は CarouselKit のギャラリーが表示する詳細画面です。写真は上へスクロールすると途中で止まり、暗くなりながら上部のバーの背景になります。",
    "画面のいちばん上から下へ引っ張ると、画面全体が指についてきて少し小さくなり、角が丸くなります。一定の距離を超えて離すか、素早く下へ払うと、開いたカードの今の位置へ戻りながら閉じます。",
    "届かなかったときは元の位置へばねのように戻ります。左上の戻るボタンや Escape キーでも、同じ動きで閉じられます。",
  ]
}

extension FeedBundle {
  /// The detail for `ref`, or nil when the feeds hold no such item.
  public func detail(for ref: DetailRef) -> DetailContent? {
    let closing = DetailContent.closingParagraphs
    switch ref.source {
    case .banner:
      return campaignBanners.first { $0.id == ref.id }.map { banner in
        DetailContent(
          photoURL: banner.bannerURL, title: "キャンペーン \(banner.bannerContentsID)", category: "キャンペーン",
          publishedAt: "", body: closing)
      }
    case .featured:
      return featuredTopics.first { $0.id == ref.id }.map { topic in
        DetailContent(
          photoURL: topic.thumbnailURL, title: topic.title, category: "特集", publishedAt: topic.publishedAt,
          body: [topic.caption] + closing)
      }
    case .news:
      return recentNews.first { $0.id == ref.id }.map { news in
        DetailContent(
          photoURL: news.thumbnailURL, title: news.title, category: news.newsCategory, publishedAt: news.publishedAt,
          body: closing)
      }
    case .trend:
      return trendArticles.first { $0.id == ref.id }.map { article in
        DetailContent(
          photoURL: article.thumbnailURL, title: article.title, category: "トレンド", publishedAt: article.publishedAt,
          body: [article.introduction] + closing)
      }
    case .pickup:
      return pickupPhotos.first { $0.id == ref.id }.map { photo in
        DetailContent(
          photoURL: photo.photoURL, title: photo.title, category: "ピックアップ", publishedAt: photo.publishedAt,
          body: [photo.caption] + closing)
      }
    case .favorite:
      return favoriteScenes.first { $0.id == ref.id }.map { scene in
        DetailContent(
          photoURL: scene.photoURL, title: scene.title, category: scene.category, publishedAt: scene.publishedAt,
          body: ["\(scene.shopName) — \(scene.author)", scene.comment] + closing)
      }
    case .article:
      return articles.first { $0.id == ref.id }.map { article in
        DetailContent(
          photoURL: article.thumbnailURL, title: article.title, category: article.category,
          publishedAt: article.publishedAt, body: closing)
      }
    }
  }
}
