import Redux
import ReduxTesting
import Testing

/// Actions a reducer or middleware returns with `.send(…)`: dispatched before `dispatch` returns,
/// next in line, seen by middleware, and received — not sent — in a `StoreTester`.
@MainActor
@Suite("Sent actions")
struct SentActionTests {
  /// A counter whose `.tap` action reports `.counted(n)` with the new count, the way a scene reports
  /// what a component recognised while the reducer moved it.
  enum Action: Equatable, Sendable {
    case tap
    case counted(Int)
    case other
  }

  static let counter: Reducer<[String], Action> = { log, action in
    log.append("reducer \(action)")
    guard action == .tap else { return .none }
    let count = log.count { $0 == "reducer tap" }
    return .send(.counted(count), .counted(count * 10))
  }

  @Test func theReducersActionsAreDispatchedBeforeDispatchReturnsAndMiddlewareSeesEachOne() {
    var seen: [Action] = []
    let store = Store(
      initialState: [], reducer: Self.counter,
      middlewares: [
        { _, action in
          seen.append(action)
          return .none
        }
      ])
    store.dispatch(.tap)
    #expect(store.state == ["reducer tap", "reducer counted(1)", "reducer counted(10)"])
    #expect(seen == [.tap, .counted(1), .counted(10)])
  }

  @Test func sentActionsGoBeforeAnActionThatWasAlreadyWaiting() {
    // A middleware dispatches `.other` while `.tap` is being handled: it waits its turn, but the
    // reports of `.tap` come first — they belong to it.
    var dispatchedOther = false
    var store: Store<[String], Action>?
    store = Store(
      initialState: [], reducer: Self.counter,
      middlewares: [
        { _, action in
          if action == .tap, !dispatchedOther {
            dispatchedOther = true
            store?.dispatch(.other)
          }
          return .none
        }
      ])
    store?.dispatch(.tap)
    #expect(store?.state == ["reducer tap", "reducer counted(1)", "reducer counted(10)", "reducer other"])
  }

  @Test func aMiddlewareCanSendToo() {
    let store = Store<[String], Action>(
      initialState: [],
      reducer: { log, action in
        log.append("\(action)")
        return .none
      },
      middlewares: [{ _, action in action == .other ? .send(.counted(0)) : .none }])
    store.dispatch(.other)
    #expect(store.state == ["other", "counted(0)"])
  }

  @Test func mergingKeepsTheOrderOfTheActions() {
    let effect = Effect<Action>.merge(.send(.counted(1)), .none, .send(.counted(2), .counted(3)))
    let store = Store<[Action], Action>(
      initialState: [],
      reducer: { log, action in
        log.append(action)
        return action == .tap ? effect : .none
      })
    store.dispatch(.tap)
    #expect(store.state == [.tap, .counted(1), .counted(2), .counted(3)])
    #expect(Effect<Action>.send().isNone)
    #expect(!Effect<Action>.send(.tap).isNone)
  }

  /// A parent whose one case wraps the counter's actions, embedding its reducer with `map`.
  enum Parent: Equatable, Sendable {
    case counter(Action)
  }

  @Test func mapWrapsWhatAChildSendsNowAndLater() async {
    let child: Reducer<[String], Action> = { log, action in
      log.append("\(action)")
      return switch action {
      case .tap: .merge(.send(.counted(1)), .run { send in await send(.other) })
      case .counted, .other: .none
      }
    }
    let parent: Reducer<[String], Parent> = { log, action in
      switch action {
      case .counter(let action): child(&log, action).map(Parent.counter)
      }
    }
    let store = Store(initialState: [], reducer: parent)
    store.dispatch(.counter(.tap))
    #expect(store.state == ["tap", "counted(1)"])
    await store.settle()
    #expect(store.state == ["tap", "counted(1)", "other"])
  }

  @Test func theTesterChecksTheStateRightAfterTheSentActionAndReceivesTheRest() async {
    let tester = StoreTester(initialState: [], reducer: Self.counter)
    tester.send(.tap) { $0 = ["reducer tap"] }
    await tester.receive(.counted(1)) { $0.append("reducer counted(1)") }
    await tester.receive(.counted(10)) { $0.append("reducer counted(10)") }
    await tester.finish()
  }

  @Test func anUnreceivedSentActionIsAnIssue() async {
    let tester = StoreTester(initialState: [], reducer: Self.counter)
    tester.send(.tap) { $0 = ["reducer tap"] }
    await tester.receive(.counted(1)) { $0.append("reducer counted(1)") }
    await withKnownIssue {
      await tester.finish()
    }
  }

  @Test func withExhaustivityOffTheTestNamesOnlyWhatItCaresAbout() async {
    let tester = StoreTester(initialState: [], reducer: Self.counter, exhaustivity: .off)
    tester.send(.tap)
    await tester.receive(.counted(10)) { #expect($0.last == "reducer counted(10)") }
    tester.send(.other)
    await tester.finish()
  }
}
