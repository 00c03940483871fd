import Foundation

extension KeyedDecodingContainer {
  /// The string at `key`, or nil when the key is missing, null, not a string or blank: an optional
  /// line of text that a feed may leave out or get wrong without losing its item.
  func optionalText(forKey key: Key) -> String? {
    guard let text = (try? decodeIfPresent(String.self, forKey: key)) ?? nil else { return nil }
    return text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty ? nil : text
  }
}
