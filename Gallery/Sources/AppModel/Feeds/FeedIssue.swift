/// Something wrong in a feed, reported instead of crashing or hiding the other feeds (SPEC §8).
public struct FeedIssue: Codable, Equatable, Sendable, CustomStringConvertible {
  /// The feed's name, e.g. `featured_topics`.
  public var feed: String
  /// The index of the bad item, or nil when the whole file is bad.
  public var index: Int?
  /// The field that was missing or wrong, when known.
  public var field: String?
  /// What was wrong, including the position in the file for a malformed file.
  public var reason: String

  /// An issue in `feed`, at item `index` and its `field` when known, for `reason`.
  public init(feed: String, index: Int? = nil, field: String? = nil, reason: String) {
    self.feed = feed
    self.index = index
    self.field = field
    self.reason = reason
  }

  /// The issue in one line: `featured_topics, item 2, field rating: missing`.
  public var description: String {
    var parts = [feed]
    if let index { parts.append("item \(index)") }
    if let field { parts.append("field \(field)") }
    return parts.joined(separator: ", ") + ": " + reason
  }
}
