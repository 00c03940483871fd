import Foundation

// Declared by SwiftUICore in the iOS 18.0 SDK ("Core ≈N": character offsets in
// …/SwiftUICore.swiftmodule/arm64-apple-ios.swiftinterface): DynamicProperty ≈302,500, State ≈697,000,
// Binding ≈507,600, EnvironmentValues ≈521,600 (accessibilityReduceMotion ≈804,800), Environment ≈502,300,
// EnvironmentKey ≈546,000, View.environment(_:_:) ≈141,800. ScenePhase is SwiftUI's
// (../SwiftUI/DataFlow.swift).

// https://developer.apple.com/documentation/swiftui/dynamicproperty
public protocol DynamicProperty {}

// https://developer.apple.com/documentation/swiftui/state — iOS 13.0+, macOS 10.15+
// @frozen @propertyWrapper struct State<Value>
@propertyWrapper
public struct State<Value>: DynamicProperty {
  // https://developer.apple.com/documentation/swiftui/state/init(wrappedvalue:)
  public init(wrappedValue value: Value) { _unreachable() }
  // https://developer.apple.com/documentation/swiftui/state/init(initialvalue:)
  public init(initialValue value: Value) { _unreachable() }
  // https://developer.apple.com/documentation/swiftui/state/wrappedvalue
  public var wrappedValue: Value {
    get { _unreachable() }
    nonmutating set { _unreachable() }
  }
  // https://developer.apple.com/documentation/swiftui/state/projectedvalue
  public var projectedValue: Binding<Value> { _unreachable() }
}

// https://developer.apple.com/documentation/swiftui/binding — iOS 13.0+, macOS 10.15+
// @frozen @propertyWrapper @dynamicMemberLookup struct Binding<Value>
@propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
  // https://developer.apple.com/documentation/swiftui/binding/init(get:set:)-7ufcp
  // Core ≈508,900: @preconcurrency public init(@_inheritActorContext get: @escaping @isolated(any) @Sendable
  //   () -> Value, @_inheritActorContext set: @escaping @isolated(any) @Sendable (Value) -> Swift.Void) —
  // both closures take the isolation of the code that writes them, so a view's `Binding { model.value }
  // set: { model.value = $0 }` reads and writes its main-actor state (the stub, without the attribute,
  // rejected that).
  @preconcurrency
  public init(
    @_inheritActorContext get: @escaping @isolated(any) @Sendable () -> Value,
    @_inheritActorContext set: @escaping @isolated(any) @Sendable (Value) -> Void
  ) { _unreachable() }
  // https://developer.apple.com/documentation/swiftui/binding/constant(_:)
  public static func constant(_ value: Value) -> Binding<Value> { _unreachable() }
  // https://developer.apple.com/documentation/swiftui/binding/wrappedvalue
  public var wrappedValue: Value {
    get { _unreachable() }
    nonmutating set { _unreachable() }
  }
  // https://developer.apple.com/documentation/swiftui/binding/projectedvalue
  public var projectedValue: Binding<Value> { _unreachable() }
  // https://developer.apple.com/documentation/swiftui/binding/subscript(dynamicmember:)
  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
    _unreachable()
  }
}

// https://developer.apple.com/documentation/swiftui/binding/init(get:set:)-7ufcp — "A binding conforms
// to Sendable only if its wrapped value type also conforms to Sendable."
extension Binding: @unchecked Sendable where Value: Sendable {}

// https://developer.apple.com/documentation/swiftui/environmentvalues
public struct EnvironmentValues {
  // https://developer.apple.com/documentation/swiftui/environmentvalues/accessibilityreducemotion
  // var accessibilityReduceMotion: Bool { get } — iOS 13.0+, macOS 10.15+
  public var accessibilityReduceMotion: Bool { _unreachable() }
  // https://developer.apple.com/documentation/swiftui/environmentvalues/layoutdirection — iOS 13.0+,
  // macOS 10.15+; Core ≈2,150: `extension EnvironmentValues { public var layoutDirection:
  // LayoutDirection { get set } }`.
  public var layoutDirection: LayoutDirection {
    get { _unreachable() }
    set { _unreachable() }
  }
}

// https://developer.apple.com/documentation/swiftui/layoutdirection — iOS 13.0+, macOS 10.15+; Core ≈1,600:
// `public enum LayoutDirection : Hashable, CaseIterable, Sendable { case leftToRight; case rightToLeft }`,
// not @frozen (so CarouselKit compares it instead of switching over it).
public enum LayoutDirection: Hashable, CaseIterable, Sendable {
  // https://developer.apple.com/documentation/swiftui/layoutdirection/lefttoright
  case leftToRight
  // https://developer.apple.com/documentation/swiftui/layoutdirection/righttoleft
  case rightToLeft
}

// https://developer.apple.com/documentation/swiftui/environment — iOS 13.0+, macOS 10.15+
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
  // https://developer.apple.com/documentation/swiftui/environment/init(_:)-8slkf
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { _unreachable() }
  // https://developer.apple.com/documentation/swiftui/environment/wrappedvalue
  public var wrappedValue: Value { _unreachable() }
}

// https://developer.apple.com/documentation/swiftui/environmentkey — iOS 13.0+, macOS 10.15+:
// protocol EnvironmentKey { associatedtype Value; static var defaultValue: Self.Value { get } }
public protocol EnvironmentKey {
  associatedtype Value
  static var defaultValue: Value { get }
}

extension EnvironmentValues {
  // https://developer.apple.com/documentation/swiftui/environmentvalues/subscript(_:)-1oxv9 —
  // subscript<K>(key: K.Type) -> K.Value where K : EnvironmentKey { get set }
  public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
    get { _unreachable() }
    set { _unreachable() }
  }
}

extension View {
  // https://developer.apple.com/documentation/swiftui/view/environment(_:_:) —
  // nonisolated func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View
  nonisolated public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
    _StubView()
  }
}
