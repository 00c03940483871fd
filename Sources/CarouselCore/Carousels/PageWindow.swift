/// An array API for an endless pager: an odd number of elements (3 by default) with the current one in the
/// middle, shifted one page at a time.
///
/// ```swift
/// var window = try PageWindow([-1, 0, 1])
/// window.shift(.forward) { $0 + 1 }     // [0, 1, 2]
/// ```
public struct PageWindow<Element> {
  /// Why a window could not be made.
  public enum Failure: Error, Hashable, Sendable {
    /// The window needs an odd number of elements so one is in the middle; this many were given.
    case evenCount(Int)
    /// The window needs at least one element.
    case empty
  }

  /// The elements, the current one in the middle.
  public private(set) var elements: [Element]

  /// Creates a window; throws ``Failure`` instead of asserting when the count is wrong.
  public init(_ elements: [Element]) throws(Failure) {
    guard !elements.isEmpty else { throw .empty }
    guard elements.count % 2 == 1 else { throw .evenCount(elements.count) }
    self.elements = elements
  }

  /// A three-element window around `current`, built with `before` and `after`.
  public init(around current: Element, before: (Element) -> Element, after: (Element) -> Element) {
    elements = [before(current), current, after(current)]
  }

  /// The element in the middle.
  public var current: Element { elements[elements.count / 2] }
  /// The elements before the middle one.
  public var previous: ArraySlice<Element> { elements[..<(elements.count / 2)] }
  /// The elements after the middle one.
  public var next: ArraySlice<Element> { elements[(elements.count / 2 + 1)...] }

  /// Moves the window one page: forward drops the first element and appends `make(last)`, backward
  /// drops the last and prepends `make(first)`.
  /// - Complexity: O(n) in the window's size.
  public mutating func shift(_ direction: PageDirection, make: (Element) -> Element) {
    switch direction {
    case .forward:
      let added = make(elements[elements.count - 1])
      elements.removeFirst()
      elements.append(added)
    case .backward:
      let added = make(elements[0])
      elements.removeLast()
      elements.insert(added, at: 0)
    }
  }
}

extension PageWindow: Sendable where Element: Sendable {}
extension PageWindow: Equatable where Element: Equatable {}
