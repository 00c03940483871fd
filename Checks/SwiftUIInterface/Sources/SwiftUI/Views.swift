import Foundation

// https://developer.apple.com/documentation/swiftui/zstack — iOS 13.0+, macOS 10.15+
public struct ZStack<Content>: View where Content: View {
  // https://developer.apple.com/documentation/swiftui/zstack/init(alignment:content:)
  public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) { _unreachable() }
  public typealias Body = Never
  public var body: Never { _unreachable() }
}

// https://developer.apple.com/documentation/swiftui/vstack — iOS 13.0+, macOS 10.15+
public struct VStack<Content>: View where Content: View {
  // https://developer.apple.com/documentation/swiftui/vstack/init(alignment:spacing:content:)
  // nonisolated init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
  //   @ContentBuilder content: () -> Content)
  nonisolated public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content
  ) { _unreachable() }
  public typealias Body = Never
  public var body: Never { _unreachable() }
}

// https://developer.apple.com/documentation/swiftui/foreach — iOS 13.0+, macOS 10.15+
public struct ForEach<Data, ID, Content> where Data: RandomAccessCollection, ID: Hashable {}
extension ForEach: View where Content: View {
  // https://developer.apple.com/documentation/swiftui/foreach/init(_:content:) (the view overload):
  // init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content)
  //   where ID == Data.Element.ID, Content : View, Data.Element : Identifiable
  public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content)
  where ID == Data.Element.ID, Data.Element: Identifiable {
    _unreachable()
  }
  // https://developer.apple.com/documentation/swiftui/foreach/init(_:id:content:)
  public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    _unreachable()
  }
  public typealias Body = Never
  public var body: Never { _unreachable() }
}

// https://developer.apple.com/documentation/swiftui/geometryreader — iOS 13.0+, macOS 10.15+
public struct GeometryReader<Content>: View where Content: View {
  // https://developer.apple.com/documentation/swiftui/geometryreader/init(content:)
  public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) { _unreachable() }
  public typealias Body = Never
  public var body: Never { _unreachable() }
}

// https://developer.apple.com/documentation/swiftui/geometryproxy
public struct GeometryProxy {
  // https://developer.apple.com/documentation/swiftui/geometryproxy/size
  public var size: CGSize { _unreachable() }
  // https://developer.apple.com/documentation/swiftui/geometryproxy/frame(in:)-6q6ms — iOS 17.0+, macOS 14.0+
  @available(iOS 17.0, macOS 14.0, *)
  public func frame(in coordinateSpace: some CoordinateSpaceProtocol) -> CGRect { _unreachable() }
  // https://developer.apple.com/documentation/swiftui/geometryproxy/frame(in:)-4d7dw — iOS 13.0+: the
  // enum form beside the protocol one, so that `.named(…)` and `.local` resolve here as in the SDK.
  public func frame(in coordinateSpace: CoordinateSpace) -> CGRect { _unreachable() }
}

// https://developer.apple.com/documentation/swiftui/scrollview — iOS 13.0+, macOS 10.15+
public struct ScrollView<Content>: View where Content: View {
  // https://developer.apple.com/documentation/swiftui/scrollview/init(_:content:)
  public init(_ axes: Axis.Set = .vertical, @ViewBuilder content: () -> Content) { _unreachable() }
  public typealias Body = Never
  public var body: Never { _unreachable() }
}

// https://developer.apple.com/documentation/swiftui/text
public struct Text: View, Equatable {
  // https://developer.apple.com/documentation/swiftui/text/init(_:)-9d1g4
  public init<S>(_ content: S) where S: StringProtocol { _unreachable() }
  // https://developer.apple.com/documentation/swiftui/text/init(_:tablename:bundle:comment:)
  // A string literal resolves to this one on Apple's platforms (localized), not to the
  // StringProtocol form above (verbatim): declared so that it resolves the same way here.
  public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil)
  {
    _unreachable()
  }
  // https://developer.apple.com/documentation/swiftui/text/bold(_:) — iOS 16.0+, macOS 13.0+
  @available(iOS 16.0, macOS 13.0, *)
  nonisolated public func bold(_ isActive: Bool) -> Text { _unreachable() }
  public typealias Body = Never
  public var body: Never { _unreachable() }
}

