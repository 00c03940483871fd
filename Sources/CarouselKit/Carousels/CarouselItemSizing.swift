#if canImport(SwiftUI)
  import Foundation

  /// How big a ``FreeScrollCarouselView``'s items are: all the same size, or as wide as their
  /// content.
  public enum CarouselItemSizing: Hashable, Sendable {
    /// Every item `size` points (the row's height follows it).
    case fixed(CGSize)
    /// Every item `height` points tall and as wide as its content — chips, tags, cards that fit their
    /// titles. Each item is laid out at its ideal width and measured as it is drawn; an item not seen
    /// yet counts as the mean width measured so far (`estimatedWidth` before the first), and a width
    /// learned for an item before the screen moves nothing on it. Such a row is drawn by the engine
    /// whatever ``SwiftUICore/View/carouselRowRendering(_:)`` asks.
    case fittingContent(height: CGFloat, estimatedWidth: CGFloat = 100)

    /// The size the engine lays an item out at before any is measured.
    var initialSize: CGSize {
      switch self {
      case .fixed(let size): size
      case .fittingContent(let height, let estimatedWidth): CGSize(width: estimatedWidth, height: height)
      }
    }

    /// Whether items are measured.
    var fitsContent: Bool {
      if case .fittingContent = self { true } else { false }
    }
  }
#endif
