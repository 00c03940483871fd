import Foundation

/// The finger a ``ComponentHost`` believes is down, remembered well enough to hand the drag to a
/// reconfigured component: where it went down, where the component decided (the point its
/// translation counts from), and the samples its velocity is fitted over.
///
/// Replaying these into a new component gives it the same translation, the same decision (tracking
/// or declined) and, within the velocity window, the same velocity — so a drag carries on 1:1 under a
/// finger whose content was rebuilt, instead of restarting at the minimum distance.
///
/// Memory is bounded: besides the first and the deciding sample, at most ``recentLimit`` samples
/// (those of the last ``DragTracker/velocityWindow``).
struct HeldGesture: Sendable, Hashable {
  /// The most recent samples kept for the velocity; a finger sampled at 240 Hz gives 24 a window.
  static let recentLimit = 64

  /// The `.began` sample.
  let began: DragEvent
  /// The sample at which the component stopped answering ``GestureResponse/pending``, if it has.
  private(set) var decided: DragEvent?
  /// What the component decided at ``decided``: ``GestureResponse/tracking`` or
  /// ``GestureResponse/declined``; nil while undecided.
  private(set) var decision: GestureResponse?
  /// The samples after ``decided`` (or after ``began`` while undecided) within the velocity window.
  private(set) var recent: [DragEvent] = []

  init(began: DragEvent) {
    self.began = began
  }

  /// Whether the component has not yet decided the drag (it answers ``GestureResponse/pending``).
  var isUndecided: Bool { decided == nil }

  /// The finger's last known sample.
  var latest: DragEvent { recent.last ?? decided ?? began }

  /// Records a `.changed` sample and the component's answer to it.
  mutating func record(_ sample: DragEvent, response: GestureResponse) {
    if decided == nil, response != .pending {
      decided = sample
      decision = response
      recent.removeAll()
      return
    }
    recent.append(sample)
    let oldest = sample.time - DragTracker.velocityWindow
    let stale = recent.prefix { $0.time < oldest }.count
    let excess = Swift.max(0, recent.count - stale - Self.recentLimit)
    if stale + excess > 0 { recent.removeFirst(stale + excess) }
  }

  /// The samples to feed a new component, in order: the press, the deciding sample, the recent ones.
  var replay: [DragEvent] {
    [began] + (decided.map { [$0] } ?? []) + recent
  }
}
