/// Which kind of card a detail screen was opened from (SPEC §15): every card on every screen opens one.
public enum DetailSource: String, Codable, CaseIterable, Sendable {
  /// A banner on Home's ring (``FeedBundle/campaignBanners``).
  case banner
  /// A featured topic (``FeedBundle/featuredTopics``).
  case featured
  /// A news row (``FeedBundle/recentNews``).
  case news
  /// A trend article (``FeedBundle/trendArticles``).
  case trend
  /// A pickup photo (``FeedBundle/pickupPhotos``).
  case pickup
  /// A favourite scene (``FeedBundle/favoriteScenes``).
  case favorite
  /// An article (``FeedBundle/articles``).
  case article
}

/// The item a detail screen shows: its card's kind and the item's ID in that card's feed.
public struct DetailRef: Codable, Hashable, Sendable, CustomStringConvertible {
  /// The kind of card, which names the feed.
  public var source: DetailSource
  /// The item's id in that feed.
  public var id: Int

  /// The item `id` of the feed `source` names.
  public init(_ source: DetailSource, id: Int) {
    self.source = source
    self.id = id
  }

  /// `"pickup 3"`: how logs and state dumps name it.
  public var description: String { "\(source.rawValue) \(id)" }
}
