#if canImport(SwiftUI)
  import CarouselCore
  import SwiftUI

  extension View {
    /// Lays the view out left to right whatever the environment says: for a layer whose views sit at
    /// points the engine computed, already mirrored for right to left (``ComponentHost`` does it, or
    /// ``ItemPlacement/drawn(_:inWidth:)``) — SwiftUI would otherwise flip their positions a second
    /// time. Each view inside gives its own content the environment's direction back
    /// (`.environment(\.layoutDirection, direction)`).
    func engineCoordinates() -> some View {
      environment(\.layoutDirection, .leftToRight)
    }
  }
#endif
