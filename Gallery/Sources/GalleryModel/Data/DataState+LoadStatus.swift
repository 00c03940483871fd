import AppModel

extension DataState {
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
      // The hint comes first: a narrow window cuts the end of the line.
      let failed = failedFeeds
      guard let first = failed.first else { return nil }
      if failed.count > 1, failed.allSatisfy({ $0.reason == first.reason }) {
        return "Tap or R to retry · \(failed.count) feeds failed: \(first.reason)"
      }
      let more = failed.count > 1 ? " (+\(failed.count - 1) more)" : ""
      return "Tap or R to retry · \(first.feed): \(first.reason)\(more)"
    }
  }
}
