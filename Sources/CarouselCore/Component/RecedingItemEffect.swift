import Foundation

/// How an item recedes as it moves away from the rest position: smaller and fainter with its
/// distance, in full one item away and beyond — the effect of CarouselKit's `.receding` item style,
/// computed here so that every front end draws the same numbers.
///
/// The distance is an item's phase (``ComponentHost/phase(of:)``), in items: 0 at rest, ±1 one item
/// away. Between, scale and opacity follow the distance linearly.
///
/// ```swift
/// let effect = RecedingItemEffect(scale: 0.8, opacity: 0.5)
/// effect.scale(atPhase: 0.5)    // 0.9
/// effect.opacity(atPhase: -2)   // 0.5
/// ```
public struct RecedingItemEffect: Hashable, Sendable {
  /// The scale of an item one item or more away, in `0...1` (1: no shrinking).
  public let scale: Double
  /// The opacity of an item one item or more away, in `0...1` (1: no fading).
  public let opacity: Double

  /// An effect that shrinks items to `scale` and fades them to `opacity` one item away. Values
  /// outside `0...1` are clamped to it; a NaN means no effect (1).
  public init(scale: Double = 0.85, opacity: Double = 0.6) {
    self.scale = Self.fraction(scale)
    self.opacity = Self.fraction(opacity)
  }

  /// The scale of an item `phase` items from the rest position: 1 at rest, ``scale`` from one item
  /// away. A NaN phase counts as at rest, an infinite one as far away. O(1).
  public func scale(atPhase phase: Double) -> Double { 1 - (1 - scale) * Self.distance(phase) }

  /// The opacity of an item `phase` items from the rest position: 1 at rest, ``opacity`` from one
  /// item away. A NaN phase counts as at rest, an infinite one as far away. O(1).
  public func opacity(atPhase phase: Double) -> Double { 1 - (1 - opacity) * Self.distance(phase) }

  /// How far along its recession an item `phase` items away is, in `0...1`.
  private static func distance(_ phase: Double) -> Double {
    phase.isNaN ? 0 : min(abs(phase), 1)
  }

  /// `value` clamped to `0...1`, NaN as 1.
  private static func fraction(_ value: Double) -> Double {
    value.isNaN ? 1 : value.clamped(to: 0...1)
  }
}
