import Foundation

// What the seed app (Examples/SeedApp) uses beyond CarouselKit, as the SwiftUI module of the iOS 18.0 SDK
// declares it ("SwiftUI ≈N": character offsets in xybp888/iOS-SDKs,
// iPhoneOS18.0.sdk/…/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface). Where no offset is given the
// declaration was not located in the parts of that 1,369,099-character file read for this (124,000–140,000,
// 266,000–282,000, 1,143,000–1,159,000, 1,197,000–1,213,000): it is copied from its documentation page,
// with the attributes every located declaration of the kind has (`@MainActor @preconcurrency` on the app,
// scene and view types and protocols, `nonisolated` on view modifiers and view initialisers). None is in
// SwiftUICore's interface: PreviewProvider is SwiftUI's (DeveloperToolsSupport's interface, 10,753
// characters read in full, has PreviewLayout "originally defined in SwiftUI" and no PreviewProvider).

// https://developer.apple.com/documentation/swiftui/app — iOS 14.0+, macOS 11.0+:
// @MainActor @preconcurrency protocol App { associatedtype Body : Scene; @SceneBuilder @MainActor
//   @preconcurrency var body: Self.Body { get }; @MainActor @preconcurrency init() } (not located)
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@MainActor @preconcurrency
public protocol App {
  associatedtype Body: Scene
  @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
  @MainActor @preconcurrency init()
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension App {
  // https://developer.apple.com/documentation/swiftui/app/main() — @MainActor @preconcurrency static func
  // main() (not located): what `@main` calls.
  @MainActor @preconcurrency public static func main() { _unreachable() }
}

// https://developer.apple.com/documentation/swiftui/scene — iOS 14.0+, macOS 11.0+:
// @MainActor @preconcurrency protocol Scene { associatedtype Body : Scene; @SceneBuilder @MainActor
//   @preconcurrency var body: Self.Body { get } } (not located)
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@MainActor @preconcurrency
public protocol Scene {
  associatedtype Body: Scene
  @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

// https://developer.apple.com/documentation/swiftui/scenebuilder — iOS 14.0+, macOS 11.0+: @resultBuilder
// struct SceneBuilder; buildBlock(_:) — static func buildBlock<Content>(_ content: Content) -> Content
//   where Content : Scene (not located)
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@resultBuilder
public struct SceneBuilder {
  public static func buildBlock<Content>(_ content: Content) -> Content where Content: Scene { content }
}

// https://developer.apple.com/documentation/swiftui/windowgroup — iOS 14.0+, macOS 11.0+:
// @MainActor @preconcurrency struct WindowGroup<Content> where Content : View, a Scene (not located)
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@MainActor @preconcurrency
public struct WindowGroup<Content>: Scene where Content: View {
  public var body: Never { _unreachable() }
}
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension Never: Scene {}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
extension WindowGroup {
  // SwiftUI ≈1,202,600: @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *) extension
  // SwiftUI.WindowGroup { … @_alwaysEmitIntoClient nonisolated public init(@SwiftUICore.ViewBuilder
  // makeContent: @escaping () -> Content) … } — what `WindowGroup { … }` calls.
  nonisolated public init(@ViewBuilder makeContent: @escaping () -> Content) { _unreachable() }
}

// https://developer.apple.com/documentation/swiftui/previewprovider — iOS 13.0+, macOS 10.15+:
// @MainActor @preconcurrency protocol PreviewProvider : _PreviewProvider { associatedtype Previews : View;
//   @ViewBuilder @MainActor @preconcurrency static var previews: Self.Previews { get } } (not located;
// _PreviewProvider, which only Xcode calls, is left out)
@MainActor @preconcurrency
public protocol PreviewProvider {
  associatedtype Previews: View
  @ViewBuilder @MainActor @preconcurrency static var previews: Self.Previews { get }
}

extension Button {
  // https://developer.apple.com/documentation/swiftui/button/init(action:label:)
  // SwiftUI ≈1,145,000: @MainActor @preconcurrency public struct Button<Label> : SwiftUICore.View { @preconcurrency
  // nonisolated public init(action: @escaping @_Concurrency.MainActor () -> Swift.Void, @SwiftUICore.ViewBuilder
  // label: () -> Label) }
  @preconcurrency
  nonisolated public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
    _unreachable()
  }
}

// https://developer.apple.com/documentation/swiftui/primitivebuttonstyle — iOS 13.0+:
// @MainActor @preconcurrency protocol PrimitiveButtonStyle (its makeBody(configuration:) left out: the seed
// app only passes SwiftUI's own styles) (not located)
@MainActor @preconcurrency
public protocol PrimitiveButtonStyle {}

// https://developer.apple.com/documentation/swiftui/plainbuttonstyle — iOS 13.0+:
// @MainActor @preconcurrency struct PlainButtonStyle : PrimitiveButtonStyle { nonisolated init() } (not located)
@MainActor @preconcurrency
public struct PlainButtonStyle: PrimitiveButtonStyle {
  nonisolated public init() {}
}

extension PrimitiveButtonStyle where Self == PlainButtonStyle {
  // https://developer.apple.com/documentation/swiftui/primitivebuttonstyle/plain — iOS 13.0+:
  // @MainActor @preconcurrency static var plain: PlainButtonStyle { get } (not located)
  @MainActor @preconcurrency public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

extension View {
  // https://developer.apple.com/documentation/swiftui/view/buttonstyle(_:)-66fbx — iOS 13.0+:
  // nonisolated func buttonStyle<S>(_ style: S) -> some View where S : PrimitiveButtonStyle (not located)
  nonisolated public func buttonStyle<S>(_ style: S) -> some View where S: PrimitiveButtonStyle { _StubView() }

