import CarouselCore
import Foundation

/// What the front end sends the screen shown, which the scene hands it as an action of the screen's
/// own feature (``ScreenAction/input(_:)``): a key, the wheel, F or Space. None of them needs an
/// answer on the spot, unlike a pointer sample, which the scene's drag arbiter routes.
public enum ScreenInput: Equatable, Sendable {
  /// An arrow, Page Up/Down, Home or End, at `time` seconds.
  case key(NavigationKey, time: TimeInterval)
  /// A wheel or trackpad scroll at its location in content points; `lines` is what the wheel gave
  /// (SDL's signs: a positive height scrolls away from the user), `event.delta` the same in points.
  case wheel(ScrollWheelEvent, lines: CGSize)
  /// F or Space: the selected item's mark toggles, on a screen that has one.
  case mark
}
