import Foundation

/// The feeds of the Home, Favourites and Articles screens (SPEC §8, §14).
public struct FeedBundle: Codable, Equatable, Sendable {
  public var featuredTopics: [FeaturedTopic] = []
  public var recentNews: [RecentNews] = []
  public var campaignBanners: [CampaignBanner] = []
  public var trendArticles: [TrendArticle] = []
  public var pickupPhotos: [PickupPhoto] = []
  public var favoriteScenes: [FavoriteScene] = []
  public var articles: [Article] = []

  public init() {}

  /// The article categories, in the order they first appear in ``articles``: the Articles screen's tabs.
  public var articleCategories: [String] {
    var seen: Set<String> = []
    return articles.map(\.category).filter { seen.insert($0).inserted }
  }

  /// The articles of category `category`, in feed order.
  public func articles(in category: String) -> [Article] { articles.filter { $0.category == category } }

  /// How many items `feed` holds.
  public func count(of feed: Feed) -> Int {
    switch feed {
    case .featuredTopics: featuredTopics.count
    case .recentNews: recentNews.count
    case .campaignBanners: campaignBanners.count
    case .trendArticles: trendArticles.count
    case .pickupPhotos: pickupPhotos.count
    case .favoriteScenes: favoriteScenes.count
    case .articles: articles.count
    }
  }

  /// Reads every feed from `directory` (files `<name>.json`); a missing or malformed file is reported
  /// and its feed left empty.
  public static func load(from directory: URL) -> (feeds: FeedBundle, issues: [FeedIssue]) {
    var bundle = FeedBundle()
    var issues: [FeedIssue] = []
    func read<Item: Decodable>(_ feed: Feed, _ type: Item.Type) -> [Item] {
      let url = directory.appendingPathComponent(feed.fileName)
      guard let data = try? Data(contentsOf: url) else {
        issues.append(FeedIssue(feed: feed.rawValue, reason: "cannot read \(url.path)"))
        return []
      }
      let decoded = FeedDecoder.decode(type, feed: feed.rawValue, from: data)
      issues += decoded.issues
      return decoded.items
    }
    bundle.featuredTopics = read(.featuredTopics, FeaturedTopic.self)
    bundle.recentNews = read(.recentNews, RecentNews.self)
    bundle.campaignBanners = read(.campaignBanners, CampaignBanner.self)
    bundle.trendArticles = read(.trendArticles, TrendArticle.self)
    bundle.pickupPhotos = read(.pickupPhotos, PickupPhoto.self)
    bundle.favoriteScenes = read(.favoriteScenes, FavoriteScene.self)
    bundle.articles = read(.articles, Article.self)
    return (bundle, issues)
  }

  /// The folder of the sample feeds shipped with the Gallery.
  public static var sampleDirectory: URL? { Bundle.module.url(forResource: "Resources", withExtension: nil) }

  /// The sample feeds shipped with the Gallery.
  ///
  /// - Throws: ``FeedLoadError/samplesMissing`` when the resources are not there.
  public static func sample() throws(FeedLoadError) -> (feeds: FeedBundle, issues: [FeedIssue]) {
    guard let directory = sampleDirectory else { throw .samplesMissing }
    return load(from: directory)
  }
}
