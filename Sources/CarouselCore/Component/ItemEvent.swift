/// The events of a component whose only news is its items: the `Event` of the free, snap, paged and
/// rotary carousels and the card stack.
public enum ItemEvent: CarouselEvent {
  /// The current item changed (the paged carousel counts pages).
  case currentIndexChanged(from: Int, to: Int)
  /// Motion came to rest with this item current.
  case settled(index: Int)
  /// An item was tapped (always an item index, also on the paged carousel).
  case tapped(index: Int)

  /// The event itself: every case is shared vocabulary.
  public var kind: CarouselEventKind {
    switch self {
    case .currentIndexChanged(let from, let to): .currentIndexChanged(from: from, to: to)
    case .settled(let index): .settled(index: index)
    case .tapped(let index): .tapped(index: index)
    }
  }
}
