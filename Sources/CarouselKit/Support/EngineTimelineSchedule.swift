#if canImport(SwiftUI)
  import CarouselCore
  import Foundation
  import SwiftUI

  /// A `TimelineSchedule` for an engine component: ``FrameSchedule``'s times as dates — the display's
  /// rate while the component moves, one update at its next wake time (an auto-advance due) while it
  /// rests, none otherwise. In `.lowFrequency` mode (an always-on display) motion pauses, as
  /// `.animation` does, and only a wake is kept.
  struct EngineTimelineSchedule: TimelineSchedule {
    var schedule: FrameSchedule

    /// Runs on `schedule`.
    init(_ schedule: FrameSchedule) {
      self.schedule = schedule
    }

    func entries(from startDate: Date, mode: TimelineScheduleMode) -> LazyMapSequence<FrameTimes, Date> {
      var schedule = schedule
      if mode == .lowFrequency, schedule.need == .frames { schedule.need = .none }
      return schedule.times(from: startDate.timeIntervalSinceReferenceDate).lazy.map {
        Date(timeIntervalSinceReferenceDate: $0)
      }
    }
  }
#endif
