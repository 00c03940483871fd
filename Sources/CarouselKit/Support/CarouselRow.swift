#if canImport(SwiftUI)
  @_spi(FrontEnd) import CarouselCore
  import SwiftUI

  /// A row of items side by side drawn as ``CarouselRowRendering`` says: by the engine shell
  /// (`HostedCarousel`) or by SwiftUI's scroll view (`NativeCarouselRow`), with the same data,
  /// identity, index binding and events either way. ``SnapCarouselView`` and
  /// ``FreeScrollCarouselView`` only say which component and which native geometry.
  struct CarouselRow<Component: InteractiveComponent & Equatable, Data: RandomAccessCollection, Content: View>: View {
    let rendering: CarouselRowRendering
    let component: Component
    let data: Data
    let identity: ItemIdentity<Data.Element>
    let selection: Binding<Int>
    /// The engine's curve for moves the user did not drag.
    let animation: AnimationCurve
    let label: Text
    /// How VoiceOver names an item; nil: its position.
    let elementValue: ((Data.Element) -> Text)?
    let onEvent: (Component.Event) -> Void
    /// Where the native row's items sit for a container width.
    let geometry: @Sendable (CGFloat) -> NativeRowGeometry
    /// Whether items are as long as their content: drawn by the engine, which measures them, whatever
    /// the rendering asked (a native row's index arithmetic needs one item width).
    var measuresItemLengths = false
    let content: (Data.Element) -> Content

    var body: some View {
      switch measuresItemLengths ? .engine : rendering {
      case .engine:
        HostedCarousel(
          component: component, data: data, identity: identity, selection: selection, animation: animation,
          label: label,
          value: { [data, elementValue] in itemAccessibilityValue(of: $0, in: data, named: elementValue) },
          onEvents: { $0.forEach(onEvent) }, measuresContent: true, measuresItemLengths: measuresItemLengths
        ) { placement in
          element(placement.index)
        }
      case .scrollView:
        NativeCarouselRow(
          data: data, identity: identity, selection: selection, geometry: geometry, label: label,
          onEvents: { $0.forEach(onEvent) }, item: element)
      }
    }

    /// The caller's view of item `offset` (counted from the data's start), nothing past its end.
    @ViewBuilder private func element(_ offset: Int) -> some View {
      if let element = data.element(atOffset: offset) { content(element) }
    }
  }
#endif
