extension DataState {
  /// The feeds that could not be loaded at all (a fetch failed or the body was not a feed), as opposed
  /// to single bad items, which are skipped quietly. O(issues).
  public var failedFeeds: [FeedIssue] { issues.filter { $0.index == nil } }

  /// Whether a feed, or the whole load, failed: what ``DataAction/retry`` loads again. O(issues).
  public var hasLoadFailures: Bool { loadState == .failed || !failedFeeds.isEmpty }

  /// Which feeds failed and why, in one line, or nil when none did: `recent_news: HTTP 503` (with
  /// `(+2 more)` when others failed for other reasons), or `8 feeds failed: timed out` when they all
  /// failed alike. What a front end's banner says beside its way to retry. O(issues).
  public var loadFailureSummary: String? {
    let failed = failedFeeds
    guard let first = failed.first else { return nil }
    if failed.count > 1, failed.allSatisfy({ $0.reason == first.reason }) {
      return "\(failed.count) feeds failed: \(first.reason)"
    }
    let more = failed.count > 1 ? " (+\(failed.count - 1) more)" : ""
    return "\(first.feed): \(first.reason)\(more)"
  }
}
