import AppModel

/// What can happen on Articles, and what it reports.
public enum ArticlesAction: ScreenAction, Equatable, Sendable {
  /// A key or the wheel: arrows, Page Up/Down and a notch along the pager turn a page.
  case input(ScreenInput)
  /// What Articles reports, for the app to act on.
  case delegate(Delegate)

  /// What Articles reports.
  public enum Delegate: Equatable, Sendable {
    /// An article's card was tapped.
    case tapped(id: Int)
    /// An article's card was tapped: its detail opens.
    case openDetail(DetailRef)
  }

  var input: ScreenInput? { if case .input(let input) = self { input } else { nil } }
}
