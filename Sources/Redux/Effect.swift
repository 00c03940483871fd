/// What follows an action: nothing, actions the store dispatches next, an asynchronous operation
/// that may send actions back, or several of these at once. A reducer returns one (usually `.none`);
/// so does each middleware.
///
/// A struct rather than an enum, so that new kinds of effect can be added without breaking code that
/// builds them: callers use the static constructors (`.none`, `.send(…)`, `.run { send in … }`,
/// `.merge(…)`) and never see the representation.
///
/// ```swift
/// let loadFeed: Middleware<FeedState, FeedAction> = { state, action in
///   guard case .load = action else { return .none }
///   return .run { send in await send(.loaded(try? await api.feed())) }
/// }
/// ```
public struct Effect<Action> {
  /// The actions to dispatch synchronously, right after the one that produced them, in order.
  let actions: [Action]
  /// The operations to start, each in its own task.
  let operations: [@Sendable (Send<Action>) async -> Void]

  private init(actions: [Action] = [], operations: [@Sendable (Send<Action>) async -> Void] = []) {
    self.actions = actions
    self.operations = operations
  }

  /// No work.
  public static var none: Effect { Effect() }

  /// `actions`, dispatched in order right after the action this effect follows — before the store
  /// returns from that dispatch, and before any action dispatched later. Each goes through the
  /// reducer and every middleware like an action dispatched from outside.
  ///
  /// An action that always sends itself again never lets the dispatch return.
  public static func send(_ actions: Action...) -> Effect {
    send(actions)
  }

  /// `actions`, dispatched in order right after the action this effect follows.
  public static func send(_ actions: [Action]) -> Effect {
    Effect(actions: actions)
  }

  /// An asynchronous operation, run in a task the store keeps. It sends actions back with `send`,
  /// which dispatches them on the main actor. The task is cancelled when the store is released.
  public static func run(_ operation: @escaping @Sendable (Send<Action>) async -> Void) -> Effect {
    Effect(operations: [operation])
  }

  /// All of `effects`, together: their actions in the order given, each operation in its own task.
  public static func merge(_ effects: Effect...) -> Effect {
    merge(effects)
  }

  /// All of `effects`, together: their actions in the order given, each operation in its own task.
  public static func merge(_ effects: [Effect]) -> Effect {
    Effect(actions: effects.flatMap(\.actions), operations: effects.flatMap(\.operations))
  }

  /// This effect for a parent's action type: each action it sends, now or later, wrapped by
  /// `transform` — how a feature's reducer, whose actions are one case of the app's, is embedded.
  ///
  /// ```swift
  /// case .feed(let action): return feedReducer(&state.feed, action).map(AppAction.feed)
  /// ```
  public func map<Parent>(_ transform: @escaping @Sendable (Action) -> Parent) -> Effect<Parent> {
    Effect<Parent>(
      actions: actions.map(transform),
      operations: operations.map { operation in
        { send in await operation(Send { action in send(transform(action)) }) }
      })
  }

  /// Whether the effect does nothing.
  public var isNone: Bool { actions.isEmpty && operations.isEmpty }
}

extension Effect: Sendable where Action: Sendable {}
