#if canImport(SwiftUI)
  import CarouselCore
  import SwiftUI

  /// Draws a ``TabStrip`` as it is now — each visible copy of a tab keyed by its slot, the indicator
  /// under the centre — without input or clock: ``TabStripView`` and ``TabbedPagingView`` both show
  /// their strip with it.
  struct TabStripLayer<Tab: View, Indicator: View>: View {
    let strip: TabStrip
    let tab: (Int, Bool) -> Tab
    let indicator: Indicator

    var body: some View {
      ZStack(alignment: .topLeading) {
        ForEach(strip.visibleTabs(), id: \.slot) { slot in
          tab(slot.placement.index, slot.placement.index == strip.currentIndex).placed(slot.placement)
        }
        indicator.placed(ItemPlacement(index: 0, frame: strip.indicatorFrame))
      }
    }
  }
#endif
