/// A middleware over the app's state and actions built from a feature's, which knows only its own
/// state and its own actions: for each action `action` extracts (the payload of the app's case for the
/// feature), `middleware` runs with the part of the new state `state` reaches, and each action its
/// effect sends — at once or later — is embedded back with `embed`. Other actions pass it by. The
/// counterpart of ``scope(state:action:embed:_:)`` for side effects: a feature's loading or storage
/// written once over its own state serves an app that embeds that state.
///
/// ```swift
/// let store = Store(
///   initialState: AppState(), reducer: appReducer,
///   middlewares: [scope(state: \.feed, action: \.feed, embed: AppAction.feed, middleware: feedLoading)])
/// ```
///
/// The middleware sees the feature's actions only: what it watches in the state must change through
/// them.
/// - Complexity: O(1) beside `middleware`'s own cost.
public func scope<State, Action, Feature, FeatureAction>(
  state keyPath: KeyPath<State, Feature> & Sendable,
  action extract: @escaping @Sendable (Action) -> FeatureAction?,
  embed: @escaping @Sendable (FeatureAction) -> Action,
  middleware: @escaping Middleware<Feature, FeatureAction>
) -> Middleware<State, Action> {
  { state, action in
    guard let featureAction = extract(action) else { return .none }
    return middleware(state[keyPath: keyPath], featureAction).map(embed)
  }
}
