import AppModel
import CarouselCore
import Foundation

/// The Pager: the endless pager over the whole content area.
public struct PagerScene: SceneFeature {
  /// The one part a drag goes to.
  enum Part: Int { case pager }

  /// The endless pager (no elements: pages are numbers).
  public private(set) var host = ComponentHost<InfinitePager, Int>(InfinitePager())
  /// Where the pager sits: the whole content area.
  private var frame = CGRect.zero

  init(direction: ReadingDirection) {
    host.setDirection(direction, time: 0)
  }

  var isSettled: Bool { !host.wantsFrames }

  mutating func load(_ context: GalleryScene.Context, text: any TextMeasuring, time: TimeInterval) {}

  mutating func layOut(in content: CGSize, _ feeds: FeedBundle, time: TimeInterval) {
    frame = CGRect(origin: .zero, size: content)
    host.setViewport(content, time: time)
  }

  mutating func begin(at point: CGPoint) -> DragStart<Part> { .parts([.pager], origins: [:]) }

  mutating func handle(
    _ event: DragEvent, on part: Part, _ context: GalleryScene.Context, reports: inout [PagerAction]
  ) -> GestureResponse {
    host.handle(event)
  }

  mutating func advance(to time: TimeInterval, _ context: GalleryScene.Context) -> [PagerAction] {
    _ = host.advance(to: time)
    return []
  }

  mutating func press(_ key: NavigationKey, time: TimeInterval) -> Bool {
    host.press(key, animation: .snap, time: time)
  }

  mutating func scrollWheel(_ event: ScrollWheelEvent, lines: CGSize) -> Bool { host.scrollWheel(event, from: frame) }
}
