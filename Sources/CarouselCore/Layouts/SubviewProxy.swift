import Foundation

/// What a ``SubviewLayout`` sees of one subview: it can measure it, read its layout values and place
/// it. Mirrors SwiftUI's `LayoutSubview`, so that a SwiftUI front end can wrap SwiftUI's own subviews.
public protocol SubviewProxy {
  /// The size the subview wants for `proposal`, in points.
  func sizeThatFits(_ proposal: ProposedSize) -> CGSize
  /// The subview's value for `key`, or the key's default.
  subscript<Key: SubviewValueKey>(key: Key.Type) -> Key.Value { get }
  /// Puts the subview's `anchor` point at `point` (in the layout's coordinates), sized for `proposal`.
  func place(at point: CGPoint, anchor: PlacementAnchor, proposal: ProposedSize)
}
