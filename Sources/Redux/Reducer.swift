/// Computes the next state from the current one and an action, and says what follows from it.
///
/// Synchronous and free of side effects (so `@Sendable`: it can be a global constant). What it
/// returns is data, not work done: usually `.none`; `.send(…)` for actions the change itself produces
/// (a tap a component recognised while the reducer moved it), which the store dispatches right after
/// this one, where middleware and tests see them like any other action. Side effects belong in a
/// ``Middleware``.
public typealias Reducer<State, Action> = @Sendable (inout State, Action) -> Effect<Action>

/// Runs after the reducer with the *new* state and the action, and returns the side effect to run.
public typealias Middleware<State, Action> = @MainActor (State, Action) -> Effect<Action>

/// One reducer that runs `reducers` in order and merges what they return: an app reducer made of
/// screen reducers.
public func combineReducers<State, Action>(_ reducers: Reducer<State, Action>...) -> Reducer<State, Action> {
  { state, action in
    var effects: [Effect<Action>] = []
    for reducer in reducers { effects.append(reducer(&state, action)) }
    return .merge(effects)
  }
}

/// A reducer over a whole state built from one over a part of it, reached with `keyPath`.
public func pullback<State, Part, Action>(
  _ reducer: @escaping Reducer<Part, Action>, state keyPath: WritableKeyPath<State, Part> & Sendable
) -> Reducer<State, Action> {
  { state, action in reducer(&state[keyPath: keyPath], action) }
}
