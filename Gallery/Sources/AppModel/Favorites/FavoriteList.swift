/// The lists of ♥ marks the favourites database keeps, each in its own table.
public enum FavoriteList: CaseIterable, Sendable {
  /// The Favourites screen's scenes.
  case scenes
  /// The Archive screen's recipes.
  case archive

  /// The table and its id column (fixed names, never from input).
  var table: (name: String, idColumn: String) {
    switch self {
    case .scenes: ("favorite", "sceneId")
    case .archive: ("archiveFavorite", "itemId")
    }
  }
}
