import CarouselCore
import Foundation

/// What a grid's front end asks a layout for, shared by the layout fuzzers: a viewport where the
/// finger is, or at an item's top, and the oracle for what overlaps it.
enum LayoutQuery {
  /// The rectangle `call` asks about, or nil when it asks about none: a drag's sample places a
  /// viewport at `x` and at `y` scaled over the content's height (so the generator's 0…300 points
  /// reach the whole grid); `scroll(to:)` places one at the item's top.
  ///
  /// - Throws: `indexOutOfRange` when an item in `0..<itemCount` has no frame.
  static func rect(
    for call: FuzzCall, viewport: CGSize, contentHeight: CGFloat, itemCount: Int, frame: (Int) -> CGRect?,
    at index: Int
  ) throws(FuzzViolation) -> CGRect? {
    switch call {
    case .drag(_, let x, let y, _):
      let depth = max(1, contentHeight / 300)
      return CGRect(origin: CGPoint(x: x, y: y * depth), size: viewport)
    case .scroll(let target, _, _):
      if let frame = frame(target) { return CGRect(origin: CGPoint(x: 0, y: frame.minY), size: viewport) }
      guard target < 0 || target >= itemCount else {
        throw FuzzViolation(.indexOutOfRange, at: index, "no frame for item \(target) of \(itemCount)")
      }
      return nil
    default:
      return nil
    }
  }

  /// The oracle for a query: the two share interior points (each starts before the other ends, on
  /// both axes), written independently of the engine's own test.
  static func overlaps(_ frame: CGRect, _ rect: CGRect) -> Bool {
    frame.minX < rect.maxX && rect.minX < frame.maxX && frame.minY < rect.maxY && rect.minY < frame.maxY
  }
}
