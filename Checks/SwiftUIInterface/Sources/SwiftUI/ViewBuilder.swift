// https://developer.apple.com/documentation/swiftui/viewbuilder
// @resultBuilder struct ViewBuilder — iOS 13.0+, macOS 10.15+
@resultBuilder
public struct ViewBuilder {
  // https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock()
  public static func buildBlock() -> EmptyView { _unreachable() }
  // https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:)-3n4tc
  public static func buildBlock<Content>(_ content: Content) -> Content where Content: View { content }
  // https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:) — variadic, iOS 17.0+
  @available(iOS 17.0, macOS 14.0, *)
  public static func buildBlock<each Content>(_ content: repeat each Content) -> TupleView<(repeat each Content)>
  where repeat each Content: View { _unreachable() }
  // https://developer.apple.com/documentation/swiftui/viewbuilder/buildif(_:)
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
