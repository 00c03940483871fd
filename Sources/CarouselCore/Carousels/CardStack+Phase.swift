import Foundation

extension CardStack {
  /// The card's index less ``position``, the short way round when the stack loops: 0 on top, 1 for
  /// the card under it, −1 for the one that left.
  public func phase(of placement: ItemPlacement) -> Double {
    let distance =
      loops
      ? -LoopArithmetic.distance(from: placement.index, to: position, count: itemCount)
      : CGFloat(placement.index) - position
    return Double(distance.finiteOr(0))
  }
}
