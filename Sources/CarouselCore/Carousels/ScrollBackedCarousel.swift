import Foundation

/// A carousel whose motion is one ``ScrollController`` and whose events come from an
/// ``EventRecorder``: input, taps and settling are handled the same way for all of them.
protocol ScrollBackedCarousel: InteractiveComponent where Event: CarouselEvent {
  var controller: ScrollController { get set }
  var events: EventRecorder<Event> { get set }
  /// The item reported in `currentIndexChanged` and `settled`.
  var currentIndex: Int { get }
}

extension ScrollBackedCarousel {
  /// Feeds `event` to the controller; a tap reports the top-most item under the finger.
  mutating func handleWithTaps(_ event: DragEvent) -> GestureResponse {
    let change = controller.handle(event)
    if case .tapped(let point) = change, let index = placements().hitTest(point) {
      events.append(.tapped(index: index))
    }
    return controller.response
  }

  /// Moves the controller's motion to `time` and returns the events since the last call.
  mutating func advanceMotion(to time: TimeInterval) -> [Event] {
    controller.physics.advance(to: time)
    events.update(index: currentIndex, isSettled: isSettled)
    return events.drain()
  }
}
