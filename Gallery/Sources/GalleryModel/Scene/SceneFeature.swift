import AppModel
import CarouselCore
import Foundation
import Redux

/// One screen as a feature: its state (the conforming type: its carousels' hosts, its layout, what its
/// gestures remember), its actions (``Action``: the input the scene hands it, and the delegate
/// actions it reports), its reducer (``reducer``), and its scene part — what ``GalleryScene``, the
/// router, calls on it for the input that needs an answer on the spot or goes to every screen: a
/// touch's samples, new feeds, a new window size, the clock. A carousel added to a screen touches only
/// that screen's feature.
///
/// The scene part is told what the rest of the state knows (``GalleryScene/Context``) and the time;
/// what happened that the rest of the app must hear (a tap, a ♡, a detail to open) it appends to
/// `reports` as its own actions, which the scene sends on to the store wrapped as the app's.
protocol SceneFeature: Sendable, Equatable {
  /// What can happen on the screen, and what it reports.
  associatedtype Action: ScreenAction
  /// The parts of the screen that can own a drag: the arbiter asks them in the order ``begin(at:)``
  /// gives.
  associatedtype Part: RawRepresentable, Hashable where Part.RawValue == Int

  /// Whether nothing in the feature moves.
  var isSettled: Bool { get }

  /// When the feature must be advanced although nothing moves (a timer), or nil.
  var nextWakeTime: TimeInterval? { get }

  /// Takes `context`'s feeds (new ones arrived): elements, measured titles, searches. Each carousel
  /// keeps its current item when its items stay.
  mutating func load(_ context: GalleryScene.Context, text: any TextMeasuring, time: TimeInterval)

  /// Lays the feature out in a content area of `content` points (the window above the tab bar).
  mutating func layOut(in content: CGSize, _ feeds: FeedBundle, time: TimeInterval)

  /// The screen is now shown, or no longer.
  mutating func setShown(_ isShown: Bool)

  /// Where a touch at `point` (content points) goes: the parts that may own the drag, or the
  /// feature's own press (a tap target that is not a carousel).
  mutating func begin(at point: CGPoint) -> DragStart<Part>

  /// One pointer sample for `part`, in the part's own coordinates.
  mutating func handle(
    _ event: DragEvent, on part: Part, _ context: GalleryScene.Context, reports: inout [Action]
  ) -> GestureResponse

  /// One pointer sample of a press ``begin(at:)`` answered with ``DragStart/press``, in content points.
  mutating func handlePress(_ event: DragEvent, _ context: GalleryScene.Context, reports: inout [Action])

  /// Moves everything to `time` and reports the taps its carousels recognised.
  mutating func advance(to time: TimeInterval, _ context: GalleryScene.Context) -> [Action]

  /// A navigation key. Returns whether the feature took it.
  mutating func press(_ key: NavigationKey, time: TimeInterval) -> Bool

  /// A wheel or trackpad scroll at `event.location` (content points). Returns whether it was taken.
  mutating func scrollWheel(_ event: ScrollWheelEvent, lines: CGSize) -> Bool

  /// The item `carousel` last came to rest on, if it is one of this feature's carousels.
  func index(of carousel: Carousel) -> Int?

  /// The card showing `ref`, as drawn now, in content points, and its corner radius; nil when the
  /// feature does not show it or it is off screen.
  func card(for ref: DetailRef, _ feeds: FeedBundle) -> (frame: CGRect, cornerRadius: CGFloat)?

  /// The item under `point` (content points) whose detail a tap there would open, if any.
  func detailRef(at point: CGPoint, _ feeds: FeedBundle) -> DetailRef?
}

extension SceneFeature {
  /// The feature's reducer: the keys and the wheel (``ScreenInput``) go to ``press(_:time:)`` and
  /// ``scrollWheel(_:lines:)``; its delegate actions are for the app to act on. A feature with
  /// actions of its own reduces them in its own reducer.
  static var reducer: Reducer<Self, Action> {
    { feature, action in
      switch action.input {
      case .key(let key, let time): _ = feature.press(key, time: time)
      case .wheel(let event, let lines): _ = feature.scrollWheel(event, lines: lines)
      case .mark, nil: break
      }
      return .none
    }
  }

  var nextWakeTime: TimeInterval? { nil }
  mutating func setShown(_ isShown: Bool) {}
  func handlePress(_ event: DragEvent, _ context: GalleryScene.Context, reports: inout [Action]) {}
  func press(_ key: NavigationKey, time: TimeInterval) -> Bool { false }
  func scrollWheel(_ event: ScrollWheelEvent, lines: CGSize) -> Bool { false }
  func index(of carousel: Carousel) -> Int? { nil }
  func card(for ref: DetailRef, _ feeds: FeedBundle) -> (frame: CGRect, cornerRadius: CGFloat)? { nil }
  func detailRef(at point: CGPoint, _ feeds: FeedBundle) -> DetailRef? { nil }
}
