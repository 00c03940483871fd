import Foundation

/// Decides which of several nested components owns a drag, when a front end drives all of them:
/// every candidate sees the samples until one answers ``GestureResponse/tracking``; that one keeps
/// the drag and the others are cancelled. A candidate that answers ``GestureResponse/declined``
/// drops out. So a horizontal carousel inside a vertical page never moves together with it: the axis
/// lock of whichever decides first settles it.
///
/// The arbiter holds only names (`Participant`, say an enum of a screen's parts); the front end
/// delivers each sample to the part it names, in that part's coordinates:
///
/// ```swift
/// var arbiter = DragArbiter<Part>()
/// arbiter.begin(with: [.ring, .page])  // innermost first: it is asked first
/// arbiter.route(sample, deliver: { part, event in host(part).handle(event) },
///               cancel: { part in host(part).cancelGesture(at: sample.time) })
/// ```
///
/// Where the outer scroll view is the platform's own (a SwiftUI `ScrollView` around a carousel), the
/// platform arbitrates, and ``NestedDragRecognition`` answers for the carousel.
public struct DragArbiter<Participant: Hashable & Sendable>: Sendable, Equatable {
  /// The participants still in the running, in the order they are asked; only the owner once there is one.
  public private(set) var candidates: [Participant] = []
  /// The participant that owns the drag, once one has answered `.tracking`.
  public private(set) var owner: Participant?

  /// An arbiter with no drag in progress.
  public init() {}

  /// Starts a drag over `participants`, in the order they are asked (the innermost first). A
  /// participant named twice is asked once.
  /// - Complexity: O(*n*) for *n* participants.
  public mutating func begin(with participants: [Participant]) {
    var seen = Set<Participant>()
    candidates = participants.filter { seen.insert($0).inserted }
    owner = nil
  }

  /// Delivers `event` through `deliver` to whoever should see it: the owner alone, or every
  /// candidate in order until one answers `.tracking` — the others still in the running are then
  /// told with `cancel` that they lost. An `.ended` or `.cancelled` sample ends the drag.
  /// - Complexity: O(*n*) calls of `deliver` for *n* candidates before an owner, one after.
  public mutating func route(
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
