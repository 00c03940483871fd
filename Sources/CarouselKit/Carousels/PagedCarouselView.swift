#if canImport(SwiftUI)
  import CarouselCore
  import SwiftUI

  /// Pages of one or more rows (``PagedCarousel``) in SwiftUI, auto-advancing if asked. Auto-advance
  /// pauses while a finger is down, restarts its interval after every interaction, and stops when the
  /// view disappears or Reduce Motion is on.
  ///
  /// ```swift
  /// PagedCarouselView(news, page: $page, rowsPerPage: 3, autoAdvance: .every(3)) { item in
  ///   NewsRow(item)
  /// }
  /// .frame(height: 280)
  /// ```
  public struct PagedCarouselView<Data: RandomAccessCollection, Content: View>: View where Data.Index == Int {
    private let data: Data
    @Binding private var page: Int
    private let content: (Data.Element) -> Content
    private let onEvent: (PagedCarousel.Event) -> Void
    private let label: Text
    /// The carousel as the parameters build it; the shell keeps the live one.
    private let component: PagedCarousel
    /// The app's pause control for auto-advance, if it shows one.
    private let isPaused: Binding<Bool>?

    /// Pages of `rowsPerPage` items of `data`; `page` is the current page.
    ///
    /// With `autoAdvance`, pages turn by themselves only while the view is on screen, VoiceOver is not
    /// on it and Reduce Motion is off, and VoiceOver offers a Pause/Resume action. Bind `isPaused` to
    /// show a pause control of your own (WCAG 2.2.2 asks for one everyone can reach).
    public init(
      _ data: Data, page: Binding<Int>, rowsPerPage: Int = 1, leadingInset: CGFloat = 20, trailingPeek: CGFloat = 40,
      rowSpacing: CGFloat = 20, autoAdvance: AutoAdvance = .off, isPaused: Binding<Bool>? = nil,
      animation: AnimationCurve = .default, accessibilityLabel: LocalizedStringKey = "Pages",
      onEvent: @escaping (PagedCarousel.Event) -> Void = { _ in },
      @ViewBuilder content: @escaping (Data.Element) -> Content
    ) {
      self.data = data
      _page = page
      self.content = content
      self.onEvent = onEvent
      self.isPaused = isPaused
      label = Text(accessibilityLabel)
      component = PagedCarousel(
        itemCount: 0, rowsPerPage: rowsPerPage, leadingInset: leadingInset, trailingPeek: trailingPeek,
        rowSpacing: rowSpacing, autoAdvance: autoAdvance, animation: animation)
    }

    public var body: some View {
      // The host's elements are the items (they set the component's count); its index is the page.
      let rows = max(1, component.rowsPerPage)
      let pageCount = (data.count + rows - 1) / rows
      HostedCarousel(
        component: component, identity: .indices(data.count), selection: $page, animation: component.animation,
        label: label, value: { Text("Page \($0 + 1) of \(pageCount)") }, onEvents: { $0.forEach(onEvent) },
        onAutoAdvanceGate: component.autoAdvance == .off ? nil : { $0.apply($1) }, isPaused: isPaused,
        activatedIndex: { [count = data.count] page in
          // A page's first row.
          let (first, overflow) = page.multipliedReportingOverflow(by: rows)
          return !overflow && first < count ? first : nil
        }
      ) { placement in
        if data.indices.contains(placement.index) { content(data[placement.index]) }
      }
    }
  }
#endif
