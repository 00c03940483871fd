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
  /// Like every carousel here, the strip follows parameters that change (new widths, spacing or
  /// animation), writes `selection` when fewer tabs wrap it into range, animates an outside change
  /// made inside `withAnimation` (and jumps with Reduce Motion), and is one accessibility container:
  /// an adjustable control that steps through the categories, then one element per category — the
  /// copy nearest the centre; copies the loop repeats are hidden — the selected one with the
  /// `.isSelected` trait.
  ///
  /// ```swift
  /// TabStripView(selection: $category, tabWidths: [112, 96, 128, 104], spacing: 8) { index, isCentred in
  ///   Text(categories[index].title).bold(isCentred)
  /// } indicator: {
  ///   Rectangle()
  /// }
  /// .frame(height: 44)
  /// ```
  public struct TabStripView<Tab: View, Indicator: View>: View {
    @Binding private var selection: Int
    private let tab: (Int, Bool) -> Tab
    private let indicator: Indicator
    private let label: Text
    /// How VoiceOver names a category.
    private let tabName: (Int) -> Text
    /// The strip as the parameters build it; the shell keeps the live one.
    private let component: TabStrip

    /// A strip of tabs `tabWidths` points wide, `spacing` points apart, with `selection` centred.
    ///
    /// - Parameters:
    ///   - accessibilityLabel: what VoiceOver calls the strip.
    ///   - tabName: what VoiceOver calls category `index` (by default its position, "2 of 5").
    ///   - tab: the view for a tab, given its index and whether it is the one at the centre now.
    ///   - indicator: the selection mark, sized to the centred tab's width and the strip's
    ///     ``TabStrip/indicatorThickness`` and placed at the strip's foot.
    public init(
      selection: Binding<Int>, tabWidths: [CGFloat], spacing: CGFloat = 0, animation: AnimationCurve = .snap,
      accessibilityLabel: LocalizedStringKey = "Categories", tabName: ((Int) -> Text)? = nil,
      @ViewBuilder tab: @escaping (_ index: Int, _ isCentred: Bool) -> Tab,
      @ViewBuilder indicator: () -> Indicator
    ) {
      _selection = selection
      self.tab = tab
      self.indicator = indicator()
      label = Text(accessibilityLabel)
      let count = tabWidths.count
      self.tabName = tabName ?? { Text("\($0 + 1) of \(count)") }
      component = TabStrip(tabWidths: tabWidths, spacing: spacing, selectedIndex: 0, animation: animation)
    }

    public var body: some View {
      HostedCarousel(
        component: component, data: 0..<component.tabCount, identity: .positions, selection: $selection,
        animation: component.animation, label: label, value: tabName
      ) { strip in
        TabIndicatorLayer(strip: strip, indicator: indicator)
      } item: { placement in
        TabLabel(
          index: placement.index, isSelected: placement.index == selection, name: tabName(placement.index),
          tab: tab, activate: { selection = placement.index })
      }
    }
  }
#endif
