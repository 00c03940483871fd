/// Sends actions from an effect back to the store that started it.
///
/// Call it with `await send(.loaded(items))`; the action is dispatched on the main actor. After the
/// store is released, sending does nothing.
public struct Send<Action>: Sendable {
  private let dispatch: @MainActor @Sendable (Action) -> Void

  /// Creates a sender that hands each action to `dispatch`.
  public init(_ dispatch: @escaping @MainActor @Sendable (Action) -> Void) {
    self.dispatch = dispatch
  }

  /// Dispatches `action` to the store.
  @MainActor public func callAsFunction(_ action: Action) {
    dispatch(action)
  }
}
