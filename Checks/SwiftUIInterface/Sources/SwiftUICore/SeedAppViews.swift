import Foundation

// What the seed app (Examples/SeedApp) uses beyond CarouselKit, as SwiftUICore declares it in the iOS
// 18.0 SDK ("Core ≈N": character offsets in xybp888/iOS-SDKs,
// iPhoneOS18.0.sdk/…/SwiftUICore.swiftmodule/arm64-apple-ios.swiftinterface). Where no offset is
// given the declaration was not located in the parts of that 982,545-character file read for this
// (0–16,000, 58,000–74,000, 154,000–170,000, 238,000–254,000, 334,000–366,000, 396,000–426,000,
// 496,000–512,000, 586,000–602,000, 782,000–798,000, 812,000–844,000): it is copied from its
// documentation page, whose declaration is the SDK's, with the module's attributes (`nonisolated` on
// View modifiers, `@MainActor @preconcurrency` on view types) as every located one has them.

// https://developer.apple.com/documentation/swiftui/hstack — iOS 13.0+, macOS 10.15+
// Core ≈248,900: @frozen @MainActor @preconcurrency public struct HStack<Content> : SwiftUICore.View where
// Content : SwiftUICore.View { @inlinable nonisolated public init(alignment: SwiftUICore.VerticalAlignment =
// .center, spacing: CoreFoundation.CGFloat? = nil, @SwiftUICore.ViewBuilder content: () -> Content) }
@MainActor @preconcurrency
public struct HStack<Content>: View where Content: View {
  nonisolated public init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content
  ) { _unreachable() }
  public typealias Body = Never
  public var body: Never { _unreachable() }
}
// Core ≈249,700: @available(*, unavailable) extension SwiftUICore.HStack : Swift.Sendable {}
@available(*, unavailable) extension HStack: Sendable {}

// https://developer.apple.com/documentation/swiftui/spacer — iOS 13.0+, macOS 10.15+
// Core ≈160,600: @frozen @MainActor @preconcurrency public struct Spacer { @MainActor @preconcurrency public
// var minLength: CoreFoundation.CGFloat?; @inlinable @MainActor @preconcurrency public init(minLength:
// CoreFoundation.CGFloat? = nil) } — its initialiser is main-actor, not `nonisolated`. Its View conformance
// (Body = Never) was not located.
@MainActor @preconcurrency
public struct Spacer {
  public var minLength: CGFloat?
  public init(minLength: CGFloat? = nil) { self.minLength = minLength }
}
extension Spacer: View {
  public typealias Body = Never
  public var body: Never { _unreachable() }
}

extension Color {
  // Core ≈341,000: extension SwiftUICore.Color { … public static let white: SwiftUICore.Color … }
  public static let white = Color()

  // https://developer.apple.com/documentation/swiftui/color/init(_:red:green:blue:opacity:) — iOS 13.0+:
  // init(_ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double,
  //   opacity: Double = 1) (not located)
  public init(_ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1)
  {
    _unreachable()
  }

  // https://developer.apple.com/documentation/swiftui/color/rgbcolorspace — iOS 13.0+:
  // enum RGBColorSpace: Sendable { case sRGB, sRGBLinear, displayP3 } (not located)
  public enum RGBColorSpace: Sendable {
    case sRGB
    case sRGBLinear
    case displayP3
  }

  // https://developer.apple.com/documentation/swiftui/color/opacity(_:) — iOS 13.0+:
  // func opacity(_ opacity: Double) -> Color (not located)
  public func opacity(_ opacity: Double) -> Color { _unreachable() }
}

extension Image {
  // https://developer.apple.com/documentation/swiftui/image/init(systemname:)
  // Core ≈397,600: @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *) extension SwiftUICore.Image
  // { … @available(macOS 11.0, *) public init(systemName: Swift.String) … }
  @available(macOS 11.0, *)
  public init(systemName: String) { _unreachable() }
}

extension Shape {
  // A shape of the app's own is drawn filled with the foreground style. Core ≈782,100: extension
  // SwiftUICore.Shape { public var body: SwiftUICore._ShapeView<Self, SwiftUICore.ForegroundStyle> { get } }
  public var body: _ShapeView<Self, ForegroundStyle> { _unreachable() }

  // https://developer.apple.com/documentation/swiftui/shape/stroke(_:linewidth:antialiased:) — iOS 17.0+
  // Core ≈785,600: @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *) extension SwiftUICore.Shape {
  // @_alwaysEmitIntoClient nonisolated public func stroke<S>(_ content: S, lineWidth: CoreFoundation.CGFloat = 1,
  // antialiased: Swift.Bool = true) -> SwiftUICore.StrokeShapeView<Self, S, SwiftUICore.EmptyView> where S :
  // SwiftUICore.ShapeStyle }
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  nonisolated public func stroke<S>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true)
    -> StrokeShapeView<Self, S, EmptyView> where S: ShapeStyle
  { _unreachable() }
}

