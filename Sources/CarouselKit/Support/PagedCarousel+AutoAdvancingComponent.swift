#if canImport(SwiftUI)
  import CarouselCore

  extension PagedCarousel: AutoAdvancingComponent {}
#endif
