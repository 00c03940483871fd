#if canImport(SwiftUI)
  import CarouselCore

  extension RotaryCarousel: AutoAdvancingComponent {}
#endif
