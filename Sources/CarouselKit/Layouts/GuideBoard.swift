#if canImport(SwiftUI)
  import CarouselCore
  import SwiftUI

  /// The road-sign board (``GuideBoardLayout``) as a SwiftUI `Layout`.
  ///
  /// ```swift
  /// GuideBoard {
  ///   Sign("↑ London").layoutSide(.left)
  ///   Sign("Tokyo ↗").layoutSide(.right)
  /// }
  /// .background { Color.black.frame(width: 30, height: 300) }
  /// ```
  public struct GuideBoard: Layout {
    /// The engine layout this wraps.
    public var layout: GuideBoardLayout

    /// A board whose sides come from `.layoutSide(_:)` (or alternate, with `.alternating`).
    ///
    /// - Parameters:
    ///   - mode: where each sign's side comes from: ``GuideBoardLayout/Mode/fromValues`` (the
    ///     default: each subview's ``SwiftUICore/View/layoutSide(_:)``, left when unset) or
    ///     ``GuideBoardLayout/Mode/alternating`` (left, right, left…).
    ///   - gap: the space between a sign and the post's centre line, in points (default 5).
    public init(mode: GuideBoardLayout.Mode = .fromValues, gap: CGFloat = 5) {
      layout = GuideBoardLayout(mode: mode, gap: gap)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
      var engineCache: Void = ()
      return layout.sizeThatFits(
        proposal: ProposedSize(width: proposal.width, height: proposal.height),
        subviews: subviews.map(SwiftUISubview.init), cache: &engineCache)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
      var engineCache: Void = ()
      layout.placeSubviews(
        in: bounds, proposal: ProposedSize(width: proposal.width, height: proposal.height),
        subviews: subviews.map(SwiftUISubview.init), cache: &engineCache)
    }
  }
#endif
