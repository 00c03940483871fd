#if canImport(SwiftUI)
  import CarouselCore
  import SwiftUI

  extension ReadingDirection {
    /// The engine's direction for SwiftUI's layout direction.
    init(_ direction: LayoutDirection) {
      self = direction == .rightToLeft ? .rightToLeft : .leftToRight
    }
  }
#endif
