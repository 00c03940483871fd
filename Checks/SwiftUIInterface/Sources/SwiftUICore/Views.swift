import Foundation

// Declarations below are checked against Apple's iOS 18.0 SDK interfaces (xybp888/iOS-SDKs,
// iPhoneOS18.0.sdk/…/SwiftUICore.swiftmodule/arm64-apple-ios.swiftinterface, "Core ≈N", and
// …/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface, "SwiftUI ≈N": character offsets). Where the
// SDK isolates a view type to the main actor it says `@MainActor @preconcurrency` on the type, makes
// its initialisers `nonisolated`, and withholds `Sendable` (`@available(*, unavailable) extension
// X: Sendable {}`); Text, Color, Image and ForEach are not main-actor types (their View conformance
// is an extension), so they are built anywhere.

// https://developer.apple.com/documentation/swiftui/zstack — iOS 13.0+, macOS 10.15+
// Core ≈14,000: @frozen @MainActor @preconcurrency public struct ZStack<Content> : View where Content : View
@MainActor @preconcurrency
public struct ZStack<Content>: View where Content: View {
  // https://developer.apple.com/documentation/swiftui/zstack/init(alignment:content:)
  // Core ≈14,000: @inlinable nonisolated public init(alignment: Alignment = .center,
  //   @ViewBuilder content: () -> Content)
  nonisolated public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) { _unreachable() }
  public typealias Body = Never
  public var body: Never { _unreachable() }
}
@available(*, unavailable) extension ZStack: Sendable {}

// https://developer.apple.com/documentation/swiftui/vstack — iOS 13.0+, macOS 10.15+
// Core ≈60,500: @frozen @MainActor @preconcurrency public struct VStack<Content> : View where Content : View
@MainActor @preconcurrency
public struct VStack<Content>: View where Content: View {
  // https://developer.apple.com/documentation/swiftui/vstack/init(alignment:spacing:content:)
  // Core ≈60,500: @inlinable nonisolated public init(alignment: HorizontalAlignment = .center,
  //   spacing: CGFloat? = nil, @ViewBuilder content: () -> Content)
  nonisolated public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content
  ) { _unreachable() }
  public typealias Body = Never
  public var body: Never { _unreachable() }
}
@available(*, unavailable) extension VStack: Sendable {}

// https://developer.apple.com/documentation/swiftui/foreach — iOS 13.0+, macOS 10.15+
// Core ≈745,600: public struct ForEach<Data, ID, Content> where Data : RandomAccessCollection,
// ID : Hashable — not main-actor; the View conformance (≈746,100) and the initialisers (≈746,800,
// ≈747,300, ≈751,700) are separate extensions, as here.
public struct ForEach<Data, ID, Content> where Data: RandomAccessCollection, ID: Hashable {}
@available(*, unavailable) extension ForEach: Sendable {}
extension ForEach: View where Content: View {
  public typealias Body = Never
  public var body: Never { _unreachable() }
}
extension ForEach where ID == Data.Element.ID, Content: View, Data.Element: Identifiable {
  // https://developer.apple.com/documentation/swiftui/foreach/init(_:content:) (the view overload):
  // public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content)
  public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) { _unreachable() }
}
extension ForEach where Content: View {
  // https://developer.apple.com/documentation/swiftui/foreach/init(_:id:content:)
  // public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content)
  public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    _unreachable()
  }
}
extension ForEach where Data == Range<Int>, ID == Int, Content: View {
  // https://developer.apple.com/documentation/swiftui/foreach/init(_:content:)-eu0k —
  // @_semantics("swiftui.requires_constant_range") public init(_ data: Range<Int>,
  //   @ViewBuilder content: @escaping (Int) -> Content)
  public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) { _unreachable() }
}

// https://developer.apple.com/documentation/swiftui/geometryreader — iOS 13.0+, macOS 10.15+
// Core ≈351,700: @frozen @MainActor @preconcurrency public struct GeometryReader<Content> : View
@MainActor @preconcurrency
public struct GeometryReader<Content>: View where Content: View {
  // https://developer.apple.com/documentation/swiftui/geometryreader/init(content:)
  // @inlinable nonisolated public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content)
  nonisolated public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) { _unreachable() }
  public typealias Body = Never
  public var body: Never { _unreachable() }
}
@available(*, unavailable) extension GeometryReader: Sendable {}

