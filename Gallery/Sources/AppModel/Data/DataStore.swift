import Foundation
import Redux

/// A store that runs the app's data on its own: what a SwiftUI app keeps in its `App` and hands its
/// views, which read ``DataState`` through `state` (the store is `Observable`) and dispatch
/// ``DataAction``s.
///
/// ```swift
/// let store = DataStore(source: .bundled, favoritesFile: favoritesURL)
/// store.start()  // the favourites kept earlier, then the feeds
/// store.dispatch(.toggleFavorite(id: 3))
/// ```
public typealias DataStore = Store<DataState, DataAction>

extension Store where State == DataState, Action == DataAction {
  /// A store with no feeds yet, the data's reducer and its middleware: feeds read from `source`
  /// (bundled files, a folder, or the `gallery serve` API) when ``DataAction/loadFeeds`` is
  /// dispatched, and the favourites kept in the SQLite file `favoritesFile` — or, when it is nil, in
  /// memory for this run only.
  ///
  /// Opening the database happens here, on the main actor (a few milliseconds); a file that cannot be
  /// used is reported in ``DataState/storageProblem`` once ``DataAction/restoreFavorites`` answers.
  public convenience init(source: FeedSource = .bundled, favoritesFile: URL? = nil) {
    self.init(
      initialState: DataState(), reducer: dataReducer,
      middlewares: dataMiddleware(
        load: { await source.fetchFeeds() }, favorites: favoritesFile.map(FavoritesDatabase.init(file:))))
  }

  /// Reads back the favourites kept from earlier runs, then loads the feeds: what an app dispatches
  /// once, when it starts. Both answer later; ``Store/settle()`` waits for them.
  public func start() {
    dispatch(.restoreFavorites)
    dispatch(.loadFeeds)
  }
}

/// The data's middleware, in the order a store runs it: loading the feeds with `load`
/// (``feedLoading(_:)``), then, with a database, keeping the favourites in it
/// (``favoritesPersistence(_:)``). An app whose state embeds ``DataState`` runs each through Redux's
/// `scope(state:action:embed:middleware:)`.
public func dataMiddleware(
  load: @escaping @Sendable () async throws -> (feeds: FeedBundle, issues: [FeedIssue]),
  favorites: FavoritesDatabase?
) -> [Middleware<DataState, DataAction>] {
  [feedLoading(load)] + (favorites.map { [favoritesPersistence($0)] } ?? [])
}
