// Declared by SwiftUICore in the iOS 18.0 SDK ("Core ≈N": character offsets in
// …/SwiftUICore.swiftmodule/arm64-apple-ios.swiftinterface): View ≈598,300, ViewModifier ≈676,800,
// _ViewModifier_Content ≈83,500, View.modifier(_:) ≈680,700, ModifiedContent ≈681,100, Never: View ≈695,300,
// EmptyView ≈609,600, TupleView ≈121,500, _ConditionalContent ≈734,700, Optional: View ≈670,000.

// https://developer.apple.com/documentation/swiftui/view
// @MainActor @preconcurrency protocol View — iOS 13.0+, macOS 10.15+
@MainActor @preconcurrency
public protocol View {
  associatedtype Body: View
  @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

// https://developer.apple.com/documentation/swiftui/viewmodifier
@MainActor @preconcurrency
public protocol ViewModifier {
  associatedtype Body: View
  // https://developer.apple.com/documentation/swiftui/viewmodifier/content
  typealias Content = _ViewModifier_Content<Self>
  // https://developer.apple.com/documentation/swiftui/viewmodifier/body(content:)
  @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body
}

// SwiftUI's own (primitive) modifiers have `Body == Never` and a body that never runs.
extension ViewModifier where Self.Body == Never {
  public func body(content: Self.Content) -> Never { _unreachable() }
}

// https://developer.apple.com/documentation/swiftui/_viewmodifier_content
public struct _ViewModifier_Content<Modifier>: View where Modifier: ViewModifier {
  public typealias Body = Never
  public var body: Never { _unreachable() }
}

extension View {
  // https://developer.apple.com/documentation/swiftui/view/modifier(_:)
  nonisolated public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> { _unreachable() }
}

// https://developer.apple.com/documentation/swiftui/modifiedcontent
// @frozen struct ModifiedContent<Content, Modifier>
public struct ModifiedContent<Content, Modifier> {
  public var content: Content
  public var modifier: Modifier
}
extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
  public typealias Body = Never
  public var body: Never { _unreachable() }
}

// https://developer.apple.com/documentation/swiftui/never (Never conforms to View)
extension Never: View {
  public typealias Body = Never
  public var body: Never { _unreachable() }
}

// https://developer.apple.com/documentation/swiftui/emptyview
public struct EmptyView: View {
  public init() {}
  public typealias Body = Never
  public var body: Never { _unreachable() }
}

// https://developer.apple.com/documentation/swiftui/tupleview
public struct TupleView<T>: View {
  public var value: T
  public init(_ value: T) { self.value = value }
  public typealias Body = Never
  public var body: Never { _unreachable() }
}

// https://developer.apple.com/documentation/swiftui/_conditionalcontent
public struct _ConditionalContent<TrueContent, FalseContent>: View where TrueContent: View, FalseContent: View {
  public typealias Body = Never
  public var body: Never { _unreachable() }
}

// https://developer.apple.com/documentation/swiftui/optional (Optional conforms to View when Wrapped does)
extension Optional: View where Wrapped: View {
  public typealias Body = Never
  public var body: Never { _unreachable() }
}
