#if canImport(SwiftUI)
  import CarouselCore

  extension InfinitePager: AutoAdvancingComponent {}
#endif
