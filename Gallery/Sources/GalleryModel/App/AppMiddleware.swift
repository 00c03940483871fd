import AppModel
import Redux

/// The Gallery's middleware: the data's (``AppModel/dataMiddleware(load:favorites:)``: the feeds
/// loaded with `load`, the favourites kept in `favorites` when it is given), each run over the data's
/// part of the app's state and hearing only the `.data` actions.
public func appMiddleware(
  load: @escaping @Sendable () async throws -> (feeds: FeedBundle, issues: [FeedIssue]),
  favorites: FavoritesDatabase? = nil
) -> [Middleware<AppState, AppAction>] {
  dataMiddleware(load: load, favorites: favorites).map {
    scope(state: \.data, action: \.data, embed: AppAction.data, middleware: $0)
  }
}
