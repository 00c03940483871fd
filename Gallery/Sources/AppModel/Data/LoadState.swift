/// Where loading the feeds stands.
public enum LoadState: String, Codable, Equatable, Sendable {
  /// Nothing asked yet.
  case idle
  /// A load is under way (``DataAction/loadFeeds``).
  case loading
  /// The last load answered; single feeds in it may have failed (``DataState/failedFeeds``).
  case loaded
  /// The last load failed as a whole (``DataAction/feedsFailed(_:)``).
  case failed
}
