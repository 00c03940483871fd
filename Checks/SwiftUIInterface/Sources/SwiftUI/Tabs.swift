// A paged TabView: what the documentation shows a carousel inside (`carouselYieldsDragsAtEnds`).
// Checked against the iOS 18.0 SDK's SwiftUI interface (xybp888/iOS-SDKs, "SwiftUI ≈N": character
// offsets in …/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface).

// https://developer.apple.com/documentation/swiftui/tabview — iOS 13.0+, macOS 10.15+
// SwiftUI ≈131,900: @MainActor @preconcurrency public struct TabView<SelectionValue, Content> : View
//   where SelectionValue : Hashable, Content : View — not Sendable
@MainActor @preconcurrency
public struct TabView<SelectionValue, Content>: View where SelectionValue: Hashable, Content: View {
  // nonisolated public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content)
  // (deprecated in the future, 100000.0, for the iOS 18 TabContentBuilder forms: no warning)
  nonisolated public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) { _unreachable() }
  public typealias Body = Never
  public var body: Never { _unreachable() }
}
@available(*, unavailable) extension TabView: Sendable {}

extension TabView where SelectionValue == Int {
  // SwiftUI ≈131,900: nonisolated public init(@ViewBuilder content: () -> Content)
  nonisolated public init(@ViewBuilder content: () -> Content) { _unreachable() }
}

// https://developer.apple.com/documentation/swiftui/tabviewstyle — SwiftUI ≈220,600:
// @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *) @preconcurrency @MainActor public protocol TabViewStyle
@available(iOS 14.0, macOS 11.0, *)
@MainActor @preconcurrency
public protocol TabViewStyle {}

extension View {
  // https://developer.apple.com/documentation/swiftui/view/tabviewstyle(_:) — SwiftUI ≈221,100:
  // nonisolated public func tabViewStyle<S>(_ style: S) -> some View where S : TabViewStyle
  @available(iOS 14.0, macOS 11.0, *)
  nonisolated public func tabViewStyle<S>(_ style: S) -> some View where S: TabViewStyle { _StubView() }
}

// https://developer.apple.com/documentation/swiftui/pagetabviewstyle — SwiftUI ≈548,700:
// @available(iOS 14.0, tvOS 14.0, watchOS 7.0, *) @available(macOS, unavailable)
// @MainActor @preconcurrency public struct PageTabViewStyle : TabViewStyle
@available(iOS 14.0, *)
@available(macOS, unavailable)
@MainActor @preconcurrency
public struct PageTabViewStyle: TabViewStyle {
  // nonisolated public init(indexDisplayMode: PageTabViewStyle.IndexDisplayMode = .automatic)
  // (IndexDisplayMode left out: CarouselKit's examples use the default)
  nonisolated public init() {}
}

@available(iOS 14.0, *)
@available(macOS, unavailable)
extension TabViewStyle where Self == PageTabViewStyle {
  // @_alwaysEmitIntoClient @MainActor @preconcurrency public static var page: PageTabViewStyle { get }
  public static var page: PageTabViewStyle { PageTabViewStyle() }
}
