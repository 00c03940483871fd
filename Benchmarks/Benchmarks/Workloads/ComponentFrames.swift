import CarouselCore
import Foundation

/// Frames of a component while a finger wiggles on it: handle + advance + placements.
struct ComponentFrames<Component: InteractiveComponent>: RepeatedOperation {
  var component: Component
  var finger: WigglingFinger
  // Each frame's answers, kept until the next: what a front end would read, and a store the optimiser
  // cannot drop (a generic "black hole" call cost ~330 instructions a frame in type metadata).
  var response = GestureResponse.pending
  var events: [Component.Event] = []
  var placements: [ItemPlacement] = []

  /// `component` with a drag started at `center`, recognised and tracking.
  init(_ component: Component, center: CGPoint) {
    var component = component
    Workload.startDrag(at: center) { _ = component.handle($0) }
    _ = component.advance(to: 1)
    self.component = component
    finger = WigglingFinger(center: center)
  }

  mutating func run() {
    let (event, time) = finger.next()
    response = component.handle(event)
    events = component.advance(to: time)
    component.placements(into: &placements)
  }
}
