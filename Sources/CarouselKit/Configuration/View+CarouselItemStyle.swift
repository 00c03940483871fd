#if canImport(SwiftUI)
  import SwiftUI

  private struct CarouselItemStyleKey: EnvironmentKey {
    static var defaultValue: (any CarouselItemStyle)? { nil }
  }

  extension EnvironmentValues {
    /// The style ``SwiftUICore/View/carouselItemStyle(_:)`` set; nil draws items as they are.
    var carouselItemStyle: (any CarouselItemStyle)? {
      get { self[CarouselItemStyleKey.self] }
      set { self[CarouselItemStyleKey.self] = newValue }
    }
  }

  extension View {
    /// Styles every item of the engine-drawn carousels inside with `style`, given each item's
    /// distance from the rest position.
    ///
    /// ```swift
    /// RotaryCarouselView(banners, index: $front) { BannerCard($0) }
    ///   .carouselItemStyle(.receding(opacity: 0.4))
    /// ```
    ///
    /// - Parameter style: how to draw each item given its phase: ``CarouselItemStyle/plain``,
    ///   ``CarouselItemStyle/receding(scale:opacity:)`` or a style of your own.
    public func carouselItemStyle(_ style: some CarouselItemStyle) -> some View {
      environment(\.carouselItemStyle, style)
    }
  }

  /// Applies the environment's ``CarouselItemStyle`` to one drawn item at `phase`.
  struct CarouselItemStyling: ViewModifier {
    let phase: Double
    @Environment(\.carouselItemStyle) private var style

    func body(content: Content) -> some View {
      if let style {
        styled(content, with: style)
      } else {
        content
      }
    }

    private func styled(_ content: Content, with style: some CarouselItemStyle) -> AnyView {
      AnyView(
        style.makeBody(
          configuration: CarouselItemStyleConfiguration(
            content: CarouselItemStyleConfiguration.Content(content), phase: phase)))
    }
  }
#endif
