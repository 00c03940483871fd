#if canImport(SwiftUI)
  import SwiftUI

  /// What the grid layouts (``ColumnGrid``, ``MasonrySection``) do alike with their subviews.
  extension LayoutSubviews {
    /// `proposal`'s width, or — when the container leaves it open — what `idealWidth` makes of the
    /// widest width a subview asks for, rather than a phone's width assumed.
    func width(for proposal: ProposedViewSize, ideal idealWidth: (_ widestItem: CGFloat) -> CGFloat) -> CGFloat {
      if let width = proposal.width, width.isFinite { return width }
      return idealWidth(map { $0.sizeThatFits(ProposedViewSize(width: nil, height: nil)).width }.max() ?? 0)
    }

    /// Places each subview at `frame(index)` — in the grid's coordinates, offset to `bounds` — and
    /// proposes that frame's size; a subview without a frame is left unplaced.
    func place(in bounds: CGRect, frame: (Int) -> CGRect?) {
      for (index, subview) in enumerated() {
        guard let frame = frame(index) else { continue }
        subview.place(
          at: CGPoint(x: bounds.minX + frame.minX, y: bounds.minY + frame.minY), anchor: .topLeading,
          proposal: ProposedViewSize(width: frame.width, height: frame.height))
      }
    }
  }
#endif
