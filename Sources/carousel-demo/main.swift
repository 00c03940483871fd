// A small command-line look at the engine until the Gallery lands: a finger flicks a 2,000-point
// row of cards in a 390-point viewport, and every frame's offset is printed as the content coasts,
// hits the end, bounces back and settles.
import CarouselCore
import Foundation

var scroll = ScrollController(
  physics: ScrollPhysics(mode: .free, contentLength: 2_000, viewportLength: 390, leadingInset: 8, trailingInset: 8))
let flick = GestureScript.flick(from: CGPoint(x: 320, y: 100), by: CGSize(width: -220, height: 0), duration: 0.08)
  .followed(by: .flick(from: CGPoint(x: 320, y: 100), by: CGSize(width: -260, height: 0), duration: 0.06), after: 0.3)

print("Two flicks toward the end of a 2,000-point row in a 390-point viewport (bounds \(scroll.physics.bounds)).")
print("  time    offset   velocity  phase")
var pending = flick.events[...]
var time = 0.0
var frame = 0
while frame < 600 {
  while let next = pending.first, next.time <= time {
    let change = scroll.handle(next)
    print(
      String(
        format: "%6.3f  %8.2f             %@", next.time, Double(scroll.physics.offset), "\(next.phase) → \(change)"))
    pending = pending.dropFirst()
  }
  scroll.physics.advance(to: time)
  if frame % 3 == 0 || scroll.physics.isSettled {
    print(String(format: "%6.3f  %8.2f  %9.1f", time, Double(scroll.physics.offset), Double(scroll.physics.velocity)))
  }
  if pending.isEmpty && scroll.physics.isSettled { break }
  frame += 1
  time += 1.0 / 60
}
print(String(format: "Settled at offset %.2f after %.2f s.", Double(scroll.physics.offset), time))
