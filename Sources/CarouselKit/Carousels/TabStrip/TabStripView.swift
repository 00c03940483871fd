#if canImport(SwiftUI)
  import CarouselCore
  import SwiftUI

  /// Category tabs that loop without end, the selected one stopping at the centre (``TabStrip``,
  /// SPEC §14). Drag or fling the strip and the tab that comes to rest in the centre becomes the
  /// selection; tap a tab and it turns to the centre the short way round.
  ///
  /// Tabs keep the widths you give (measure each title and add padding); the strip repeats them as far
  /// as its width needs, so one tab, two or a dozen all fill it. To keep the strip in step with pages,
  /// use ``TabbedPagingView``, which shares one selection between both.
  ///
  /// ```swift
  /// TabStripView(selection: $category, tabWidths: [112, 96, 128, 104], spacing: 8) { index, isCentred in
  ///   Text(titles[index]).bold(isCentred)
  /// } indicator: {
  ///   Rectangle()
  /// }
  /// .frame(height: 44)
  /// ```
  public struct TabStripView<Tab: View, Indicator: View>: View {
    @Binding private var selection: Int
    private let tabWidths: [CGFloat]
    private let tab: (Int, Bool) -> Tab
    private let indicator: Indicator
    @State private var engine: TabStrip

    /// A strip of tabs `tabWidths` points wide, `spacing` points apart, with `selection` centred.
    ///
    /// - Parameters:
    ///   - tab: the view for a tab, given its index and whether it is the one at the centre now.
    ///   - indicator: the selection mark, sized to the centred tab's width and the strip's
    ///     ``TabStrip/indicatorThickness`` and placed at the strip's foot.
    public init(
      selection: Binding<Int>, tabWidths: [CGFloat], spacing: CGFloat = 0, animation: AnimationCurve = .snap,
      @ViewBuilder tab: @escaping (_ index: Int, _ isCentred: Bool) -> Tab,
      @ViewBuilder indicator: () -> Indicator
    ) {
      _selection = selection
      self.tabWidths = tabWidths
      self.tab = tab
      self.indicator = indicator()
      _engine = State(
        initialValue: TabStrip(
          tabWidths: tabWidths, spacing: spacing, selectedIndex: selection.wrappedValue, animation: animation))
    }

    public var body: some View {
      GeometryReader { proxy in
        TimelineView(.animation(minimumInterval: nil, paused: engine.isSettled)) { context in
          TabStripLayer(strip: engine, tab: tab, indicator: indicator)
            .frame(width: proxy.size.width, height: proxy.size.height, alignment: .topLeading)
            .onChange(of: context.date, initial: false) { _, date in
              handle(engine.advance(to: date.timeIntervalSinceReferenceDate))
            }
        }
        .onChange(of: proxy.size, initial: true) { _, size in engine.setViewport(size) }
      }
      .clipped()
      .contentShape(Rectangle())
      .engineDrag(feed)
      .onChange(of: tabWidths, initial: false) { _, widths in engine.setTabWidths(widths) }
      .onChange(of: selection, initial: false) { _, index in
        if index != engine.selectedIndex { engine.scroll(to: index, animation: engine.animation, time: engineNow()) }
      }
    }

    private func feed(_ events: [DragEvent]) {
      guard let last = events.last else { return }
      for event in events { _ = engine.handle(event) }
      handle(engine.advance(to: last.time))
    }

    private func handle(_ events: [TabStrip.Event]) {
      for event in events {
        switch event {
        case .selected(let index): selection = index
        case .tapped(let index): engine.scroll(to: index, animation: engine.animation, time: engineNow())
        case .currentIndexChanged, .settled: break
        }
      }
    }
  }
#endif
