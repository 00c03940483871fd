/// The Archive screen's own state (figure 004's example): whether its keyword field has the keyboard,
/// what an input method is composing there, and the row the keyboard acts on. What the field's text
/// searches for — the keyword and the category — and the ♥ marks are the data's
/// (``DataState/archive``, ``DataState/archiveFavorites``).
public struct ArchiveState: Codable, Equatable, Sendable {
  /// Whether the keyword field has the keyboard.
  public var isEditing = false
  /// What an input method is composing and has not committed yet (shown underlined in the field, not
  /// searched); empty otherwise.
  public var composition = ""
  /// The item the keyboard acts on (↑ and ↓ move it, F or Space marks it ♥), if any.
  public var selectedID: Int?

  /// The field without the keyboard, nothing composed, no row chosen.
  public init() {}

  /// The field lets the keyboard go: a composition in progress is dropped.
  mutating func endEditing() {
    isEditing = false
    composition = ""
  }
}
