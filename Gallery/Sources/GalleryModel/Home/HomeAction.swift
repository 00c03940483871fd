import AppModel

/// What can happen on Home, and what Home reports.
public enum HomeAction: ScreenAction, Equatable, Sendable {
  /// A key or the wheel: the ring takes ← and →, the carousel under the pointer the wheel first, the
  /// page the rest.
  case input(ScreenInput)
  /// What Home reports, for the app to act on.
  case delegate(Delegate)

  /// What Home reports.
  public enum Delegate: Equatable, Sendable {
    /// An item was tapped: a carousel's (`carousel`), or a card of the page's grid or masonry (nil).
    case tapped(Carousel?, id: Int)
    /// A card was tapped whose detail opens.
    case openDetail(DetailRef)
  }

  var input: ScreenInput? { if case .input(let input) = self { input } else { nil } }
}
