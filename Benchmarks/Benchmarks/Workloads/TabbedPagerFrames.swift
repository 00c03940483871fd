import CarouselCore
import Foundation

/// Frames of the Articles pair: pages dragged, the strip following, both drawn.
struct TabbedPagerFrames: RepeatedOperation {
  var pair: TabbedPager
  var finger: WigglingFinger
  // Each frame's answers, kept until the next (see `ComponentFrames`).
  var response = GestureResponse.pending
  var events: [TabbedPager.Event] = []
  var tabs: [TabSlot] = []
  var indicator = CGRect.zero
  var pages: [ItemPlacement] = []

  init() {
    var pair = TabbedPager(tabWidths: (0..<12).map { CGFloat(60 + 4 * $0) }, spacing: 8)
    pair.setStripViewport(CGSize(width: 390, height: 44))
    pair.setPageViewport(CGSize(width: 390, height: 700))
    let center = CGPoint(x: 195, y: 300)
    Workload.startDrag(at: center) { _ = pair.handlePages($0) }
    _ = pair.advance(to: 1)
    self.pair = pair
    finger = WigglingFinger(center: center)
  }

  mutating func run() {
    let (event, time) = finger.next()
    response = pair.handlePages(event)
    events = pair.advance(to: time)
    pair.strip.visibleTabs(into: &tabs)
    indicator = pair.strip.indicatorFrame
    pair.pager.placements(into: &pages)
  }
}
