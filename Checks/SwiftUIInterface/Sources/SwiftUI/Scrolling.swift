import Foundation

// Declared by the SwiftUI module of the iOS 18.0 SDK: ScrollTargetBehavior and its context,
// ContentMarginPlacement, ScrollIndicatorVisibility and the scroll modifiers are not in SwiftUICore's
// interface (read in full), which declares ScrollTarget, ScrollPhase and ScrollGeometry
// (SwiftUICore/Scrolling.swift).

// https://developer.apple.com/documentation/swiftui/scrolltargetbehaviorcontext —
// @dynamicMemberLookup struct ScrollTargetBehaviorContext, iOS 17.0+
@available(iOS 17.0, macOS 14.0, *)
@dynamicMemberLookup
public struct ScrollTargetBehaviorContext {
  // .../scrolltargetbehaviorcontext/originaltarget — var originalTarget: ScrollTarget { get }
  public var originalTarget: ScrollTarget { _unreachable() }
  // .../scrolltargetbehaviorcontext/velocity — var velocity: CGVector { get }
  public var velocity: CGVector { _unreachable() }
  // .../scrolltargetbehaviorcontext/contentsize — var contentSize: CGSize { get }
  public var contentSize: CGSize { _unreachable() }
  // .../scrolltargetbehaviorcontext/containersize — var containerSize: CGSize { get }
  public var containerSize: CGSize { _unreachable() }
  // .../scrolltargetbehaviorcontext/axes — var axes: Axis.Set { get }
  public var axes: Axis.Set { _unreachable() }
  // subscript<T>(dynamicMember keyPath: KeyPath<EnvironmentValues, T>) -> T { get }
  public subscript<T>(dynamicMember keyPath: KeyPath<EnvironmentValues, T>) -> T { _unreachable() }
}

// https://developer.apple.com/documentation/swiftui/scrolltargetbehavior — protocol ScrollTargetBehavior,
// iOS 17.0+
@available(iOS 17.0, macOS 14.0, *)
public protocol ScrollTargetBehavior {
  // .../scrolltargetbehavior/targetcontext — typealias TargetContext = ScrollTargetBehaviorContext
  typealias TargetContext = ScrollTargetBehaviorContext
  // .../scrolltargetbehavior/updatetarget(_:context:) —
  // func updateTarget(_ target: inout ScrollTarget, context: Self.TargetContext)
  func updateTarget(_ target: inout ScrollTarget, context: Self.TargetContext)
}

@available(iOS 17.0, macOS 14.0, *)
extension View {
  // https://developer.apple.com/documentation/swiftui/view/scrolltargetbehavior(_:) —
  // nonisolated func scrollTargetBehavior(_ behavior: some ScrollTargetBehavior) -> some View
  nonisolated public func scrollTargetBehavior(_ behavior: some ScrollTargetBehavior) -> some View {
    _StubView()
  }
}

// https://developer.apple.com/documentation/swiftui/contentmarginplacement — iOS 17.0+, macOS 14.0+
public struct ContentMarginPlacement: Sendable {
  // https://developer.apple.com/documentation/swiftui/contentmarginplacement/scrollcontent
  public static let scrollContent = ContentMarginPlacement()
  // https://developer.apple.com/documentation/swiftui/contentmarginplacement/automatic
  public static let automatic = ContentMarginPlacement()
}

// https://developer.apple.com/documentation/swiftui/scrollindicatorvisibility — iOS 16.0+, macOS 13.0+
public struct ScrollIndicatorVisibility: Sendable {
  // https://developer.apple.com/documentation/swiftui/scrollindicatorvisibility/hidden
  public static let hidden = ScrollIndicatorVisibility()
}

extension View {
  // https://developer.apple.com/documentation/swiftui/view/scrolltargetlayout(isenabled:) — iOS 17.0+:
  // nonisolated func scrollTargetLayout(isEnabled: Bool = true) -> some View
  nonisolated public func scrollTargetLayout(isEnabled: Bool = true) -> some View { _StubView() }

  // https://developer.apple.com/documentation/swiftui/view/scrollposition(id:anchor:) — iOS 17.0+:
  // nonisolated func scrollPosition(id: Binding<(some Hashable)?>, anchor: UnitPoint? = nil) -> some View
  nonisolated public func scrollPosition(id: Binding<(some Hashable)?>, anchor: UnitPoint? = nil) -> some View {
    _StubView()
  }

  // https://developer.apple.com/documentation/swiftui/view/contentmargins(_:_:for:)-4w3ps — iOS 17.0+:
  // nonisolated func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat?,
  //   for placement: ContentMarginPlacement = .automatic) -> some View
  nonisolated public func contentMargins(
    _ edges: Edge.Set, _ length: CGFloat?, for placement: ContentMarginPlacement = .automatic
  ) -> some View { _StubView() }

  // https://developer.apple.com/documentation/swiftui/view/scrollindicators(_:axes:) — iOS 16.0+:
  // nonisolated func scrollIndicators(_ visibility: ScrollIndicatorVisibility,
  //   axes: Axis.Set = [.vertical, .horizontal]) -> some View
  nonisolated public func scrollIndicators(
    _ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]
  ) -> some View { _StubView() }

  // https://developer.apple.com/documentation/swiftui/view/onscrollphasechange(_:) — iOS 18.0+, macOS 15.0+:
  // nonisolated func onScrollPhaseChange(_ action: @escaping (ScrollPhase, ScrollPhase) -> Void) -> some View
  @available(iOS 18.0, macOS 15.0, *)
  nonisolated public func onScrollPhaseChange(_ action: @escaping (ScrollPhase, ScrollPhase) -> Void) -> some View {
    _StubView()
  }
}

@available(iOS 18.0, macOS 15.0, *)
extension View {
  // https://developer.apple.com/documentation/swiftui/view/onscrollgeometrychange(for:of:action:) —
  // SwiftUI ≈718,500 (iOS 18.0 SDK): @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0,
  // visionOS 2.0, *) nonisolated public func onScrollGeometryChange<T>(for type: T.Type,
  // of transform: @escaping (ScrollGeometry) -> T, action: @escaping (_ oldValue: T, _ newValue: T) -> Void)
  // -> some View where T : Equatable
  nonisolated public func onScrollGeometryChange<T>(
    for type: T.Type, of transform: @escaping (ScrollGeometry) -> T,
    action: @escaping (_ oldValue: T, _ newValue: T) -> Void
  ) -> some View where T: Equatable { _StubView() }
}
