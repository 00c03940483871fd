import Foundation

/// Whether an auto-advancing carousel may turn pages by itself: only while it is on screen in a
/// scene in the foreground, nobody paused it, no assistive technology is reading it and Reduce Motion
/// is off. Content that moves by
/// itself must be pausable and must not move under a VoiceOver user's finger (WCAG 2.2.2, *Pause,
/// Stop, Hide*).
///
/// A front end keeps one per carousel, sets each fact as it learns it, and hands it to
/// ``PagedCarousel/apply(_:)``; the interval starts afresh whenever pages may turn again.
///
/// ```swift
/// var gate = AutoAdvanceGate(isVisible: true)
/// gate.isFocusedByAssistiveTechnology = true      // VoiceOver lands on the rows: they stop
/// host.modify { $0.apply(gate) }
/// ```
public struct AutoAdvanceGate: Sendable, Hashable {
  /// Whether the carousel is on screen.
  public var isVisible: Bool
  /// Whether the carousel's scene is in the foreground and active (not in the app switcher, not
  /// behind a system alert, not in the background).
  public var isSceneActive: Bool
  /// Whether the system asks for less motion (Reduce Motion).
  public var reducesMotion: Bool
  /// Whether VoiceOver (or another assistive technology) has its focus on the carousel.
  public var isFocusedByAssistiveTechnology: Bool
  /// Whether the person paused it (a pause control, an accessibility action).
  public var isPausedByUser: Bool

  /// A gate with every fact given; by default off screen, so nothing turns until the carousel shows.
  public init(
    isVisible: Bool = false, isSceneActive: Bool = true, reducesMotion: Bool = false,
    isFocusedByAssistiveTechnology: Bool = false, isPausedByUser: Bool = false
  ) {
    self.isVisible = isVisible
    self.isSceneActive = isSceneActive
    self.reducesMotion = reducesMotion
    self.isFocusedByAssistiveTechnology = isFocusedByAssistiveTechnology
    self.isPausedByUser = isPausedByUser
  }

  /// Whether pages may turn by themselves now.
  public var allowsAutoAdvance: Bool {
    isVisible && isSceneActive && !reducesMotion && !isFocusedByAssistiveTechnology && !isPausedByUser
  }
}
