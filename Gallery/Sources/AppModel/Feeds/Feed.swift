/// The feeds of the Home, Favourites, Articles and Archive screens (SPEC §8, §14, §17), named once: the raw value is the feed's
/// file name without `.json`, the name issues and state dumps use.
public enum Feed: String, CaseIterable, Codable, Sendable {
  case featuredTopics = "featured_topics"
  case recentNews = "recent_news"
  case campaignBanners = "campaign_banners"
  case trendArticles = "trend_articles"
  case pickupPhotos = "pickup_photos"
  case favoriteScenes = "favorite_scenes"
  case articles
  case archiveItems = "archive_items"

  /// The feed's file name, `<raw value>.json`.
  public var fileName: String { "\(rawValue).json" }
}
