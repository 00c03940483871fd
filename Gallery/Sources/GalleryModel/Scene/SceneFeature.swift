import CarouselCore
import Foundation

/// One screen's share of the scene: its carousels, its layout, and what its gestures, keys and
/// wheel do. ``GalleryScene`` owns one of each and routes to the one shown; a carousel added to a
/// screen touches only that screen's feature.
///
/// Every method is told what the rest of the state knows (``GalleryScene/Context``) and the time;
/// what happened that the rest of the state must hear (a tap, a ♥, a screen) is appended to
/// `reports`, which the app's reducer sends on to the store.
protocol SceneFeature: Sendable, Equatable {
  /// Whether nothing in the feature moves.
  var isSettled: Bool { get }

  /// Takes `context`'s feeds (new ones arrived): elements, measured titles, searches. Each carousel
  /// keeps its current item when its items stay.
  mutating func load(_ context: GalleryScene.Context, text: TextMeasurer, time: TimeInterval)

  /// Lays the feature out in a content area of `content` points (the window above the tab bar).
  mutating func layOut(in content: CGSize, _ feeds: FeedBundle, time: TimeInterval)

  /// Where a touch at `point` (content points) goes: the parts that may own the drag, or the
  /// feature's own press (a tap target that is not a carousel).
  mutating func begin(at point: CGPoint) -> DragStart

  /// One pointer sample for `part`, in the part's own coordinates.
  mutating func handle(
    _ event: DragEvent, on part: GalleryScene.Part, _ context: GalleryScene.Context, reports: inout [AppAction]
  ) -> GestureResponse

  /// One pointer sample of a press ``begin(at:)`` answered with ``DragStart/press``, in content points.
  mutating func handlePress(_ event: DragEvent, _ context: GalleryScene.Context, reports: inout [AppAction])

  /// Moves everything to `time` and reports the taps its carousels recognised.
  mutating func advance(to time: TimeInterval, _ context: GalleryScene.Context) -> [AppAction]

  /// A navigation key. Returns whether the feature took it.
  mutating func press(
    _ key: NavigationKey, time: TimeInterval, _ context: GalleryScene.Context, reports: inout [AppAction]
  ) -> Bool

  /// A wheel or trackpad scroll at `event.location` (content points). Returns whether it was taken.
  mutating func scrollWheel(_ event: ScrollWheelEvent, lines: CGSize) -> Bool

  /// The card showing `ref`, as drawn now, in content points, and its corner radius; nil when the
  /// feature does not show it or it is off screen.
  func card(for ref: DetailRef, _ feeds: FeedBundle) -> (frame: CGRect, cornerRadius: CGFloat)?

  /// The item under `point` (content points) whose detail a tap there would open, if any.
  func detailRef(at point: CGPoint, _ feeds: FeedBundle) -> DetailRef?
}

/// Where a touch that went down goes.
enum DragStart: Equatable {
  /// To the arbiter, with these parts (first has priority) and each part's origin in content points.
  case parts([GalleryScene.Part], origins: [GalleryScene.Part: CGPoint])
  /// To the feature's ``SceneFeature/handlePress(_:_:reports:)`` until it lifts.
  case press
}

/// What the scene asks a feature to do with an input: one message, so that the scene reaches the
/// feature shown through one switch (``GalleryScene``'s `send(_:to:_:reports:)`).
enum FeatureInput {
  /// A touch went down at a point (content points): ``SceneFeature/begin(at:)``.
  case touchDown(CGPoint)
  /// A sample for one of its parts: ``SceneFeature/handle(_:on:_:reports:)``.
  case drag(DragEvent, part: GalleryScene.Part)
  /// A sample of its own press: ``SceneFeature/handlePress(_:_:reports:)``.
  case press(DragEvent)
  /// A key: ``SceneFeature/press(_:time:_:reports:)``.
  case key(NavigationKey, time: TimeInterval)
  /// The wheel: ``SceneFeature/scrollWheel(_:lines:)``.
  case wheel(ScrollWheelEvent, lines: CGSize)
}

/// A feature's answer to a ``FeatureInput``.
enum FeatureAnswer: Equatable {
  /// Where the touch goes.
  case start(DragStart)
  /// How the part took the sample.
  case response(GestureResponse)
  /// Whether the feature took the key or the wheel (a press answers `false`).
  case taken(Bool)
}

extension SceneFeature {
  /// Hands `input` to the method that handles it.
  mutating func receive(
    _ input: FeatureInput, _ context: GalleryScene.Context, reports: inout [AppAction]
  ) -> FeatureAnswer {
    switch input {
    case .touchDown(let point): return .start(begin(at: point))
    case .drag(let event, let part): return .response(handle(event, on: part, context, reports: &reports))
    case .press(let event):
      handlePress(event, context, reports: &reports)
      return .taken(false)
    case .key(let key, let time): return .taken(press(key, time: time, context, reports: &reports))
    case .wheel(let event, let lines): return .taken(scrollWheel(event, lines: lines))
    }
  }

  func handlePress(_ event: DragEvent, _ context: GalleryScene.Context, reports: inout [AppAction]) {}
  func press(
    _ key: NavigationKey, time: TimeInterval, _ context: GalleryScene.Context, reports: inout [AppAction]
  ) -> Bool { false }
  func scrollWheel(_ event: ScrollWheelEvent, lines: CGSize) -> Bool { false }
  func card(for ref: DetailRef, _ feeds: FeedBundle) -> (frame: CGRect, cornerRadius: CGFloat)? { nil }
  func detailRef(at point: CGPoint, _ feeds: FeedBundle) -> DetailRef? { nil }
}

extension ComponentHost where ElementID == Int {
  /// Hands `event` to the host in the coordinates of a carousel whose frame is `frame`.
  /// - Returns: whether the carousel took it.
  mutating func scrollWheel(_ event: ScrollWheelEvent, from frame: CGRect, animation: AnimationCurve = .snap) -> Bool {
    var local = event
    local.location = CGPoint(x: event.location.x - frame.minX, y: event.location.y - frame.minY)
    return scrollWheel(local, animation: animation)
  }
}

/// What a carousel host's update tells the rest of the state: its taps, as `.tapped` with the ID
/// `tappedID` gives for the tapped index (none: the tap is dropped). Where it rests the host keeps.
func taps<Component>(
  _ update: ComponentHost<Component, Int>.Update, as carousel: Carousel, tappedID: (Int) -> Int?
) -> [AppAction] {
  update.events.compactMap { event in
    if let index = event.tappedIndex, let id = tappedID(index) { return .tapped(carousel, id: id) }
    return nil
  }
}

/// Taps of a host whose elements are `ids` (an index `ids` does not name is reported as itself).
func taps<Component>(_ update: ComponentHost<Component, Int>.Update, as carousel: Carousel, ids: [Int]) -> [AppAction] {
  taps(update, as: carousel) { ids[safe: $0] ?? $0 }
}
