import CarouselCore
import Foundation

extension Workload {
  /// One frame of each component while a finger drags it (handle + advance + what a front end draws),
  /// each set up so that 10 items are visible. SPEC §12: ≤ 5 µs; issue 17: ≤ 1 µs p99.
  public static let frames: [Workload] = [
    component("FreeScrollCarousel") {
      var row = FreeScrollCarousel(itemCount: 1_000, itemSize: CGSize(width: 31, height: 300))
      row.setViewport(CGSize(width: 390, height: 320))
      return row
    },
    component("SnapCarousel") {
      var carousel = SnapCarousel(itemCount: 1_000, itemHeight: 260, itemInset: 367, spacing: 16)
      carousel.setViewport(CGSize(width: 390, height: 260))
      return carousel
    },
    component("SnapCarousel, measured lengths") {
      // The same ten items on screen as the equal carousel's (23 points on average, 16 apart), each
      // of its own length: 13, 23 or 33 points.
      var carousel = SnapCarousel(
        itemCount: 1_000, itemSizing: .measured(estimatedLength: 23), itemHeight: 260, spacing: 16)
      carousel.setViewport(CGSize(width: 390, height: 260))
      carousel.setItemLengths((0..<1_000).map { CGFloat(13 + 10 * ($0 % 3)) })
      return carousel
    },
    component("PagedCarousel") {
      var rows = PagedCarousel(itemCount: 1_000, rowsPerPage: 5)
      rows.setViewport(CGSize(width: 390, height: 400))
      return rows
    },
    component("RotaryCarousel") {
      var ring = RotaryCarousel(itemCount: 10, opacityStep: 0.15)
      ring.setViewport(CGSize(width: 390, height: 300))
      return ring
    },
    component("InfinitePager") {
      var pager = InfinitePager()
      pager.setViewport(CGSize(width: 390, height: 844))
      return pager
    },
    component("TabStrip") {
      // Twelve tabs of 60–104 points: six or seven visible at once.
      var strip = TabStrip(tabWidths: (0..<12).map { CGFloat(60 + 4 * $0) }, spacing: 8)
      strip.setViewport(CGSize(width: 390, height: 44))
      return strip
    },
    component("CardStack") {
      var style = CardStack.Style()
      style.maxStackSize = 10
      style.scaleFactor = 0.05
      var stack = CardStack(itemCount: 1_000, style: style, loops: true)
      stack.setViewport(CGSize(width: 390, height: 844))
      return stack
    },
    tabbedPager, detailPresentation, cardTransition,
  ]

  /// A frame of `make()`'s component dragged around the middle of a 390-point-wide viewport.
  static func component<Component: InteractiveComponent>(
    _ name: String, _ make: @escaping @Sendable () -> Component
  ) -> Workload {
    Workload(name: "\(name) (handle + advance + placements)") {
      ComponentFrames(make(), center: CGPoint(x: 195, y: 150))
    }
  }

  /// The Articles pair: pages dragged, the strip following, both drawn.
  static let tabbedPager = Workload(
    name: "TabbedPager, pages dragged and the strip following (handle + advance + both drawn)"
  ) { TabbedPagerFrames() }

  /// A detail screen pulled down by a finger.
  static let detailPresentation = Workload(
    name: "DetailPresentation, screen pulled down (handle + advance + appearance)"
  ) { DetailPresentationFrames() }

  /// A card flying open and shut, a new flight every 30 frames, so every frame is mid-flight.
  static let cardTransition = Workload(name: "CardTransition in flight (advance + appearance)") {
    CardTransitionFrames()
  }

  /// Starts a drag at `center` that is recognised and tracking by the frame at 1 s.
  static func startDrag(at center: CGPoint, handle: (DragEvent) -> Void) {
    handle(.began(CGPoint(x: center.x - 30, y: center.y), at: 0.9))
    handle(.changed(CGPoint(x: center.x - 10, y: center.y), at: 0.95))
    handle(.changed(center, at: 1))
  }
}
