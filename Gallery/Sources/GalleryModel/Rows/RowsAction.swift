import AppModel

/// What can happen on Rows, and what it reports.
public enum RowsAction: ScreenAction, Equatable, Sendable {
  /// A key or the wheel: the news rows take the keys, the row under the pointer the wheel.
  case input(ScreenInput)
  /// What Rows reports, for the app to act on.
  case delegate(Delegate)

  /// What Rows reports.
  public enum Delegate: Equatable, Sendable {
    /// An item of a row was tapped: a news item (``Carousel/rows``) or a numbered box
    /// (``Carousel/singleRow``).
    case tapped(Carousel, id: Int)
    /// A news item was tapped: its detail opens.
    case openDetail(DetailRef)
  }

  var input: ScreenInput? { if case .input(let input) = self { input } else { nil } }
}
