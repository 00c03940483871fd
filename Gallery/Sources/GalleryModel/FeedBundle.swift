import Foundation

/// The six feeds of the Home and Favourites screens (SPEC §8).
public struct FeedBundle: Codable, Equatable, Sendable {
  public var featuredTopics: [FeaturedTopic] = []
  public var recentNews: [RecentNews] = []
  public var campaignBanners: [CampaignBanner] = []
  public var trendArticles: [TrendArticle] = []
  public var pickupPhotos: [PickupPhoto] = []
  public var favoriteScenes: [FavoriteScene] = []

  public init() {}

  /// The feed file names, without extension.
  public static let feedNames = [
    "featured_topics", "recent_news", "campaign_banners", "trend_articles", "pickup_photos", "favorite_scenes",
  ]

  /// Reads every feed from `directory` (files `<name>.json`); a missing or malformed file is reported
  /// and its feed left empty.
  public static func load(from directory: URL) -> (feeds: FeedBundle, issues: [FeedIssue]) {
    var bundle = FeedBundle()
    var issues: [FeedIssue] = []
    func read<Item: Decodable>(_ name: String, _ type: Item.Type) -> [Item] {
      let url = directory.appendingPathComponent("\(name).json")
      guard let data = try? Data(contentsOf: url) else {
        issues.append(FeedIssue(feed: name, reason: "cannot read \(url.path)"))
        return []
      }
      let decoded = FeedDecoder.decode(type, feed: name, from: data)
      issues += decoded.issues
      return decoded.items
    }
    bundle.featuredTopics = read("featured_topics", FeaturedTopic.self)
    bundle.recentNews = read("recent_news", RecentNews.self)
    bundle.campaignBanners = read("campaign_banners", CampaignBanner.self)
    bundle.trendArticles = read("trend_articles", TrendArticle.self)
    bundle.pickupPhotos = read("pickup_photos", PickupPhoto.self)
    bundle.favoriteScenes = read("favorite_scenes", FavoriteScene.self)
    return (bundle, issues)
  }

  /// The folder of the sample feeds shipped with the Gallery.
  public static var sampleDirectory: URL? { Bundle.module.url(forResource: "Resources", withExtension: nil) }

  /// The sample feeds shipped with the Gallery.
  public static func sample() -> (feeds: FeedBundle, issues: [FeedIssue]) {
    guard let directory = sampleDirectory else {
      return (FeedBundle(), [FeedIssue(feed: "resources", reason: "the Gallery's sample feeds are missing")])
    }
    return load(from: directory)
  }
}