// https://developer.apple.com/documentation/swiftui/strokeshapeview — iOS 17.0+
// Core ≈788,600: @frozen @MainActor @preconcurrency public struct StrokeShapeView<Content, Style, Background> :
// SwiftUICore.ShapeView where Content : SwiftUICore.Shape, Style : SwiftUICore.ShapeStyle, Background :
// SwiftUICore.View { … Body = Never } — a View through ShapeView (≈784,900, `protocol ShapeView<Content> :
// View`), which the seed app does not name.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
@MainActor @preconcurrency
public struct StrokeShapeView<Content, Style, Background>: View
where Content: Shape, Style: ShapeStyle, Background: View {
  public typealias Body = Never
  public var body: Never { _unreachable() }
}
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
@available(*, unavailable) extension StrokeShapeView: Sendable {}

// https://developer.apple.com/documentation/swiftui/font
// Core ≈158,900: @frozen public struct Font : Swift.Hashable, Swift.Sendable — not main-actor.
public struct Font: Hashable, Sendable {
  // https://developer.apple.com/documentation/swiftui/font/weight — iOS 13.0+:
  // @frozen struct Weight: Hashable (Sendable) with its nine static weights (not located)
  public struct Weight: Hashable, Sendable {
    public static let regular = Weight()
    public static let semibold = Weight()
    public static let bold = Weight()
  }
  // https://developer.apple.com/documentation/swiftui/font/design — iOS 13.0+:
  // enum Design: Hashable, Sendable { case `default`, serif, rounded, monospaced } (not located)
  public enum Design: Hashable, Sendable {
    case `default`
    case serif
    case rounded
    case monospaced
  }
  // https://developer.apple.com/documentation/swiftui/font/system(size:weight:design:) — iOS 16.0+,
  // macOS 13.0+: static func system(size: CGFloat, weight: Font.Weight? = nil, design: Font.Design? = nil)
  //   -> Font (not located)
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  public static func system(size: CGFloat, weight: Font.Weight? = nil, design: Font.Design? = nil) -> Font {
    _unreachable()
  }
}

extension Text {
  // https://developer.apple.com/documentation/swiftui/text/font(_:) — iOS 13.0+:
  // func font(_ font: Font?) -> Text (not located)
  public func font(_ font: Font?) -> Text { _unreachable() }
}

extension View {
  // https://developer.apple.com/documentation/swiftui/view/font(_:) — iOS 13.0+:
  // nonisolated func font(_ font: Font?) -> some View (not located)
  nonisolated public func font(_ font: Font?) -> some View { _StubView() }

  // https://developer.apple.com/documentation/swiftui/view/foregroundstyle(_:) — iOS 15.0+, macOS 12.0+
  // Core ≈408,300: @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *) extension SwiftUICore.View {
  // @inlinable nonisolated public func foregroundStyle<S>(_ style: S) -> some SwiftUICore.View where S :
  // SwiftUICore.ShapeStyle }
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  nonisolated public func foregroundStyle<S>(_ style: S) -> some View where S: ShapeStyle { _StubView() }

  // https://developer.apple.com/documentation/swiftui/view/linelimit(_:)-513mb — iOS 13.0+:
  // nonisolated func lineLimit(_ number: Int?) -> some View (not located)
  nonisolated public func lineLimit(_ number: Int?) -> some View { _StubView() }

  // https://developer.apple.com/documentation/swiftui/view/padding(_:_:) — iOS 13.0+:
  // nonisolated func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View (not located)
  nonisolated public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View { _StubView() }

  // https://developer.apple.com/documentation/swiftui/view/padding(_:)-68shk — iOS 13.0+:
  // nonisolated func padding(_ length: CGFloat) -> some View (not located)
  nonisolated public func padding(_ length: CGFloat) -> some View { _StubView() }

  // https://developer.apple.com/documentation/swiftui/view/overlay(alignment:content:) — iOS 15.0+, macOS 12.0+
  // Core ≈156,800: @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *) extension SwiftUICore.View {
  // @inlinable nonisolated public func overlay<V>(alignment: SwiftUICore.Alignment = .center,
  // @SwiftUICore.ViewBuilder content: () -> V) -> some SwiftUICore.View where V : SwiftUICore.View }
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  nonisolated public func overlay<V>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View
  where V: View { _StubView() }
}
