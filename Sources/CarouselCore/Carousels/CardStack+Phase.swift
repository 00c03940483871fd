import Foundation

extension CardStack {
  /// The card's index less ``position``: 0 on top, 1 for the card under it, 2 the one under that,
  /// −1 for the card that left. On a stack that loops, counted as the pile draws it: a card is
  /// either the one leaving (down to −1) or somewhere in the pile below (up to the card count − 1).
  public func phase(of placement: ItemPlacement) -> Double {
    let raw = CGFloat(placement.index) - position
    guard loops, itemCount > 0 else { return Double(raw.finiteOr(0)) }
    let count = CGFloat(itemCount)
    var depth = raw.truncatingRemainder(dividingBy: count)
    if depth <= -1 { depth += count }
    if depth > count - 1 { depth -= count }
    return Double(depth.finiteOr(0))
  }
}
