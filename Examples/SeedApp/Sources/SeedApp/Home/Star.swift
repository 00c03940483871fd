import CarouselCore
import SwiftUI

/// A five-pointed star filling its frame: CarouselCore's `StarShape`, the star every front end draws.
struct Star: Shape {
  func path(in rect: CGRect) -> Path {
    var path = Path()
    path.addLines(StarShape.vertices(in: rect))
    path.closeSubpath()
    return path
  }
}
