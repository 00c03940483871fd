/// Which side of a guide board's centre post a sign hangs on.
public enum Side: String, Sendable, Hashable, Codable, CaseIterable {
  /// Left of the post: the sign's top-trailing corner touches the gap.
  case left
  /// Right of the post: the sign's top-leading corner touches the gap.
  case right

  /// The other side.
  public var opposite: Side { self == .left ? .right : .left }
}

/// The layout value that chooses a subview's ``Side`` in a ``GuideBoardLayout`` (default `.left`).
public struct SideKey: SubviewValueKey {
  public static let defaultValue = Side.left
}
