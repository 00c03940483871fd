import CarouselCore
import Foundation

/// Frames of a detail screen pulled down by a finger.
struct DetailPresentationFrames: RepeatedOperation {
  var detail = DetailPresentation(screen: DetailScreen(headerHeight: 292, stickyLimit: 236))
  var finger: WigglingFinger
  // Each frame's answers, kept until the next (see `ComponentFrames`).
  var response = GestureResponse.pending
  var events: [DetailPresentation.Event] = []
  var appearance = CardAppearance(frame: .zero, cornerRadius: 0, backdropOpacity: 0)

  init() {
    let screen = CGRect(x: 0, y: 0, width: 390, height: 780)
    detail.open(
      from: CardAppearance(frame: CGRect(x: 8, y: 300, width: 200, height: 366), cornerRadius: 8, backdropOpacity: 0),
      in: screen, contentHeight: 1_400, time: 0)
    _ = detail.advance(to: 5)
    let center = CGPoint(x: 195, y: 300)
    _ = detail.handle(.began(CGPoint(x: center.x, y: center.y - 30), at: 5))
    _ = detail.handle(.changed(CGPoint(x: center.x, y: center.y - 10), at: 5.05))
    _ = detail.handle(.changed(center, at: 5.1))
    finger = WigglingFinger(center: center, axis: .vertical)
  }

  mutating func run() {
    let (event, time) = finger.next()
    response = detail.handle(event)
    events = detail.advance(to: time + 4.1)
    appearance = detail.appearance
  }
}
