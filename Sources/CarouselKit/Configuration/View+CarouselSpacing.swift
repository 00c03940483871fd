#if canImport(SwiftUI)
  import SwiftUI

  private struct CarouselSpacingKey: EnvironmentKey {
    static let defaultValue: CGFloat? = nil
  }

  extension EnvironmentValues {
    /// The spacing ``SwiftUICore/View/carouselSpacing(_:)`` set, or nil for each carousel's own.
    var carouselSpacing: CGFloat? {
      get { self[CarouselSpacingKey.self] }
      set { self[CarouselSpacingKey.self] = newValue }
    }
  }

  extension View {
    /// The space between the items of the carousels inside, in points: between the sections of a
    /// ``SnapCarouselView`` (16 unless set), the cards of a ``FreeScrollCarouselView`` (8), the rows
    /// of a ``PagedCarouselView``'s page (20), and the tabs of a ``TabStripView`` or
    /// ``TabbedPagingView`` (0). A negative or non-finite value counts as 0.
    ///
    /// ```swift
    /// SnapCarouselView(sections, index: $section) { NewsSection(rows: $0.rows) }
    ///   .carouselSpacing(24)
    /// ```
    ///
    /// Like every `carousel…` modifier, it reaches every carousel inside the view it modifies, those
    /// inside a carousel's items included.
    ///
    /// - Parameter spacing: the space between neighbouring items, in points.
    public func carouselSpacing(_ spacing: CGFloat) -> some View {
      environment(\.carouselSpacing, spacing)
    }
  }
#endif
