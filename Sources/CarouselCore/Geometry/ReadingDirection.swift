import Foundation

/// The order in which columns and items run across the screen: the layout direction of every
/// component and layout.
///
/// In ``rightToLeft`` a component is the mirror image of itself in ``leftToRight``: the first item
/// is at the right edge, a drag to the left moves back, the ring turns the other way, the right
/// arrow key and a scroll to the right go back. Components compute in left-to-right terms;
/// ``ComponentHost`` mirrors what comes in (pointer samples, taps, keys, wheel events) and what goes
/// out (placements) across its viewport's width, and the layouts mirror their columns.
public enum ReadingDirection: String, Sendable, Hashable, Codable, CaseIterable {
  /// The first column or item is at the left edge.
  case leftToRight
  /// The first column or item is at the right edge (Arabic, Hebrew).
  case rightToLeft
}
