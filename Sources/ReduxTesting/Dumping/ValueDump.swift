/// Any value drawn as text for a test's failure message, through its `Mirror`: a structure or class as
/// `Type(label: value, …)`, an enumeration case as `.case(payload)`, a collection as `[…]` (a
/// dictionary's entries and a set's elements in a stable order, sorted by their text), an optional as
/// its value or `nil`, and anything without children — numbers, strings (quoted), types with a
/// description of their own — as its description.
///
/// ``lines`` indents one level per container and puts each child on a line of its own, so that two
/// states compared line by line (``LineDifference``) differ exactly where their values do; ``line``
/// draws the same tree on one line, for an action named in a sentence.
///
/// Bounded whatever the value: containers deeper than ``maximumDepth`` are cut to `…`, and a class
/// met again inside itself is drawn as `Type(↩︎)` instead of being followed around its cycle.
/// Building the dump costs O(n log n) in the number of values reached (the sort of dictionary keys
/// and set elements), rendering it O(n).
struct ValueDump {
  /// How many containers deep a dump goes before it draws `…`.
  static let maximumDepth = 24

  /// A value's drawing: text, or a container with a heading, brackets and children.
  indirect enum Node: Equatable {
    case leaf(String)
    case container(heading: String, open: String, close: String, children: [Child])
  }

  /// One child of a container: its label, if it has one, and its drawing.
  struct Child: Equatable {
    var label: String?
    var node: Node
  }

  /// The tree the value is drawn as.
  let root: Node

  /// Draws `value`.
  init(_ value: Any) {
    var visiting = Set<ObjectIdentifier>()
    root = Self.node(for: value, depth: 0, visiting: &visiting)
  }

  /// The dump over several lines, two spaces of indentation a level, with a comma after every child.
  var lines: [String] {
    var lines: [String] = []
    Self.appendLines(of: root, prefix: "", suffix: "", indentation: "", to: &lines)
    return lines
  }

  /// The dump on one line, children separated by `, `.
  var line: String { Self.line(of: root) }

  private static func node(for value: Any, depth: Int, visiting: inout Set<ObjectIdentifier>) -> Node {
    guard depth < maximumDepth else { return .leaf("…") }
    let mirror = Mirror(reflecting: value)
    switch mirror.displayStyle {
    case .optional:
      guard let wrapped = mirror.children.first?.value else { return .leaf("nil") }
      return node(for: wrapped, depth: depth, visiting: &visiting)
    case .enum:
      return enumNode(value, mirror, depth: depth, visiting: &visiting)
    case .collection:
      let children = mirror.children.map { Child(node: node(for: $0.value, depth: depth + 1, visiting: &visiting)) }
      return .container(heading: "", open: "[", close: "]", children: children)
    case .set:
      let children = mirror.children.map { Child(node: node(for: $0.value, depth: depth + 1, visiting: &visiting)) }
      return .container(heading: "Set(", open: "[", close: "])", children: sortedByText(children))
    case .dictionary:
      return dictionaryNode(mirror, depth: depth, visiting: &visiting)
    case .tuple:
      let children = mirror.children.map { child in
        Child(label: tupleLabel(child.label), node: node(for: child.value, depth: depth + 1, visiting: &visiting))
      }
      return .container(heading: "", open: "(", close: ")", children: children)
    case .struct, .class:
      return recordNode(value, mirror, depth: depth, visiting: &visiting)
    default:
      return leaf(value)
    }
  }

  /// A case without a payload is `.name`; with one, `.name(payload)`, the payload's labels kept.
  private static func enumNode(_ value: Any, _ mirror: Mirror, depth: Int, visiting: inout Set<ObjectIdentifier>)
    -> Node
  {
    guard let payload = mirror.children.first, let name = payload.label else {
      // A case has no reflectable name of its own; its description is the name unless the type
      // describes itself.
      return value is CustomStringConvertible ? leaf(value) : .leaf("." + String(describing: value))
    }
    let payloadMirror = Mirror(reflecting: payload.value)
    let children: [Child]
    if payloadMirror.displayStyle == .tuple {
      children = payloadMirror.children.map { child in
        Child(label: tupleLabel(child.label), node: node(for: child.value, depth: depth + 1, visiting: &visiting))
      }
    } else {
      children = [Child(node: node(for: payload.value, depth: depth + 1, visiting: &visiting))]
    }
    return .container(heading: "." + name, open: "(", close: ")", children: children)
  }

