import CarouselCore
import Foundation

/// Frames of a card flying open and shut, a new flight every 30 frames, so every frame is mid-flight.
struct CardTransitionFrames: RepeatedOperation {
  let card = CardAppearance(frame: CGRect(x: 8, y: 300, width: 200, height: 366), cornerRadius: 8, backdropOpacity: 0)
  let open = CardAppearance(frame: CGRect(x: 0, y: 0, width: 390, height: 780), cornerRadius: 0, backdropOpacity: 1)
  var transition = CardTransition()
  var time = 0.0
  var frame = 0
  // Each frame's answers, kept until the next (see `ComponentFrames`).
  var events: [CardTransition.Event] = []
  var appearance = CardAppearance(frame: .zero, cornerRadius: 0, backdropOpacity: 0)

  mutating func run() {
    if frame % 30 == 0 {
      if transition.phase == .open || transition.phase == .opening {
        transition.close(to: card, time: time)
      } else {
        transition.open(from: card, to: open, time: time)
      }
    }
    frame += 1
    time += 1.0 / 120
    events = transition.advance(to: time)
    appearance = transition.appearance
  }
}
