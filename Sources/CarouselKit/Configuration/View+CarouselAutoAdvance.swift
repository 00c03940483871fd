#if canImport(SwiftUI)
  import CarouselCore
  import SwiftUI

  /// What ``SwiftUICore/View/carouselAutoAdvance(_:isPaused:)`` set.
  struct CarouselAutoAdvanceSetting: Sendable {
    var autoAdvance: AutoAdvance = .off
    /// The app's own pause control, if it shows one.
    var isPaused: Binding<Bool>?
  }

  private struct CarouselAutoAdvanceKey: EnvironmentKey {
    static let defaultValue = CarouselAutoAdvanceSetting()
  }

  extension EnvironmentValues {
    /// The auto-advance ``SwiftUICore/View/carouselAutoAdvance(_:isPaused:)`` set (off unless set).
    var carouselAutoAdvance: CarouselAutoAdvanceSetting {
      get { self[CarouselAutoAdvanceKey.self] }
      set { self[CarouselAutoAdvanceKey.self] = newValue }
    }
  }

  extension View {
    /// Makes the carousels inside that can turn by themselves — ``PagedCarouselView``,
    /// ``RotaryCarouselView``, ``InfinitePagingView`` — move on one step every interval.
    ///
    /// They turn only while on screen, in an active scene, with VoiceOver elsewhere and Reduce
    /// Motion off; a touch holds them and restarts the interval, and VoiceOver offers a Pause/Resume
    /// action. Bind `isPaused` to show a pause control of your own (WCAG 2.2.2 asks for one everyone
    /// can reach); without it the pause is kept inside each carousel.
    ///
    /// ```swift
    /// @State var paused = false
    /// PagedCarouselView(news, page: $page, rowsPerPage: 3) { NewsRow($0) }
    ///   .carouselAutoAdvance(.every(3), isPaused: $paused)
    /// ```
    ///
    /// - Parameters:
    ///   - autoAdvance: `.every(seconds)` to move one step forward every so many seconds (from the
    ///     last page or banner to the first), or `.off` (the default of every carousel).
    ///   - isPaused: your own pause control's state, or nil (the default) to keep the pause inside
    ///     each carousel, where VoiceOver's Pause/Resume action sets it.
    public func carouselAutoAdvance(_ autoAdvance: AutoAdvance, isPaused: Binding<Bool>? = nil) -> some View {
      environment(\.carouselAutoAdvance, CarouselAutoAdvanceSetting(autoAdvance: autoAdvance, isPaused: isPaused))
    }
  }
#endif
