import Foundation

/// The Archive screen's part of the state (SPEC §17): the search conditions, the keyword field's
/// editing, and the ♥ marks.
public struct ArchiveState: Codable, Equatable, Sendable {
  /// The most characters the keyword keeps; typing or pasting beyond it is cut there.
  public static let maximumKeywordLength = 64

  /// The keyword typed so far (committed text).
  public var keyword = ""
  /// What an input method is composing and has not committed yet (shown underlined in the field, not
  /// searched); empty otherwise.
  public var composition = ""
  /// The category chip chosen, or nil for all.
  public var category: String?
  /// Whether the keyword field has the keyboard.
  public var isEditing = false
  /// The ids of the items marked ♥.
  public var favorites: Set<Int> = []
  /// The item the keyboard acts on (↑ and ↓ move it, F or Space marks it ♥), if any.
  public var selectedID: Int?

  /// No keyword, no category, nothing marked.
  public init() {}

  /// Whether a keyword or a category narrows the list ("clear conditions" has something to clear).
  public var hasConditions: Bool { !keyword.isEmpty || category != nil }
}
