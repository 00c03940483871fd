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
    private let label: String
    @State private var engine: PagedCarousel
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    /// Pages of `rowsPerPage` items of `data`; `page` is the current page.
    public init(
      _ data: Data, page: Binding<Int>, rowsPerPage: Int = 1, leadingInset: CGFloat = 20, trailingPeek: CGFloat = 40,
      rowSpacing: CGFloat = 20, autoAdvance: AutoAdvance = .off, animation: AnimationCurve = .default,
      accessibilityLabel: String = "Pages", onEvent: @escaping (PagedCarousel.Event) -> Void = { _ in },
      @ViewBuilder content: @escaping (Data.Element) -> Content
    ) {
      self.data = data
      _page = page
      self.content = content
      self.onEvent = onEvent
      label = accessibilityLabel
      _engine = State(
        initialValue: PagedCarousel(
          itemCount: data.count, rowsPerPage: rowsPerPage, leadingInset: leadingInset, trailingPeek: trailingPeek,
          rowSpacing: rowSpacing, autoAdvance: autoAdvance, animation: animation))
    }

    public var body: some View {
      EngineCanvas(engine: $engine, onEvents: handle) {
        placement in
        if data.indices.contains(placement.index) { content(data[placement.index]) }
      }
      .onChange(of: reduceMotion, initial: true) { _, reduce in engine.reduceMotion = reduce }
      .onAppear { engine.setVisible(true) }
      .onDisappear { engine.setVisible(false) }
      .indexed(
        $engine, index: $page, itemCount: data.count, animation: engine.animation, label: label,
        value: { [pageCount = engine.pageCount] in "Page \($0 + 1) of \(pageCount)" })
    }

    private func handle(_ events: [PagedCarousel.Event]) {
      for event in events {
        if case .settled(let settled) = event, page != settled { page = settled }
        onEvent(event)
      }
    }
  }
#endif
