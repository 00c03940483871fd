import GalleryModel
import Redux

/// The persistence middleware (seed 004's figure: persistence in middleware): `.restoreFavorites`
/// answers with what `database` kept, and every `.toggleFavorite` is written at once — in dispatch
/// order, so two quick taps never land out of order. A failed write is reported once, in one line, and
/// the marks carry on in memory.
public func favoritesPersistence(_ database: FavoritesDatabase) -> Middleware<AppState, AppAction> {
  { state, action in
    switch action {
    case .restoreFavorites:
      let favorites = database.favorites()
      let problem = database.problem
      return .run { send in await send(.favoritesRestored(favorites, problem: problem)) }
    case .toggleFavorite(let id):
      do throws(FavoritesDatabaseError) {
        try database.setFavorite(id, state.favorites.contains(id))
        return .none
      } catch {
        guard state.storageProblem == nil else { return .none }
        let problem = error.description
        return .run { send in await send(.storageFailed(problem)) }
      }
    default:
      return .none
    }
  }
}
