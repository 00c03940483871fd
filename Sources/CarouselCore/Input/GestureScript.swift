import Foundation

/// A recorded or generated list of timed ``DragEvent``s that can be replayed into any component.
///
/// Scripts are plain JSON — `{"events": [{"phase": "began", "x": 300, "y": 100, "time": 0}, …]}` — so
/// they can be written by hand, recorded from a front end, or generated with ``flick(from:by:duration:startTime:sampleInterval:)``,
/// ``hold(at:duration:startTime:)`` and ``tap(at:time:)`` and joined with ``followed(by:after:)``.
public struct GestureScript: Sendable, Hashable, Codable {
  /// The samples in the order they are delivered.
  public var events: [DragEvent]

  /// Creates a script from samples.
  public init(events: [DragEvent] = []) {
    self.events = events
  }

  /// The most samples a generated drag has; a longer one is sampled more coarsely.
  public static let maximumGeneratedSamples = 100_000

  /// The time of the last sample, or nil for an empty script.
  public var endTime: TimeInterval? { events.map(\.time).max() }

  /// A straight drag from `start` by `translation` over `duration` seconds at constant speed, sampled
  /// every `sampleInterval` seconds, released without resting (so it carries its velocity).
  public static func flick(
    from start: CGPoint, by translation: CGSize, duration: TimeInterval, startTime: TimeInterval = 0,
    sampleInterval: TimeInterval = 1.0 / 120
  ) -> GestureScript {
    drag(from: start, by: translation, duration: duration, startTime: startTime, sampleInterval: sampleInterval)
  }

  /// A straight drag like ``flick(from:by:duration:startTime:sampleInterval:)`` that rests for
  /// `restBeforeRelease` seconds before lifting (a rest over 50 ms releases with velocity 0).
  public static func drag(
    from start: CGPoint, by translation: CGSize, duration: TimeInterval, restBeforeRelease: TimeInterval = 0,
    startTime: TimeInterval = 0, sampleInterval: TimeInterval = 1.0 / 120
  ) -> GestureScript {
    let interval = sampleInterval.isFinite && sampleInterval > 0 ? sampleInterval : 1.0 / 120
    let total = duration.isFinite ? Swift.max(0, duration) : 0
    let steps = (Int(saturating: (total / interval).rounded(.up))).clamped(to: 1...maximumGeneratedSamples)
    var events = [DragEvent.began(start, at: startTime)]
    for step in 1...steps {
      let fraction = CGFloat(step) / CGFloat(steps)
      let point = CGPoint(x: start.x + translation.width * fraction, y: start.y + translation.height * fraction)
      events.append(.changed(point, at: startTime + total * Double(fraction)))
    }
    let end = CGPoint(x: start.x + translation.width, y: start.y + translation.height)
    let rest = restBeforeRelease.isFinite ? Swift.max(0, restBeforeRelease) : 0
    events.append(.ended(end, at: startTime + total + Swift.max(rest, interval / 2)))
    return GestureScript(events: events)
  }

  /// A finger that goes down at `location`, stays still for `duration` seconds and lifts.
  public static func hold(at location: CGPoint, duration: TimeInterval, startTime: TimeInterval = 0) -> GestureScript {
    GestureScript(events: [.began(location, at: startTime), .ended(location, at: startTime + Swift.max(0, duration))])
  }

  /// A tap at `location`: down and up 50 ms apart.
  public static func tap(at location: CGPoint, time: TimeInterval = 0) -> GestureScript {
    hold(at: location, duration: 0.05, startTime: time)
  }

  /// This script followed by `other`, whose times are shifted to start `pause` seconds after this
  /// script's last sample.
  public func followed(by other: GestureScript, after pause: TimeInterval) -> GestureScript {
    guard let end = endTime, let otherStart = other.events.map(\.time).min() else {
      return GestureScript(events: events + other.events)
    }
    let shift = end + Swift.max(0, pause) - otherStart
    let shifted = other.events.map { DragEvent(phase: $0.phase, location: $0.location, time: $0.time + shift) }
    return GestureScript(events: events + shifted)
  }

  /// Decodes a script from JSON; throws `DecodingError` describing the first malformed sample.
  public init(json: Data) throws {
    self = try JSONDecoder().decode(GestureScript.self, from: json)
  }

  /// The script as pretty-printed JSON.
  public func jsonData() throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    return try encoder.encode(self)
  }
}
