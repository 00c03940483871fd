#if canImport(SwiftUI)
  /// Where a carousel view is: on screen or not, and whether the system asks for less motion — what
  /// a component's own settings may follow (the paged carousel's auto-advance runs only on screen and
  /// without Reduce Motion).
  struct CarouselSurroundings: Equatable {
    /// Whether the view is on screen (between `onAppear` and `onDisappear`).
    var isVisible = false
    /// Whether Reduce Motion is on.
    var reducesMotion = false
  }
#endif
