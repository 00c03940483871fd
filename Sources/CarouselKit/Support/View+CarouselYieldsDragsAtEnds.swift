#if canImport(SwiftUI)
  import SwiftUI

  /// Whether the carousels below give a drag pulled past a non-looping end to the view around them.
  private struct CarouselYieldsDragsAtEndsKey: EnvironmentKey {
    static let defaultValue = false
  }

  extension EnvironmentValues {
    /// Whether CarouselKit's carousels give a drag pulled past a non-looping end to the view around
    /// them (see ``SwiftUICore/View/carouselYieldsDragsAtEnds(_:)``). Default false.
    public var carouselYieldsDragsAtEnds: Bool {
      get { self[CarouselYieldsDragsAtEndsKey.self] }
      set { self[CarouselYieldsDragsAtEndsKey.self] = newValue }
    }
  }

  extension View {
    /// Makes the carousels inside this view give a drag that pulls their content past a non-looping
    /// end to the view around them — a paged `TabView` turns its page, a sheet follows the finger —
    /// instead of rubber-banding. On its own a carousel keeps its rubber band (the default).
    ///
    /// On iOS 18 and later the carousel's UIKit recogniser then fails and the parent's begins; on
    /// earlier systems and on macOS, where the carousel's drag runs beside the parent's, the carousel
    /// stops following the drag and the parent's own gesture moves alone.
    ///
    /// ```swift
    /// TabView {
    ///   SnapCarouselView(sections, index: $section) { NewsSection(rows: $0.rows) }
    ///     .carouselYieldsDragsAtEnds()
    ///   SettingsPage()
    /// }
    /// .tabViewStyle(.page)
    /// ```
    ///
    /// - Parameter yields: whether a drag past a non-looping end goes to the view around (default
    ///   true); false restores the rubber band.
    public func carouselYieldsDragsAtEnds(_ yields: Bool = true) -> some View {
      environment(\.carouselYieldsDragsAtEnds, yields)
    }
  }
#endif
