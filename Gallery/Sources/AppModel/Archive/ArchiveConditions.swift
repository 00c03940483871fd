/// The Archive's search conditions (SPEC §17): a keyword and a category chip, which the list of
/// items narrows to (``ArchiveSearch``). Each change says whether the conditions changed, so that
/// only a real change searches again.
public struct ArchiveConditions: Codable, Equatable, Sendable {
  /// The most characters the keyword keeps; typing or pasting beyond it is cut there.
  public static let maximumKeywordLength = 64

  /// The keyword typed so far (committed text).
  public var keyword = ""
  /// The category chip chosen, or nil for all.
  public var category: String?

  /// No keyword, no category.
  public init() {}

  /// Whether a keyword or a category narrows the list ("clear conditions" has something to clear).
  public var hasConditions: Bool { !keyword.isEmpty || category != nil }

  /// `text` as the keyword: one line of printable text (controls, a pasted newline or tab, are
  /// dropped), cut at ``maximumKeywordLength`` characters. O(text).
  /// - Returns: whether the keyword changed.
  public mutating func setKeyword(_ text: String) -> Bool {
    let printable = String(
      String.UnicodeScalarView(text.unicodeScalars.filter { $0.properties.generalCategory != .control }))
    let cut = String(printable.prefix(Self.maximumKeywordLength))
    guard cut != keyword else { return false }
    keyword = cut
    return true
  }

  /// `text` added at the keyword's end, as ``setKeyword(_:)`` takes it.
  /// - Returns: whether the keyword changed.
  public mutating func append(_ text: String) -> Bool { setKeyword(keyword + text) }

  /// The keyword's last character removed (a character made of several scalars goes whole).
  /// - Returns: whether the keyword changed (false for an empty one).
  public mutating func deleteBackward() -> Bool {
    guard !keyword.isEmpty else { return false }
    keyword.removeLast()
    return true
  }

  /// `category` chosen, or, if it already was, all categories again.
  public mutating func toggle(category: String) {
    self.category = self.category == category ? nil : category
  }

  /// No keyword, no category.
  /// - Returns: whether there was anything to clear.
  public mutating func clear() -> Bool {
    defer { self = ArchiveConditions() }
    return hasConditions
  }
}
