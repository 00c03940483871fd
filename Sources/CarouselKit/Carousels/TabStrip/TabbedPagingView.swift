#if canImport(SwiftUI)
  import CarouselCore
  import SwiftUI

  /// Looping category tabs above looping pages, kept in step (``TabbedPager``), with one index for
  /// both: a reading app's categories over their articles.
  ///
  /// Page `p` shows category `p mod tabCount`. Drag the pages and the strip follows their progress,
  /// its indicator's width sliding between the two tabs'; tap a tab and the pages turn the short way
  /// round to it; fling the strip and the pages turn to the tab that comes to rest in the centre.
  /// `index` is the current page's category, updated when a turn completes; setting it turns the
  /// pages the short way round (animated inside `withAnimation`, at once otherwise or with Reduce
  /// Motion).
  ///
  /// ```swift
  /// TabbedPagingView(index: $category, tabWidths: titleWidths) { index, isCentred in
  ///   Text(categories[index].title).bold(isCentred)
  /// } indicator: {
  ///   Rectangle()
  /// } page: { index in
  ///   ArticleGrid(articles: categories[index].articles)
  /// }
  /// .carouselSpacing(8)
  /// ```
  ///
  /// Configure it with ``SwiftUICore/View/carouselSpacing(_:)`` (between tabs, 0 unless set) and
  /// ``SwiftUICore/View/carouselAnimation(_:)`` (the pages' turns).
  ///
  /// The strip and the pages are both drawn by the engine on one canvas (no native scroll view
  /// loops), driven like every carousel here: parameters that change reach it, `index` is
  /// written when fewer tabs wrap it, and VoiceOver meets one container — an adjustable control
  /// that steps through the categories, one element per category on the strip (the selected one
  /// marked), and the page on screen (pages scrolled away are hidden).
  public struct TabbedPagingView<Tab: View, Indicator: View, Page: View>: View {
    @Binding private var index: Int
    private let tabWidths: [CGFloat]
    private let stripHeight: CGFloat
    private let tab: (Int, Bool) -> Tab
    private let indicator: Indicator
    private let page: (Int) -> Page
    private let onPaged: (PageDirection) -> Void
    private let label: Text
    private let tabName: (Int) -> Text
    @Environment(\.carouselSpacing) private var spacing
    @Environment(\.carouselAnimation) private var animation

    /// Tabs `tabWidths` points wide and `stripHeight` points tall above pages filling the rest.
    ///
    /// - Parameters:
    ///   - index: the selected category, `0..<tabWidths.count`: the current page's category,
    ///     written when a turn completes; set it to turn the pages the short way round (animated
    ///     inside `withAnimation`, at once otherwise).
    ///   - tabWidths: each category's tab width, in points, in order; their count is the number of
    ///     categories.
    ///   - stripHeight: the tab strip's height, in points (default 44); the pages fill the rest.
    ///   - accessibilityLabel: what VoiceOver calls the pair, a key in your app\'s strings
    ///     (by default "Categories", in CarouselKit's English and Japanese).
    ///   - tabName: what VoiceOver calls category `index` (by default its position, "2 of 5").
    ///   - onPaged: called once per page turned, when its motion completes.
    ///   - tab: the view for a tab, given its index and whether it is the selected category (the one
    ///     `index` names, which changes when a move comes to rest or a tab is tapped).
    ///   - indicator: the selection mark under the centre, as wide as the centred tab.
    ///   - page: the page for a category index.
    public init(
      index: Binding<Int>, tabWidths: [CGFloat], stripHeight: CGFloat = 44,
      accessibilityLabel: LocalizedStringKey? = nil,
      tabName: ((Int) -> Text)? = nil, onPaged: @escaping (PageDirection) -> Void = { _ in },
      @ViewBuilder tab: @escaping (_ index: Int, _ isCentred: Bool) -> Tab,
      @ViewBuilder indicator: () -> Indicator,
      @ViewBuilder page: @escaping (_ category: Int) -> Page
    ) {
      _index = index
      self.tabWidths = tabWidths
      self.stripHeight = stripHeight
      self.tab = tab
      self.indicator = indicator()
      self.page = page
      self.onPaged = onPaged
      label = accessibilityLabel.map { Text($0) } ?? CarouselKitText.categories
      let count = tabWidths.count
      self.tabName = tabName ?? { CarouselKitText.position($0 + 1, of: count) }
    }

    public var body: some View {
      let component = TabbedPager(
        tabWidths: tabWidths, spacing: spacing ?? 0, pageAnimation: animation ?? .snap, stripHeight: stripHeight)
      HostedCarousel(
        component: component, data: [Never]?.none, identity: .positions, selection: $index,
        animation: component.animation, label: label, value: tabName, onEvents: handle
      ) { pair in
        strip(of: pair)
      } item: { placement in
        page(component.tab(forPage: placement.index))
      }
    }

    /// The strip at the top of the pair's canvas: its tabs (one per category for VoiceOver) and the
    /// indicator.
    private func strip(of pair: TabbedPager) -> some View {
      TabStripLayer(
        strip: pair.strip, viewport: pair.stripViewport, selection: $index, tabName: tabName, tab: tab,
        indicator: indicator)
    }

    private func handle(_ events: [TabbedPager.Event]) {
      for case .paged(let direction) in events { onPaged(direction) }
    }
  }
#endif