  // https://developer.apple.com/documentation/swiftui/view/tabitem(_:) — iOS 13.0+, macOS 10.15+:
  // nonisolated func tabItem<V>(@ViewBuilder _ label: () -> V) -> some View where V : View (not located; the
  // iOS 18 SDK keeps it beside the new `Tab`, as it keeps TabView(selection:content:), SwiftUI ≈133,500,
  // deprecated only in a future version)
  nonisolated public func tabItem<V>(@ViewBuilder _ label: () -> V) -> some View where V: View { _StubView() }
}

// https://developer.apple.com/documentation/swiftui/textfield — iOS 13.0+, macOS 10.15+
// SwiftUI ≈273,500: @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *) @MainActor @preconcurrency
// public struct TextField<Label> : SwiftUICore.View where Label : SwiftUICore.View — and
// @available(*, unavailable) extension SwiftUI.TextField : Swift.Sendable {}
@MainActor @preconcurrency
public struct TextField<Label>: View where Label: View {
  public typealias Body = Never
  public var body: Never { _unreachable() }
}
@available(*, unavailable) extension TextField: Sendable {}

extension TextField where Label == Text {
  // https://developer.apple.com/documentation/swiftui/textfield/init(_:text:)-5ub5y
  // SwiftUI ≈276,900: extension SwiftUI.TextField where Label == SwiftUICore.Text { @available(iOS 13.0, macOS
  // 10.15, tvOS 13.0, watchOS 6.0, *) @_alwaysEmitIntoClient nonisolated public init(_ titleKey:
  // SwiftUICore.LocalizedStringKey, text: SwiftUICore.Binding<Swift.String>) }
  nonisolated public init(_ titleKey: LocalizedStringKey, text: Binding<String>) { _unreachable() }
}

// https://developer.apple.com/documentation/swiftui/label — iOS 14.0+, macOS 11.0+
// SwiftUI ≈1,209,800: @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *) @MainActor @preconcurrency
// public struct Label<Title, Icon> : SwiftUICore.View where Title : SwiftUICore.View, Icon : SwiftUICore.View —
// and @available(*, unavailable) extension SwiftUI.Label : Swift.Sendable {}
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@MainActor @preconcurrency
public struct Label<Title, Icon>: View where Title: View, Icon: View {
  public typealias Body = Never
  public var body: Never { _unreachable() }
}
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@available(*, unavailable) extension Label: Sendable {}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension Label where Title == Text, Icon == Image {
  // https://developer.apple.com/documentation/swiftui/label/init(_:systemimage:)-7rbnl
  // SwiftUI ≈1,210,400: extension SwiftUI.Label where Title == SwiftUICore.Text, Icon == SwiftUICore.Image {
  // nonisolated public init(_ titleKey: SwiftUICore.LocalizedStringKey, systemImage name: Swift.String) }
  nonisolated public init(_ titleKey: LocalizedStringKey, systemImage name: String) { _unreachable() }
}
