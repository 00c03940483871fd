import Foundation

/// A concrete ``SubviewProxy`` for tests and non-SwiftUI front ends: a size (or a sizing rule),
/// layout values, and the placement it was given.
///
/// It is a class because `place(at:anchor:proposal:)` records the placement without being mutating,
/// exactly as SwiftUI's subviews do.
///
/// ```swift
/// let sign = MeasuredSubview(size: CGSize(width: 120, height: 40))
/// sign[SideKey.self] = .right
/// GuideBoardLayout().layout([sign])
/// print(sign.frame)   // where the sign went
/// ```
public final class MeasuredSubview: SubviewProxy {
  /// Where a subview was put.
  public struct Placement: Sendable, Hashable {
    /// The point the anchor was put at.
    public var point: CGPoint
    /// Which point of the subview was put there.
    public var anchor: PlacementAnchor
    /// The proposal it was placed with.
    public var proposal: ProposedSize
    /// The subview's frame: its size for the proposal, positioned by the anchor.
    public var frame: CGRect
  }

  private let sizing: (ProposedSize) -> CGSize
  private var values: [ObjectIdentifier: Any] = [:]
  /// The last placement, or nil before the first.
  public private(set) var placement: Placement?

  /// A subview of a fixed size, whatever it is offered (bad sizes count as 0).
  public init(size: CGSize) {
    let fixed = size.sanitized
    sizing = { _ in fixed }
  }

  /// A subview sized by a rule, such as text that wraps to the proposed width.
  public init(sizing: @escaping (ProposedSize) -> CGSize) {
    self.sizing = { sizing($0).sanitized }
  }

  /// The subview's frame after placement, or nil before.
  public var frame: CGRect? { placement?.frame }

  public func sizeThatFits(_ proposal: ProposedSize) -> CGSize { sizing(proposal) }

  /// The value for `key`; setting it changes what layouts read.
  public subscript<Key: SubviewValueKey>(key: Key.Type) -> Key.Value {
    get { values[ObjectIdentifier(key)] as? Key.Value ?? Key.defaultValue }
    set { values[ObjectIdentifier(key)] = newValue }
  }

  public func place(at point: CGPoint, anchor: PlacementAnchor, proposal: ProposedSize) {
    let size = sizing(proposal)
    placement = Placement(
      point: point, anchor: anchor, proposal: proposal,
      frame: CGRect(origin: anchor.origin(placing: size, at: point), size: size))
  }
}
