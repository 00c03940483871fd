#if canImport(SwiftUI)
  import CarouselCore
  import Foundation
  import SwiftUI

  /// `DragGesture` callbacks into the engine's samples (`GestureSampler` does the work, tested on
  /// every platform). Times are `Date.timeIntervalSinceReferenceDate`, the clock `TimelineView` reports.
  extension GestureSampler {
    /// The samples for `onChanged`.
    mutating func changed(_ value: DragGesture.Value) -> [DragEvent] {
      changed(to: value.location, from: value.startLocation, at: value.time.timeIntervalSinceReferenceDate)
    }

    /// The samples for `onEnded`.
    mutating func ended(_ value: DragGesture.Value) -> [DragEvent] {
      ended(at: value.location, from: value.startLocation, time: value.time.timeIntervalSinceReferenceDate)
    }
  }
#endif
