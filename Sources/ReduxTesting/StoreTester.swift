import Redux
import Testing

/// Drives a Redux's `Store` in a test and checks every state it goes through.
///
/// ```swift
/// let tester = StoreTester(initialState: FeedState(), reducer: feedReducer, middlewares: [loadFeed])
/// tester.send(.load) { $0.isLoading = true }
/// await tester.receive(.loaded(["a", "b"])) {
///   $0.isLoading = false
///   $0.items = ["a", "b"]
/// }
/// await tester.finish()
/// ```
///
/// By default (``Exhaustivity/on``) each call asserts the *exact* state — the test describes how the
/// state changes from the last one checked, and a mismatch is recorded as a test issue with a
/// line-by-line diff of the two states drawn through their mirrors — and every action an effect sends must be received, in
/// order, before the next `send`: those a reducer or middleware returns with `.send(…)` as well as
/// those an operation sends later. `send` checks the state right after its own action. With ``Exhaustivity/off`` a test asserts only what it states: the
/// changes it describes must hold in the actual state, other changes and other received actions are
/// let through.
@MainActor
public final class StoreTester<State: Equatable, Action> {
  /// How much a test must account for.
  public enum Exhaustivity: Sendable, Equatable {
    /// Every state change and every received action must be checked.
    case on
    /// Only the changes and actions a test names are checked.
    case off
  }

  /// The store under test, built with the given middleware plus a recorder.
  public let store: Store<State, Action>
  /// How much a test must account for; may change between steps.
  public var exhaustivity: Exhaustivity
  private let log: ActionLog<State, Action>
  private var lastCheckedState: State

  /// Creates the store under test.
  public init(
    initialState: State, reducer: @escaping Reducer<State, Action>, middlewares: [Middleware<State, Action>] = [],
    exhaustivity: Exhaustivity = .on
  ) {
    let log = ActionLog<State, Action>()
    self.log = log
    self.exhaustivity = exhaustivity
    lastCheckedState = initialState
    store = Store(
      initialState: initialState, reducer: reducer,
      middlewares: middlewares + [
        { state, action in
          log.record(action, state)
          return .none
        }
      ])
  }

  /// Dispatches `action` and checks that the state is now the last checked state changed by `update`.
  ///
  /// With exhaustivity on, sending while actions that effects sent are still unchecked is an issue:
  /// the test would be checking states the app never shows in that order.
  public func send(
    _ action: Action, sourceLocation: SourceLocation = #_sourceLocation, _ update: (inout State) -> Void = { _ in }
  ) {
    if exhaustivity == .on, !log.received.isEmpty {
      let pending = log.received.map { ValueDump($0.action).line }.joined(separator: ", ")
      let message: Comment = """
        send(\(ValueDump(action).line)) while \(log.received.count) received action(s) are \
        unchecked: \(pending). Receive them first.
        """
      Issue.record(message, sourceLocation: sourceLocation)
    }
    log.isSending = true
    store.dispatch(action)
    log.isSending = false
    // The state right after `action`: what its reducer sent has its own step, `receive`.
    let state = log.sent.map(\.state) ?? store.state
    log.sent = nil
    check(state, after: "send(\(ValueDump(action).line))", update, sourceLocation)
  }

  /// Records an issue unless `actual` is the state the test describes: the last checked state changed
  /// by `update` (exhaustive), or `actual` itself once `update`'s changes are applied to it (not).
  private func check(
    _ actual: State, after step: String, _ update: (inout State) -> Void, _ sourceLocation: SourceLocation
  ) {
    var expected = exhaustivity == .on ? lastCheckedState : actual
    update(&expected)
    if expected != actual {
      let difference = Self.difference(expected, actual)
      Issue.record(
        "State after \(step) is not the expected one (− expected, + actual):\n\(difference)",
        sourceLocation: sourceLocation)
    }
    lastCheckedState = actual
  }

