/// Two texts compared line by line, as a failure message shows them: `−` before a line only the
/// expected text has, `+` before one only the actual text has, two spaces before a line both share,
/// and runs of shared lines further than ``contextLines`` from a change folded into one
/// `… (n unchanged lines)`.
///
/// The lines are matched by the standard library's `difference(from:)` (Myers' algorithm:
/// O((n + m) · d) time for n and m lines and d changed ones), after the shared first and last lines are
/// set aside, so a one-field change in a state of thousands of lines costs little.
struct LineDifference {
  /// How many shared lines are kept on either side of a change.
  static let contextLines = 2

  /// Each line of the comparison: what it is and its text.
  enum Line: Equatable {
    case shared(String)
    case removed(String)
    case inserted(String)
  }

  /// Every line of both texts in order, shared ones once.
  let lines: [Line]

  /// Compares `expected` with `actual`.
  init(expected: [String], actual: [String]) {
    let prefix = zip(expected, actual).prefix { $0 == $1 }.count
    let suffix = zip(expected.dropFirst(prefix).reversed(), actual.dropFirst(prefix).reversed())
      .prefix { $0 == $1 }.count
    let expectedMiddle = expected[prefix..<(expected.count - suffix)]
    let actualMiddle = actual[prefix..<(actual.count - suffix)]
    let changes = actualMiddle.difference(from: expectedMiddle)
    var removedOffsets = Set<Int>()
    var insertedOffsets = Set<Int>()
    for change in changes {
      switch change {
      case .remove(let offset, _, _): removedOffsets.insert(offset)
      case .insert(let offset, _, _): insertedOffsets.insert(offset)
      }
    }
    var lines = expected[..<prefix].map(Line.shared)
    var old = 0
    var new = 0
    while old < expectedMiddle.count || new < actualMiddle.count {
      if old < expectedMiddle.count, removedOffsets.contains(old) {
        lines.append(.removed(expectedMiddle[expectedMiddle.startIndex + old]))
        old += 1
      } else if new < actualMiddle.count, insertedOffsets.contains(new) {
        lines.append(.inserted(actualMiddle[actualMiddle.startIndex + new]))
        new += 1
      } else {
        lines.append(.shared(actualMiddle[actualMiddle.startIndex + new]))
        old += 1
        new += 1
      }
    }
    lines += expected[(expected.count - suffix)...].map(Line.shared)
    self.lines = lines
  }

  /// Whether the texts differ at all.
  var hasChanges: Bool {
    lines.contains { if case .shared = $0 { false } else { true } }
  }

  /// The comparison as text, shared runs far from a change folded.
  var text: String {
    let changed = lines.indices.filter { if case .shared = lines[$0] { false } else { true } }
    var kept = [Bool](repeating: false, count: lines.count)
    for index in changed {
      for near in max(0, index - Self.contextLines)...min(lines.count - 1, index + Self.contextLines) {
        kept[near] = true
      }
    }
    var output: [String] = []
    var folded = 0
    for (index, line) in lines.enumerated() {
      guard kept[index] else {
        folded += 1
        continue
      }
      if folded > 0 {
        output.append("  … (\(folded) unchanged line\(folded == 1 ? "" : "s"))")
        folded = 0
      }
      switch line {
      case .shared(let text): output.append("  " + text)
      case .removed(let text): output.append("− " + text)
      case .inserted(let text): output.append("+ " + text)
      }
    }
    if folded > 0 { output.append("  … (\(folded) unchanged line\(folded == 1 ? "" : "s"))") }
    return output.joined(separator: "\n")
  }
}