// https://developer.apple.com/documentation/swiftui/geometryproxy
public struct GeometryProxy {
  // https://developer.apple.com/documentation/swiftui/geometryproxy/size
  public var size: CGSize { _unreachable() }
  // https://developer.apple.com/documentation/swiftui/geometryproxy/frame(in:)-6q6ms — iOS 17.0+, macOS 14.0+
  @available(iOS 17.0, macOS 14.0, *)
  public func frame(in coordinateSpace: some CoordinateSpaceProtocol) -> CGRect { _unreachable() }
  // https://developer.apple.com/documentation/swiftui/geometryproxy/frame(in:)-4d7dw — iOS 13.0+.
  // Core ≈353,000: the enum form is disfavoured and deprecated in the future, so `.named(…)` and
  // `.local` resolve to the protocol form above.
  @available(
    iOS, introduced: 13.0, deprecated: 100000.0, message: "use overload that accepts a CoordinateSpaceProtocol instead"
  )
  @available(
    macOS, introduced: 10.15, deprecated: 100000.0,
    message: "use overload that accepts a CoordinateSpaceProtocol instead"
  )
  @_disfavoredOverload
  public func frame(in coordinateSpace: CoordinateSpace) -> CGRect { _unreachable() }
}

// https://developer.apple.com/documentation/swiftui/text
// Core ≈812,300: @frozen public struct Text : Equatable, Sendable — not main-actor; its View
// conformance is an extension (Core ≈265,600).
public struct Text: Equatable, Sendable {
  // https://developer.apple.com/documentation/swiftui/text/init(verbatim:)
  // Core ≈812,300: @inlinable public init(verbatim content: String)
  public init(verbatim content: String) { _unreachable() }
  // https://developer.apple.com/documentation/swiftui/text/init(_:)-9d1g4
  // Core ≈812,900: @_disfavoredOverload public init<S>(_ content: S) where S : StringProtocol — so a
  // literal, interpolated or not, is a LocalizedStringKey (below) and a String variable is verbatim.
  @_disfavoredOverload
  public init<S>(_ content: S) where S: StringProtocol { _unreachable() }
  // https://developer.apple.com/documentation/swiftui/text/init(_:tablename:bundle:comment:)
  // Core ≈231,600: public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil,
  //   comment: StaticString? = nil)
  public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil)
  {
    _unreachable()
  }
  // https://developer.apple.com/documentation/swiftui/text/bold() — iOS 13.0+: public func bold() -> Text
  public func bold() -> Text { _unreachable() }
  // https://developer.apple.com/documentation/swiftui/text/bold(_:) — iOS 16.0+, macOS 13.0+
  @available(iOS 16.0, macOS 13.0, *)
  public func bold(_ isActive: Bool) -> Text { _unreachable() }
  nonisolated public static func == (lhs: Text, rhs: Text) -> Bool { _unreachable() }
}
extension Text: View {
  public typealias Body = Never
  public var body: Never { _unreachable() }
}

// https://developer.apple.com/documentation/swiftui/localizedstringkey — iOS 13.0+, macOS 10.15+
// Core ≈232,000: @frozen public struct LocalizedStringKey : Equatable, ExpressibleByStringInterpolation
// — and Core ≈235,300: @available(*, unavailable) extension LocalizedStringKey : Sendable {} (not
// Sendable; its StringInterpolation neither).
public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation {
  // https://developer.apple.com/documentation/swiftui/localizedstringkey/init(_:)
  public init(_ value: String) { _unreachable() }
  // https://developer.apple.com/documentation/swiftui/localizedstringkey/init(stringliteral:)
  public init(stringLiteral value: String) { _unreachable() }
  // https://developer.apple.com/documentation/swiftui/localizedstringkey/init(stringinterpolation:)
  public init(stringInterpolation: LocalizedStringKey.StringInterpolation) { _unreachable() }

  // https://developer.apple.com/documentation/swiftui/localizedstringkey/stringinterpolation
  // Core ≈232,000–235,500. None of the SDK's overloads is disfavoured. Numbers (`_FormatSpecifiable`)
  // become format specifiers: `Text("\(n) of \(count)")` is the key "%lld of %lld".
  public struct StringInterpolation: StringInterpolationProtocol {
    public init(literalCapacity: Int, interpolationCount: Int) { _unreachable() }
    public mutating func appendLiteral(_ literal: String) { _unreachable() }
    // public mutating func appendInterpolation(_ string: String)
    public mutating func appendInterpolation(_ string: String) { _unreachable() }
    // @_transparent public mutating func appendInterpolation<T>(_ value: T) where T : _FormatSpecifiable
    public mutating func appendInterpolation<T>(_ value: T) where T: _FormatSpecifiable { _unreachable() }
    // public mutating func appendInterpolation<T>(_ value: T, specifier: String) where T : _FormatSpecifiable
    public mutating func appendInterpolation<T>(_ value: T, specifier: String) where T: _FormatSpecifiable {
      _unreachable()
    }
    // @available(iOS 14.0, macOS 11.0, …) public mutating func appendInterpolation(_ text: Text)
    public mutating func appendInterpolation(_ text: Text) { _unreachable() }
    // @available(*, unavailable, message: "Unsupported type for interpolation, see
    //   LocalizedStringKey.StringInterpolation for supported types.")
    // public mutating func appendInterpolation<T>(_ view: T) where T : View
    @available(
      *, unavailable,
      message: "Unsupported type for interpolation, see LocalizedStringKey.StringInterpolation for supported types."
    )
    public mutating func appendInterpolation<T>(_ view: T) where T: View { _unreachable() }
  }
}
@available(*, unavailable) extension LocalizedStringKey: Sendable {}
@available(*, unavailable) extension LocalizedStringKey.StringInterpolation: Sendable {}

