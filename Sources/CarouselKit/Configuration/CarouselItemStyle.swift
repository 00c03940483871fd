#if canImport(SwiftUI)
  import SwiftUI

  /// How every item of the engine-drawn carousels inside a view looks, given its distance from the
  /// rest position — as `ButtonStyle` is for buttons. Set one with
  /// ``SwiftUICore/View/carouselItemStyle(_:)``; ``CarouselItemStyle/plain`` (the default) draws the
  /// items as they are, ``CarouselItemStyle/receding(scale:opacity:)`` shrinks and fades them with
  /// their distance.
  ///
  /// ```swift
  /// struct TiltedItemStyle: CarouselItemStyle {
  ///   func makeBody(configuration: Configuration) -> some View {
  ///     configuration.content
  ///       .rotationEffect(.radians(configuration.phase * 0.14))
  ///       .scaleEffect(1 - min(abs(configuration.phase), 1) * 0.1)
  ///   }
  /// }
  /// ```
  ///
  /// The style is applied to each item as the carousel draws it, every frame while it moves: keep
  /// `makeBody` to modifiers of the content. Rows drawn by SwiftUI's own scroll view
  /// (``CarouselRowRendering/scrollView``) are not styled: use `scrollTransition` there.
  @MainActor @preconcurrency public protocol CarouselItemStyle {
    /// The view of a styled item.
    associatedtype Body: View
    /// The view of one item: its content, styled for its phase.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// What a style is given for one item.
    typealias Configuration = CarouselItemStyleConfiguration
  }
#endif
