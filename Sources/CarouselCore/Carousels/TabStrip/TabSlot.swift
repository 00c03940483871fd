import Foundation

/// One tab as a looping ``TabStrip`` shows it: which copy it is, and where it is drawn.
///
/// The same tab can be visible more than once when the strip is wider than one turn of the loop (two
/// tabs in a wide window); ``slot`` tells the copies apart, so it is the identity a front end keys its
/// views by, while ``placement``'s `index` says which tab to draw.
public struct TabSlot: Sendable, Hashable {
  /// The copy: slot `k` shows tab `k mod tabCount`, and slot ``TabStrip/position`` is centred.
  public var slot: Int
  /// The tab's index (`0..<tabCount`) and frame in the strip's viewport, in points.
  public var placement: ItemPlacement
}
