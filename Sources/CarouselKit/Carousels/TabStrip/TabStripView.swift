#if canImport(SwiftUI)
  import CarouselCore
  import SwiftUI

  /// Category tabs that loop without end, the selected one stopping at the centre (``TabStrip``).
  /// Drag or fling the strip and the tab that comes to rest in the centre becomes the
  /// selection; tap a tab and it turns to the centre the short way round.
  ///
  /// Tabs keep the widths you give (measure each title and add padding); the strip repeats them as far
  /// as its width needs, so one tab, two or a dozen all fill it. To keep the strip in step with pages,
  /// use ``TabbedPagingView``, which shares one selection between both.
  ///
  /// Like every carousel here, the strip follows parameters that change (new widths, spacing or
  /// animation), writes `index` when fewer tabs wrap it into range, animates an outside change
  /// made inside `withAnimation` (and jumps with Reduce Motion), and is one accessibility container:
  /// an adjustable control that steps through the categories, then one element per category — the
  /// copy nearest the centre; copies the loop repeats are hidden — the selected one with the
  /// `.isSelected` trait.
  ///
  /// ```swift
  /// TabStripView(index: $category, tabWidths: [112, 96, 128, 104]) { index, isCentred in
  ///   Text(categories[index].title).bold(isCentred)
  /// } indicator: {
  ///   Rectangle()
  /// }
  /// .carouselSpacing(8)
  /// .frame(height: 44)
  /// ```
  ///
  /// Configure it with ``SwiftUICore/View/carouselSpacing(_:)`` (between tabs, 0 unless set) and
  /// ``SwiftUICore/View/carouselAnimation(_:)``.
  public struct TabStripView<Tab: View, Indicator: View>: View {
    @Binding private var index: Int
    private let tabWidths: [CGFloat]
    private let tab: (Int, Bool) -> Tab
    private let indicator: Indicator
    private let label: Text
    /// How VoiceOver names a category.
    private let tabName: (Int) -> Text
    @Environment(\.carouselSpacing) private var spacing
    @Environment(\.carouselAnimation) private var animation

    /// A strip of tabs `tabWidths` points wide with the category at `index` centred.
    ///
    /// - Parameters:
    ///   - index: the selected category, `0..<tabWidths.count`. The strip writes it when a tab comes
    ///     to rest in the centre (after a drag, a fling or a tap); set it to turn that tab to the
    ///     centre the short way round — animated inside `withAnimation`, at once otherwise. An
    ///     index outside the tabs wraps into range.
    ///   - tabWidths: each category's tab width, in points, in order (measure each title and add
    ///     your padding). Negative and non-finite widths count as 0; no widths, no tabs.
    ///   - accessibilityLabel: what VoiceOver calls the strip, a key in your app\'s strings
    ///     (by default "Categories", in CarouselKit's English and Japanese).
    ///   - tabName: what VoiceOver calls category `index` (by default its position, "2 of 5").
    ///   - tab: the view for a tab, given its index and whether it is the selected category (the one
    ///     `index` names, which changes when a move comes to rest or a tab is tapped).
    ///   - indicator: the selection mark, sized to the centred tab's width and the strip's
    ///     ``TabStrip/indicatorThickness`` and placed at the strip's foot.
    public init(
      index: Binding<Int>, tabWidths: [CGFloat], accessibilityLabel: LocalizedStringKey? = nil,
      tabName: ((Int) -> Text)? = nil,
      @ViewBuilder tab: @escaping (_ index: Int, _ isCentred: Bool) -> Tab,
      @ViewBuilder indicator: () -> Indicator
    ) {
      _index = index
      self.tabWidths = tabWidths
      self.tab = tab
      self.indicator = indicator()
      label = accessibilityLabel.map { Text($0) } ?? CarouselKitText.categories
      let count = tabWidths.count
      self.tabName = tabName ?? { CarouselKitText.position($0 + 1, of: count) }
    }

    public var body: some View {
      let component = TabStrip(
        tabWidths: tabWidths, spacing: spacing ?? 0, selectedIndex: 0, animation: animation ?? .snap)
      HostedCarousel(
        component: component, data: 0..<component.tabCount, identity: .positions, selection: $index,
        animation: component.animation, label: label, value: tabName
      ) { strip in
        TabIndicatorLayer(strip: strip, indicator: indicator)
      } item: { placement in
        TabLabel(
          index: placement.index, isSelected: placement.index == index, name: tabName(placement.index),
          tab: tab, activate: { index = placement.index })
      }
    }
  }
#endif
