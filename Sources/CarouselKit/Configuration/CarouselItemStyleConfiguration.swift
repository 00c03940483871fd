#if canImport(SwiftUI)
  import SwiftUI

  /// One item as a ``CarouselItemStyle`` receives it: its content and how far it is from the rest
  /// position.
  public struct CarouselItemStyleConfiguration {
    /// The view the carousel's content closure made for the item.
    public struct Content: View {
      private let view: AnyView

      init(_ view: some View) { self.view = AnyView(view) }

      public var body: some View { view }
    }

    /// The item's view, to style.
    public let content: Content
    /// How far the item stands from the rest position, in items (pages on a
    /// ``PagedCarouselView``): 0 at rest, −1 one item before it, 0.5 half-way to the next —
    /// continuous while the carousel moves, the short way round on a ring or a looping stack (see
    /// `EnvironmentValues.carouselItemPhase`).
    public let phase: Double
  }
#endif
