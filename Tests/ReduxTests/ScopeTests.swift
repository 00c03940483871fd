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

  @Test("What the feature sends comes back as the app's action, which the app reducer and the tester see")
  func delegateActionsAreEmbedded() async {
    let tester = StoreTester(initialState: State(), reducer: Self.app)
    for count in 1...10 {
      tester.send(.counter(.increment)) {
        $0.counter.count = count
        $0.counter.heard.append(.increment)
      }
    }
    await tester.receive(.counter(.delegate(.reachedTen))) {
      $0.counter.heard.append(.delegate(.reachedTen))
      $0.tens = 1
    }
    tester.send(.other) { $0.others = 1 }
    await tester.finish()
  }
}