// Core ≈237,500: public protocol _FormatSpecifiable : Equatable { associatedtype _Arg : CVarArg;
//   var _arg: Self._Arg { get }; var _specifier: String { get } } — adopted by the integer types,
// Float, Double and CGFloat (Core ≈237,800–242,800).
public protocol _FormatSpecifiable: Equatable {
  associatedtype _Arg: CVarArg
  var _arg: Self._Arg { get }
  var _specifier: String { get }
}
extension Int: _FormatSpecifiable {
  public var _arg: Int { self }
  public var _specifier: String { "%lld" }
}
extension Double: _FormatSpecifiable {
  public var _arg: Double { self }
  public var _specifier: String { "%lf" }
}
extension CGFloat: _FormatSpecifiable {
  public var _arg: CGFloat { self }
  public var _specifier: String { "%lf" }
}

// https://developer.apple.com/documentation/swiftui/color
// Core ≈590,600: @frozen public struct Color : Hashable, CustomStringConvertible, Sendable — not
// main-actor; Core ≈592,700: extension Color : View.
public struct Color: Hashable, Sendable {
  // https://developer.apple.com/documentation/swiftui/color/clear
  public static let clear = Color()
  // https://developer.apple.com/documentation/swiftui/color/black
  public static let black = Color()
  // Core ≈341,800: public static let primary: SwiftUICore.Color
  public static let primary = Color()
  // Core ≈341,800: public static let secondary: SwiftUICore.Color
  public static let secondary = Color()
}
// Core: extension Color : ShapeStyle
extension Color: ShapeStyle {}

// Core ≈414,400: public protocol ShapeStyle : Swift.Sendable (not main-actor; its requirements, all
// defaulted, are left out: CarouselKit calls none)
public protocol ShapeStyle: Sendable {}

// Core ≈412,700: @frozen public struct ForegroundStyle : SwiftUICore.ShapeStyle { @inlinable public init() }
public struct ForegroundStyle: ShapeStyle {
  public init() {}
}
extension ShapeStyle where Self == ForegroundStyle {
  // Core ≈412,300: @_alwaysEmitIntoClient public static var foreground: ForegroundStyle { get }
  public static var foreground: ForegroundStyle { _unreachable() }
}

// Core ≈783,600: @frozen @MainActor @preconcurrency public struct _ShapeView<Content, Style> : View
// where Content : Shape, Style : ShapeStyle
@MainActor @preconcurrency
public struct _ShapeView<Content, Style>: View where Content: Shape, Style: ShapeStyle {
  public typealias Body = Never
  public var body: Never { _unreachable() }
}

extension Shape {
  // https://developer.apple.com/documentation/swiftui/shape/fill(_:style:) — Core ≈785,900:
  // @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *) @_alwaysEmitIntoClient nonisolated
  // public func fill<S>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> _ShapeView<Self, S>
  // where S : ShapeStyle
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  nonisolated public func fill<S>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> _ShapeView<Self, S>
  where S: ShapeStyle { _unreachable() }
}

// https://developer.apple.com/documentation/swiftui/circle — Core ≈455,700: @frozen public struct
// Circle : Shape (iOS 13.0+; Sendable through Shape)
public struct Circle: Shape {
  // @inlinable nonisolated public init() {}
  public init() {}
  public func path(in rect: CGRect) -> Path { _unreachable() }
  public typealias Body = Never
  public var body: Never { _unreachable() }
}
extension Color: View {
  public typealias Body = Never
  public var body: Never { _unreachable() }
}

