import Foundation

/// A featured topic: the free-scrolling cards with a star rating (seed's featured_topics.json).
public struct FeaturedTopic: Codable, Equatable, Sendable, Identifiable {
  /// The topic's id, unique in the feed.
  public var id: Int
  /// The star rating, 0 to 5 in fractions of a star (drawn with StarRating's precise fill).
  public var rating: Double
  /// The photo's URL (`thumbnail_url`); its last path component names the bundled file.
  public var thumbnailURL: String
  /// The topic's title.
  public var title: String
  /// A line about the topic, under its title.
  public var caption: String
  /// When it was published, as the feed writes it (`2022-12-01T07:30:00.000+0000`; ``DateLabel`` reads it).
  public var publishedAt: String

  enum CodingKeys: String, CodingKey {
    case id, rating, title, caption
    case thumbnailURL = "thumbnail_url"
    case publishedAt = "published_at"
  }
}

/// A recent news row: three to a section in the snapping carousel (recent_news.json).
public struct RecentNews: Codable, Equatable, Sendable, Identifiable {
  /// The news item's id, unique in the feed.
  public var id: Int
  /// The thumbnail's URL (`thumbnail_url`).
  public var thumbnailURL: String
  /// The headline.
  public var title: String
  /// The category shown beside the date (`news_category`).
  public var newsCategory: String
  /// When it was published, as the feed writes it (``DateLabel`` reads it).
  public var publishedAt: String

  enum CodingKeys: String, CodingKey {
    case id, title
    case thumbnailURL = "thumbnail_url"
    case newsCategory = "news_category"
    case publishedAt = "published_at"
  }
}

/// A campaign banner on the 3D ring (campaign_banners.json).
public struct CampaignBanner: Codable, Equatable, Sendable, Identifiable {
  /// The banner's id, unique in the feed.
  public var id: Int
  /// The campaign the banner links to (`banner_contents_id`): its detail names it when the banner has no headline.
  public var bannerContentsID: Int
  /// The banner photo's URL (`banner_url`).
  public var bannerURL: String
  /// The headline over the photo's foot (figure 001), or nil: a feed may leave it out, and one that
  /// is not a string is dropped with the banner kept.
  public var title: String?
  /// The sub-caption under the headline, or nil, on the same terms.
  public var caption: String?

  enum CodingKeys: String, CodingKey {
    case id, title, caption
    case bannerContentsID = "banner_contents_id"
    case bannerURL = "banner_url"
  }

  /// A banner with every field given.
  public init(id: Int, bannerContentsID: Int, bannerURL: String, title: String? = nil, caption: String? = nil) {
    self.id = id
    self.bannerContentsID = bannerContentsID
    self.bannerURL = bannerURL
    self.title = title
    self.caption = caption
  }

  /// Decodes an item: the required fields must be there and of their type (else it throws, and the
  /// item is skipped and reported); the optional lines of text are kept only when they are text.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    id = try container.decode(Int.self, forKey: .id)
    bannerContentsID = try container.decode(Int.self, forKey: .bannerContentsID)
    bannerURL = try container.decode(String.self, forKey: .bannerURL)
    title = container.optionalText(forKey: .title)
    caption = container.optionalText(forKey: .caption)
  }
}

/// A trend article in the two-column grid (trend_articles.json).
public struct TrendArticle: Codable, Equatable, Sendable, Identifiable {
  /// The article's id, unique in the feed.
  public var id: Int
  /// The photo's URL (`thumbnail_url`).
  public var thumbnailURL: String
  /// The article's title.
  public var title: String
  /// The opening lines shown under the title.
  public var introduction: String
  /// When it was published, as the feed writes it (``DateLabel`` reads it).
  public var publishedAt: String

  enum CodingKeys: String, CodingKey {
    case id, title, introduction
    case thumbnailURL = "thumbnail_url"
    case publishedAt = "published_at"
  }
}

/// A pickup photo in the masonry grid (pickup_photos.json).
public struct PickupPhoto: Codable, Equatable, Sendable, Identifiable {
  /// The photo's id, unique in the feed.
  public var id: Int
  /// The photo's URL (`photo_url`).
  public var photoURL: String
  /// The photo's width in pixels (`photo_width`): with ``photoHeight``, its aspect ratio, which sets its height in the masonry grid before it loads.
  public var photoWidth: Int
  /// The photo's height in pixels (`photo_height`).
  public var photoHeight: Int
  /// The photo's title.
  public var title: String
  /// A line about the photo.
  public var caption: String
  /// When it was published, as the feed writes it (``DateLabel`` reads it).
  public var publishedAt: String

  enum CodingKeys: String, CodingKey {
    case id, title, caption
    case photoURL = "photo_url"
    case photoWidth = "photo_width"
    case photoHeight = "photo_height"
    case publishedAt = "published_at"
  }
}

/// A favourite scene card in the card stack (favorite_scenes.json).
public struct FavoriteScene: Codable, Equatable, Sendable, Identifiable {
  /// The scene's id, unique in the feed; ♡ marks are kept by it.
  public var id: Int
  /// The photo's URL (`photo_url`).
  public var photoURL: String
  /// Who took the photo.
  public var author: String
  /// The scene's title.
  public var title: String
  /// The series the scene belongs to (`Special Contents`, `Readers' Picks`).
  public var category: String
  /// The place's name (`shop_name`).
  public var shopName: String
  /// What the author says about it.
  public var comment: String
  /// When it was published, as the feed writes it (``DateLabel`` reads it).
  public var publishedAt: String

  enum CodingKeys: String, CodingKey {
    case id, author, title, category, comment
    case photoURL = "photo_url"
    case shopName = "shop_name"
    case publishedAt = "published_at"
  }
}

/// An article on the Articles screen: a 2-column page of them per category, the looping tabs above
/// (articles.json; seed 004 §2, figure 002).
public struct Article: Codable, Equatable, Sendable, Identifiable {
  /// The article's id, unique in the feed.
  public var id: Int
  /// The photo's URL (`thumbnail_url`).
  public var thumbnailURL: String
  /// The article's title.
  public var title: String
  /// The category tab the article is listed under.
  public var category: String
  /// When it was published, as the feed writes it (``DateLabel`` reads it).
  public var publishedAt: String
  /// The line set in white over the photo (figure 002), or nil: a feed may leave it out, and one that
  /// is not a string is dropped with the article kept.
  public var caption: String?

  enum CodingKeys: String, CodingKey {
    case id, title, category, caption
    case thumbnailURL = "thumbnail_url"
    case publishedAt = "published_at"
  }

  /// An article with every field given.
  public init(
    id: Int, thumbnailURL: String, title: String, category: String, publishedAt: String, caption: String? = nil
  ) {
    self.id = id
    self.thumbnailURL = thumbnailURL
    self.title = title
    self.category = category
    self.publishedAt = publishedAt
    self.caption = caption
  }

  /// Decodes an item: the required fields must be there and of their type (else it throws, and the
  /// item is skipped and reported); the optional lines of text are kept only when they are text.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    id = try container.decode(Int.self, forKey: .id)
    thumbnailURL = try container.decode(String.self, forKey: .thumbnailURL)
    title = try container.decode(String.self, forKey: .title)
    category = try container.decode(String.self, forKey: .category)
    publishedAt = try container.decode(String.self, forKey: .publishedAt)
    caption = container.optionalText(forKey: .caption)
  }
}
