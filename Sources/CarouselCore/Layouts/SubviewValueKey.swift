/// A per-subview value a layout reads, such as which side of a guide board a sign hangs on. Mirrors
/// SwiftUI's `LayoutValueKey`.
public protocol SubviewValueKey {
  /// The type of the value.
  associatedtype Value
  /// The value of a subview that sets none.
  static var defaultValue: Value { get }
}
