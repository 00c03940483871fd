import CarouselCore
import Foundation

/// The Pager screen's share of the scene: the endless pager over the whole content area.
public struct PagerScene: SceneFeature {
  /// The endless pager (no elements: pages are numbers).
  public private(set) var host = ComponentHost<InfinitePager, Int>(InfinitePager())
  /// Where the pager sits: the whole content area.
  private var frame = CGRect.zero

  init(direction: ReadingDirection) {
    host.setDirection(direction, time: 0)
  }

  var isSettled: Bool { !host.wantsFrames }

  mutating func load(_ context: GalleryScene.Context, text: TextMeasurer, time: TimeInterval) {}

  mutating func layOut(in content: CGSize, _ feeds: FeedBundle, time: TimeInterval) {
    frame = CGRect(origin: .zero, size: content)
    host.setViewport(content, time: time)
  }

  mutating func begin(at point: CGPoint) -> DragStart { .parts([.pager], origins: [:]) }

  mutating func handle(
    _ event: DragEvent, on part: GalleryScene.Part, _ context: GalleryScene.Context, reports: inout [AppAction]
  ) -> GestureResponse {
    host.handle(event)
  }

  mutating func advance(to time: TimeInterval, _ context: GalleryScene.Context) -> [AppAction] {
    _ = host.advance(to: time)
    return []
  }

  mutating func press(
    _ key: NavigationKey, time: TimeInterval, _ context: GalleryScene.Context, reports: inout [AppAction]
  ) -> Bool {
    host.press(key, animation: .snap, time: time)
  }

  mutating func scrollWheel(_ event: ScrollWheelEvent, lines: CGSize) -> Bool { host.scrollWheel(event, from: frame) }
}
