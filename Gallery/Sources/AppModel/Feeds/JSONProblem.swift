import Foundation

/// One-line explanations of why JSON could not be read: the feeds' decoder and the `--script` option
/// both report through it, so a user sees the same words for the same mistake.
public enum JSONProblem {
  /// `error` from `JSONSerialization` or `JSONDecoder` in one line: a syntax error with its line and
  /// column in `data`, a decoding error with the path of the value (`events[3].time: expected Double`).
  public static func describe(_ error: Error, in data: Data) -> String {
    let text: String
    if let decoding = error as? DecodingError {
      let (path, reason) = explain(decoding)
      if case .dataCorrupted(let context) = decoding, context.codingPath.isEmpty,
        let syntax = syntaxError(in: data) ?? context.underlyingError
      {
        // JSONDecoder says only "not valid JSON"; JSONSerialization says where.
        text = describeSyntax(syntax, in: data)
      } else {
        text = path.isEmpty ? reason : "\(path): \(reason)"
      }
    } else {
      text = describeSyntax(error, in: data)
    }
    return text.split(whereSeparator: \.isNewline).joined(separator: " ")
  }

  /// The full coding path (`events[3].time`, empty at the top level) and a readable reason.
  static func explain(_ error: DecodingError) -> (path: String, reason: String) {
    let (keys, reason) = parts(of: error)
    return (path(keys), reason)
  }

  /// The keys leading to the bad value (for a missing key, ending with that key) and a readable reason.
  static func parts(of error: DecodingError) -> (keys: [any CodingKey], reason: String) {
    switch error {
    case .keyNotFound(let key, let context):
      return (context.codingPath + [key], "missing")
    case .typeMismatch(let type, let context):
      return (context.codingPath, "expected \(type)")
    case .valueNotFound(let type, let context):
      return (context.codingPath, "expected \(type), found null")
    case .dataCorrupted(let context):
      return (context.codingPath, context.debugDescription)
    @unknown default:
      return ([], "\(error)")
    }
  }

  /// `events[3].time` for the keys `events`, index 3, `time`.
  static func path(_ keys: [any CodingKey]) -> String {
    keys.reduce(into: "") { path, key in
      if let index = key.intValue {
        path += "[\(index)]"
      } else {
        path += path.isEmpty ? key.stringValue : ".\(key.stringValue)"
      }
    }
  }

  /// The error `JSONSerialization` reports for `data`, or nil when it parses.
  static func syntaxError(in data: Data) -> (any Error)? {
    do {
      _ = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
      return nil
    } catch {
      return error
    }
  }

  /// A parse error with the line and column it happened at, whichever way Foundation words it.
  static func describeSyntax(_ error: Error, in data: Data) -> String {
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
