/// Work a middleware asks the store to do after an action: nothing, an asynchronous operation that may
/// send actions back, or several of these at once.
///
/// A struct rather than an enum, so that new kinds of effect can be added without breaking code that
/// builds them: callers use the static constructors (`.none`, `.run { send in … }`, `.merge(…)`) and
/// never see the representation.
///
/// ```swift
/// let loadFeed: Middleware<FeedState, FeedAction> = { state, action in
///   guard case .load = action else { return .none }
///   return .run { send in await send(.loaded(try? await api.feed())) }
/// }
/// ```
public struct Effect<Action>: Sendable {
  /// The operations to start, each in its own task.
  let operations: [@Sendable (Send<Action>) async -> Void]

  private init(operations: [@Sendable (Send<Action>) async -> Void]) {
    self.operations = operations
  }

  /// No work.
  public static var none: Effect { Effect(operations: []) }

  /// An asynchronous operation, run in a task the store keeps. It sends actions back with `send`,
  /// which dispatches them on the main actor. The task is cancelled when the store is released.
  public static func run(_ operation: @escaping @Sendable (Send<Action>) async -> Void) -> Effect {
    Effect(operations: [operation])
  }

  /// All of `effects`, started together, each operation in its own task.
  public static func merge(_ effects: Effect...) -> Effect {
    merge(effects)
  }

  /// All of `effects`, started together, each operation in its own task.
  public static func merge(_ effects: [Effect]) -> Effect {
    Effect(operations: effects.flatMap(\.operations))
  }

  /// Whether the effect does nothing.
  public var isNone: Bool { operations.isEmpty }
}
