import Foundation

/// A recipe on the Archive screen (archive_items.json; SPEC §17): the example screen of seed 004's
/// Redux figure.
public struct ArchiveItem: Codable, Equatable, Sendable, Identifiable {
  /// The item's id, unique in the feed; ♥ marks are kept by it.
  public var id: Int
  /// The recipe's name.
  public var title: String
  /// The category its chip filters by.
  public var category: String
  /// Where it is served.
  public var shop: String
  /// A sentence or two about it, shown on two lines.
  public var summary: String
  /// The photo's URL; its last path component names the bundled file.
  public var photoURL: String
  /// When it was published, as the feed writes it (ISO 8601).
  public var publishedAt: String

  /// An item with every field given.
  public init(
    id: Int, title: String, category: String, shop: String, summary: String, photoURL: String, publishedAt: String
  ) {
    self.id = id
    self.title = title
    self.category = category
    self.shop = shop
    self.summary = summary
    self.photoURL = photoURL
    self.publishedAt = publishedAt
  }

  enum CodingKeys: String, CodingKey {
    case id, title, category, shop, summary
    case photoURL = "photo"
    case publishedAt = "published_at"
  }
}
