import AppModel
import Foundation
import GRDB
import Redux
import ReduxTesting
import Testing

/// A thrown load error with a description of its own.
struct LoadFailure: Error, CustomStringConvertible {
  var description: String { "disk on fire" }
}

/// The data's middleware over its own state and actions, in a store of the data alone (what a SwiftUI
/// app runs): loading, failing and retrying; favourites restored and kept, a failed write reported.
@MainActor
@Suite("Data middleware")
struct DataMiddlewareTests {
  /// One banner: a small bundle to load.
  nonisolated static let small: FeedBundle = {
    var feeds = FeedBundle()
    feeds.campaignBanners = [CampaignBanner(id: 1, bannerContentsID: 1001, bannerURL: "b.jpg")]
    return feeds
  }()

  nonisolated static let skipped = FeedIssue(feed: "campaign_banners", index: 1, reason: "skipped")

  @Test("Feeds load through the middleware: loading, then the feeds and what was skipped")
  func feedsLoad() async {
    let tester = StoreTester(
      initialState: DataState(), reducer: dataReducer,
      middlewares: [feedLoading { (Self.small, [Self.skipped]) }])
    tester.send(.loadFeeds) { $0.loadState = .loading }
    await tester.receive(.feedsLoaded(Self.small, issues: [Self.skipped])) {
      $0.loadState = .loaded
      $0.feeds = Self.small
      $0.issues = [Self.skipped]
    }
    #expect(!tester.store.state.hasLoadFailures && tester.store.state.loadFailureSummary == nil)
    await tester.finish()
  }

  @Test("A load that throws fails as a whole and keeps the feeds; retry loads again, and the failure goes")
  func failureAndRetry() async {
    let attempts = Attempts()
    let tester = StoreTester(
      initialState: DataState(), reducer: dataReducer,
      middlewares: [
        feedLoading {
          guard attempts.next() > 1 else { throw LoadFailure() }
          return (Self.small, [])
        }
      ])
    tester.send(.loadFeeds) { $0.loadState = .loading }
    await tester.receive(.feedsFailed(.failed("disk on fire"))) {
      $0.loadState = .failed
      $0.issues = [FeedIssue(feed: "all", reason: "disk on fire")]
    }
    #expect(tester.store.state.hasLoadFailures && tester.store.state.loadFailureSummary == "all: disk on fire")
    tester.send(.retry)
    await tester.receive(.loadFeeds) { $0.loadState = .loading }
    await tester.receive(.feedsLoaded(Self.small, issues: [])) {
      $0.loadState = .loaded
      $0.feeds = Self.small
      $0.issues = []
    }
    #expect(!tester.store.state.hasLoadFailures)
    await tester.finish()
  }

  @Test("A retry against a server still down for one feed keeps what that feed showed")
  func retryKeepsAFeedThatFailsAgain() async throws {
    let sample = try FeedBundle.sample().feeds
    var partial = sample
    partial.recentNews = []
    let down = FeedIssue(feed: "recent_news", reason: "the server answered HTTP 503")
    var shown = DataState()
    shown.feeds = sample
    shown.loadState = .loaded
    shown.issues = [down]
    let answer = partial
    let tester = StoreTester(initialState: shown, reducer: dataReducer, middlewares: [feedLoading { (answer, [down]) }])
    tester.send(.retry)
    await tester.receive(.loadFeeds) { $0.loadState = .loading }
    await tester.receive(.feedsLoaded(partial, issues: [down])) { $0.loadState = .loaded }
    #expect(tester.store.state.feeds.recentNews.count == 12)
    await tester.finish()
  }

  @Test("Retry with nothing failed does nothing: no load starts")
  func retryWithNothingFailed() async {
    var loaded = DataState()
    loaded.loadState = .loaded
    loaded.issues = [Self.skipped]  // a skipped item is not a failed feed
    let tester = StoreTester(
      initialState: loaded, reducer: dataReducer, middlewares: [feedLoading { (Self.small, []) }])
    tester.send(.retry)
    #expect(!tester.hasUncheckedActions && !tester.store.hasRunningEffects)
    await tester.finish()
  }

  /// A favourites database in a folder of its own, removed by `body`'s end.
  static func withDatabase(_ body: (FavoritesDatabase, URL) async throws -> Void) async throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("favorites-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("favorites.sqlite")
    try await body(FavoritesDatabase(file: file), file)
  }

  @Test("Restoring answers with what the database kept; marks made before it answered stay; each mark is written")
  func favouritesRestoredAndKept() async throws {
    try await Self.withDatabase { database, _ in
      try database.setFavorite(4, true)
      try database.setFavorite(9, true, in: .archive)
      let tester = StoreTester(
        initialState: DataState(), reducer: dataReducer, middlewares: [favoritesPersistence(database)])
      // Read at once, answered on the next turn of the main actor: a mark made meanwhile.
      tester.send(.restoreFavorites)
      tester.send(.toggleFavorite(id: 2)) { $0.favorites = [2] }
      await tester.receive(.favoritesRestored([4], archive: [9], problem: nil)) {
        $0.favorites = [2, 4]
        $0.archiveFavorites = [9]
      }
      #expect(database.favorites(.scenes) == [2, 4])
      tester.send(.toggleFavorite(id: 4)) { $0.favorites = [2] }
      tester.send(.toggleArchiveFavorite(id: 11)) { $0.archiveFavorites = [9, 11] }
      #expect(database.favorites(.scenes) == [2] && database.favorites(.archive) == [9, 11])
      await tester.finish()
    }
  }

  @Test("A write that fails (the file locked by another connection) is reported once; the marks carry on in memory")
  func failedWriteIsReportedOnce() async throws {
    try await Self.withDatabase { database, file in
      var configuration = Configuration()
      configuration.allowsUnsafeTransactions = true
      let other = try DatabaseQueue(path: file.path, configuration: configuration)
      try await other.writeWithoutTransaction { try $0.execute(sql: "BEGIN EXCLUSIVE") }
      let tester = StoreTester(
        initialState: DataState(), reducer: dataReducer, middlewares: [favoritesPersistence(database)])
      tester.send(.toggleFavorite(id: 1)) { $0.favorites = [1] }
      await tester.receive(.storageFailed("favourites cannot be saved (database is locked)")) {
        $0.storageProblem = "favourites cannot be saved (database is locked)"
      }
      tester.send(.toggleFavorite(id: 2)) { $0.favorites = [1, 2] }
      await tester.finish()
      try await other.writeWithoutTransaction { try $0.execute(sql: "ROLLBACK") }
      #expect(database.favorites(.scenes).isEmpty)
    }
  }
}

/// Counts a loader's calls across tasks.
final class Attempts: @unchecked Sendable {
  private let lock = NSLock()
  private var count = 0

  /// Adds one and returns the new count.
  func next() -> Int {
    lock.lock()
    defer { lock.unlock() }
    count += 1
    return count
  }
}
