/// The actions of a screen's feature: each has a case for the input the scene hands the screen
/// shown.
protocol ScreenAction: Sendable {
  /// The input as this feature's action (an enum case `input(ScreenInput)` is one).
  static func input(_ input: ScreenInput) -> Self
  /// The input this action carries, if it is ``input(_:)``.
  var input: ScreenInput? { get }
}
