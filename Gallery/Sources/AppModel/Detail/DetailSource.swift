/// Which kind of card a detail screen was opened from (SPEC §15): every card on every screen opens one.
public enum DetailSource: String, Codable, CaseIterable, Sendable {
  case banner, featured, news, trend, pickup, favorite, article
}

/// The item a detail screen shows: its card's kind and the item's ID in that card's feed.
public struct DetailRef: Codable, Hashable, Sendable, CustomStringConvertible {
  public var source: DetailSource
  public var id: Int

  public init(_ source: DetailSource, id: Int) {
    self.source = source
    self.id = id
  }

  /// `"pickup 3"`: how logs and state dumps name it.
  public var description: String { "\(source.rawValue) \(id)" }
}
