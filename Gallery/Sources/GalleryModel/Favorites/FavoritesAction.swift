import AppModel

/// What can happen on Favourites, and what it reports.
public enum FavoritesAction: ScreenAction, Equatable, Sendable {
  /// A key or the wheel: the stack takes them.
  case input(ScreenInput)
  /// What Favourites reports, for the app to act on.
  case delegate(Delegate)

  /// What Favourites reports.
  public enum Delegate: Equatable, Sendable {
    /// A card's ♡ was tapped: its scene is marked, or unmarked.
    case toggleFavorite(id: Int)
    /// A card was tapped elsewhere: the scene is tapped, and its detail opens.
    case tapped(id: Int)
    /// A card was tapped whose detail opens.
    case openDetail(DetailRef)
  }

  var input: ScreenInput? { if case .input(let input) = self { input } else { nil } }
}
