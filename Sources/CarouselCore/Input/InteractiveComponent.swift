import Foundation

/// The shape every CarouselCore component shares (SPEC §2), so that scripts, tests, benchmarks and
/// front ends can drive any of them the same way.
public protocol InteractiveComponent: Sendable {
  /// What the component reports: index changes, settling, taps and component-specific events.
  associatedtype Event: Equatable & Sendable

  /// Feeds one pointer sample and says whether this component owns the drag.
  mutating func handle(_ event: DragEvent) -> GestureResponse
  /// Moves motion forward to `time` (seconds) and returns, in order, every event since the last call.
  mutating func advance(to time: TimeInterval) -> [Event]
  /// The items at least partly visible in the last viewport, back to front.
  func placements() -> [ItemPlacement]
  /// Sets the viewport size in points; allowed at any moment, including mid-drag.
  mutating func setViewport(_ size: CGSize)
  /// Sets the number of items; allowed at any moment, including mid-drag.
  mutating func setItemCount(_ count: Int)
  /// Whether no motion is pending; front ends stop their frame clock while this is true.
  var isSettled: Bool { get }
}
