#if canImport(SwiftUI)
  @_spi(FrontEnd) import CarouselCore
  import SwiftUI

  /// Draws a ``TabStrip`` as it is now — each visible copy of a tab keyed by its slot, the indicator
  /// under the centre — without input or clock: ``TabbedPagingView`` shows its strip with it (a bare
  /// ``TabStripView`` draws its tabs as the items of its canvas). VoiceOver meets one element per
  /// category: the copy nearest the centre.
  struct TabStripLayer<Tab: View, Indicator: View>: View {
    let strip: TabStrip
    let viewport: CGSize
    let selection: Binding<Int>
    let tabName: (Int) -> Text
    let tab: (Int, Bool) -> Tab
    let indicator: Indicator
    /// Right to left, the strip is drawn mirrored, as the pages under it are.
    @Environment(\.layoutDirection) private var layoutDirection

    var body: some View {
      let direction = ReadingDirection(layoutDirection)
      let tabs = strip.visibleTabs()
      let nearest = tabs.map(\.placement).nearestCopies(toCentreOf: viewport)
      ZStack(alignment: .topLeading) {
        ForEach(Array(zip(tabs, nearest)), id: \.0.slot) { slot, isNearest in
          TabLabel(
            index: slot.placement.index, isSelected: slot.placement.index == selection.wrappedValue,
            name: tabName(slot.placement.index), tab: tab, activate: { selection.wrappedValue = slot.placement.index }
          )
          .environment(\.layoutDirection, layoutDirection)
          .placed(slot.placement.drawn(direction, inWidth: viewport.width))
          .accessibilityHidden(!isNearest)
        }
        indicator.placed(ItemPlacement(index: 0, frame: strip.indicatorFrame).drawn(direction, inWidth: viewport.width))
      }
      .engineCoordinates()
    }
  }

  /// One tab as VoiceOver meets it: the caller's view, named, a button that selects its category,
  /// marked selected when it is.
  struct TabLabel<Tab: View>: View {
    let index: Int
    let isSelected: Bool
    let name: Text
    let tab: (Int, Bool) -> Tab
    let activate: () -> Void

    var body: some View {
      tab(index, isSelected)
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(name)
        .accessibilityAddTraits(isSelected ? [.isButton, .isSelected] : .isButton)
        .accessibilityAction { activate() }
    }
  }
#endif
