/// What can happen on the Archive screen, and what it reports.
public enum ArchiveAction: ScreenAction, Equatable, Sendable {
  /// The keyword field takes the keyboard (a tap on it).
  case beginEditing
  /// The keyword field lets the keyboard go (Return, Escape, a tap elsewhere); a composition in
  /// progress is dropped.
  case endEditing
  /// Text committed in the field: a key typed, or an input method's result.
  case insert(String)
  /// What an input method is composing now ("" once it committed or gave up).
  case compose(String)
  /// Backspace: the last character of the keyword goes.
  case deleteBackward
  /// A category chip was tapped: it is chosen, or, if it already was, all categories are shown again.
  case toggleCategory(String)
  /// "Clear conditions": no keyword, no category.
  case clearConditions
  /// The keyboard now acts on this item (nil: on none).
  case selectItem(id: Int?)
  /// A key, the wheel or F: ↑ and ↓ choose a row, the wheel scrolls the list, F marks the row ♥.
  case input(ScreenInput)
  /// What the Archive reports, for the app to act on.
  case delegate(Delegate)

  /// What the Archive reports.
  public enum Delegate: Equatable, Sendable {
    /// A row was tapped.
    case tapped(id: Int)
    /// An item's ♥ was tapped, or F pressed on its row: it is marked, or unmarked.
    case toggleFavorite(id: Int)
    /// The keyword typed is now this (a key typed, Backspace): it changed.
    case setKeyword(String)
    /// A chip made this category the one shown (nil: all): it changed.
    case setCategory(String?)
    /// "Clear conditions" was tapped while there were some.
    case clearConditions
  }

  var input: ScreenInput? { if case .input(let input) = self { input } else { nil } }
}
