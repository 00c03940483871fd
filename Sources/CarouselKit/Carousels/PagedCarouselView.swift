#if canImport(SwiftUI)
  @_spi(FrontEnd) import CarouselCore
  import SwiftUI

  /// Pages of one or more rows (``PagedCarousel``) in SwiftUI, auto-advancing if asked.
  ///
  /// ```swift
  /// PagedCarouselView(news, page: $page, rowsPerPage: 3) { item in
  ///   NewsRow(item)
  /// }
  /// .carouselAutoAdvance(.every(3))
  /// .carouselPageIndicator()
  /// .frame(height: 324)
  /// ```
  ///
  /// The current page is bound by its number (`page`) or by the ID of its first row (`selection`,
  /// for `Identifiable` data or with `id:`). Configure it with
  /// ``SwiftUICore/View/carouselSpacing(_:)`` (between the rows of a page),
  /// ``SwiftUICore/View/carouselAnimation(_:)``, ``SwiftUICore/View/carouselAutoAdvance(_:isPaused:)``,
  /// ``SwiftUICore/View/carouselPageIndicator(_:)`` and ``SwiftUICore/View/carouselItemStyle(_:)``.
  /// Auto-advance pauses while a finger is down, restarts its interval after every interaction, and
  /// stops when the view disappears or Reduce Motion is on.
  public struct PagedCarouselView<Data: RandomAccessCollection, Content: View>: View {
    private let data: Data
    private var identity: ItemIdentity<Data.Element>
    /// The caller's page, or nil when the selection is bound by ID.
    private var page: Binding<Int>?
    private let rowsPerPage: Int
    private let leadingInset: CGFloat
    private let trailingPeek: CGFloat
    private let content: (Data.Element) -> Content
    private let onEvent: (PagedCarousel.Event) -> Void
    private let label: Text
    /// The page when the caller binds the selection by ID only.
    @State private var pageHere = 0
    @Environment(\.carouselShowsPageIndicator) private var showsPageIndicator
    @Environment(\.carouselSpacing) private var spacing
    @Environment(\.carouselAnimation) private var animation
    @Environment(\.carouselAutoAdvance) private var autoAdvance

    /// Pages of `rowsPerPage` items of `data`; `page` is the current page (from 0). `Identifiable`
    /// elements are followed by their `id`: a row inserted before the current page keeps the page
    /// showing the same first row, and moves `page`.
    ///
    /// - Parameters:
    ///   - data: the rows, `rowsPerPage` to a page; any `RandomAccessCollection`.
    ///   - page: the current page, from 0. The carousel writes it when a turn comes to rest (an
    ///     auto-advance turn included); set it to turn there — animated inside `withAnimation`, at
    ///     once otherwise. A page past either end shows the nearest page.
    ///   - rowsPerPage: how many items a page stacks, top to bottom (default 1; less than 1 counts
    ///     as 1). The last page may hold fewer.
    ///   - leadingInset: the space before a page, in points (default 20).
    ///   - trailingPeek: how much of the next page shows after the current one, in points (default
    ///     40): a page is `width − leadingInset − trailingPeek` wide.
    ///   - accessibilityLabel: what VoiceOver calls the carousel, a key in your app\'s strings
    ///     (by default "Pages", in CarouselKit's English and Japanese).
    ///   - onEvent: the carousel's events (``PagedCarousel/Event``: index changes count pages, taps
    ///     name the row), after the binding has followed.
    ///   - content: the view for one row, proposed the page's width and an equal share of the
    ///     carousel's height (less the page dots' band when they show).
    public init(
      _ data: Data, page: Binding<Int>, rowsPerPage: Int = 1, leadingInset: CGFloat = 20, trailingPeek: CGFloat = 40,
      accessibilityLabel: LocalizedStringKey? = nil, onEvent: @escaping (PagedCarousel.Event) -> Void = { _ in },
      @ViewBuilder content: @escaping (Data.Element) -> Content
    ) {
      self.data = data
      identity = .automatic
      self.page = page
      self.rowsPerPage = rowsPerPage
      self.leadingInset = leadingInset
      self.trailingPeek = trailingPeek
      self.content = content
      self.onEvent = onEvent
      label = accessibilityLabel.map { Text($0) } ?? CarouselKitText.pages
    }

    /// Pages of `rowsPerPage` items of `data`; `selection` is the `id` of the current page's first
    /// row: set it to any row's ID to turn to that row's page (an unknown ID is ignored), and it
    /// follows every rest. Each row's view, with any state it holds, stays with its element.
    ///
    /// - Parameters:
    ///   - data: the rows, `rowsPerPage` to a page; any `RandomAccessCollection`.
    ///   - id: the key path to each row's identity, as `ForEach` takes it.
    ///   - selection: the ID of the current page's first row, written after every rest; set it to
    ///     any row's ID to turn to that row's page. Nil, or an ID not in `data`, moves nothing.
    ///   - rowsPerPage: how many items a page stacks, top to bottom (default 1; less than 1 counts
    ///     as 1). The last page may hold fewer.
    ///   - leadingInset: the space before a page, in points (default 20).
    ///   - trailingPeek: how much of the next page shows after the current one, in points (default
    ///     40): a page is `width − leadingInset − trailingPeek` wide.
    ///   - accessibilityLabel: what VoiceOver calls the carousel, a key in your app\'s strings
    ///     (by default "Pages", in CarouselKit's English and Japanese).
    ///   - onEvent: the carousel's events (``PagedCarousel/Event``: index changes count pages, taps
    ///     name the row), after the binding has followed.
    ///   - content: the view for one row, proposed the page's width and an equal share of the
    ///     carousel's height (less the page dots' band when they show).
    public init<ID: Hashable>(
      _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<ID?>, rowsPerPage: Int = 1,
      leadingInset: CGFloat = 20, trailingPeek: CGFloat = 40, accessibilityLabel: LocalizedStringKey? = nil,
      onEvent: @escaping (PagedCarousel.Event) -> Void = { _ in },
      @ViewBuilder content: @escaping (Data.Element) -> Content
    ) {
      self.init(
        data, page: .constant(0), rowsPerPage: rowsPerPage, leadingInset: leadingInset, trailingPeek: trailingPeek,
        accessibilityLabel: accessibilityLabel, onEvent: onEvent, content: content)
      // Bound by ID: the page is kept inside.
      identity = ItemIdentity(id: id, selection: selection)
      page = nil
    }

    public var body: some View {
      // The dots get a band of their own under the rows rather than covering the last one.
      let component = PagedCarousel(
        itemCount: 0, rowsPerPage: rowsPerPage, leadingInset: leadingInset, trailingPeek: trailingPeek,
        rowSpacing: spacing ?? 20, bottomInset: showsPageIndicator ? CarouselPageIndicator.height : 0,
        autoAdvance: autoAdvance.autoAdvance, animation: animation ?? .default)
      // The host's elements are the items (they set the component's count); its index is the page.
      let rows = max(1, component.rowsPerPage)
      let (pages, overflow) = data.count.addingReportingOverflow(rows - 1)
      let pageCount = overflow ? Int.max / rows : pages / rows
      let page = page ?? $pageHere
      HostedCarousel(
        component: component, data: data, identity: identity, selection: page, animation: component.animation,
        label: label, value: { CarouselKitText.page($0 + 1, of: pageCount) }, onEvents: { $0.forEach(onEvent) },
        onAutoAdvanceGate: component.autoAdvanceGateHandler,
        activatedIndex: { [count = data.count] page in
          // A page's first row.
          let (first, overflow) = page.multipliedReportingOverflow(by: rows)
          return !overflow && first < count ? first : nil
        }, measuresContent: true,
        decoration: { carousel in
          if showsPageIndicator {
            // The carousel's own adjustable control already reads and moves the page: VoiceOver
            // hears the dots once, through it.
            CarouselPageIndicator(pageCount: pageCount, page: page, progress: carousel.pageProgress)
              .accessibilityHidden(true)
              .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .bottom)
          }
        }
      ) { placement in
        if let element = data.element(atOffset: placement.index) { content(element) }
      }
    }
  }

  extension PagedCarouselView where Data.Element: Identifiable {
    /// Pages of `rowsPerPage` items of `data`; `selection` is the `id` of the current page's first
    /// row: set it to any row's ID to turn to that row's page (an unknown ID is ignored), and it
    /// follows every rest.
    ///
    /// ```swift
    /// @State var firstRow: News.ID?
    /// PagedCarouselView(news, selection: $firstRow, rowsPerPage: 3) { NewsRow($0) }
    /// ```
    ///
    /// - Parameters:
    ///   - data: the rows, identified by their `id`, `rowsPerPage` to a page.
    ///   - selection: the `id` of the current page's first row, written after every rest; set it
    ///     to any row's ID to turn to that row's page.
    ///   - rowsPerPage: how many items a page stacks, top to bottom (default 1; less than 1 counts
    ///     as 1). The last page may hold fewer.
    ///   - leadingInset: the space before a page, in points (default 20).
    ///   - trailingPeek: how much of the next page shows after the current one, in points (default
    ///     40): a page is `width − leadingInset − trailingPeek` wide.
    ///   - accessibilityLabel: what VoiceOver calls the carousel, a key in your app\'s strings
    ///     (by default "Pages", in CarouselKit's English and Japanese).
    ///   - onEvent: the carousel's events (``PagedCarousel/Event``: index changes count pages, taps
    ///     name the row), after the binding has followed.
    ///   - content: the view for one row, proposed the page's width and an equal share of the
    ///     carousel's height (less the page dots' band when they show).
    public init(
      _ data: Data, selection: Binding<Data.Element.ID?>, rowsPerPage: Int = 1, leadingInset: CGFloat = 20,
      trailingPeek: CGFloat = 40, accessibilityLabel: LocalizedStringKey? = nil,
      onEvent: @escaping (PagedCarousel.Event) -> Void = { _ in },
      @ViewBuilder content: @escaping (Data.Element) -> Content
    ) {
      self.init(
        data, id: \.id, selection: selection, rowsPerPage: rowsPerPage, leadingInset: leadingInset,
        trailingPeek: trailingPeek, accessibilityLabel: accessibilityLabel, onEvent: onEvent, content: content)
    }
  }
#endif
