/// What can happen on the Pager: it reports nothing.
public enum PagerAction: ScreenAction, Equatable, Sendable {
  /// A key or the wheel: the pager takes them.
  case input(ScreenInput)

  var input: ScreenInput? { if case .input(let input) = self { input } else { nil } }
}