// https://developer.apple.com/documentation/swiftui/path
public struct Path {
  // The seed app's star (Examples/SeedApp), from the documentation pages (not located in the SDK's
  // interface; see SeedAppViews.swift):
  // https://developer.apple.com/documentation/swiftui/path/init() — iOS 13.0+: init()
  public init() {}
  // https://developer.apple.com/documentation/swiftui/path/addlines(_:) — iOS 13.0+:
  // mutating func addLines(_ lines: [CGPoint])
  public mutating func addLines(_ lines: [CGPoint]) {}
  // https://developer.apple.com/documentation/swiftui/path/closesubpath() — iOS 13.0+:
  // mutating func closeSubpath()
  public mutating func closeSubpath() {}
}

// https://developer.apple.com/documentation/swiftui/shape — iOS 13.0+, macOS 10.15+
public protocol Shape: Sendable, View {
  // https://developer.apple.com/documentation/swiftui/shape/path(in:)
  func path(in rect: CGRect) -> Path
}

// https://developer.apple.com/documentation/swiftui/roundedcornerstyle
public enum RoundedCornerStyle: Equatable, Hashable, Sendable {
  case circular, continuous
}

// https://developer.apple.com/documentation/swiftui/fillstyle
public struct FillStyle: Equatable {
  // https://developer.apple.com/documentation/swiftui/fillstyle/init(eofill:antialiased:)
  public init(eoFill: Bool = false, antialiased: Bool = true) {}
}

// https://developer.apple.com/documentation/swiftui/roundedrectangle — iOS 13.0+, macOS 10.15+
public struct RoundedRectangle: Shape {
  // https://developer.apple.com/documentation/swiftui/roundedrectangle/init(cornerradius:style:)
  public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {}
  public func path(in rect: CGRect) -> Path { _unreachable() }
  public typealias Body = Never
  public var body: Never { _unreachable() }
}

// https://developer.apple.com/documentation/swiftui/rectangle
public struct Rectangle: Shape {
  // https://developer.apple.com/documentation/swiftui/rectangle/init()
  public init() {}
  public func path(in rect: CGRect) -> Path { _unreachable() }
  public typealias Body = Never
  public var body: Never { _unreachable() }
}

// https://developer.apple.com/documentation/swiftui/timelineschedule — iOS 15.0+, macOS 12.0+
public protocol TimelineSchedule {
  // https://developer.apple.com/documentation/swiftui/timelineschedule/mode
  typealias Mode = TimelineScheduleMode
  // https://developer.apple.com/documentation/swiftui/timelineschedule/entries
  associatedtype Entries: Sequence where Self.Entries.Element == Date
  // https://developer.apple.com/documentation/swiftui/timelineschedule/entries(from:mode:)
  func entries(from startDate: Date, mode: Self.Mode) -> Self.Entries
}

// https://developer.apple.com/documentation/swiftui/timelineschedulemode — iOS 15.0+, macOS 12.0+
// Core ≈99,700: public enum TimelineScheduleMode : Swift.Sendable (TimelineSchedule, ≈99,300, is not).
public enum TimelineScheduleMode: Sendable {
  // https://developer.apple.com/documentation/swiftui/timelineschedulemode/normal
  case normal
  // https://developer.apple.com/documentation/swiftui/timelineschedulemode/lowfrequency
  case lowFrequency
}

// https://developer.apple.com/documentation/swiftui/everyminutetimelineschedule
public struct EveryMinuteTimelineSchedule: TimelineSchedule {
  // https://developer.apple.com/documentation/swiftui/everyminutetimelineschedule/entries
  public struct Entries: Sequence, IteratorProtocol {
    public mutating func next() -> Date? { _unreachable() }
  }
  // https://developer.apple.com/documentation/swiftui/everyminutetimelineschedule/entries(from:mode:)
  public func entries(from startDate: Date, mode: TimelineScheduleMode) -> EveryMinuteTimelineSchedule.Entries {
    _unreachable()
  }
}

extension View {
  // https://developer.apple.com/documentation/swiftui/view/ontapgesture(count:perform:) —
  // nonisolated func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View
  nonisolated public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
    _StubView()
  }

  // https://developer.apple.com/documentation/swiftui/view/id(_:) —
  // nonisolated func id<ID>(_ id: ID) -> some View where ID : Hashable
  nonisolated public func id<ID: Hashable>(_ id: ID) -> some View { _StubView() }
}
