#if canImport(SwiftUI)
  import SwiftUI

  /// Items drawn as their content closure made them (the default ``CarouselItemStyle``).
  public struct PlainCarouselItemStyle: CarouselItemStyle {
    /// The plain style.
    public init() {}

    public func makeBody(configuration: Configuration) -> some View { configuration.content }
  }

  extension CarouselItemStyle where Self == PlainCarouselItemStyle {
    /// Items drawn as their content closure made them (the default).
    public static var plain: PlainCarouselItemStyle { PlainCarouselItemStyle() }
  }
#endif
