// Declared by SwiftUICore in the iOS 18.0 SDK ("Core ≈N": character offsets in
// …/SwiftUICore.swiftmodule/arm64-apple-ios.swiftinterface).

// https://developer.apple.com/documentation/swiftui/viewbuilder
// Core ≈213,600 (iOS 18.0 SDK): @_functionBuilder public struct ViewBuilder — not main-actor, not
// Sendable. Every statement goes through buildExpression (so it must be a View); an
// `if #available` branch is erased by buildLimitedAvailability (Core ≈215,800, iOS 14.0+).
@resultBuilder
public struct ViewBuilder {
  // https://developer.apple.com/documentation/swiftui/viewbuilder/buildexpression(_:)
  // @_alwaysEmitIntoClient public static func buildExpression<Content>(_ content: Content) -> Content
  //   where Content : View
  public static func buildExpression<Content>(_ content: Content) -> Content where Content: View { content }
  // https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock()
  public static func buildBlock() -> EmptyView { _unreachable() }
  // https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:)-3n4tc
  public static func buildBlock<Content>(_ content: Content) -> Content where Content: View { content }
  // https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:) — Core ≈213,600:
  // @_disfavoredOverload @_alwaysEmitIntoClient public static func buildBlock<each Content>(
  //   _ content: repeat each Content) -> TupleView<(repeat each Content)> where repeat each Content : View
  // (emitted into the client: no availability of its own)
  @_disfavoredOverload
  public static func buildBlock<each Content>(_ content: repeat each Content) -> TupleView<(repeat each Content)>
  where repeat each Content: View { _unreachable() }
}
@available(*, unavailable) extension ViewBuilder: Sendable {}

extension ViewBuilder {
  // https://developer.apple.com/documentation/swiftui/viewbuilder/buildif(_:) — Core ≈214,700
  public static func buildIf<Content>(_ content: Content?) -> Content? where Content: View { content }
  // https://developer.apple.com/documentation/swiftui/viewbuilder/buildeither(first:)
  public static func buildEither<TrueContent, FalseContent>(first: TrueContent) -> _ConditionalContent<
    TrueContent, FalseContent
  > where TrueContent: View, FalseContent: View { _unreachable() }
  // https://developer.apple.com/documentation/swiftui/viewbuilder/buildeither(second:)
  public static func buildEither<TrueContent, FalseContent>(second: FalseContent) -> _ConditionalContent<
    TrueContent, FalseContent
  > where TrueContent: View, FalseContent: View { _unreachable() }
}

extension ViewBuilder {
  // https://developer.apple.com/documentation/swiftui/viewbuilder/buildlimitedavailability(_:)
  // Core ≈215,800: @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *) @_alwaysEmitIntoClient
  // public static func buildLimitedAvailability<Content>(_ content: Content) -> AnyView where Content : View
  @available(iOS 14.0, macOS 11.0, *)
  public static func buildLimitedAvailability<Content>(_ content: Content) -> AnyView where Content: View {
    _unreachable()
  }
}

// https://developer.apple.com/documentation/swiftui/anyview
// Core ≈643,700: @frozen @MainActor @preconcurrency public struct AnyView : View
@MainActor @preconcurrency
public struct AnyView: View {
  // nonisolated public init<V>(_ view: V) where V : View
  nonisolated public init<V>(_ view: V) where V: View { _unreachable() }
  public typealias Body = Never
  public var body: Never { _unreachable() }
}
@available(*, unavailable) extension AnyView: Sendable {}
