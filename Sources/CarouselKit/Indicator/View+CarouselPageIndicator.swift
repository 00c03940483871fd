#if canImport(SwiftUI)
  import SwiftUI

  private struct CarouselShowsPageIndicatorKey: EnvironmentKey {
    static let defaultValue = false
  }

  extension EnvironmentValues {
    /// Whether paged carousels inside draw their page dots.
    var carouselShowsPageIndicator: Bool {
      get { self[CarouselShowsPageIndicatorKey.self] }
      set { self[CarouselShowsPageIndicatorKey.self] = newValue }
    }
  }

  extension View {
    /// Draws page dots (``CarouselPageIndicator``) under the rows of the paged carousels inside
    /// (``PagedCarouselView``): bound to the carousel's page, following a drag as it happens, tappable
    /// and adjustable with VoiceOver. The dots have the carousel's last 44 points to themselves
    /// (``PagedCarousel/bottomInset``): the rows share the height above them, and a carousel sized by
    /// its content is 44 points taller.
    ///
    /// ```swift
    /// PagedCarouselView(news, page: $page, rowsPerPage: 3) { NewsRow($0) }
    ///   .carouselPageIndicator()
    ///   .frame(height: 324)
    /// ```
    ///
    /// - Parameter visible: whether the dots show (default true); false takes the band away again.
    public func carouselPageIndicator(_ visible: Bool = true) -> some View {
      environment(\.carouselShowsPageIndicator, visible)
    }
  }
#endif
