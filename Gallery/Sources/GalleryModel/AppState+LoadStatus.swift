extension AppState {
  /// The feeds that could not be loaded at all (a fetch failed or the body was not a feed), as opposed
  /// to single bad items, which are skipped quietly.
  public var failedFeeds: [FeedIssue] { issues.filter { $0.index == nil } }

  /// What the status banner says, or nil when there is nothing to say: loading, or which feeds failed
  /// and how to try again.
  public var loadStatusMessage: String? {
    switch loadState {
    case .loading: return "Loading feeds…"
    case .idle: return nil
    case .loaded, .failed:
      guard let first = failedFeeds.first else { return nil }
      let more = failedFeeds.count > 1 ? " (+\(failedFeeds.count - 1) more)" : ""
      return "\(first.feed): \(first.reason)\(more) · R or tap to retry"
    }
  }
}
