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

/// A reducer over the app's state and actions built from a feature's, which knows only its own state
/// and its own actions: for each action `action` extracts (the payload of the app's case for the
/// feature — a computed property such as `var feed: FeedAction?`), `reducer` changes the part of the
/// state `state` reaches, and each action its effect sends is embedded back with `embed` (that case's
/// constructor). Other actions pass it by. How an app reducer is made of feature reducers, as
/// `Scope` composes them in The Composable Architecture.
///
/// ```swift
/// extension AppAction {
///   var feed: FeedAction? { if case .feed(let action) = self { action } else { nil } }
/// }
/// let appReducer: Reducer<AppState, AppAction> = combineReducers(
///   scope(state: \.feed, action: \.feed, embed: AppAction.feed, feedReducer),
///   tabReducer)
/// ```
///
/// A feature that reads what another owns gets it through its state: `state` may be a computed
/// property that puts the parts together and writes back the feature's own.
public func scope<State, Action, Feature, FeatureAction>(
  state keyPath: WritableKeyPath<State, Feature> & Sendable,
  action extract: @escaping @Sendable (Action) -> FeatureAction?,
  embed: @escaping @Sendable (FeatureAction) -> Action,
  _ reducer: @escaping Reducer<Feature, FeatureAction>
) -> Reducer<State, Action> {
  { state, action in
    guard let featureAction = extract(action) else { return .none }
    return reducer(&state[keyPath: keyPath], featureAction).map(embed)
  }
}

/// A reducer over a whole state built from one over a part of it, reached with `keyPath`.
public func pullback<State, Part, Action>(
  _ reducer: @escaping Reducer<Part, Action>, state keyPath: WritableKeyPath<State, Part> & Sendable
) -> Reducer<State, Action> {
  { state, action in reducer(&state[keyPath: keyPath], action) }
}
