/// Computes the next state from the current one and an action. Synchronous and free of side
/// effects (so `@Sendable`: it can be a global constant); side effects belong in a ``Middleware``.
public typealias Reducer<State, Action> = @Sendable (inout State, Action) -> Void

/// Runs after the reducer with the *new* state and the action, and returns the side effect to run.
public typealias Middleware<State, Action> = @MainActor (State, Action) -> Effect<Action>

/// One reducer that runs `reducers` in order: an app reducer made of screen reducers.
public func combineReducers<State, Action>(_ reducers: Reducer<State, Action>...) -> Reducer<State, Action> {
  { state, action in
    for reducer in reducers { reducer(&state, action) }
  }
}

/// A reducer over a whole state built from one over a part of it, reached with `keyPath`.
public func pullback<State, Part, Action>(
  _ reducer: @escaping Reducer<Part, Action>, state keyPath: WritableKeyPath<State, Part> & Sendable
) -> Reducer<State, Action> {
  { state, action in reducer(&state[keyPath: keyPath], action) }
}
