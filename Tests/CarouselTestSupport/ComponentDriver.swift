import CarouselCore
import Foundation

/// What one delivered sample and the frame after it produced.
public struct DrivenStep<Event: Sendable & Equatable>: Sendable {
  public var event: DragEvent
  public var response: GestureResponse
  public var events: [Event]
  public var placements: [ItemPlacement]
}

/// Delivers `samples` in the given order — even when their times go backwards — and advances to each
/// sample's time after it, as a front end with a frame per input event would.
public func drive<Component: InteractiveComponent>(
  _ component: inout Component, with samples: [DragEvent]
) -> [DrivenStep<Component.Event>] {
  samples.map { sample in
    let response = component.handle(sample)
    let events = component.advance(to: sample.time)
    return DrivenStep(event: sample, response: response, events: events, placements: component.placements())
  }
}

/// Advances `component` in 1/60 s frames from `start` until it settles or `limit` seconds pass.
/// - Returns: every event reported meanwhile, and the time it stopped at.
public func settle<Component: InteractiveComponent>(
  _ component: inout Component, from start: TimeInterval, limit: TimeInterval = 20,
  eachFrame: (Component) -> Void = { _ in }
) -> (events: [Component.Event], time: TimeInterval) {
  var events: [Component.Event] = []
  var time = start
  repeat {
    time += 1.0 / 60
    events += component.advance(to: time)
    eachFrame(component)
  } while !component.isSettled && time < start + limit
  events += component.advance(to: time + 1.0 / 60)
  return (events, time + 1.0 / 60)
}

/// Sizes that the engine must treat as 0: negative, NaN and infinite.
public let badLengths: [CGFloat] = [0, -1, -.infinity, .infinity, .nan]
