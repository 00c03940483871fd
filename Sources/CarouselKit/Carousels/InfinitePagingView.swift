#if canImport(SwiftUI)
  @_spi(FrontEnd) import CarouselCore
  import SwiftUI

  /// Endless pages (``InfinitePager``) in SwiftUI, horizontal or vertical. Exactly one page turn is
  /// reported per page, when its motion completes, however fast the swipes.
  ///
  /// Two ways to feed it:
  /// - by page index: `InfinitePagingView(page: $page) { page in Text("\(page)") }`;
  /// - by window: a binding to a three-element array (previous, current, next) and a paging
  ///   handler that shifts it — `InfinitePagingView(objects: $weeks, pagingHandler: { direction in … })`.
  ///
  /// Configure it with ``SwiftUICore/View/carouselAnimation(_:)``,
  /// ``SwiftUICore/View/carouselAutoAdvance(_:isPaused:)`` (pages by number only: a three-element window has no
  /// page to turn to by itself) and ``SwiftUICore/View/carouselItemStyle(_:)``.
  public struct InfinitePagingView<Content: View>: View {
    @Binding private var page: Int
    /// The view for a page; nil shows nothing (a three-element window without that neighbour).
    private let content: (Int) -> Content?
    private let onPaged: (PageDirection) -> Void
    private let label: Text
    /// What VoiceOver calls a page.
    private let pageName: (Int) -> Text
    private let axis: ScrollAxis
    @Environment(\.carouselAnimation) private var animation
    @Environment(\.carouselAutoAdvance) private var autoAdvance

    /// Pages by number: `page` follows every completed turn, and setting it turns the pages (any
    /// `Int`: the pages have no end).
    ///
    /// - Parameters:
    ///   - page: the current page, any `Int` (negative pages are as valid as positive ones). The
    ///     pager writes it when a turn's motion completes; set it to turn there — animated inside
    ///     `withAnimation`, at once otherwise.
    ///   - axis: the direction the pages turn in: `.horizontal` (the default) or `.vertical`.
    ///   - accessibilityLabel: what VoiceOver calls the pager, a key in your app\'s strings
    ///     (by default "Pages", in CarouselKit's English and Japanese).
    ///   - pageName: what VoiceOver calls page `n` — a date, a week, a chapter; by default
    ///     "Page n".
    ///   - onPaged: called once per page turned, with its direction, when the turn's motion
    ///     completes — however fast the swipes.
    ///   - content: the view for page `n`, proposed the pager's full size.
    public init(
      page: Binding<Int>, axis: ScrollAxis = .horizontal, accessibilityLabel: LocalizedStringKey? = nil,
      pageName: ((Int) -> Text)? = nil, onPaged: @escaping (PageDirection) -> Void = { _ in },
      @ViewBuilder content: @escaping (Int) -> Content
    ) {
      self.init(
        page: page, axis: axis, accessibilityLabel: accessibilityLabel,
        pageName: pageName ?? { CarouselKitText.page($0) },
        onPaged: onPaged, relativeToCurrentPage: false, content: { content($0) })
    }

    private init(
      page: Binding<Int>, axis: ScrollAxis, accessibilityLabel: LocalizedStringKey?, pageName: @escaping (Int) -> Text,
      onPaged: @escaping (PageDirection) -> Void, relativeToCurrentPage: Bool, content: @escaping (Int) -> Content?
    ) {
      _page = page
      self.content = content
      self.onPaged = onPaged
      self.pageName = pageName
      self.relativeToCurrentPage = relativeToCurrentPage
      self.axis = axis
      label = accessibilityLabel.map { Text($0) } ?? CarouselKitText.pages
    }

    /// The three-element API: `objects` holds (previous, current, next); after each completed turn
    /// `pagingHandler` is called to shift it (for example with ``PageWindow``).
    ///
    /// - Parameters:
    ///   - objects: the window of pages: previous, current and next. A wider window works the same
    ///     way, its current element the one at `count / 2`. The pager reads it and never writes it.
    ///   - axis: the direction the pages turn in: `.horizontal` (the default) or `.vertical`.
    ///   - accessibilityLabel: what VoiceOver calls the pager, a key in your app\'s strings
    ///     (by default "Pages", in CarouselKit's English and Japanese).
    ///   - pageName: what VoiceOver calls the current element (by default nothing beyond
    ///     the label: the window's pages have no number of their own).
    ///   - pagingHandler: called once per page turned, with its direction, when the turn's motion
    ///     completes: shift `objects` there (drop the element left behind, make the one that comes
    ///     next).
    ///   - content: the view for one element of the window, proposed the pager's full size; a slot
    ///     the window does not fill shows nothing.
    public init<Element>(
      objects: Binding<[Element]>, axis: ScrollAxis = .horizontal, accessibilityLabel: LocalizedStringKey? = nil,
      pageName: ((Element) -> Text)? = nil,
      pagingHandler: @escaping (PageDirection) -> Void, @ViewBuilder content: @escaping (Element) -> Content
    ) {
      let current: (Int) -> Text = { _ in
        let window = objects.wrappedValue
        guard let pageName, let element = window.element(atOffset: window.count / 2) else { return Text(verbatim: "") }
        return pageName(element)
      }
      self.init(
        page: .constant(0), axis: axis, accessibilityLabel: accessibilityLabel, pageName: current,
        onPaged: pagingHandler, relativeToCurrentPage: true
      ) { relative in
        // The window always holds the current page in its middle, so a page's offset from the current
        // one picks its element.
        let slot = objects.wrappedValue.count / 2 + relative
        return objects.wrappedValue.element(atOffset: slot).map(content)
      }
    }

    /// Whether `content` receives pages relative to the current one (the three-element API).
    private let relativeToCurrentPage: Bool

    public var body: some View {
      // A three-element window only shifts when the app's handler says so: it never turns by itself.
      let component = InfinitePager(
        axis: axis, animation: animation ?? .snap,
        autoAdvance: relativeToCurrentPage ? .off : autoAdvance.autoAdvance)
      HostedCarousel(
        component: component, data: [Never]?.none, identity: .positions,
        selection: relativeToCurrentPage ? nil : $page, animation: component.animation, label: label, value: pageName,
        indexesFromCurrent: relativeToCurrentPage, onEvents: handle,
        onAutoAdvanceGate: component.autoAdvanceGateHandler,
        measuresContent: true
      ) { placement in
        if let page = content(placement.index) { page }
      }
    }

    private func handle(_ events: [InfinitePager.Event]) {
      for case .paged(let direction) in events { onPaged(direction) }
    }
  }
#endif
