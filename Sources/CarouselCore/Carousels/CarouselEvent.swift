/// The events every carousel reports; each component's nested `Event` enum conforms through its cases.
public protocol CarouselEvent: Equatable, Sendable {
  /// The current item changed, during a drag or an animation.
  static func currentIndexChanged(from: Int, to: Int) -> Self
  /// Motion came to rest with this item current.
  static func settled(index: Int) -> Self
  /// The item was tapped.
  static func tapped(index: Int) -> Self
}
