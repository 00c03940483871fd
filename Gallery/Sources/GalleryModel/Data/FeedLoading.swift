import AppModel
import Foundation
import Redux

/// The middleware that loads the feeds when ``DataAction/loadFeeds`` is dispatched, with `load` doing
/// the reading (the sample resources in the app, anything in tests), and answers with
/// ``DataAction/feedsLoaded(_:issues:)`` or ``DataAction/feedsFailed(_:)``.
public func feedLoading(
  _ load: @escaping @Sendable () async throws -> (feeds: FeedBundle, issues: [FeedIssue]) = { try FeedBundle.sample() }
) -> Middleware<AppState, AppAction> {
  { _, action in
    guard action == .data(.loadFeeds) else { return .none }
    return .run { send in
      do {
        let (feeds, issues) = try await load()
        await send(.data(.feedsLoaded(feeds, issues: issues)))
      } catch {
        await send(.data(.feedsFailed(FeedLoadError(error))))
      }
    }
  }
}
