import Foundation

extension ComponentHost {
  /// A length measured from element `id`'s content, in points along the component's axis — what a
  /// front end reports when an item sized by its content is laid out (a SwiftUI view's width in a
  /// row of cards that are as wide as their text).
  ///
  /// The host keeps the lengths by element, so they follow their elements through inserts, removals
  /// and reorders and survive a ``reconfigure(_:time:)``, and gives the component one length per
  /// item (``InteractiveComponent/setItemLengths(_:)``): measured, or the mean of those measured so
  /// far for items not seen yet. What is on screen stays in place. A length within a quarter point
  /// of the one recorded, a length of 0 or less or not finite, an unknown element and a component
  /// that does not ``InteractiveComponent/takesItemLengths`` change nothing. When the lengths move
  /// the item at rest (the row rests mid-item, or at its end), the next ``advance(to:)`` reports
  /// where it rests now.
  /// - Returns: whether the lengths changed.
  /// - Complexity: O(n) for n elements when the length changed, O(1) otherwise.
  @discardableResult
  public mutating func measure(_ length: CGFloat, of id: ElementID, time: TimeInterval) -> Bool {
    guard component.takesItemLengths, managesElements, indexByID[id] != nil else { return false }
    var lengths = measuredLengths ?? MeasuredItemLengths(fallbackLength: length)
    guard lengths.record(length, for: id) else { return false }
    measuredLengths = lengths
    note(time)
    applyMeasuredLengths(to: &component)
    restMayHaveMoved = true
    return true
  }

  /// The length measured for element `id`, or nil when it has none.
  public func measuredLength(of id: ElementID) -> CGFloat? { measuredLengths?.measuredLength(for: id) }

  /// Gives `target` the measured lengths of the host's elements, if any were measured.
  func applyMeasuredLengths(to target: inout Component) {
    guard let measuredLengths, target.takesItemLengths, managesElements else { return }
    target.setItemLengths(measuredLengths.lengths(for: elementIDs))
  }
}
