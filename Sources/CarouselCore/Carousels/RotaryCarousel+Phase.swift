import Foundation

extension RotaryCarousel {
  /// The banner's index less ``position``, the short way round the ring: 0 at the front.
  public func phase(of placement: ItemPlacement) -> Double {
    Double((-LoopArithmetic.distance(from: placement.index, to: position, count: itemCount)).finiteOr(0))
  }
}
