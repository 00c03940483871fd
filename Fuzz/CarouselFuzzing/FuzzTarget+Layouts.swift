import CarouselCore
import Foundation

/// The layouts, driven through the shared call vocabulary (see ``MasonryFuzzer``).
extension FuzzTarget {
  /// `MasonryLayout(width:columns:columnSpacing:rowSpacing:insets:direction:roundsHeights:)` from
  /// `[columns (≤ 0: adaptive), columnSpacing, rowSpacing, inset, rightToLeft (> 0), unrounded (> 0)]`.
  static let masonryLayout = FuzzTarget(
    name: "masonry", extraCalls: [.itemLengths],
    makeParameters: { inputs in
      [
        Double(inputs.pick([0, 1, 2, 2, 3, 4, 7, 1_000, Int.max])), inputs.length(typical: 0...24),
        inputs.length(typical: 0...24), inputs.length(typical: 0...24), inputs.chance(0.3) ? 1 : 0,
        inputs.chance(0.3) ? 1 : 0,
      ]
    },
    run: MasonryFuzzer().run)

  /// `ColumnGridLayout(itemCount:width:columns:columnSpacing:rowSpacing:insets:itemHeight:)` from
  /// `[columns (≤ 0: adaptive), columnSpacing, rowSpacing, inset, height (≤ 0: aspect ratio),
  /// rightToLeft (> 0)]`.
  static let columnGridLayout = FuzzTarget(
    name: "columngrid", extraCalls: [.itemLengths],
    makeParameters: { inputs in
      [
        Double(inputs.pick([0, 1, 2, 2, 3, 4, 1_000, Int.max])), inputs.length(typical: 0...24),
        inputs.length(typical: 0...24), inputs.length(typical: 0...24),
        inputs.chance(0.3) ? 0 : inputs.length(typical: 0...300), inputs.chance(0.5) ? 1 : 0,
      ]
    },
    run: ColumnGridFuzzer().run)

  /// `GuideBoardLayout(mode:gap:sameSideSpacing:)` from `[gap, sameSideSpacing, alternating (> 0)]`,
  /// with signs that report any size.
  static let guideBoardLayout = FuzzTarget(
    name: "guideboard", extraCalls: [.itemLengths],
    makeParameters: { inputs in
      [inputs.length(typical: 0...12), inputs.length(typical: 0...12), inputs.chance(0.3) ? 1 : 0]
    },
    run: GuideBoardFuzzer().run)
}
