import CustomDump
import Redux
import Testing

/// Drives a ``Redux/Store`` in a test and checks every state it goes through.
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
/// Each call asserts the *exact* state: the test describes how the state changes from the last one
/// checked, and a mismatch is recorded as a test issue with a line-by-line diff (swift-custom-dump).
@MainActor
public final class StoreTester<State: Equatable, Action> {
  /// The store under test, built with the given middleware plus a recorder.
  public let store: Store<State, Action>
  private let log: ActionLog<State, Action>
  private var lastCheckedState: State

  /// Creates the store under test.
  public init(
    initialState: State, reducer: @escaping Reducer<State, Action>, middlewares: [Middleware<State, Action>] = []
  ) {
    let log = ActionLog<State, Action>()
    self.log = log
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
  public func send(
    _ action: Action, sourceLocation: SourceLocation = #_sourceLocation, _ update: (inout State) -> Void = { _ in }
  ) {
    log.isSending = true
    store.dispatch(action)
    log.isSending = false
    check(store.state, after: "send(\(String(customDumping: action)))", update, sourceLocation)
  }

  /// Records an issue unless `actual` equals the last checked state changed by `update`.
  private func check(
    _ actual: State, after step: String, _ update: (inout State) -> Void, _ sourceLocation: SourceLocation
  ) {
    var expected = lastCheckedState
    update(&expected)
    if expected != actual {
      let difference = diff(expected, actual, format: .proportional) ?? "(no printable difference)"
      Issue.record(
        "State after \(step) is not the expected one (− expected, + actual):\n\(difference)",
        sourceLocation: sourceLocation)
    }
    lastCheckedState = actual
  }

  /// Whether an action an effect sent has not been checked with ``receive(_:sourceLocation:_:)`` yet.
  public var hasUncheckedActions: Bool { !log.received.isEmpty }

  /// Stops the store's effects' actions from going unchecked: waits until every effect has finished
  /// and records an issue for each received action no test checked.
  public func finish(sourceLocation: SourceLocation = #_sourceLocation) async {
    await store.settle()
    for entry in log.received {
      Issue.record(
        "An effect sent \(String(customDumping: entry.action)) and the test did not receive it.",
        sourceLocation: sourceLocation)
    }
    log.received.removeAll()
  }
}

extension StoreTester where Action: Equatable {
  /// Waits for the next action an effect sends, checks it is `expected`, and checks the state right
  /// after it is the last checked state changed by `update`.
  ///
  /// If no action has arrived yet, waits until the store's effects have all finished.
  public func receive(
    _ expected: Action, sourceLocation: SourceLocation = #_sourceLocation, _ update: (inout State) -> Void = { _ in }
  ) async {
    if log.received.isEmpty { await store.settle() }
    guard !log.received.isEmpty else {
      Issue.record(
        "Expected to receive \(String(customDumping: expected)), but no effect sent an action.",
        sourceLocation: sourceLocation)
      return
    }
    let entry = log.received.removeFirst()
    if entry.action != expected {
      let difference = diff(expected, entry.action, format: .proportional) ?? ""
      Issue.record(
        "Received an unexpected action (− expected, + received):\n\(difference)", sourceLocation: sourceLocation)
    }
    check(entry.state, after: "receive(\(String(customDumping: entry.action)))", update, sourceLocation)
  }
}

/// The actions effects sent to the store under test, each with the state right after it.
@MainActor
final class ActionLog<State, Action> {
  var isSending = false
  var received: [(action: Action, state: State)] = []

  func record(_ action: Action, _ state: State) {
    guard !isSending else { return }
    received.append((action, state))
  }
}
