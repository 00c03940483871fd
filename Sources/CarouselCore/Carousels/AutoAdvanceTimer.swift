import Foundation

/// When a component that turns by itself (``AutoAdvance``) turns next: one clock for the paged
/// carousel, the ring and the endless pager.
///
/// It runs only while the component is on screen (``setVisible(_:)``), Reduce Motion is off, there is
/// somewhere to turn to and no finger is down; any interaction stops it, and its interval starts
/// afresh when it may run again, so an item never turns the moment a finger lifts or focus leaves.
struct AutoAdvanceTimer: Sendable, Hashable {
  /// Whether and how often to turn.
  var setting: AutoAdvance {
    didSet { if setting != oldValue { next = nil } }
  }
  /// The system's Reduce Motion: no turns while on.
  var reduceMotion = false {
    didSet { if reduceMotion != oldValue { next = nil } }
  }
  /// Whether the component is on screen.
  private(set) var isVisible = true
  /// When the next turn is due, once scheduled.
  private(set) var next: TimeInterval?

  init(_ setting: AutoAdvance) {
    self.setting = setting
  }

  /// Whether turns run now, for a component with somewhere to turn to (`canTurn`) and a finger down
  /// or not (`isTouched`).
  func isActive(canTurn: Bool, isTouched: Bool) -> Bool {
    setting.interval != nil && isVisible && !reduceMotion && canTurn && !isTouched
  }

  /// When the component must next be advanced although nothing moves: the next turn, or `clock` when
  /// turns should run but none is scheduled yet (so the interval starts at once); nil when they do
  /// not run.
  func wakeTime(clock: TimeInterval, canTurn: Bool, isTouched: Bool) -> TimeInterval? {
    guard isActive(canTurn: canTurn, isTouched: isTouched) else { return nil }
    return next ?? clock
  }

  /// An interaction: no turn until the interval has run again from the next advance.
  mutating func interrupt() { next = nil }

  /// A move asked from outside at `time`: the next turn comes a whole interval later.
  mutating func restart(at time: TimeInterval) {
    next = setting.interval.flatMap { time.isFinite ? time + $0 : nil }
  }

  /// Says whether the component is on screen; saying the same again changes nothing.
  mutating func setVisible(_ visible: Bool) {
    guard visible != isVisible else { return }
    isVisible = visible
    next = nil
  }

  /// Whether a turn is due at `time` — then the one after is scheduled an interval later. The first
  /// call while turns may run only schedules one.
  mutating func isDue(at time: TimeInterval, canTurn: Bool, isTouched: Bool) -> Bool {
    guard let interval = setting.interval, isActive(canTurn: canTurn, isTouched: isTouched), time.isFinite else {
      next = nil
      return false
    }
    guard let due = next else {
      next = time + interval
      return false
    }
    guard time >= due else { return false }
    next = time + interval
    return true
  }
}
