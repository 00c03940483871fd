import AppModel
import Testing

/// The data's reducer on its own: feeds arriving and failing, and what the failures say.
@Suite("Data reducer")
struct DataReducerTests {
  /// `state` after `actions`, each reduced in turn.
  static func reduce(_ actions: [DataAction], from state: DataState = DataState()) -> DataState {
    var state = state
    for action in actions { _ = dataReducer(&state, action) }
    return state
  }

  @Test("A feed that fails on reload keeps what it showed; a bad item is not a failed feed; the summary names it")
  func failedReloadKeepsFeeds() throws {
    let sample = try FeedBundle.sample().feeds
    var state = Self.reduce([.feedsLoaded(sample, issues: []), .loadFeeds])
    var partial = sample
    partial.recentNews = []
    partial.articles = []
    let issues = [
      FeedIssue(feed: "recent_news", reason: "the server could not be reached: refused"),
      FeedIssue(feed: "articles", index: 3, field: "title", reason: "missing"),
    ]
    state = Self.reduce([.feedsLoaded(partial, issues: issues)], from: state)
    #expect(state.feeds.recentNews == sample.recentNews)
    // A bad item is not a failed feed: the feed is what arrived.
    #expect(state.feeds.articles.isEmpty)
    #expect(state.failedFeeds.map(\.feed) == ["recent_news"] && state.hasLoadFailures)
    #expect(state.loadFailureSummary == "recent_news: the server could not be reached: refused")
    let before = state.feeds
    state = Self.reduce(
      [.feedsLoaded(FeedBundle(), issues: Feed.allCases.map { FeedIssue(feed: $0.rawValue, reason: "down") })],
      from: state)
    #expect(state.loadFailureSummary == "8 feeds failed: down")
    #expect(state.feeds == before)
    state = Self.reduce(
      [.feedsLoaded(sample, issues: [FeedIssue(feed: "articles", reason: "HTTP 500"), issues[0]])], from: state)
    #expect(state.loadFailureSummary == "articles: HTTP 500 (+1 more)")
  }
}
