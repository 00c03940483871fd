import CarouselCore
import Foundation
import PropertyBased

/// One step of a random gesture: a phase, a finger movement and a time step.
///
/// Time steps may be zero or negative (duplicate and decreasing timestamps) and phases arrive in any
/// order, so the engine sees the bad input of SPEC §10 as well as good drags.
public struct RandomGestureStep: Sendable, Hashable, CustomStringConvertible {
  public var phase: DragEvent.Phase
  public var dx: Double
  public var dy: Double
  public var dt: Double

  public var description: String { "\(phase)(dx: \(Int(dx)), dy: \(Int(dy)), dt: \(dt))" }
}

/// Random gesture steps: mostly moves, with presses, releases and cancels mixed in.
public let randomGestureStep = zip(
  Gen.int(in: 0...19), Gen.double(in: -120...120), Gen.double(in: -40...40), Gen.double(in: -0.004...0.05)
).map { phaseRoll, dx, dy, dt in
  let phase: DragEvent.Phase =
    switch phaseRoll {
    case 0...1: .began
    case 2...3: .ended
    case 4: .cancelled
    default: .changed
    }
  return RandomGestureStep(phase: phase, dx: dx, dy: dy, dt: dt)
}

/// Turns steps into timed events starting at `origin`, at `startTime`.
public func events(from steps: [RandomGestureStep], origin: CGPoint, startTime: TimeInterval = 0) -> [DragEvent] {
  var time = startTime
  var location = origin
  return steps.map { step in
    time += step.dt
    location.x += step.dx
    location.y += step.dy
    return DragEvent(phase: step.phase, location: location, time: time)
  }
}
