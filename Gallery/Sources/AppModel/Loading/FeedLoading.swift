import Foundation
import Redux

/// The middleware that loads the feeds when ``DataAction/loadFeeds`` is dispatched, with `load` doing
/// the reading (``FeedSource/fetchFeeds(timeout:)`` in an app, anything in tests), and answers with
/// ``DataAction/feedsLoaded(_:issues:)`` or, when `load` throws, ``DataAction/feedsFailed(_:)``.
/// ``DataAction/retry`` reaches it as the `loadFeeds` the reducer sends when something failed.
///
/// - Parameter load: reads every feed; it runs in a task of its own, one for each `loadFeeds`.
public func feedLoading(
  _ load: @escaping @Sendable () async throws -> (feeds: FeedBundle, issues: [FeedIssue]) = { try FeedBundle.sample() }
) -> Middleware<DataState, DataAction> {
  { _, action in
    guard action == .loadFeeds else { return .none }
    return .run { send in
      do {
        let (feeds, issues) = try await load()
        await send(.feedsLoaded(feeds, issues: issues))
      } catch {
        await send(.feedsFailed(FeedLoadError(error)))
      }
    }
  }
}
