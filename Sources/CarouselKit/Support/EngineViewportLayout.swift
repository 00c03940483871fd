#if canImport(SwiftUI)
  import CarouselCore
  import SwiftUI

  /// Sizes an engine's canvas: the size proposed, and — where the container leaves the height open, as
  /// a vertical `ScrollView` does — the height the engine asks for at the proposed width
  /// (``InteractiveComponent/idealViewportHeight(forWidth:itemHeight:)``), measuring the second
  /// subview (one item, invisible) at the width the engine gives an item, instead of a
  /// `GeometryReader`'s 10 points.
  struct EngineViewportLayout: Layout {
    /// The engine's ideal height for a width, given how tall an item of some width measures; nil to
    /// keep the canvas's own answer.
    let idealHeight: @Sendable (_ width: CGFloat, _ itemHeight: (CGFloat) -> CGFloat?) -> CGFloat?

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
      let natural = subviews.first?.sizeThatFits(proposal) ?? .zero
      let width = proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? natural.width
      if let height = proposal.height.flatMap({ $0.isFinite ? $0 : nil }) {
        return CGSize(width: width, height: height)
      }
      let measured = idealHeight(width) { itemWidth in
        guard subviews.count > 1 else { return nil }
        return subviews[1].sizeThatFits(ProposedViewSize(width: itemWidth, height: nil)).height
      }
      return CGSize(width: width, height: measured ?? natural.height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
      subviews.first?.place(
        at: bounds.origin, anchor: .topLeading, proposal: ProposedViewSize(width: bounds.width, height: bounds.height))
      // The measured item is only asked its size: it takes no room.
      if subviews.count > 1 {
        subviews[1].place(at: bounds.origin, anchor: .topLeading, proposal: ProposedViewSize(width: 0, height: 0))
      }
    }
  }
#endif
