import GalleryModel
import Redux

/// The persistence middleware (seed 004's figure: persistence in middleware): `.restoreFavorites`
/// answers with what `database` kept (scenes and archive items), and every `.toggleFavorite` (and the
/// Archive's) is written at once — in dispatch
/// order, so two quick taps never land out of order. A failed write is reported once, in one line, and
/// the marks carry on in memory.
public func favoritesPersistence(_ database: FavoritesDatabase) -> Middleware<AppState, AppAction> {
  { state, action in
    switch action {
    case .restoreFavorites:
      let favorites = database.favorites(.scenes)
      let archive = database.favorites(.archive)
      let problem = database.problem
      return .run { send in await send(.favoritesRestored(favorites, archive: archive, problem: problem)) }
    case .toggleFavorite(let id):
      return save(id, state.favorites.contains(id), in: .scenes, state, to: database)
    case .archive(.toggleFavorite(let id)):
      return save(id, state.archive.favorites.contains(id), in: .archive, state, to: database)
    default:
      return .none
    }
  }
}

/// Writes one mark; a failure is reported once.
private func save(
  _ id: Int, _ isFavorite: Bool, in list: FavoriteList, _ state: AppState, to database: FavoritesDatabase
) -> Effect<AppAction> {
  do throws(FavoritesDatabaseError) {
    try database.setFavorite(id, isFavorite, in: list)
    return .none
  } catch {
    guard state.storageProblem == nil else { return .none }
    let problem = error.description
    return .run { send in await send(.storageFailed(problem)) }
  }
}