  private static func dictionaryNode(_ mirror: Mirror, depth: Int, visiting: inout Set<ObjectIdentifier>) -> Node {
    let children = mirror.children.map { entry -> Child in
      let pair = Array(Mirror(reflecting: entry.value).children)
      guard pair.count == 2 else {
        return Child(node: node(for: entry.value, depth: depth + 1, visiting: &visiting))
      }
      let key = line(of: node(for: pair[0].value, depth: depth + 1, visiting: &visiting))
      return Child(label: key, node: node(for: pair[1].value, depth: depth + 1, visiting: &visiting))
    }
    guard !children.isEmpty else { return .leaf("[:]") }
    return .container(heading: "", open: "[", close: "]", children: sortedByText(children))
  }

  /// A structure or class: its stored properties, or its description when it has none to show.
  private static func recordNode(_ value: Any, _ mirror: Mirror, depth: Int, visiting: inout Set<ObjectIdentifier>)
    -> Node
  {
    let typeName = String(describing: mirror.subjectType)
    let identity = mirror.displayStyle == .class ? ObjectIdentifier(value as AnyObject) : nil
    if let identity, visiting.contains(identity) { return .leaf(typeName + "(↩︎)") }
    let properties = Array(mirror.children)
    guard !properties.isEmpty else {
      return value is CustomStringConvertible ? leaf(value) : .leaf(typeName + "()")
    }
    if let identity { visiting.insert(identity) }
    defer { if let identity { visiting.remove(identity) } }
    let children = properties.map { child in
      Child(label: child.label, node: node(for: child.value, depth: depth + 1, visiting: &visiting))
    }
    return .container(heading: typeName, open: "(", close: ")", children: children)
  }

  private static func leaf(_ value: Any) -> Node {
    switch value {
    case let string as String: .leaf(string.debugDescription)
    case let substring as Substring: .leaf(String(substring).debugDescription)
    case let character as Character: .leaf(String(reflecting: character))
    default: .leaf(String(describing: value))
    }
  }

  /// A tuple's positional labels (`.0`, `.1`) say nothing a reader needs; named ones stay.
  private static func tupleLabel(_ label: String?) -> String? {
    guard let label, !label.hasPrefix(".") else { return nil }
    return label
  }

  /// `children` in the order of their text, label first: each drawn once, not once a comparison.
  private static func sortedByText(_ children: [Child]) -> [Child] {
    children.map { (label: $0.label ?? "", text: line(of: $0.node), child: $0) }
      .sorted { ($0.label, $0.text) < ($1.label, $1.text) }
      .map(\.child)
  }

  private static func line(of node: Node) -> String {
    switch node {
    case .leaf(let text):
      return text
    case .container(let heading, let open, let close, let children):
      let inner = children.map { child in
        child.label.map { "\($0): " + line(of: child.node) } ?? line(of: child.node)
      }
      return heading + open + inner.joined(separator: ", ") + close
    }
  }

  private static func appendLines(
    of node: Node, prefix: String, suffix: String, indentation: String, to lines: inout [String]
  ) {
    switch node {
    case .leaf(let text):
      lines.append(indentation + prefix + text + suffix)
    case .container(let heading, let open, let close, let children) where children.isEmpty:
      lines.append(indentation + prefix + heading + open + close + suffix)
    case .container(let heading, let open, let close, let children):
      lines.append(indentation + prefix + heading + open)
      for child in children {
        appendLines(
          of: child.node, prefix: child.label.map { "\($0): " } ?? "", suffix: ",", indentation: indentation + "  ",
          to: &lines)
      }
      lines.append(indentation + close + suffix)
    }
  }
}
