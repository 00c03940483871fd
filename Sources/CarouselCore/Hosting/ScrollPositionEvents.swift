import Foundation

/// The engine's event vocabulary for a row that a platform scroll view scrolls (SwiftUI's
/// `ScrollView`), made from what the platform reports — the element at the scroll position, and
/// whether scrolling is under way — so that a native row reports `.currentIndexChanged`, `.settled`
/// and `.tapped` as the engine-driven views do.
///
/// - Each change of the current element is reported once, with the index it left.
/// - Each rest is reported once, naming the index it rests on, when the platform says scrolling
///   stopped (a platform that cannot say so — SwiftUI before iOS 18 — reports no rests).
/// - New elements keep the current one current wherever it moved (its index change is reported);
///   when it is gone the index stays, clamped into the new range.
///
/// ```swift
/// var row = ScrollPositionEvents(elementIDs: ["a", "b", "c"], currentIndex: 0)
/// let events: [ItemEvent] = row.positionChanged(to: "c")   // [.currentIndexChanged(from: 0, to: 2)]
/// ```
public struct ScrollPositionEvents<ElementID: Hashable & Sendable>: Sendable, Equatable {
  /// The elements' IDs in data order.
  public private(set) var elementIDs: [ElementID]
  /// The index of the current element: 0 when there are none.
  public var currentIndex: Int { selection.current }
  /// The current index, and where scrolling last stopped.
  private var selection: SelectionTracker
  private var indexByID: [ElementID: Int]
  private var isScrolling = false

  /// Follows `elementIDs`, starting at `currentIndex` (clamped into range).
  public init(elementIDs: [ElementID], currentIndex: Int = 0) {
    self.elementIDs = elementIDs
    indexByID = elementIDs.firstOffsetByElement()
    selection = SelectionTracker(current: currentIndex.clampedIndex(count: elementIDs.count))
  }

  /// The ID of the element at `index`, clamped into range; nil when there are no elements. What a
  /// front end sets the scroll position to when its index binding changes.
  public func id(at index: Int) -> ElementID? {
    elementIDs.isEmpty ? nil : elementIDs[index.clampedIndex(count: elementIDs.count)]
  }

  /// The index of element `id`, or nil when it is not shown.
  public func index(of id: ElementID) -> Int? { indexByID[id] }

  /// The ID of the current element, or nil when there are none.
  public var currentID: ElementID? { id(at: currentIndex) }

  /// The scroll position now names `id`. An unknown or nil ID (the platform between items) changes
  /// nothing.
  public mutating func positionChanged<Event: CarouselEvent>(to id: ElementID?) -> [Event] {
    guard let id, let index = indexByID[id], let change: Event = selection.change(to: index) else { return [] }
    return [change]
  }

  /// The platform says whether the view is scrolling (a finger, momentum or an animation). The end
  /// of scrolling is a rest: reported once, naming the current index.
  public mutating func scrollingChanged<Event: CarouselEvent>(_ scrolling: Bool) -> [Event] {
    defer { isScrolling = scrolling }
    guard isScrolling, !scrolling, !elementIDs.isEmpty else { return [] }
    selection.rest(at: currentIndex)
    return [.settled(index: currentIndex)]
  }

  /// The element at `index` was tapped; an index out of range reports nothing.
  public func tapped<Event: CarouselEvent>(at index: Int) -> [Event] {
    elementIDs.indices.contains(index) ? [.tapped(index: index)] : []
  }

  /// Shows `ids` in place of the current elements: the current element stays current wherever it
  /// moved; when it is gone the index stays, clamped into the new range.
  /// - Complexity: O(n) in the number of elements.
  public mutating func setElements<Event: CarouselEvent>(_ ids: [ElementID]) -> [Event] {
    let currentID = currentID
    elementIDs = ids
    indexByID = ids.firstOffsetByElement()
    let index = currentID.flatMap { indexByID[$0] } ?? currentIndex.clampedIndex(count: ids.count)
    // The last rest may name an element that moved or went.
    selection.forgetRest()
    guard let change: Event = selection.change(to: index) else { return [] }
    return [change]
  }
}
