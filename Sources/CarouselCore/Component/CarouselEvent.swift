/// The events every carousel reports; each component's nested `Event` enum conforms through its cases.
///
/// ``kind`` reads any component's event without a switch per component:
///
/// ```swift
/// for event in component.advance(to: now) {
///   if let index = event.settledIndex { save(index) }
///   if let index = event.tappedIndex { open(items[index]) }
/// }
/// ```
public protocol CarouselEvent: Equatable, Sendable {
  /// The current item changed, during a drag or an animation.
  static func currentIndexChanged(from: Int, to: Int) -> Self
  /// Motion came to rest with this item current.
  static func settled(index: Int) -> Self
  /// The item was tapped.
  static func tapped(index: Int) -> Self
  /// What the event says, in the vocabulary every component shares.
  var kind: CarouselEventKind { get }
}

/// What an event says, in the vocabulary every component shares.
public enum CarouselEventKind: Equatable, Sendable {
  /// The current item changed.
  case currentIndexChanged(from: Int, to: Int)
  /// Motion came to rest with this item current.
  case settled(index: Int)
  /// The item was tapped.
  case tapped(index: Int)
  /// An event only this kind of component has (the pager's `.paged`).
  case other
}

extension CarouselEvent {
  /// The index motion came to rest on, for a `.settled` event.
  public var settledIndex: Int? {
    if case .settled(let index) = kind { return index }
    return nil
  }

  /// The index that became current, for a `.currentIndexChanged` event.
  public var changedIndex: Int? {
    if case .currentIndexChanged(_, let index) = kind { return index }
    return nil
  }

  /// The index that was tapped, for a `.tapped` event.
  public var tappedIndex: Int? {
    if case .tapped(let index) = kind { return index }
    return nil
  }
}
