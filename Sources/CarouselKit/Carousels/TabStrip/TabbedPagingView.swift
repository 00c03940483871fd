#if canImport(SwiftUI)
  import CarouselCore
  import SwiftUI

  /// Looping category tabs above looping pages, kept in step (``TabbedPager``, SPEC §14; the reading
  /// app of seed 004's figure 002), with one selection for both.
  ///
  /// Page `p` shows category `p mod tabCount`. Drag the pages and the strip follows their progress,
  /// its indicator's width sliding between the two tabs'; tap a tab and the pages turn the short way
  /// round to it; fling the strip and the pages turn to the tab that comes to rest in the centre.
  /// `selection` is the current page's category, updated when a turn completes; setting it turns the
  /// pages the short way round.
  ///
  /// ```swift
  /// TabbedPagingView(selection: $category, tabWidths: widths, spacing: 8) { index, isCentred in
  ///   Text(categories[index].title).bold(isCentred)
  /// } indicator: {
  ///   Rectangle()
  /// } page: { index in
  ///   ArticleGrid(articles: categories[index].articles)
  /// }
  /// ```
  ///
  /// The strip and the pages are both drawn by the engine on a canvas: no native scroll view loops.
  public struct TabbedPagingView<Tab: View, Indicator: View, Page: View>: View {
    @Binding private var selection: Int
    private let tabWidths: [CGFloat]
    private let stripHeight: CGFloat
    private let tab: (Int, Bool) -> Tab
    private let indicator: Indicator
    private let page: (Int) -> Page
    private let onPaged: (PageDirection) -> Void
    @State private var engine: TabbedPager

    /// Tabs `tabWidths` points wide and `stripHeight` points tall above pages filling the rest.
    ///
    /// - Parameters:
    ///   - selection: the selected category, `0..<tabWidths.count`.
    ///   - onPaged: called once per page turned, when its motion completes.
    ///   - tab: the view for a tab, given its index and whether it is the one at the centre now.
    ///   - indicator: the selection mark under the centre, as wide as the centred tab.
    ///   - page: the page for a category index.
    public init(
      selection: Binding<Int>, tabWidths: [CGFloat], spacing: CGFloat = 0, stripHeight: CGFloat = 44,
      animation: AnimationCurve = .snap, onPaged: @escaping (PageDirection) -> Void = { _ in },
      @ViewBuilder tab: @escaping (_ index: Int, _ isCentred: Bool) -> Tab,
      @ViewBuilder indicator: () -> Indicator,
      @ViewBuilder page: @escaping (_ category: Int) -> Page
    ) {
      _selection = selection
      self.tabWidths = tabWidths
      self.stripHeight = stripHeight
      self.tab = tab
      self.indicator = indicator()
      self.page = page
      self.onPaged = onPaged
      _engine = State(
        initialValue: TabbedPager(
          tabWidths: tabWidths, spacing: spacing, page: selection.wrappedValue, pageAnimation: animation))
    }

    public var body: some View {
      GeometryReader { proxy in
        let pagesHeight = max(0, proxy.size.height - stripHeight)
        TimelineView(.animation(minimumInterval: nil, paused: engine.isSettled)) { context in
          ZStack(alignment: .topLeading) {
            TabStripLayer(strip: engine.strip, tab: tab, indicator: indicator)
              .frame(width: proxy.size.width, height: stripHeight, alignment: .topLeading)
              .clipped()
              .contentShape(Rectangle())
              .engineDrag { feed($0, toStrip: true) }
              .position(x: proxy.size.width / 2, y: stripHeight / 2)
            ZStack(alignment: .topLeading) {
              ForEach(engine.pager.placements(), id: \.index) { placement in
                page(engine.tab(forPage: placement.index)).placed(placement)
              }
            }
            .frame(width: proxy.size.width, height: pagesHeight, alignment: .topLeading)
            .clipped()
            .contentShape(Rectangle())
            .engineDrag { feed($0, toStrip: false) }
            .position(x: proxy.size.width / 2, y: stripHeight + pagesHeight / 2)
          }
          .frame(width: proxy.size.width, height: proxy.size.height, alignment: .topLeading)
          .onChange(of: context.date, initial: false) { _, date in
            handle(engine.advance(to: date.timeIntervalSinceReferenceDate))
          }
        }
        .onChange(of: proxy.size, initial: true) { _, size in
          engine.setStripViewport(CGSize(width: size.width, height: stripHeight))
          engine.setPageViewport(CGSize(width: size.width, height: max(0, size.height - stripHeight)))
        }
      }
      .onChange(of: tabWidths, initial: false) { _, widths in engine.setTabWidths(widths) }
      .onChange(of: selection, initial: false) { _, index in
        if index != engine.selectedIndex { engine.select(index, animation: engine.pager.animation, time: engineNow()) }
      }
    }

    private func feed(_ events: [DragEvent], toStrip: Bool) {
      guard let last = events.last else { return }
      for event in events {
        _ = toStrip ? engine.handleStrip(event) : engine.handlePages(event)
      }
      handle(engine.advance(to: last.time))
    }

    private func handle(_ events: [TabbedPager.Event]) {
      for event in events {
        switch event {
        case .selected(let index): selection = index
        case .paged(let direction): onPaged(direction)
        case .tabTapped, .pageTapped, .settled: break
        }
      }
    }
  }
#endif
