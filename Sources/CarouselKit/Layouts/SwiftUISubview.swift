#if canImport(SwiftUI)
  import CarouselCore
  import SwiftUI

  /// SwiftUI's `LayoutSubview` seen as an engine ``SubviewProxy``, so one layout serves both.
  struct SwiftUISubview: SubviewProxy {
    let subview: LayoutSubview

    func sizeThatFits(_ proposal: ProposedSize) -> CGSize {
      subview.sizeThatFits(ProposedViewSize(width: proposal.width, height: proposal.height))
    }

    subscript<Key: SubviewValueKey>(key: Key.Type) -> Key.Value {
      // The engine's keys are bridged to SwiftUI layout values one by one.
      if key == SideKey.self, let side = subview[SideLayoutKey.self] as? Key.Value { return side }
      return Key.defaultValue
    }

    func place(at point: CGPoint, anchor: PlacementAnchor, proposal: ProposedSize) {
      subview.place(
        at: point, anchor: UnitPoint(x: anchor.x, y: anchor.y),
        proposal: ProposedViewSize(width: proposal.width, height: proposal.height))
    }
  }

  /// The SwiftUI layout value carrying a guide-board ``Side``.
  struct SideLayoutKey: LayoutValueKey {
    static let defaultValue = SideKey.defaultValue
  }

  extension View {
    /// Hangs this view on the `side` of a ``GuideBoard``'s post.
    ///
    /// - Parameter side: ``Side/left`` (the default for a sign without this modifier) or
    ///   ``Side/right``; in a right-to-left layout SwiftUI mirrors the board, so `.left` is the
    ///   leading side.
    public func layoutSide(_ side: Side) -> some View {
      layoutValue(key: SideLayoutKey.self, value: side)
    }
  }
#endif
