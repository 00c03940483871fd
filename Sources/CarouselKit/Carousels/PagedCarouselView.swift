#if canImport(SwiftUI)
  @_spi(FrontEnd) import CarouselCore
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
  public struct PagedCarouselView<Data: RandomAccessCollection, Content: View>: View {
    private let data: Data
    @Binding private var page: Int
    private let content: (Data.Element) -> Content
    private let onEvent: (PagedCarousel.Event) -> Void
    private let label: Text
    /// The carousel as the parameters build it; the shell keeps the live one.
    private let component: PagedCarousel
    /// The app's pause control for auto-advance, if it shows one.
    private let isPaused: Binding<Bool>?
    /// How items are known: `Identifiable` elements by `id`, others by position, or by the ID
    /// ``identified(by:selection:)`` names.
    private var identity = ItemIdentity<Data.Element>.automatic
    /// Whether ``SwiftUI/View/carouselPageIndicator(_:)`` asked for page dots.
    @Environment(\.carouselShowsPageIndicator) private var showsPageIndicator

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
      // The dots get a band of their own under the rows rather than covering the last one.
      let component = component.reservingBottom(showsPageIndicator ? CarouselPageIndicator.height : 0)
      // The host's elements are the items (they set the component's count); its index is the page.
      let rows = max(1, component.rowsPerPage)
      let (pages, overflow) = data.count.addingReportingOverflow(rows - 1)
      let pageCount = overflow ? Int.max / rows : pages / rows
      HostedCarousel(
        component: component, data: data, identity: identity, selection: $page, animation: component.animation,
        label: label, value: { Text("Page \($0 + 1) of \(pageCount)") }, onEvents: { $0.forEach(onEvent) },
        onAutoAdvanceGate: component.autoAdvance == .off ? nil : { $0.apply($1) }, isPaused: isPaused,
        activatedIndex: { [count = data.count] page in
          // A page's first row.
          let (first, overflow) = page.multipliedReportingOverflow(by: rows)
          return !overflow && first < count ? first : nil
        }, measuresContent: true,
        decoration: { carousel in
          if showsPageIndicator {
            // The carousel's own adjustable control already reads and moves the page: VoiceOver
            // hears the dots once, through it.
            CarouselPageIndicator(pageCount: pageCount, page: $page, progress: carousel.pageProgress)
              .accessibilityHidden(true)
              .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .bottom)
          }
        }
      ) { placement in
        if let element = data.element(atOffset: placement.index) { content(element) }
      }
    }

    /// Follows items by `id` — a row inserted before the current page keeps the page showing the
    /// same first row, its page binding updated, and each row's view (with any state it holds)
    /// stays with its element — and, with `selection`, binds the ID of the current page's first row:
    /// set it to any row's ID to turn to that row's page (an unknown ID is ignored), and it follows
    /// every rest. `Identifiable` elements are followed by their `id` without this; other elements
    /// by their position.
    ///
    /// ```swift
    /// @State var firstRow: News.ID?
    /// PagedCarouselView(news, page: $page, rowsPerPage: 3) { NewsRow($0) }
    ///   .identified(by: \.id, selection: $firstRow)
    /// ```
    public func identified<ID: Hashable>(by id: KeyPath<Data.Element, ID>, selection: Binding<ID?>? = nil) -> Self {
      var view = self
      view.identity = ItemIdentity(id: id, selection: selection)
      return view
    }
  }

  extension PagedCarousel {
    /// The same carousel with `height` points kept free under its rows.
    fileprivate func reservingBottom(_ height: CGFloat) -> PagedCarousel {
      guard height != bottomInset else { return self }
      return PagedCarousel(
        itemCount: itemCount, rowsPerPage: rowsPerPage, leadingInset: leadingInset, trailingPeek: trailingPeek,
        rowSpacing: rowSpacing, bottomInset: height, autoAdvance: autoAdvance, animation: animation)
    }
  }
#endif
