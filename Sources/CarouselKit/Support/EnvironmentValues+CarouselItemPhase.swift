#if canImport(SwiftUI)
  import SwiftUI

  private struct CarouselItemPhaseKey: EnvironmentKey {
    static let defaultValue = 0.0
  }

  extension EnvironmentValues {
    /// How far the carousel item this view is in stands from the rest position, in items (pages on
    /// a ``PagedCarouselView``): 0 for the item resting where the current one rests, −1 for the one
    /// before it, 0.5 for the next one half-way there — continuous while the carousel moves, the same
    /// right to left, the short way round on a ring or a looping stack. Like SwiftUI's
    /// `scrollTransition` phase, but not clamped, so a card can scale or fade itself by its
    /// distance. Set for the items of the engine-driven carousels; 0 elsewhere (outside a carousel,
    /// and in rows drawn by a native `ScrollView`, where `scrollTransition` gives the phase).
    ///
    /// ```swift
    /// struct FadingCard: View {
    ///   @Environment(\.carouselItemPhase) private var phase
    ///   var body: some View {
    ///     Color.primary.opacity(1 - min(abs(phase), 1) * 0.5)
    ///   }
    /// }
    /// ```
    public var carouselItemPhase: Double {
      get { self[CarouselItemPhaseKey.self] }
      set { self[CarouselItemPhaseKey.self] = newValue }
    }
  }
#endif