  /// `expected` and `actual` drawn and compared line by line; values unequal yet drawn alike (a
  /// property the dump cannot see) say so.
  private static func difference(_ expected: Any, _ actual: Any) -> String {
    let comparison = LineDifference(expected: ValueDump(expected).lines, actual: ValueDump(actual).lines)
    return comparison.hasChanges ? comparison.text : "(no printable difference)"
  }

  /// Whether an action an effect sent has not been checked with `receive` yet.
  public var hasUncheckedActions: Bool { !log.received.isEmpty }

  /// Waits until every effect has finished. With exhaustivity on, each received action no test
  /// checked is an issue; with it off they are dropped.
  public func finish(sourceLocation: SourceLocation = #_sourceLocation) async {
    await store.settle()
    if exhaustivity == .on {
      for entry in log.received {
        Issue.record(
          "An effect sent \(ValueDump(entry.action).line) and the test did not receive it.",
          sourceLocation: sourceLocation)
      }
    }
    log.received.removeAll()
  }

  /// Waits until an action an effect sent satisfies `isWanted`, no effect is running, or `timeout`
  /// (if any) has passed; returns the position of the first wanted action received, or nil.
  func waitForAction(within timeout: Duration?, where isWanted: (Action) -> Bool) async -> Int? {
    let clock = ContinuousClock()
    let deadline = timeout.map { clock.now.advanced(by: $0) }
    while true {
      if let position = log.received.firstIndex(where: { isWanted($0.action) }) { return position }
      guard store.hasRunningEffects, deadline.map({ clock.now < $0 }) ?? true else { return nil }
      // Effects deliver on the main actor; sleeping lets them.
      try? await Task.sleep(for: .milliseconds(1))
    }
  }
}

extension StoreTester where Action: Equatable {
  /// Waits for the next action an effect sends, checks it is `expected`, and checks the state right
  /// after it is the last checked state changed by `update`.
  ///
  /// Waits while effects are running — at most `timeout` when one is given, for an effect that may
  /// never end (a timer, a socket). Without one the wait ends when the effects do, whatever the
  /// machine's load: tests share the main actor and the cooperative threads, and a wall-clock limit
  /// flakes when a neighbour holds them. Effects ending, or the timeout passing, without the action is
  /// an issue. With exhaustivity off, earlier actions that are not
  /// `expected` are skipped.
  public func receive(
    _ expected: Action, timeout: Duration? = nil,
    sourceLocation: SourceLocation = #_sourceLocation,
    _ update: (inout State) -> Void = { _ in }
  ) async {
    let any = exhaustivity == .on
    let found = await waitForAction(within: timeout) { any || $0 == expected }
    guard let position = found else {
      let reason = store.hasRunningEffects ? "within \(timeout.map { "\($0)" } ?? "")" : "before every effect finished"
      Issue.record(
        "Expected to receive \(ValueDump(expected).line) \(reason), but no effect sent it.",
        sourceLocation: sourceLocation)
      return
    }
    log.received.removeFirst(position)
    let entry = log.received.removeFirst()
    if entry.action != expected {
      let difference = Self.difference(expected, entry.action)
      Issue.record(
        "Received an unexpected action (− expected, + received):\n\(difference)", sourceLocation: sourceLocation)
    }
    check(entry.state, after: "receive(\(ValueDump(entry.action).line))", update, sourceLocation)
  }
}

/// The actions the store under test handled, each with the state right after it: the one the test
/// sent, and those effects sent — a reducer's or middleware's `.send(…)` during the test's `send`, or
/// an operation's later.
@MainActor
final class ActionLog<State, Action> {
  /// Whether the test's own `send` is being dispatched: the first action recorded is the one sent.
  var isSending = false
  /// The action the test sent and the state right after it, until `send` checks it.
  var sent: (action: Action, state: State)?
  var received: [(action: Action, state: State)] = []

  func record(_ action: Action, _ state: State) {
    if isSending, sent == nil {
      sent = (action, state)
    } else {
      received.append((action, state))
    }
  }
}
