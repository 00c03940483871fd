#if canImport(SwiftUI)
  @_spi(FrontEnd) import CarouselCore
  import SwiftUI

  /// A tab strip's indicator under the centred tab, where the strip's tabs are drawn: mirrored right
  /// to left.
  struct TabIndicatorLayer<Indicator: View>: View {
    let strip: TabStrip
    let indicator: Indicator
    @Environment(\.layoutDirection) private var layoutDirection

    var body: some View {
      let placement = ItemPlacement(index: 0, frame: strip.indicatorFrame)
      ZStack(alignment: .topLeading) {
        indicator.placed(placement.drawn(ReadingDirection(layoutDirection), inWidth: strip.viewportSize.width))
      }
      .engineCoordinates()
    }
  }
#endif
