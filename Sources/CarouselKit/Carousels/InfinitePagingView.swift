#if canImport(SwiftUI)
  @_spi(FrontEnd) import CarouselCore
  import SwiftUI

  /// Endless pages (``InfinitePager``) in SwiftUI, horizontal or vertical. Exactly one page turn is
  /// reported per page, when its motion completes, however fast the swipes.
  ///
  /// Two ways to feed it:
  /// - by page index: `InfinitePagingView(page: $page) { page in Text("\(page)") }`;
  /// - the seed's way: a binding to a three-element array (previous, current, next) and a paging
  ///   handler that shifts it — `InfinitePagingView(objects: $weeks, pagingHandler: { direction in … })`.
  public struct InfinitePagingView<Content: View>: View {
    @Binding private var page: Int
    /// The view for a page; nil shows nothing (a three-element window without that neighbour).
    private let content: (Int) -> Content?
    private let onPaged: (PageDirection) -> Void
    private let label: Text
    /// What VoiceOver calls a page.
    private let pageName: (Int) -> Text
    /// The pager as the parameters build it; the shell keeps the live one.
    private let component: InfinitePager
    /// The app's pause control for auto-advance, if it shows one.
    private let isPaused: Binding<Bool>?

    /// Pages by number: `page` follows every completed turn, and setting it turns the pages.
    ///
    /// With `autoAdvance`, the pages turn forward by themselves only while the view is on screen,
    /// VoiceOver is not on it and Reduce Motion is off, and VoiceOver offers a Pause/Resume action;
    /// bind `isPaused` to show a pause control of your own.
    ///
    /// - Parameter pageName: what VoiceOver calls page `n` — a date, a week, a chapter; by default
    ///   "Page n".
    public init(
      page: Binding<Int>, axis: ScrollAxis = .horizontal, animation: AnimationCurve = .snap,
      autoAdvance: AutoAdvance = .off, isPaused: Binding<Bool>? = nil,
      accessibilityLabel: LocalizedStringKey = "Pages", pageName: ((Int) -> Text)? = nil,
      onPaged: @escaping (PageDirection) -> Void = { _ in }, @ViewBuilder content: @escaping (Int) -> Content
    ) {
      self.init(
        page: page, axis: axis, animation: animation, autoAdvance: autoAdvance, isPaused: isPaused,
        accessibilityLabel: accessibilityLabel, pageName: pageName ?? { Text("Page \($0)") }, onPaged: onPaged,
        relativeToCurrentPage: false, content: { content($0) })
    }

    private init(
      page: Binding<Int>, axis: ScrollAxis, animation: AnimationCurve, autoAdvance: AutoAdvance,
      isPaused: Binding<Bool>?, accessibilityLabel: LocalizedStringKey, pageName: @escaping (Int) -> Text,
      onPaged: @escaping (PageDirection) -> Void, relativeToCurrentPage: Bool, content: @escaping (Int) -> Content?
    ) {
      _page = page
      self.content = content
      self.onPaged = onPaged
      self.pageName = pageName
      self.relativeToCurrentPage = relativeToCurrentPage
      self.isPaused = isPaused
      label = Text(accessibilityLabel)
      component = InfinitePager(axis: axis, animation: animation, autoAdvance: autoAdvance)
    }

    /// The seed's API: `objects` holds (previous, current, next); after each completed turn
    /// `pagingHandler` is called to shift it (for example with ``PageWindow``).
    ///
    /// - Parameter pageName: what VoiceOver calls the current element (by default nothing beyond
    ///   the label: the window's pages have no number of their own).
    public init<Element>(
      objects: Binding<[Element]>, axis: ScrollAxis = .horizontal, animation: AnimationCurve = .snap,
      accessibilityLabel: LocalizedStringKey = "Pages", pageName: ((Element) -> Text)? = nil,
      pagingHandler: @escaping (PageDirection) -> Void, @ViewBuilder content: @escaping (Element) -> Content
    ) {
      let current: (Int) -> Text = { _ in
        let window = objects.wrappedValue
        guard let pageName, let element = window.element(atOffset: window.count / 2) else { return Text(verbatim: "") }
        return pageName(element)
      }
      self.init(
        page: .constant(0), axis: axis, animation: animation, autoAdvance: .off, isPaused: nil,
        accessibilityLabel: accessibilityLabel, pageName: current, onPaged: pagingHandler, relativeToCurrentPage: true
      ) { relative in
        // The window always holds the current page in its middle, so a page's offset from the current
        // one picks its element.
        let slot = objects.wrappedValue.count / 2 + relative
        return objects.wrappedValue.element(atOffset: slot).map(content)
      }
    }

    /// Whether `content` receives pages relative to the current one (the seed's three-element API).
    private let relativeToCurrentPage: Bool

    public var body: some View {
      HostedCarousel(
        component: component, data: [Never]?.none, identity: .positions,
        selection: relativeToCurrentPage ? nil : $page, animation: component.animation, label: label, value: pageName,
        indexesFromCurrent: relativeToCurrentPage, onEvents: handle,
        onAutoAdvanceGate: component.autoAdvance == .off ? nil : { $0.apply($1) }, isPaused: isPaused,
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
