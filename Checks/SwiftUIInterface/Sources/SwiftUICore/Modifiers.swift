import Foundation

// Declared by SwiftUICore in the iOS 18.0 SDK ("Core ≈N": character offsets in
// …/SwiftUICore.swiftmodule/arm64-apple-ios.swiftinterface): frame(width:height:alignment:) ≈556,800,
// scaleEffect ≈837,100, rotationEffect ≈75,500, opacity ≈200,300, clipShape and clipped ≈767,400,
// background(alignment:content:) ≈692,000, fixedSize ≈68,500, zIndex ≈364,600, onChange(of:initial:_:)
// ≈595,700, onAppear and onDisappear ≈481,700, layoutValue ≈373,800. The others CarouselKit uses are
// SwiftUI's (../SwiftUI/Modifiers.swift).

extension View {
  // https://developer.apple.com/documentation/swiftui/view/frame(width:height:alignment:)
  nonisolated public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center)
    -> some View
  { _StubView() }

  // Core ≈558,500: @inlinable nonisolated public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil,
  //   maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
  //   alignment: SwiftUICore.Alignment = .center) -> some SwiftUICore.View
  nonisolated public func frame(
    minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil,
    idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center
  ) -> some View { _StubView() }

  // https://developer.apple.com/documentation/swiftui/view/scaleeffect(_:anchor:)-pmi7
  nonisolated public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View { _StubView() }

  // https://developer.apple.com/documentation/swiftui/view/rotationeffect(_:anchor:)
  nonisolated public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View { _StubView() }

  // https://developer.apple.com/documentation/swiftui/view/opacity(_:)
  nonisolated public func opacity(_ opacity: Double) -> some View { _StubView() }

  // https://developer.apple.com/documentation/swiftui/view/clipshape(_:style:) — iOS 13.0+, macOS 10.15+
  nonisolated public func clipShape<S>(_ shape: S, style: FillStyle = FillStyle()) -> some View where S: Shape {
    _StubView()
  }

  // https://developer.apple.com/documentation/swiftui/view/background(alignment:content:) — iOS 15.0+,
  // macOS 12.0+ (its builder is a view builder for a view's content)
  nonisolated public func background<V>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View
  where V: View { _StubView() }

  // https://developer.apple.com/documentation/swiftui/view/fixedsize(horizontal:vertical:) — iOS 13.0+, macOS 10.15+
  nonisolated public func fixedSize(horizontal: Bool, vertical: Bool) -> some View { _StubView() }

  // https://developer.apple.com/documentation/swiftui/view/clipped(antialiased:) — iOS 13.0+, macOS 10.15+
  nonisolated public func clipped(antialiased: Bool = false) -> some View { _StubView() }

  // https://developer.apple.com/documentation/swiftui/view/zindex(_:)
  nonisolated public func zIndex(_ value: Double) -> some View { _StubView() }

  // https://developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:)-4psgg — iOS 17.0+, macOS 14.0+
  @available(iOS 17.0, macOS 14.0, *)
  nonisolated public func onChange<V>(of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void)
    -> some View where V: Equatable
  { _StubView() }

  // https://developer.apple.com/documentation/swiftui/view/onappear(perform:)
  nonisolated public func onAppear(perform action: (() -> Void)? = nil) -> some View { _StubView() }

  // https://developer.apple.com/documentation/swiftui/view/ondisappear(perform:)
  nonisolated public func onDisappear(perform action: (() -> Void)? = nil) -> some View { _StubView() }

  // https://developer.apple.com/documentation/swiftui/view/layoutvalue(key:value:)
  nonisolated public func layoutValue<K>(key: K.Type, value: K.Value) -> some View where K: LayoutValueKey {
    _StubView()
  }
}
