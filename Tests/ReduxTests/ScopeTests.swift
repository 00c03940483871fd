import Redux
import ReduxTesting
import Testing

/// `scope`: a feature's reducer embedded in an app's, hearing only its own actions and changing only
/// its own part of the state, its effects' actions wrapped back into the app's.
@MainActor
@Suite("Scope")
struct ScopeTests {
  /// A counter feature that reports, as a delegate action, every tenth count.
  enum CounterAction: Equatable, Sendable {
    case increment
    case delegate(Delegate)

    enum Delegate: Equatable, Sendable { case reachedTen }
  }

  enum Action: Equatable, Sendable {
    case counter(CounterAction)
    case other

    var counter: CounterAction? { if case .counter(let action) = self { action } else { nil } }
  }

  /// The counter's state: its count, and every action it heard.
  struct Counter: Equatable, Sendable {
    var count = 0
    var heard: [CounterAction] = []
  }

  struct State: Equatable, Sendable {
    var counter = Counter()
    var tens = 0
    var others = 0
  }

  nonisolated static let counter: Reducer<Counter, CounterAction> = { counter, action in
    counter.heard.append(action)
    guard action == .increment else { return .none }
    counter.count += 1
    return counter.count % 10 == 0 ? .send(.delegate(.reachedTen)) : .none
  }

  /// The app's own reducer acts on the counter's delegate action.
  nonisolated static let app: Reducer<State, Action> = combineReducers(
    scope(state: \.counter, action: \.counter, embed: Action.counter, counter),
    { state, action in
      switch action {
      case .counter(.delegate(.reachedTen)): state.tens += 1
      case .other: state.others += 1
      case .counter: break
      }
      return .none
    })

  @Test("The feature hears only its own actions and changes only its own part")
  func onlyItsOwnActionsAndState() {
    let store = Store(
      initialState: State(), reducer: scope(state: \.counter, action: \.counter, embed: Action.counter, Self.counter))
    store.dispatch(.other)
    store.dispatch(.counter(.increment))
    #expect(store.state == State(counter: Counter(count: 1, heard: [.increment]), tens: 0, others: 0))
  }

  /// `count` increments sent through `tester`, each checked, then the counter's report of ten received
  /// (sent at the tenth count by the counter's reducer, or sooner by a middleware).
  static func count(_ tester: StoreTester<State, Action>, to count: Int) async {
    for next in 1...count {
      tester.send(.counter(.increment)) {
        $0.counter.count = next
        $0.counter.heard.append(.increment)
      }
    }
    await tester.receive(.counter(.delegate(.reachedTen))) {
      $0.counter.heard.append(.delegate(.reachedTen))
      $0.tens = 1
    }
  }

  @Test("What the feature sends comes back as the app's action, which the app reducer and the tester see")
  func delegateActionsAreEmbedded() async {
    let tester = StoreTester(initialState: State(), reducer: Self.app)
    await Self.count(tester, to: 10)
    tester.send(.other) { $0.others = 1 }
    await tester.finish()
  }

  @Test(
    "A feature's middleware hears only its own actions, reads its part of the new state, and what it sends comes back embedded"
  )
  func scopedMiddleware() async {
    var seen: [(count: Int, action: CounterAction)] = []
    // At the second count, an operation reports ten (a stand-in for a load that answers later).
    let counting: Middleware<Counter, CounterAction> = { counter, action in
      seen.append((counter.count, action))
      guard action == .increment, counter.count == 2 else { return .none }
      return .run { send in await send(.delegate(.reachedTen)) }
    }
    let tester = StoreTester(
      initialState: State(), reducer: Self.app,
      middlewares: [scope(state: \.counter, action: \.counter, embed: Action.counter, middleware: counting)])
    tester.send(.other) { $0.others = 1 }
    await Self.count(tester, to: 2)
    await tester.finish()
    #expect(seen.map(\.count) == [1, 2, 2])
    #expect(seen.map(\.action) == [.increment, .increment, .delegate(.reachedTen)])
  }
}
