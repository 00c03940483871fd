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
      return ([], [FeedIssue(feed: name, reason: "not valid JSON: \(JSONProblem.describe(error, in: data))")])
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

  /// The field (the last key of the path) and a readable reason for a decoding error.
  static func explain(_ error: DecodingError) -> (field: String?, reason: String) {
    let (keys, reason) = JSONProblem.parts(of: error)
    return (keys.last?.stringValue, reason)
  }
}
