#if canImport(SwiftUI)
  import SwiftUI

  /// How a row of items side by side — ``FreeScrollCarouselView``, ``SnapCarouselView`` — is drawn
  /// and scrolled.
  public enum CarouselRowRendering: String, Sendable, Hashable, CaseIterable {
    /// CarouselCore's engine on a canvas (the default): the same physics, events and tests on every
    /// platform; exact `.settled` per rest and velocity-aware `maxItemsPerFling`; nested scrolling
    /// through the engine's axis lock (a UIKit recogniser on iOS 18).
    case engine
    /// SwiftUI's own `ScrollView` with a scroll target layout: trackpads, scroll wheels, the
    /// keyboard, right-to-left layout, VoiceOver's scrolling and nesting come from the system. The
    /// snap carousel rests through ``CarouselScrollTargetBehavior``; rows report index changes and
    /// taps, and rests from iOS 18 and macOS 15 (SwiftUI reports no scroll phases before).
    case scrollView
  }

  private struct CarouselRowRenderingKey: EnvironmentKey {
    static let defaultValue = CarouselRowRendering.engine
  }

  extension EnvironmentValues {
    /// How the rows below are drawn and scrolled (see ``CarouselRowRendering``). Default `.engine`.
    public var carouselRowRendering: CarouselRowRendering {
      get { self[CarouselRowRenderingKey.self] }
      set { self[CarouselRowRenderingKey.self] = newValue }
    }
  }

  extension View {
    /// Draws the ``FreeScrollCarouselView``s and ``SnapCarouselView``s inside this view with
    /// `rendering`: `.scrollView` for SwiftUI's own scroll view (right-to-left layout, trackpads,
    /// the keyboard), `.engine` (the default) for CarouselCore's canvas.
    ///
    /// - Parameter rendering: ``CarouselRowRendering/engine`` or ``CarouselRowRendering/scrollView``.
    ///   A row whose items fit their content is drawn by the engine either way.
    public func carouselRowRendering(_ rendering: CarouselRowRendering) -> some View {
      environment(\.carouselRowRendering, rendering)
    }
  }
#endif
