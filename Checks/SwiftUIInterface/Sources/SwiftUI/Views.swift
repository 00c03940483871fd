import Foundation

// Declared by the SwiftUI module of the iOS 18.0 SDK ("SwiftUI ≈N": character offsets in
// …/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface); AnimationTimelineSchedule and its `.animation` are
// not in SwiftUICore's interface (read in full), which declares the stacks, Text, Color, the shapes,
// TimelineSchedule and EveryMinuteTimelineSchedule (SwiftUICore/Views.swift).

// https://developer.apple.com/documentation/swiftui/scrollview — iOS 13.0+, macOS 10.15+
// SwiftUI ≈775,100: @MainActor @preconcurrency public struct ScrollView<Content> : View
@MainActor @preconcurrency
public struct ScrollView<Content>: View where Content: View {
  // https://developer.apple.com/documentation/swiftui/scrollview/init(_:content:)
  // SwiftUI ≈775,100: @_alwaysEmitIntoClient nonisolated public init(_ axes: Axis.Set = .vertical,
  //   @ViewBuilder content: () -> Content)
  nonisolated public init(_ axes: Axis.Set = .vertical, @ViewBuilder content: () -> Content) { _unreachable() }
  public typealias Body = Never
  public var body: Never { _unreachable() }
}
@available(*, unavailable) extension ScrollView: Sendable {}

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

extension TimelineSchedule where Self == AnimationTimelineSchedule {
  // https://developer.apple.com/documentation/swiftui/timelineschedule/animation(minimuminterval:paused:)
  public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
    AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
  }
}

// https://developer.apple.com/documentation/swiftui/timelineview — iOS 15.0+, macOS 12.0+
// SwiftUI ≈1,138,500: @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *) public struct
// TimelineView<Schedule, Content> where Schedule : TimelineSchedule — not main-actor, not Sendable.
@available(iOS 15.0, macOS 12.0, *)
public struct TimelineView<Schedule, Content> where Schedule: TimelineSchedule {
  // https://developer.apple.com/documentation/swiftui/timelineview/context
  public struct Context {
    // https://developer.apple.com/documentation/swiftui/timelineview/context/date
    public let date: Date
  }
}

@available(iOS 15.0, macOS 12.0, *)
@available(*, unavailable) extension TimelineView: Sendable {}

// https://developer.apple.com/documentation/swiftui/timelineviewdefaultcontext
@available(iOS 15.0, macOS 12.0, *)
public typealias TimelineViewDefaultContext = TimelineView<EveryMinuteTimelineSchedule, Never>.Context

@available(iOS 15.0, macOS 12.0, *)
extension TimelineView: View where Content: View {
  // https://developer.apple.com/documentation/swiftui/timelineview/init(_:content:)-1mlmj
  // SwiftUI ≈1,138,500: @_alwaysEmitIntoClient nonisolated public init(_ schedule: Schedule,
  //   @ViewBuilder content: @escaping (TimelineViewDefaultContext) -> Content)
  nonisolated public init(_ schedule: Schedule, @ViewBuilder content: @escaping (TimelineViewDefaultContext) -> Content)
  {
    _unreachable()
  }
  public typealias Body = Never
  public var body: Never { _unreachable() }
}

// https://developer.apple.com/documentation/swiftui/button — iOS 13.0+, macOS 10.15+:
// SwiftUI ≈1,144,900: @MainActor @preconcurrency public struct Button<Label> : View where Label : View
@MainActor @preconcurrency
public struct Button<Label: View>: View {
  public typealias Body = Never
  public var body: Never { _unreachable() }
}
@available(*, unavailable) extension Button: Sendable {}

extension Button where Label == Text {
  // https://developer.apple.com/documentation/swiftui/button/init(_:action:)-1asy —
  // @preconcurrency nonisolated init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void)
  nonisolated public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) { _unreachable() }
}

// https://developer.apple.com/documentation/swiftui/lazyhstack — iOS 14.0+, macOS 11.0+
// SwiftUI ≈755,900: @MainActor @preconcurrency public struct LazyHStack<Content> : View
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
@available(*, unavailable) extension LazyHStack: Sendable {}

extension View {
  // https://developer.apple.com/documentation/swiftui/view/ontapgesture(count:coordinatespace:perform:)
  // SwiftUI ≈1,196,500: @available(iOS 17.0, macOS 14.0, watchOS 10.0, *) @available(tvOS, unavailable)
  // nonisolated public func onTapGesture(count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol =
  //   .local, perform action: @escaping (CGPoint) -> Void) -> some View
  @available(iOS 17.0, macOS 14.0, *)
  @available(tvOS, unavailable)
  nonisolated public func onTapGesture(
    count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol = .local, perform action: @escaping (CGPoint) -> Void
  ) -> some View { _StubView() }
}
