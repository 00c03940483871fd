import Foundation
import Redux
import ReduxTesting
import Testing

/// The tester itself: what it refuses, how long it waits, and what it lets through when a test asks
/// for less than everything.
@MainActor
@Suite("StoreTester")
struct StoreTesterTests {
  /// A middleware that answers `.feed(.load)` with `actions`, each after `delay`.
  static func answering(_ actions: [AppAction], after delay: Duration) -> Middleware<AppState, AppAction> {
    { _, action in
      guard action == .feed(.load) else { return .none }
      return .run { send in
        for action in actions {
          try? await Task.sleep(for: delay)
          await send(action)
        }
      }
    }
  }

  @Test func sendingWhileAReceivedActionIsUncheckedIsAnIssue() async {
    let tester = StoreTester(
      initialState: AppState(), reducer: appReducer, middlewares: [feedLoading { ["x"] }])
    tester.send(.feed(.load)) { $0.feed.isLoading = true }
    await tester.store.settle()
    #expect(tester.hasUncheckedActions)
    withKnownIssue {
      tester.send(.selectTab(1)) { $0.selectedTab = 1 }
    }
  }

  @Test func aWrongStateIsReportedAsTheLinesThatDiffer() {
    let tester = StoreTester(initialState: AppState(), reducer: appReducer)
    withKnownIssue {
      tester.send(.selectTab(2)) { $0.selectedTab = 3 }
    } matching: { issue in
      let message = issue.comments.map(\.rawValue).joined(separator: "\n")
      return message.contains("State after send(.selectTab(2)) is not the expected one")
        && message.contains("−   selectedTab: 3,\n+   selectedTab: 2,\n  )")
    }
  }

  @Test func uncheckedActionsAreNamedAsTheyWouldBeWritten() async {
    let tester = StoreTester(
      initialState: AppState(), reducer: appReducer, middlewares: [feedLoading { ["x"] }])
    tester.send(.feed(.load)) { $0.feed.isLoading = true }
    await tester.store.settle()
    withKnownIssue {
      // The state as it is (the effect's action reduced): the only issue is the unchecked action.
      tester.send(.selectTab(1)) {
        $0.selectedTab = 1
        $0.feed.items = ["x"]
        $0.feed.isLoading = false
      }
    } matching: { issue in
      issue.comments.map(\.rawValue).joined().contains(#"unchecked: .feed(.loaded(["x"]))"#)
    }
  }

  @Test func receiveWaitsForASlowEffect() async {
    let tester = StoreTester(
      initialState: AppState(), reducer: appReducer,
      middlewares: [Self.answering([.feed(.loaded(["late"]))], after: .milliseconds(100))])
    tester.send(.feed(.load)) { $0.feed.isLoading = true }
    await tester.receive(.feed(.loaded(["late"]))) {
      $0.feed.isLoading = false
      $0.feed.items = ["late"]
    }
    await tester.finish()
  }

  @Test func receiveGivesUpAfterItsTimeoutInsteadOfHanging() async {
    let tester = StoreTester(
      initialState: AppState(), reducer: appReducer,
      middlewares: [Self.answering([.feed(.loaded(["never"]))], after: .seconds(600))])
    tester.send(.feed(.load)) { $0.feed.isLoading = true }
    await withKnownIssue {
      await tester.receive(.feed(.loaded(["never"])), timeout: .milliseconds(50))
    }
    // It returned with the ten-minute effect still running: the timeout, not the effect, ended it.
    #expect(tester.store.hasRunningEffects)
  }

  @Test func receivingWhenNoEffectRunsFailsAtOnce() async {
    let tester = StoreTester(initialState: AppState(), reducer: appReducer)
    tester.send(.selectTab(2)) { $0.selectedTab = 2 }
    await withKnownIssue {
      await tester.receive(.feed(.loaded([])), timeout: .seconds(600))
    }
  }

  @Test func withExhaustivityOffATestChecksOnlyWhatItStates() async {
    let tester = StoreTester(
      initialState: AppState(), reducer: appReducer,
      middlewares: [
        Self.answering([.selectTab(4), .feed(.loaded(["a"]))], after: .milliseconds(1)),
        { _, action in action == .feed(.load) ? .run { send in await send(.selectTab(7)) } : .none },
      ],
      exhaustivity: .off)
    // `.load` also clears the error message and the second middleware changes the tab: not stated, not checked.
    tester.send(.feed(.load)) { $0.feed.isLoading = true }
    // The tab changes arrive first; they are skipped to reach the action the test names.
    await tester.receive(.feed(.loaded(["a"]))) { $0.feed.items = ["a"] }
    await tester.finish()
    // A stated change that did not happen is still an issue.
    withKnownIssue {
      tester.send(.selectTab(1)) { $0.selectedTab = 2 }
    }
  }

  @Test func aMergedEffectStartsEveryOperation() async {
    let store = Store<AppState, AppAction>(
      initialState: AppState(), reducer: appReducer,
      middlewares: [
        { _, action in
          guard action == .feed(.load) else { return .none }
          return .merge(
            .run { send in await send(.selectTab(3)) }, .none, .run { send in await send(.feed(.loaded(["m"]))) })
        }
      ])
    store.dispatch(.feed(.load))
    await store.settle()
    #expect(store.state.selectedTab == 3)
    #expect(store.state.feed.items == ["m"])
    #expect(Effect<AppAction>.none.isNone)
    #expect(!Effect<AppAction>.run { _ in }.isNone)
  }
}
