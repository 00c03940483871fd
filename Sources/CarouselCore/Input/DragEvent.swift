import Foundation

/// One raw pointer sample, identical on every platform.
///
/// Front ends send these from their gesture callbacks (SwiftUI's `DragGesture.Value.location` and
/// `time`, SDL's mouse and finger events); the engine derives translation, velocity and the predicted
/// end itself (see ``DragTracker``).
public struct DragEvent: Sendable, Hashable {
  /// Where in the gesture this sample is.
  public enum Phase: String, Sendable, Hashable, Codable, CaseIterable {
    /// The finger or button went down.
    case began
    /// The finger moved (or a sample repeated the last location).
    case changed
    /// The finger lifted.
    case ended
    /// The system took the gesture away (an alert, a parent recogniser).
    case cancelled
  }

  /// The phase of the gesture.
  public var phase: Phase
  /// The pointer location in the component's viewport coordinates, in points.
  public var location: CGPoint
  /// The time of the sample, in seconds on any monotonic clock the caller chooses.
  public var time: TimeInterval

  /// Creates a sample.
  public init(phase: Phase, location: CGPoint, time: TimeInterval) {
    self.phase = phase
    self.location = location
    self.time = time
  }

  /// The farthest a usable sample may lie from the origin along either axis, in points: a billion
  /// points is far beyond any screen, and a coordinate of 1e300 would overflow every velocity.
  public static let largestCoordinate: CGFloat = 1e9

  /// Whether the engine uses this sample: its time is finite and its location finite and within
  /// ``largestCoordinate``. Every other sample is ignored.
  public var isUsable: Bool {
    time.isFinite && abs(location.x) <= Self.largestCoordinate && abs(location.y) <= Self.largestCoordinate
  }

  /// A `.began` sample.
  public static func began(_ location: CGPoint, at time: TimeInterval) -> DragEvent {
    DragEvent(phase: .began, location: location, time: time)
  }
  /// A `.changed` sample.
  public static func changed(_ location: CGPoint, at time: TimeInterval) -> DragEvent {
    DragEvent(phase: .changed, location: location, time: time)
  }
  /// An `.ended` sample.
  public static func ended(_ location: CGPoint, at time: TimeInterval) -> DragEvent {
    DragEvent(phase: .ended, location: location, time: time)
  }
  /// A `.cancelled` sample.
  public static func cancelled(_ location: CGPoint, at time: TimeInterval) -> DragEvent {
    DragEvent(phase: .cancelled, location: location, time: time)
  }
}
