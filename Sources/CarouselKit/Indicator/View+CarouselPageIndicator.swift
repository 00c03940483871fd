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
    /// Draws page dots (``CarouselPageIndicator``) over the bottom edge of the paged carousels inside
    /// (``PagedCarouselView``): bound to the carousel's page, following a drag as it happens, tappable
    /// and adjustable with VoiceOver. The dots sit in the carousel's last 44 points: leave them room
    /// (a taller frame, or rows that do not reach the bottom).
    ///
    /// ```swift
    /// PagedCarouselView(news, page: $page, rowsPerPage: 3) { NewsRow($0) }
    ///   .carouselPageIndicator()
    ///   .frame(height: 324)
    /// ```
    public func carouselPageIndicator(_ visible: Bool = true) -> some View {
      environment(\.carouselShowsPageIndicator, visible)
    }
  }
#endif
