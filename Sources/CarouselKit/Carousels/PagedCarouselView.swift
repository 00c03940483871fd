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

    /// Pages of `rowsPerPage` items of `data`; `page` is the current page.
    public init(
      _ data: Data, page: Binding<Int>, rowsPerPage: Int = 1, leadingInset: CGFloat = 20, trailingPeek: CGFloat = 40,
      rowSpacing: CGFloat = 20, autoAdvance: AutoAdvance = .off, animation: AnimationCurve = .default,
      accessibilityLabel: LocalizedStringKey = "Pages", onEvent: @escaping (PagedCarousel.Event) -> Void = { _ in },
      @ViewBuilder content: @escaping (Data.Element) -> Content
    ) {
      self.data = data
      _page = page
      self.content = content
      self.onEvent = onEvent
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
        component: component, elements: Array(data.indices), selection: $page, animation: component.animation,
        label: label, value: { Text("Page \($0 + 1) of \(pageCount)") }, onEvents: { $0.forEach(onEvent) },
        onSurroundings: { carousel, surroundings in
          // Auto-advance runs only on screen, and not at all with Reduce Motion.
          carousel.setVisible(surroundings.isVisible)
          carousel.reduceMotion = surroundings.reducesMotion
        }
      ) { placement in
        if data.indices.contains(placement.index) { content(data[placement.index]) }
      }
    }
  }
#endif
