import Foundation

/// What a detail screen shows for one item: the photo large, the title, the category, the date, the
/// body text and the tags (SPEC §15, figure 003).
public struct DetailContent: Equatable, Sendable {
  /// The photo's URL, as the item's feed gives it.
  public var photoURL: String
  /// The item's title (a banner without one is named by its campaign).
  public var title: String
  /// The category line above the title: the item's own, or its kind (`特集`, `トレンド`, …).
  public var category: String
  /// The feed's date string (`DateLabel` formats it).
  public var publishedAt: String
  /// Paragraphs, in order: the item's own text, nothing else.
  public var body: [String]
  /// The chips under the body (figure 003): the kind of item and its category, each once.
  public var tags: [String]

  /// Content with every field given; `tags` keeps each non-empty tag once, in order.
  public init(
    photoURL: String, title: String, category: String, publishedAt: String, body: [String], tags: [String] = []
  ) {
    self.photoURL = photoURL
    self.title = title
    self.category = category
    self.publishedAt = publishedAt
    self.body = body.filter { !$0.isEmpty }
    var seen: Set<String> = []
    self.tags = tags.filter { !$0.isEmpty && seen.insert($0).inserted }
  }
}

extension FeedBundle {
  /// The detail for `ref`, or nil when the feeds hold no such item.
  public func detail(for ref: DetailRef) -> DetailContent? {
    switch ref.source {
    case .banner:
      return campaignBanners.first { $0.id == ref.id }.map { banner in
        DetailContent(
          photoURL: banner.bannerURL, title: banner.title ?? "キャンペーン \(banner.bannerContentsID)",
          category: "キャンペーン", publishedAt: "", body: [banner.caption ?? ""], tags: ["キャンペーン"])
      }
    case .featured:
      return featuredTopics.first { $0.id == ref.id }.map { topic in
        DetailContent(
          photoURL: topic.thumbnailURL, title: topic.title, category: "特集", publishedAt: topic.publishedAt,
          body: [topic.caption], tags: ["特集"])
      }
    case .news:
      return recentNews.first { $0.id == ref.id }.map { news in
        DetailContent(
          photoURL: news.thumbnailURL, title: news.title, category: news.newsCategory, publishedAt: news.publishedAt,
          body: [], tags: ["ニュース", news.newsCategory])
      }
    case .trend:
      return trendArticles.first { $0.id == ref.id }.map { article in
        DetailContent(
          photoURL: article.thumbnailURL, title: article.title, category: "トレンド", publishedAt: article.publishedAt,
          body: [article.introduction], tags: ["トレンド"])
      }
    case .pickup:
      return pickupPhotos.first { $0.id == ref.id }.map { photo in
        DetailContent(
          photoURL: photo.photoURL, title: photo.title, category: "ピックアップ", publishedAt: photo.publishedAt,
          body: [photo.caption], tags: ["ピックアップ", "写真"])
      }
    case .favorite:
      return favoriteScenes.first { $0.id == ref.id }.map { scene in
        DetailContent(
          photoURL: scene.photoURL, title: scene.title, category: scene.category, publishedAt: scene.publishedAt,
          body: ["\(scene.shopName) — \(scene.author)", scene.comment], tags: ["お気に入り", scene.category])
      }
    case .article:
      return articles.first { $0.id == ref.id }.map { article in
        DetailContent(
          photoURL: article.thumbnailURL, title: article.title, category: article.category,
          publishedAt: article.publishedAt, body: [article.caption ?? ""], tags: ["記事", article.category])
      }
    }
  }
}
