import Foundation

/// A layout of subviews: how big the group is for a proposal, and where each subview goes. Mirrors
/// SwiftUI's `Layout` protocol, so one implementation serves the SwiftUI front end (through a thin
/// wrapper) and every other front end (with ``MeasuredSubview``).
///
/// `subviews` is any random-access collection with `Int` indices whose elements are proxies.
public protocol SubviewLayout {
  /// Values computed once per layout pass and shared by the two calls. `Void` by default.
  associatedtype Cache = Void

  /// Creates the cache for `subviews`.
  func makeCache<Subviews: RandomAccessCollection>(subviews: Subviews) -> Cache
  where Subviews.Element: SubviewProxy, Subviews.Index == Int

  /// The size of the whole layout for `proposal`, in points.
  func sizeThatFits<Subviews: RandomAccessCollection>(
    proposal: ProposedSize, subviews: Subviews, cache: inout Cache
  ) -> CGSize where Subviews.Element: SubviewProxy, Subviews.Index == Int

  /// Places every subview inside `bounds`.
  func placeSubviews<Subviews: RandomAccessCollection>(
    in bounds: CGRect, proposal: ProposedSize, subviews: Subviews, cache: inout Cache
  ) where Subviews.Element: SubviewProxy, Subviews.Index == Int
}

extension SubviewLayout where Cache == Void {
  /// Layouts without a cache need not make one.
  public func makeCache<Subviews: RandomAccessCollection>(subviews: Subviews)
  where Subviews.Element: SubviewProxy, Subviews.Index == Int {}
}

extension SubviewLayout {
  /// Measures and places `subviews` in a rectangle at `origin`: the size the layout asks for at
  /// `proposal`, then one placement pass. Returns that size.
  @discardableResult
  public func layout<Subviews: RandomAccessCollection>(
    _ subviews: Subviews, proposal: ProposedSize = .unspecified, origin: CGPoint = .zero
  ) -> CGSize where Subviews.Element: SubviewProxy, Subviews.Index == Int {
    var cache = makeCache(subviews: subviews)
    let size = sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    placeSubviews(in: CGRect(origin: origin, size: size), proposal: proposal, subviews: subviews, cache: &cache)
    return size
  }
}
