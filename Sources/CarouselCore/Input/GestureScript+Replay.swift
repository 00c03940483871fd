import Foundation

extension GestureScript {
  /// One frame of a replay: the time it was drawn at and what the component reported up to it.
  public struct Frame<Event: Sendable & Equatable>: Sendable, Equatable {
    /// The frame time, in seconds.
    public var time: TimeInterval
    /// The responses to the samples delivered since the previous frame, in order.
    public var responses: [GestureResponse]
    /// The events `advance(to:)` returned for this frame.
    public var events: [Event]
    /// The placements after this frame.
    public var placements: [ItemPlacement]
  }

  /// Replays the script into `component` as a front end would: samples are delivered when their time
  /// comes, and a frame calls `advance(to:)` every `frameInterval` seconds from the first sample until
  /// the component settles after the last one (or `settleLimit` seconds have passed).
  ///
  /// - Returns: every frame, in order.
  /// - Complexity: O(frames · visible items + samples).
  public func replay<Component: InteractiveComponent>(
    into component: inout Component, frameInterval: TimeInterval = 1.0 / 60, settleLimit: TimeInterval = 5
  ) -> [Frame<Component.Event>] {
    let ordered = events.enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }
      .map(\.element)
    guard let first = ordered.first?.time, let last = ordered.last?.time else { return [] }
    let step = frameInterval.isFinite && frameInterval > 0 ? frameInterval : 1.0 / 60
    let limit = last + (settleLimit.isFinite ? Swift.max(0, settleLimit) : 5)
    var frames: [Frame<Component.Event>] = []
    var next = 0
    var frameIndex = 0
    while true {
      let time = first + Double(frameIndex) * step
      frameIndex += 1
      var responses: [GestureResponse] = []
      while next < ordered.count, ordered[next].time <= time {
        responses.append(component.handle(ordered[next]))
        next += 1
      }
      let reported = component.advance(to: time)
      frames.append(Frame(time: time, responses: responses, events: reported, placements: component.placements()))
      if next == ordered.count && (component.isSettled || time >= limit) { break }
    }
    return frames
  }
}
