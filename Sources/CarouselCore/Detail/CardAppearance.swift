import Foundation

/// How a card or the detail screen opened from it is drawn at one moment of a transition: its frame,
/// the radius of its corners and the opacity of the backdrop dimming what lies behind it.
public struct CardAppearance: Sendable, Hashable {
  /// The frame, in screen points.
  public var frame: CGRect
  /// The corner radius, in points (never negative).
  public var cornerRadius: CGFloat
  /// The backdrop's opacity, in `0...1`.
  public var backdropOpacity: Double

  /// An appearance; non-finite numbers become 0, the radius is at least 0 and the opacity in `0...1`.
  public init(frame: CGRect, cornerRadius: CGFloat, backdropOpacity: Double) {
    self.frame = frame.sanitized
    self.cornerRadius = Swift.max(0, cornerRadius.finiteOr(0))
    self.backdropOpacity = backdropOpacity.clampedUnit
  }

  /// The appearance `fraction` of the way from `self` to `other` (beyond `0...1` for a spring's
  /// overshoot; sizes never go below 0).
  func interpolated(to other: CardAppearance, fraction: CGFloat) -> CardAppearance {
    func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * fraction }
    let frame = CGRect(
      x: mix(self.frame.minX, other.frame.minX), y: mix(self.frame.minY, other.frame.minY),
      width: Swift.max(0, mix(self.frame.width, other.frame.width)),
      height: Swift.max(0, mix(self.frame.height, other.frame.height)))
    return CardAppearance(
      frame: frame, cornerRadius: mix(cornerRadius, other.cornerRadius),
      backdropOpacity: backdropOpacity + (other.backdropOpacity - backdropOpacity) * Double(fraction))
  }

  /// How far apart two appearances are, in points: the largest move of any edge (at least 1, so a
  /// velocity in points per second converts to one in transition progress).
  func distance(to other: CardAppearance) -> CGFloat {
    let edges = [
      frame.minX - other.frame.minX, frame.minY - other.frame.minY, frame.maxX - other.frame.maxX,
      frame.maxY - other.frame.maxY,
    ]
    return Swift.max(1, edges.map(abs).max() ?? 1)
  }
}
