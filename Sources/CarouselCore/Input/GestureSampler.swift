import Foundation

/// Turns a UI toolkit's drag callbacks into the engine's samples, and notices a drag the system took
/// away: the glue every front end needs between its gesture recogniser and a component.
///
/// SwiftUI's `DragGesture` calls `onChanged` with the start location and then `onEnded` — but not when
/// the system cancels the drag (a parent scroll view takes over, Notification Center, an alert, the app
/// going to the background). Report that with ``cancel(at:)``: the component then gets `.cancelled` and
/// settles instead of waiting for a finger that is gone. A late `onEnded` for the drag that was
/// cancelled is dropped, so it cannot turn into a tap.
///
/// ```swift
/// var sampler = GestureSampler()
/// sampler.changed(to: value.location, from: value.startLocation, at: time)   // onChanged
/// sampler.ended(at: value.location, from: value.startLocation, time: time)   // onEnded
/// sampler.cancel(at: now)   // the gesture state reset without onEnded, or the scene left .active
/// ```
package struct GestureSampler: Sendable, Hashable {
  /// Where the drag in progress started, or nil when none is.
  private var activeStart: CGPoint?
  /// The last location of the drag in progress.
  private var lastLocation: CGPoint = .zero
  /// Where the last cancelled drag started: its late `onEnded`, if any, is not a new gesture.
  private var cancelledStart: CGPoint?

  /// A sampler with no drag in progress.
  package init() {}

  /// Whether a drag is in progress.
  package var isDragging: Bool { activeStart != nil }

  /// The samples for a change of the drag that started at `start` to `location`: a `.began` at the
  /// start first when it is new, then a `.changed`.
  package mutating func changed(to location: CGPoint, from start: CGPoint, at time: TimeInterval) -> [DragEvent] {
    lastLocation = location
    if activeStart != nil { return [.changed(location, at: time)] }
    activeStart = start
    cancelledStart = nil
    return [.began(start, at: time), .changed(location, at: time)]
  }

  /// The samples for the end of the drag that started at `start`, lifted at `location`: `.ended`, with
  /// a `.began` first for a touch that never moved (a tap); nothing for the drag already cancelled.
  package mutating func ended(at location: CGPoint, from start: CGPoint, time: TimeInterval) -> [DragEvent] {
    defer { activeStart = nil }
    if activeStart != nil { return [.ended(location, at: time)] }
    if let cancelled = cancelledStart, cancelled == start {
      cancelledStart = nil
      return []
    }
    return [.began(start, at: time), .ended(location, at: time)]
  }

  /// The sample for a drag the system took away: `.cancelled` where the finger last was, or nothing
  /// when no drag is in progress (a drag that ended normally).
  package mutating func cancel(at time: TimeInterval) -> [DragEvent] {
    guard let start = activeStart else { return [] }
    activeStart = nil
    cancelledStart = start
    return [.cancelled(lastLocation, at: time)]
  }
}
