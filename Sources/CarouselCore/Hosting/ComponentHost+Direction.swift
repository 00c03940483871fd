import Foundation

extension ComponentHost {
  /// Changes the layout direction (see ``direction``) — the system's language changed, or a view
  /// moved into a right-to-left environment. The current item stays current and the next frame
  /// shows the mirror image of this one; a finger or a scroll under way is cancelled first, since
  /// the points it was given meant the other side. Setting the direction it already has does
  /// nothing.
  public mutating func setDirection(_ newDirection: ReadingDirection, time: TimeInterval) {
    guard newDirection != direction else { return }
    cancelGesture(at: time)
    direction = newDirection
  }

  /// Whether the content would move under a finger that has moved by `translation` (the front end's
  /// points) since it went down: ``InteractiveComponent/canFollow(_:)`` asked in the component's
  /// terms — right to left, a finger moving right pulls towards the first item.
  public func canFollow(_ translation: CGSize) -> Bool {
    let logical =
      direction == .rightToLeft ? CGSize(width: -translation.width, height: translation.height) : translation
    return component.canFollow(logical)
  }
}