// https://developer.apple.com/documentation/swiftui/localizedstringkey — iOS 13.0+, macOS 10.15+
// @frozen struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation, Sendable
public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation, Sendable {
  // https://developer.apple.com/documentation/swiftui/localizedstringkey/init(_:)
  public init(_ value: String) { _unreachable() }
  // https://developer.apple.com/documentation/swiftui/localizedstringkey/init(stringliteral:)
  public init(stringLiteral value: String) { _unreachable() }
  // https://developer.apple.com/documentation/swiftui/localizedstringkey/init(stringinterpolation:)
  public init(stringInterpolation: LocalizedStringKey.StringInterpolation) { _unreachable() }

  // https://developer.apple.com/documentation/swiftui/localizedstringkey/stringinterpolation
  // Only the String and Text interpolations are declared (the real one also takes formatted values):
  // a use of another is rejected here until it is added from its page.
  public struct StringInterpolation: StringInterpolationProtocol {
    public init(literalCapacity: Int, interpolationCount: Int) { _unreachable() }
    public mutating func appendLiteral(_ literal: String) { _unreachable() }
    // appendInterpolation(_:) for a String and for a Text, from the page above
    public mutating func appendInterpolation(_ string: String) { _unreachable() }
    public mutating func appendInterpolation(_ text: Text) { _unreachable() }
  }
}

// https://developer.apple.com/documentation/swiftui/color
public struct Color: View, Hashable {
  // https://developer.apple.com/documentation/swiftui/color/clear
  public static let clear = Color()
  // https://developer.apple.com/documentation/swiftui/color/black
  public static let black = Color()
  public typealias Body = Never
  public var body: Never { _unreachable() }
}

// https://developer.apple.com/documentation/swiftui/path
public struct Path {}

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
public enum TimelineScheduleMode {
  // https://developer.apple.com/documentation/swiftui/timelineschedulemode/normal
  case normal
  // https://developer.apple.com/documentation/swiftui/timelineschedulemode/lowfrequency
  case lowFrequency
}

// https://developer.apple.com/documentation/swiftui/animationtimelineschedule — iOS 15.0+, macOS 12.0+
public struct AnimationTimelineSchedule: TimelineSchedule {
  // https://developer.apple.com/documentation/swiftui/animationtimelineschedule/init(minimuminterval:paused:)
  public init(minimumInterval: Double? = nil, paused: Bool = false) {}
  // https://developer.apple.com/documentation/swiftui/animationtimelineschedule/entries
  public struct Entries: Sequence, IteratorProtocol {
    public mutating func next() -> Date? { _unreachable() }
  }
  // https://developer.apple.com/documentation/swiftui/animationtimelineschedule/entries(from:mode:)
  public func entries(from start: Date, mode: TimelineScheduleMode) -> AnimationTimelineSchedule.Entries {
    _unreachable()
  }
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

extension TimelineSchedule where Self == AnimationTimelineSchedule {
  // https://developer.apple.com/documentation/swiftui/timelineschedule/animation(minimuminterval:paused:)
  public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
    AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
  }
}

// https://developer.apple.com/documentation/swiftui/timelineview — iOS 15.0+, macOS 12.0+
public struct TimelineView<Schedule, Content> where Schedule: TimelineSchedule {
  // https://developer.apple.com/documentation/swiftui/timelineview/context
  public struct Context {
    // https://developer.apple.com/documentation/swiftui/timelineview/context/date
    public let date: Date
  }
}

// https://developer.apple.com/documentation/swiftui/timelineviewdefaultcontext
public typealias TimelineViewDefaultContext = TimelineView<EveryMinuteTimelineSchedule, Never>.Context

extension TimelineView: View where Content: View {
  // https://developer.apple.com/documentation/swiftui/timelineview/init(_:content:)-1mlmj
  public init(_ schedule: Schedule, @ViewBuilder content: @escaping (TimelineViewDefaultContext) -> Content) {
    _unreachable()
  }
  public typealias Body = Never
  public var body: Never { _unreachable() }
}

// https://developer.apple.com/documentation/swiftui/button — iOS 13.0+, macOS 10.15+:
// @MainActor @preconcurrency struct Button<Label> where Label : View
@MainActor @preconcurrency
public struct Button<Label: View>: View {
  public typealias Body = Never
  public var body: Never { _unreachable() }
}

extension Button where Label == Text {
  // https://developer.apple.com/documentation/swiftui/button/init(_:action:)-1asy —
  // @preconcurrency nonisolated init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void)
  nonisolated public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) { _unreachable() }
}

// https://developer.apple.com/documentation/swiftui/lazyhstack — iOS 14.0+, macOS 11.0+
@MainActor @preconcurrency
public struct LazyHStack<Content>: View where Content: View {
  // https://developer.apple.com/documentation/swiftui/lazyhstack/init(alignment:spacing:pinnedviews:content:)
  // init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
  //   pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) (pinnedViews unused here)
  nonisolated public init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content
  ) { _unreachable() }
  public typealias Body = Never
  public var body: Never { _unreachable() }
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
