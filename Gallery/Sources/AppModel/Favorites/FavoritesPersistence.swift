import Redux

/// The persistence middleware (seed 004's figure: persistence in middleware): ``DataAction/restoreFavorites``
/// answers with what `database` kept (scenes and archive items), and after every action the marks in
/// the data are compared with what was last written, and each mark that changed is written at once.
/// So a mark made by any action — ``DataAction/toggleFavorite(id:)`` after a tap on a card's ♡,
/// ``DataAction/toggleArchiveFavorite(id:)``, marks restored — is kept, in dispatch order. A failed
/// write is reported once, with ``DataAction/storageFailed(_:)``, and the marks carry on in memory.
///
/// - Complexity: O(marks) an action for the comparison; O(log n) a changed mark for the write.
public func favoritesPersistence(_ database: FavoritesDatabase) -> Middleware<DataState, DataAction> {
  let written = WrittenMarks()
  return { state, action in
    switch action {
    case .restoreFavorites:
      let favorites = database.favorites(.scenes)
      let archive = database.favorites(.archive)
      let problem = database.problem
      return .run { send in await send(.favoritesRestored(favorites, archive: archive, problem: problem)) }
    case .favoritesRestored(let favorites, let archive, _):
      // What the database answered with is there already; marks made before it answered are not.
      written.scenes.formUnion(favorites)
      written.archive.formUnion(archive)
    default:
      break
    }
    var problem: String?
    for list in FavoriteList.allCases {
      let marks = list == .scenes ? state.favorites : state.archiveFavorites
      let before = list == .scenes ? written.scenes : written.archive
      guard marks != before else { continue }
      for (id, isFavorite) in changes(from: before, to: marks) {
        do throws(FavoritesDatabaseError) {
          try database.setFavorite(id, isFavorite, in: list)
        } catch {
          problem = problem ?? error.description
        }
      }
      if list == .scenes { written.scenes = marks } else { written.archive = marks }
    }
    guard let problem, state.storageProblem == nil else { return .none }
    return .run { send in await send(.storageFailed(problem)) }
  }
}

/// The marks as last written, per list.
@MainActor
private final class WrittenMarks {
  var scenes: Set<Int> = []
  var archive: Set<Int> = []
}

/// Each ID whose mark differs between `old` and `new`, with its new mark, in ID order.
private func changes(from old: Set<Int>, to new: Set<Int>) -> [(id: Int, isFavorite: Bool)] {
  new.symmetricDifference(old).sorted().map { ($0, new.contains($0)) }
}
