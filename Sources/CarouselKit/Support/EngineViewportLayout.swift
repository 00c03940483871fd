#if canImport(SwiftUI)
  import CarouselCore
  import SwiftUI

  /// Sizes an engine's canvas: the size proposed, and — where the container leaves the height open, as
  /// a vertical `ScrollView` does — the height the engine asks for at the proposed width
  /// (``InteractiveComponent/idealViewportHeight(forWidth:)``), instead of a `GeometryReader`'s 10 points.
  struct EngineViewportLayout: Layout {
    /// The engine's ideal height for a width, or nil to keep the canvas's own answer.
    let idealHeight: @Sendable (CGFloat) -> CGFloat?

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
      let natural = subviews.first?.sizeThatFits(proposal) ?? .zero
      let width = proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? natural.width
      let height = proposal.height.flatMap { $0.isFinite ? $0 : nil } ?? idealHeight(width) ?? natural.height
      return CGSize(width: width, height: height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
      subviews.first?.place(
        at: bounds.origin, anchor: .topLeading, proposal: ProposedViewSize(width: bounds.width, height: bounds.height))
    }
  }
#endif
