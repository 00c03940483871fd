/// The feeds of the Home, Favourites, Articles and Archive screens (SPEC §8, §14, §17), named once: the raw value is the feed's
/// file name without `.json`, the name issues and state dumps use.
public enum Feed: String, CaseIterable, Codable, Sendable {
  /// Home's featured topics (``FeaturedTopic``).
  case featuredTopics = "featured_topics"
  /// Home's news (``RecentNews``).
  case recentNews = "recent_news"
  /// Home's banners (``CampaignBanner``).
  case campaignBanners = "campaign_banners"
  /// Home's trend articles (``TrendArticle``).
  case trendArticles = "trend_articles"
  /// Home's pickup photos (``PickupPhoto``).
  case pickupPhotos = "pickup_photos"
  /// The Favourites screen's scenes (``FavoriteScene``).
  case favoriteScenes = "favorite_scenes"
  /// The Articles screen's articles (``Article``).
  case articles
  /// The Archive screen's recipes (``ArchiveItem``).
  case archiveItems = "archive_items"

  /// The feed's file name, `<raw value>.json`.
  public var fileName: String { "\(rawValue).json" }
}
