import CarouselCore
import Foundation

/// One public call a front end may make on a component, with its arguments, in the order a fuzz
/// case makes them. Times are absolute seconds; locations are points in the viewport.
public enum FuzzCall: Sendable, Hashable {
  /// `handle(DragEvent(phase:location:time:))`.
  case drag(DragEvent.Phase, x: Double, y: Double, time: Double)
  /// `advance(to:)`.
  case advance(to: Double)
  /// `setViewport(_:)`.
  case viewport(width: Double, height: Double)
  /// `setItemCount(_:)`.
  case itemCount(Int)
  /// Per-item lengths, for components that have them (the free-scrolling row's `setItemLengths`).
  case itemLengths([Double])
  /// `scroll(to:animation:time:)`, with the component's default curve or none.
  case scroll(to: Int, animated: Bool, time: Double)
  /// A parameter change: the component rebuilt from `parameters` (as the target reads them) and
  /// handed over through ``ComponentHost/reconfigure(_:time:)``, as a front end does when a modifier
  /// changes.
  case reconfigure([Double], time: Double)
  /// Whether the component is on screen (the paged carousel's `setVisible`; others ignore it).
  case visible(Bool)
  /// The system's Reduce Motion setting (the paged carousel; others ignore it).
  case reduceMotion(Bool)
  /// A hardware key: ``ComponentHost/press(_:animation:time:)``.
  case key(NavigationKey, time: Double)
  /// A mouse wheel or trackpad event: ``ComponentHost/scrollWheel(_:animation:)``.
  case wheel(ScrollWheelEvent.Phase, dx: Double, dy: Double, x: Double, y: Double, time: Double)
  /// The layout direction: ``ComponentHost/setDirection(_:time:)``.
  case direction(ReadingDirection, time: Double)

  /// The time this call carries, if any.
  var time: Double? {
    switch self {
    case .drag(_, _, _, let time), .advance(let time), .scroll(_, _, let time), .reconfigure(_, let time),
      .key(_, let time), .wheel(_, _, _, _, _, let time), .direction(_, let time):
      time
    case .viewport, .itemCount, .itemLengths, .visible, .reduceMotion: nil
    }
  }
}
