#if canImport(SwiftUI)
  import CarouselCore
  import Foundation
  import SwiftUI

  /// Turns `DragGesture` callbacks into the engine's raw samples: the first change becomes a
  /// `.began` at the gesture's start location, later ones `.changed`, the end `.ended`. Times are
  /// `Date.timeIntervalSinceReferenceDate`, the clock `TimelineView` reports.
  struct DragEventAdapter {
    private(set) var isDragging = false

    mutating func changed(_ value: DragGesture.Value) -> [DragEvent] {
      let time = value.time.timeIntervalSinceReferenceDate
      if isDragging { return [.changed(value.location, at: time)] }
      isDragging = true
      return [.began(value.startLocation, at: time), .changed(value.location, at: time)]
    }

    mutating func ended(_ value: DragGesture.Value) -> [DragEvent] {
      let time = value.time.timeIntervalSinceReferenceDate
      defer { isDragging = false }
      if isDragging { return [.ended(value.location, at: time)] }
      return [.began(value.startLocation, at: time), .ended(value.location, at: time)]
    }
  }
#endif
