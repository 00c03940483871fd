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
  /// of the one recorded, a length that is negative or not finite, an unknown element and a
  /// component that does not ``InteractiveComponent/takesItemLengths`` change nothing.
  /// - Complexity: O(n) for n elements when the length changed, O(1) otherwise.
  public mutating func measure(_ length: CGFloat, of id: ElementID, time: TimeInterval) {
    guard component.takesItemLengths, managesElements, indexByID[id] != nil else { return }
    var lengths = measuredLengths ?? MeasuredItemLengths(fallbackLength: length)
    guard lengths.record(length, for: id) else { return }
    measuredLengths = lengths
    note(time)
    applyMeasuredLengths(to: &component)
  }

  /// The length measured for element `id`, or nil when it has none.
  public func measuredLength(of id: ElementID) -> CGFloat? { measuredLengths?.measuredLength(for: id) }

  /// Gives `target` the measured lengths of the host's elements, if any were measured.
  func applyMeasuredLengths(to target: inout Component) {
    guard let measuredLengths, target.takesItemLengths, managesElements else { return }
    target.setItemLengths(measuredLengths.lengths(for: elementIDs))
  }
}
