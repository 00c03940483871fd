import Foundation

extension AnimationCurve {
  /// The animation for a move the user did not drag — a selection, an accessibility step, a key, a
  /// tab: none when the system asks to reduce motion (the item is there at once), otherwise `self`.
  /// A drag keeps its physics either way: the content follows the finger.
  public func forProgrammaticMove(reducingMotion: Bool) -> AnimationCurve? { reducingMotion ? nil : self }
}
