#if canImport(SwiftUI)
  import CarouselCore
  import SwiftUI

  private struct CarouselAnimationKey: EnvironmentKey {
    static let defaultValue: AnimationCurve? = nil
  }

  extension EnvironmentValues {
    /// The curve ``SwiftUICore/View/carouselAnimation(_:)`` set, or nil for each carousel's own.
    var carouselAnimation: AnimationCurve? {
      get { self[CarouselAnimationKey.self] }
      set { self[CarouselAnimationKey.self] = newValue }
    }
  }

  extension View {
    /// How the carousels inside move when the user did not drag them: an index or selection set
    /// inside `withAnimation`, a VoiceOver step, a key press, a tab tapped, an auto-advance turn.
    /// Each carousel's own curve otherwise (``AnimationCurve/snap``, or ``AnimationCurve/default``
    /// for ``PagedCarouselView``). A release after a drag keeps the engine's physics; with Reduce
    /// Motion on, moves jump whatever the curve. A curve's bad numbers are tamed as
    /// ``AnimationCurve`` says.
    ///
    /// ```swift
    /// PagedCarouselView(news, page: $page, rowsPerPage: 3) { NewsRow($0) }
    ///   .carouselAnimation(.smooth(duration: 0.6))
    /// ```
    ///
    /// - Parameter curve: the curve of every move the user did not drag (``AnimationCurve``: a
    ///   spring, `.smooth(duration:)`, an ease-out…).
    public func carouselAnimation(_ curve: AnimationCurve) -> some View {
      environment(\.carouselAnimation, curve)
    }
  }
#endif
