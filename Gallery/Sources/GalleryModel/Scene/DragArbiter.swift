import CarouselCore

/// Decides which of several nested components owns a drag: every candidate sees the samples until one
/// answers `.tracking`; that one keeps the drag and the others are cancelled. A candidate that answers
/// `.declined` drops out. So a horizontal carousel inside the vertical page never moves together with
/// it: the axis lock of whichever decides first settles it.
struct DragArbiter<Participant: Hashable & Sendable>: Sendable, Equatable {
  private(set) var candidates: [Participant] = []
  private(set) var owner: Participant?

  /// Starts a drag over `participants`, in the order they are asked.
  mutating func begin(with participants: [Participant]) {
    candidates = participants
    owner = nil
  }

  /// Delivers `event` through `deliver` to whoever should see it; `cancel` tells a candidate it lost.
  mutating func route(
    _ event: DragEvent, deliver: (Participant, DragEvent) -> GestureResponse, cancel: (Participant) -> Void
  ) {
    if let owner {
      _ = deliver(owner, event)
    } else {
      var stillCandidates: [Participant] = []
      for participant in candidates {
        let response = deliver(participant, event)
        if response == .tracking, owner == nil {
          owner = participant
        } else if response != .declined {
          stillCandidates.append(participant)
        }
      }
      if let owner {
        for participant in stillCandidates where participant != owner { cancel(participant) }
        candidates = [owner]
      } else {
        candidates = stillCandidates
      }
    }
    if event.phase == .ended || event.phase == .cancelled {
      candidates = []
      owner = nil
    }
  }
}
