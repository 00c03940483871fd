/// Work a middleware asks the store to do after an action: nothing, or an asynchronous operation
/// that may send actions back.
public enum Effect<Action>: Sendable {
  /// No work.
  case none
  /// An asynchronous operation, run in a task the store keeps. It sends actions back with `send`,
  /// which dispatches them on the main actor.
  case run(@Sendable (Send<Action>) async -> Void)
}
