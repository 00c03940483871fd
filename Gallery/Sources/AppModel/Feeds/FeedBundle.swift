import CarouselImages
import Foundation

/// The feeds of the Home, Favourites, Articles and Archive screens (SPEC §8, §14, §17), each in feed
/// order: what ``FeedSource/fetchFeeds(timeout:)`` reads and ``DataState/feeds`` holds.
public struct FeedBundle: Codable, Equatable, Sendable {
  /// Home's free-scrolling cards with their star ratings.
  public var featuredTopics: [FeaturedTopic] = []
  /// Home's news rows, sections of three in the snapping carousel.
  public var recentNews: [RecentNews] = []
  /// Home's 3D ring of banners.
  public var campaignBanners: [CampaignBanner] = []
  /// Home's two-column grid of trend articles.
  public var trendArticles: [TrendArticle] = []
  /// Home's masonry grid of photos.
  public var pickupPhotos: [PickupPhoto] = []
  /// The Favourites screen's stack of scene cards.
  public var favoriteScenes: [FavoriteScene] = []
  /// The Articles screen's articles, a page of them per category.
  public var articles: [Article] = []
  /// The Archive screen's recipes (SPEC §17).
  public var archiveItems: [ArchiveItem] = []

  /// No feeds: every list empty.
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
    case .archiveItems: archiveItems.count
    }
  }

  /// Reads every feed from `directory` (files `<name>.json`); a missing or malformed file is reported
  /// and its feed left empty.
  public static func load(from directory: URL) -> (feeds: FeedBundle, issues: [FeedIssue]) {
    var bundle = FeedBundle()
    var issues: [FeedIssue] = []
    for feed in Feed.allCases {
      // Read as the loader reads files, so a missing file is reported in the same words either way.
      do {
        issues += bundle.fill(
          feed, from: try URLSessionDataLoader.readFile(at: directory.appendingPathComponent(feed.fileName)).data)
      } catch {
        issues.append(FeedIssue(feed: feed.rawValue, reason: error.description))
      }
    }
    return (bundle, issues)
  }

  /// Reads every feed from `source` through `loader`, all at once: a feed that cannot be fetched (an
  /// HTTP error, a timeout, a closed port, a missing file) or decoded is reported and left empty, and
  /// the others load. Feeds keep their order in ``Feed``.
  public static func fetch(
    from source: FeedSource, loader: any DataLoading
  ) async -> (feeds: FeedBundle, issues: [FeedIssue]) {
    // Results are placed by the feed's position, not gathered into a dictionary keyed by feed: in a
    // release build that form (a typed-throws `do` inside the task, a `Feed`-keyed reduce) put every
    // feed's bytes under the first feed.
    let feeds = Feed.allCases
    var fetched = [Result<Data, ImageLoadingError>?](repeating: nil, count: feeds.count)
    await withTaskGroup(of: (Int, Result<Data, ImageLoadingError>).self) { group in
      for (position, feed) in feeds.enumerated() {
        group.addTask { (position, await fetchOne(feed, from: source, loader: loader)) }
      }
      for await (position, outcome) in group { fetched[position] = outcome }
    }
    var bundle = FeedBundle()
    var issues: [FeedIssue] = []
    for (position, feed) in feeds.enumerated() {
      switch fetched[position] {
      case .success(let data): issues += bundle.fill(feed, from: data)
      case .failure(let error): issues.append(FeedIssue(feed: feed.rawValue, reason: error.description))
      case nil: issues.append(FeedIssue(feed: feed.rawValue, reason: "not fetched"))
      }
    }
    return (bundle, issues)
  }

  /// The bytes of `feed` from `source`, or why they could not be had.
  private static func fetchOne(
    _ feed: Feed, from source: FeedSource, loader: any DataLoading
  ) async -> Result<Data, ImageLoadingError> {
    guard let url = source.url(for: feed) else {
      return .failure(.unreadableFile(path: feed.fileName, reason: "the bundled feeds are missing"))
    }
    do {
      return .success(try await loader.loadData(from: url).data)
    } catch {
      return .failure(error)
    }
  }

  /// This bundle with `feeds` taken from `previous` instead.
  public func keeping(_ feeds: Set<Feed>, from previous: FeedBundle) -> FeedBundle {
    var bundle = self
    for feed in feeds {
      switch feed {
      case .featuredTopics: bundle.featuredTopics = previous.featuredTopics
      case .recentNews: bundle.recentNews = previous.recentNews
      case .campaignBanners: bundle.campaignBanners = previous.campaignBanners
      case .trendArticles: bundle.trendArticles = previous.trendArticles
      case .pickupPhotos: bundle.pickupPhotos = previous.pickupPhotos
      case .favoriteScenes: bundle.favoriteScenes = previous.favoriteScenes
      case .articles: bundle.articles = previous.articles
      case .archiveItems: bundle.archiveItems = previous.archiveItems
      }
    }
    return bundle
  }

  /// Decodes `data` as `feed` into this bundle and returns what had to be skipped.
  mutating func fill(_ feed: Feed, from data: Data) -> [FeedIssue] {
    func decode<Item: Decodable>(_ type: Item.Type) -> (items: [Item], issues: [FeedIssue]) {
      FeedDecoder.decode(type, feed: feed.rawValue, from: data)
    }
    let issues: [FeedIssue]
    switch feed {
    case .featuredTopics: (featuredTopics, issues) = decode(FeaturedTopic.self)
    case .recentNews: (recentNews, issues) = decode(RecentNews.self)
    case .campaignBanners: (campaignBanners, issues) = decode(CampaignBanner.self)
    case .trendArticles: (trendArticles, issues) = decode(TrendArticle.self)
    case .pickupPhotos: (pickupPhotos, issues) = decode(PickupPhoto.self)
    case .favoriteScenes: (favoriteScenes, issues) = decode(FavoriteScene.self)
    case .articles: (articles, issues) = decode(Article.self)
    case .archiveItems: (archiveItems, issues) = decode(ArchiveItem.self)
    }
    return issues
  }

  /// The photographs the sample feeds name, in this module's resources.
  public static var samplePhotoDirectory: URL? { sampleDirectory?.appendingPathComponent("Photos") }

  /// The folder of the sample feeds in this module's resources (`Bundle.module`), or nil when they are missing.
  public static var sampleDirectory: URL? { Bundle.module.url(forResource: "Resources", withExtension: nil) }

  /// The sample feeds in this module's resources.
  ///
  /// - Throws: ``FeedLoadError/samplesMissing`` when the resources are not there.
  public static func sample() throws(FeedLoadError) -> (feeds: FeedBundle, issues: [FeedIssue]) {
    guard let directory = sampleDirectory else { throw .samplesMissing }
    return load(from: directory)
  }
}
