import Foundation

/// Decodes a `{"result": [...]}` feed item by item: a malformed item is skipped and reported, a
/// malformed file is reported with its name and position, and neither stops the other feeds.
public enum FeedDecoder {
  /// The items of feed `name` in `data`, and what had to be skipped.
  public static func decode<Item: Decodable>(
    _ type: Item.Type, feed name: String, from data: Data
  ) -> (items: [Item], issues: [FeedIssue]) {
    let root: Any
    do {
      root = try JSONSerialization.jsonObject(with: data)
    } catch {
      return ([], [FeedIssue(feed: name, reason: "not valid JSON: \(describe(error, in: data))")])
    }
    guard let envelope = root as? [String: Any], let elements = envelope["result"] as? [Any] else {
      return ([], [FeedIssue(feed: name, field: "result", reason: "expected an object with a \"result\" array")])
    }
    var items: [Item] = []
    var issues: [FeedIssue] = []
    let decoder = JSONDecoder()
    for (index, element) in elements.enumerated() {
      do {
        let itemData = try JSONSerialization.data(withJSONObject: element, options: [.fragmentsAllowed])
        items.append(try decoder.decode(Item.self, from: itemData))
      } catch let error as DecodingError {
        let (field, reason) = explain(error)
        issues.append(FeedIssue(feed: name, index: index, field: field, reason: reason))
      } catch {
        issues.append(FeedIssue(feed: name, index: index, reason: "\(error)"))
      }
    }
    return (items, issues)
  }

  /// The field and a readable reason for a decoding error.
  static func explain(_ error: DecodingError) -> (field: String?, reason: String) {
    func path(_ context: DecodingError.Context) -> String? {
      context.codingPath.last.map(\.stringValue)
    }
    switch error {
    case .keyNotFound(let key, _):
      return (key.stringValue, "missing")
    case .typeMismatch(let type, let context):
      return (path(context), "expected \(type)")
    case .valueNotFound(let type, let context):
      return (path(context), "expected \(type), found null")
    case .dataCorrupted(let context):
      return (path(context), context.debugDescription)
    @unknown default:
      return (nil, "\(error)")
    }
  }

  /// A parse error with the line and column it happened at, whichever way Foundation words it.
  static func describe(_ error: Error, in data: Data) -> String {
    let nsError = error as NSError
    let detail = (nsError.userInfo[NSDebugDescriptionErrorKey] as? String) ?? "\(error)"
    if detail.contains("line") { return detail }
    // Foundation reports "around character N" (or an index in userInfo): turn it into line and column.
    var offset = nsError.userInfo["NSJSONSerializationErrorIndex"] as? Int
    if offset == nil, let range = detail.range(of: "character ") {
      offset = Int(detail[range.upperBound...].prefix { $0.isNumber })
    }
    guard let offset, offset >= 0 else { return detail }
    let prefix = data.prefix(offset)
    let line = prefix.reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
    let lineStart = prefix.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? data.startIndex
    return "\(detail) (line \(line), column \(offset - lineStart + 1))"
  }
}
