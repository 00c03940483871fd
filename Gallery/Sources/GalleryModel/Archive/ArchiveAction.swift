import Foundation

/// What can happen on the Archive screen.
public enum ArchiveAction: Equatable, Sendable {
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
  /// Mark or unmark an item ♥.
  case toggleFavorite(id: Int)
  /// The keyboard now acts on this item (nil: on none).
  case selectItem(id: Int?)
}
