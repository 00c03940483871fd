import Foundation
import Observation

/// A Redux store: one state, changed only by dispatching actions through a reducer, with side
/// effects in middleware.
///
/// `dispatch(_:)` runs the reducer synchronously, then every middleware in order with the **new**
/// state, then the actions they returned with `.send(…)` (each the same way).
/// An action dispatched while another is being handled waits until that one is finished, so two
/// dispatches never interleave. Each operation of a middleware's ``Effect`` runs in a task the store keeps;
/// ``settle()`` waits for all of them, and releasing the store cancels them.
///
/// The store is `Observable`: SwiftUI views and `withObservationTracking` see every change of
/// ``state``. The reducer changes the state in place — a state holding large arrays (a layout, an
/// engine's hosts) is not copied for each action.
@MainActor
public final class Store<State, Action>: Observable {
  /// The current state. Read it anywhere on the main actor; change it only with ``dispatch(_:)``.
  public var state: State {
    registrar.access(self, keyPath: \.state)
    return storage
  }

  private var storage: State
  private let registrar = ObservationRegistrar()
  private let reducer: Reducer<State, Action>
  private let middlewares: [Middleware<State, Action>]
  private let effects = EffectTasks()
  private var pending: [Action] = []
  private var isDispatching = false

  /// Creates a store with a starting state, the reducer and the middleware, run in the order given.
  public init(
    initialState: State, reducer: @escaping Reducer<State, Action>, middlewares: [Middleware<State, Action>] = []
  ) {
    storage = initialState
    self.reducer = reducer
    self.middlewares = middlewares
  }

  deinit {
    effects.cancelAll()
  }

  /// Whether any effect is still running.
  public var hasRunningEffects: Bool { !effects.isEmpty }

  /// Runs the reducer, then each middleware with the new state, starts the operations they return and
  /// dispatches the actions they send, before returning.
  /// - Complexity: O(middlewares) plus the reducer's own cost, for `action` and for each action sent.
  public func dispatch(_ action: Action) {
    pending.append(action)
    guard !isDispatching else { return }
    isDispatching = true
    defer { isDispatching = false }
    while !pending.isEmpty {
      let next = pending.removeFirst()
      // In place: `@Observable`'s setter would take a copy, then every array the reducer touches
      // would be copied once more.
      var effects = [registrar.withMutation(of: self, keyPath: \.state) { reducer(&storage, next) }]
      for middleware in middlewares { effects.append(middleware(state, next)) }
      let effect = Effect.merge(effects)
      effect.operations.forEach(start)
      // What `next` sends comes before anything dispatched earlier that is still waiting.
      pending.insert(contentsOf: effect.actions, at: 0)
    }
  }

  private func start(_ operation: @escaping @Sendable (Send<Action>) async -> Void) {
    let send = Send<Action> { [weak self] action in self?.dispatch(action) }
    let effects = self.effects
    effects.start { id in
      Task {
        await operation(send)
        effects.finish(id)
      }
    }
  }

  /// Waits until every effect has finished, including effects started while waiting.
  public func settle() async {
    while true {
      let running = effects.running
      if running.isEmpty { return }
      for task in running { await task.value }
    }
  }
}
