import Foundation
import Observation
import Redux
import ReduxTesting
import Testing

@MainActor
@Suite("Store")
struct StoreTests {
  @Test func theReducerRunsBeforeTheMiddlewareWhichSeesTheNewState() {
    let log = Log()
    let store = Store<AppState, AppAction>(
      initialState: AppState(),
      reducer: { state, action in
        log.append("reducer \(action)")
        return appReducer(&state, action)
      },
      middlewares: [
        { state, _ in
          log.append("first sees tab \(state.selectedTab)")
          return .none
        },
        { state, _ in
          log.append("second sees tab \(state.selectedTab)")
          return .none
        },
      ])
    store.dispatch(.selectTab(3))
    #expect(log.entries == ["reducer selectTab(3)", "first sees tab 3", "second sees tab 3"])
    #expect(store.state.selectedTab == 3)
  }

  @Test func aDispatchFromInsideADispatchWaitsItsTurn() {
    let log = Log()
    let store = Store<AppState, AppAction>(
      initialState: AppState(), reducer: appReducer,
      middlewares: [
        { state, action in
          log.append("middleware sees tab \(state.selectedTab) for \(action)")
          return .none
        }
      ])
    // An observer that dispatches while the first action is being reduced.
    withObservationTracking {
      _ = store.state.selectedTab
    } onChange: {
      MainActor.assumeIsolated { store.dispatch(.selectTab(9)) }
    }
    store.dispatch(.selectTab(1))
    #expect(log.entries == ["middleware sees tab 1 for selectTab(1)", "middleware sees tab 9 for selectTab(9)"])
    #expect(store.state.selectedTab == 9)
  }

  @Test func aMiddlewareLoadsDataAndSendsSuccess() async {
    let tester = StoreTester(
      initialState: AppState(), reducer: appReducer,
      middlewares: [feedLoading { ["Kyoto in autumn", "Night trains"] }])
    tester.send(.feed(.load)) { $0.feed.isLoading = true }
    await tester.receive(.feed(.loaded(["Kyoto in autumn", "Night trains"]))) {
      $0.feed.isLoading = false
      $0.feed.items = ["Kyoto in autumn", "Night trains"]
    }
    await tester.finish()
  }

  @Test func aFailingLoadKeepsTheEarlierItems() async {
    let tester = StoreTester(
      initialState: AppState(feed: FeedState(items: ["kept"])), reducer: appReducer,
      middlewares: [feedLoading { throw LoadError(message: "offline") }])
    tester.send(.feed(.load)) { $0.feed.isLoading = true }
    await tester.receive(.feed(.failed("offline"))) {
      $0.feed.isLoading = false
      $0.feed.errorMessage = "offline"
    }
    #expect(tester.store.state.feed.items == ["kept"])
    await tester.finish()
  }

  @Test func theTesterReportsAWrongExpectation() async {
    let tester = StoreTester(initialState: AppState(), reducer: appReducer)
    withKnownIssue {
      tester.send(.selectTab(2)) { $0.selectedTab = 5 }
    }
  }

  @Test func theTesterReportsAnActionNobodyReceived() async {
    let tester = StoreTester(
      initialState: AppState(), reducer: appReducer, middlewares: [feedLoading { ["x"] }])
    tester.send(.feed(.load)) { $0.feed.isLoading = true }
    await withKnownIssue {
      await tester.finish()
    }
  }

  @Test func manyDispatchesFromConcurrentTasksEndConsistent() async {
    let store = Store<Int, Int>(
      initialState: 0,
      reducer: {
        $0 += $1; return .none
      })
    let tasks = (0..<50).map { _ in
      Task { @MainActor in
        for step in 0..<20 {
          store.dispatch(1)
          if step % 5 == 0 { await Task.yield() }
        }
      }
    }
    for task in tasks { await task.value }
    #expect(store.state == 1_000)
  }

  @Test func settleWaitsForEffectsStartedMeanwhile() async {
    // Each action below 5 starts an effect that sends the next one.
    let store = Store<[Int], Int>(
      initialState: [],
      reducer: {
        $0.append($1); return .none
      },
      middlewares: [
        { _, action in
          guard action < 5 else { return .none }
          return .run { send in
            try? await Task.sleep(nanoseconds: 1_000_000)
            await send(action + 1)
          }
        }
      ])
    store.dispatch(0)
    await store.settle()
    #expect(store.state == [0, 1, 2, 3, 4, 5])
    #expect(!store.hasRunningEffects)
  }

  @Test func observationFiresOnChange() async {
    let store = Store<AppState, AppAction>(initialState: AppState(), reducer: appReducer)
    let fired = Flag()
    withObservationTracking {
      _ = store.state.selectedTab
    } onChange: {
      fired.set()
    }
    #expect(!fired.value)
    store.dispatch(.selectTab(1))
    #expect(fired.value)
  }

  @Test func releasingTheStoreCancelsItsEffects() async {
    let outcome = EffectOutcome()
    var store: Store<Int, Int>? = Store(
      initialState: 0,
      reducer: {
        $0 += $1; return .none
      },
      middlewares: [
        { _, _ in
          .run { _ in
            do {
              // Longer than the wait below: only a cancellation answers in time. (With 5 s, a
              // machine busy enough to delay this test's next step by 5 s let the effect finish
              // before the store was released.)
              try await Task.sleep(nanoseconds: 3_600_000_000_000)
              await outcome.record("finished")
            } catch {
              await outcome.record("cancelled")
            }
          }
        }
      ])
    store?.dispatch(1)
    await Task.yield()
    store = nil
    // The effect's task starts on the main actor, which other tests may hold for seconds on a busy
    // machine: wait for its outcome by the clock, not by a count of short sleeps. Cancelled, it
    // answers as soon as it runs; not cancelled, it answers nothing within the minute.
    let deadline = ContinuousClock.now + .seconds(60)
    while await outcome.value == nil, ContinuousClock.now < deadline {
      try? await Task.sleep(nanoseconds: 5_000_000)
    }
    #expect(await outcome.value == "cancelled")
  }
}

/// Lines appended from reducers and middleware.
final class Log: @unchecked Sendable {
  private let lock = NSLock()
  private var lines: [String] = []
  func append(_ line: String) { lock.withLock { lines.append(line) } }
  var entries: [String] { lock.withLock { lines } }
}

/// A flag set from an observation callback.
final class Flag: @unchecked Sendable {
  private let lock = NSLock()
  private var isSet = false
  func set() { lock.withLock { isSet = true } }
  var value: Bool { lock.withLock { isSet } }
}

actor EffectOutcome {
  private(set) var value: String?
  func record(_ outcome: String) { value = outcome }
}
