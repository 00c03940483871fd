/// A component's answer to a ``DragEvent``: whether it owns the drag.
public enum GestureResponse: String, Sendable, Hashable, Codable {
  /// The finger has not yet moved the minimum distance: undecided.
  case pending
  /// The drag runs along this component's main axis: the component scrolls and a parent must not.
  case tracking
  /// The drag runs along the cross axis (or the event was not for this component): a parent scroll
  /// view should take it. A component never both scrolls itself and lets the parent scroll.
  case declined
}
