#if canImport(SwiftUI)
  import CarouselCore
  import SwiftUI

  /// Items that shrink and fade as they move away from the rest position, in full one item away
  /// (``RecedingItemEffect``): the current card stands out from its neighbours.
  public struct RecedingCarouselItemStyle: CarouselItemStyle {
    /// The scale and opacity for each distance.
    public let effect: RecedingItemEffect

    /// Items shrunk to `scale` and faded to `opacity` one item away (each clamped to `0...1`).
    ///
    /// - Parameters:
    ///   - scale: an item's scale one item or more away from the rest position (default 0.85);
    ///     between, it follows the distance.
    ///   - opacity: an item's opacity one item or more away (default 0.6).
    public init(scale: Double = 0.85, opacity: Double = 0.6) {
      effect = RecedingItemEffect(scale: scale, opacity: opacity)
    }

    public func makeBody(configuration: Configuration) -> some View {
      configuration.content
        .scaleEffect(effect.scale(atPhase: configuration.phase))
        .opacity(effect.opacity(atPhase: configuration.phase))
    }
  }

  extension CarouselItemStyle where Self == RecedingCarouselItemStyle {
    /// Items that shrink to `scale` and fade to `opacity` one item away from the rest position.
    ///
    /// ```swift
    /// SnapCarouselView(sections, index: $section) { NewsSection(rows: $0.rows) }
    ///   .carouselItemStyle(.receding(scale: 0.9, opacity: 0.5))
    /// ```
    ///
    /// - Parameters:
    ///   - scale: an item's scale one item or more away from the rest position (default 0.85).
    ///   - opacity: an item's opacity one item or more away (default 0.6).
    public static func receding(scale: Double = 0.85, opacity: Double = 0.6) -> RecedingCarouselItemStyle {
      RecedingCarouselItemStyle(scale: scale, opacity: opacity)
    }
  }
#endif
