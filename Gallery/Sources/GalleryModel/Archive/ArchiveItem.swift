import Foundation

/// A recipe on the Archive screen (archive_items.json; SPEC §17): the example screen of seed 004's
/// Redux figure.
public struct ArchiveItem: Codable, Equatable, Sendable, Identifiable {
  public var id: Int
  public var title: String
  /// The category its chip filters by.
  public var category: String
  public var shop: String
  public var summary: String
  /// The photo's URL; its last path component names the bundled file.
  public var photoURL: String
  public var publishedAt: String

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
