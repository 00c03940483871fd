import Foundation

/// A featured topic: the free-scrolling cards with a star rating (seed's featured_topics.json).
public struct FeaturedTopic: Codable, Equatable, Sendable, Identifiable {
  public var id: Int
  public var rating: Double
  public var thumbnailURL: String
  public var title: String
  public var caption: String
  public var publishedAt: String

  enum CodingKeys: String, CodingKey {
    case id, rating, title, caption
    case thumbnailURL = "thumbnail_url"
    case publishedAt = "published_at"
  }
}

/// A recent news row: three to a section in the snapping carousel (recent_news.json).
public struct RecentNews: Codable, Equatable, Sendable, Identifiable {
  public var id: Int
  public var thumbnailURL: String
  public var title: String
  public var newsCategory: String
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
  public var id: Int
  public var bannerContentsID: Int
  public var bannerURL: String

  enum CodingKeys: String, CodingKey {
    case id
    case bannerContentsID = "banner_contents_id"
    case bannerURL = "banner_url"
  }
}

/// A trend article in the two-column grid (trend_articles.json).
public struct TrendArticle: Codable, Equatable, Sendable, Identifiable {
  public var id: Int
  public var thumbnailURL: String
  public var title: String
  public var introduction: String
  public var publishedAt: String

  enum CodingKeys: String, CodingKey {
    case id, title, introduction
    case thumbnailURL = "thumbnail_url"
    case publishedAt = "published_at"
  }
}

/// A pickup photo in the masonry grid (pickup_photos.json).
public struct PickupPhoto: Codable, Equatable, Sendable, Identifiable {
  public var id: Int
  public var photoURL: String
  public var photoWidth: Int
  public var photoHeight: Int
  public var title: String
  public var caption: String
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
  public var id: Int
  public var photoURL: String
  public var author: String
  public var title: String
  public var category: String
  public var shopName: String
  public var comment: String
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
  public var id: Int
  public var thumbnailURL: String
  public var title: String
  /// The category tab the article is listed under.
  public var category: String
  public var publishedAt: String

  enum CodingKeys: String, CodingKey {
    case id, title, category
    case thumbnailURL = "thumbnail_url"
    case publishedAt = "published_at"
  }
}
