import Foundation

/// The Archive screen's search (SPEC §17): a keyword and a category chip over the items, ignoring case
/// and full-/half-width differences ("ＣＵＲＲＹ", "curry" and "Curry" are one word; so are "ｶﾚｰ" and
/// "カレー").
///
/// Building the search folds every item's title, shop and summary once (O(total text)); a query
/// folds only the keyword and scans the folded bytes, so 10,000 items answer within a frame. The
/// keyword's words (split at spaces, full-width ones too) must all appear, each in any of the three
/// fields; a word never matches part of a character (the "カ" in "ガ").
public struct ArchiveSearch: Sendable, Equatable {
  /// The items searched, in feed order.
  public let items: [ArchiveItem]
  /// Each item's title, shop and summary, folded, as UTF-8, one after another with a separator.
  private let folded: [[UInt8]]

  /// A search over `items`, their text folded once. O(total text).
  public init(items: [ArchiveItem]) {
    self.items = items
    folded = items.map { item in
      Array(Self.fold([item.title, item.shop, item.summary].joined(separator: "\n")).utf8)
    }
  }

  /// The categories in the order they first appear, for the chips.
  public var categories: [String] {
    var seen: Set<String> = []
    return items.map(\.category).filter { seen.insert($0).inserted }
  }

  /// The positions in ``items`` of the items that match every word of `keyword` and, if `category`
  /// is not nil, are in it; all of them for an empty keyword and no category. O(items × text).
  public func matches(keyword: String, category: String?) -> [Int] {
    let words = Self.words(of: keyword).map { Array($0.utf8) }
    return items.indices.filter { index in
      (category == nil || items[index].category == category)
        && words.allSatisfy { Self.firstMatch(of: $0, in: folded[index], from: 0) != nil }
    }
  }

  /// Where the words of `keyword` appear in `text`, as ranges of `text`, in order and not
  /// overlapping: what the screen highlights.
  public static func highlights(of keyword: String, in text: String) -> [Range<String.Index>] {
    let words = words(of: keyword)
    guard !words.isEmpty else { return [] }
    // Fold character by character, remembering where in `text` each folded character starts.
    var foldedText: [UInt8] = []
    var starts: [Int: String.Index] = [:]
    for index in text.indices {
      starts[foldedText.count] = index
      foldedText += fold(String(text[index])).utf8
    }
    starts[foldedText.count] = text.endIndex
    var ranges: [Range<String.Index>] = []
    for word in words.map({ Array($0.utf8) }) {
      var from = 0
      while let start = firstMatch(of: word, in: foldedText, from: from) {
        // Only matches that begin and end where characters of `text` do.
        if let lower = starts[start], let upper = starts[start + word.count] {
          ranges.append(lower..<upper)
          from = start + word.count
        } else {
          from = start + 1
        }
      }
    }
    return merged(ranges)
  }

  /// `text` folded for comparison: compatibility forms decomposed (full-width Latin to ASCII,
  /// half-width kana to kana, voiced marks split off), then lowercased.
  public static func fold(_ text: String) -> String {
    text.decomposedStringWithCompatibilityMapping.lowercased()
  }

  /// The words of a keyword, folded; none for a blank one.
  static func words(of keyword: String) -> [String] {
    fold(keyword).split(whereSeparator: \.isWhitespace).map(String.init)
  }

  /// Where `word` first occurs in `text` at or after `from`, never ending before a combining mark
  /// (so a folded "カ" does not match the first half of a folded "ガ"). A byte scan over the buffers:
  /// O(text × word) at worst, about the text's length in practice.
  static func firstMatch(of word: [UInt8], in text: [UInt8], from: Int) -> Int? {
    guard let head = word.first else { return from <= text.count ? from : nil }
    let found: Int? = text.withUnsafeBufferPointer { haystack in
      word.withUnsafeBufferPointer { needle in
        var start = max(0, from)
        let last = haystack.count - needle.count
        while start <= last {
          if haystack[start] == head {
            var length = 1
            while length < needle.count, haystack[start + length] == needle[length] { length += 1 }
            if length == needle.count, !startsWithCombiningMark(haystack, at: start + length) { return start }
          }
          start += 1
        }
        return nil
      }
    }
    return found
  }

  /// Whether the UTF-8 scalar at `offset` of `bytes` is a combining mark (a voiced-sound mark, an
  /// accent): a match ending there would split a character.
  private static func startsWithCombiningMark(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> Bool {
    guard offset < bytes.count, bytes[offset] >= 0xC0 else { return false }
    var decoder = UTF8()
    var iterator = bytes[offset...].makeIterator()
    guard case .scalarValue(let scalar) = decoder.decode(&iterator) else { return false }
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .spacingMark, .enclosingMark: return true
    default: return false
    }
  }

  /// Ranges sorted and joined where they overlap.
  private static func merged(_ ranges: [Range<String.Index>]) -> [Range<String.Index>] {
    var result: [Range<String.Index>] = []
    for range in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) {
      if let last = result.last, range.lowerBound <= last.upperBound {
        result[result.count - 1] = last.lowerBound..<max(last.upperBound, range.upperBound)
      } else {
        result.append(range)
      }
    }
    return result
  }
}
