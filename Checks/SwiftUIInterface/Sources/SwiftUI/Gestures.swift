import Foundation

// https://developer.apple.com/documentation/swiftui/gesture — iOS 13.0+, macOS 10.15+
@MainActor @preconcurrency
public protocol Gesture<Value> {
  associatedtype Value
}

// https://developer.apple.com/documentation/swiftui/gesturemask
public struct GestureMask: OptionSet, Sendable {
  public let rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  public static let all = GestureMask(rawValue: 3)
}

// https://developer.apple.com/documentation/swiftui/_changedgesture
public struct _ChangedGesture<Content>: Gesture where Content: Gesture {
  public typealias Value = Content.Value
}

// https://developer.apple.com/documentation/swiftui/_endedgesture
public struct _EndedGesture<Content>: Gesture where Content: Gesture {
  public typealias Value = Content.Value
}

extension Gesture where Self.Value: Equatable {
  // https://developer.apple.com/documentation/swiftui/gesture/onchanged(_:)
  nonisolated public func onChanged(_ action: @escaping (Self.Value) -> Void) -> _ChangedGesture<Self> {
    _unreachable()
  }
}

extension Gesture {
  // https://developer.apple.com/documentation/swiftui/gesture/onended(_:)
  nonisolated public func onEnded(_ action: @escaping (Self.Value) -> Void) -> _EndedGesture<Self> { _unreachable() }
}

// https://developer.apple.com/documentation/swiftui/draggesture — iOS 13.0+, macOS 10.15+
// SwiftUI ≈185,700 (iOS 18.0 SDK): @available(tvOS, unavailable) @MainActor @preconcurrency public
// struct DragGesture : Gesture — not Sendable.
@available(tvOS, unavailable)
@MainActor @preconcurrency
public struct DragGesture: Gesture {
  // https://developer.apple.com/documentation/swiftui/draggesture/value
  public struct Value: Equatable, Sendable {
    // https://developer.apple.com/documentation/swiftui/draggesture/value/time
    public var time: Date
    // https://developer.apple.com/documentation/swiftui/draggesture/value/location
    public var location: CGPoint
    // https://developer.apple.com/documentation/swiftui/draggesture/value/startlocation
    public var startLocation: CGPoint
    // https://developer.apple.com/documentation/swiftui/draggesture/value/translation
    public var translation: CGSize { _unreachable() }
  }

  // https://developer.apple.com/documentation/swiftui/draggesture/init(minimumdistance:coordinatespace:)-5ix6l
  // SwiftUI ≈185,700: the CoordinateSpace (enum) form is deprecated in the future and disfavoured, so
  // `DragGesture(minimumDistance: 0)` resolves to the CoordinateSpaceProtocol form below:
  // @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "use overload that accepts a
  //   CoordinateSpaceProtocol instead") (macOS 10.15 likewise) @available(tvOS, unavailable)
  // @_disfavoredOverload @MainActor @preconcurrency public init(minimumDistance: CGFloat = 10,
  //   coordinateSpace: CoordinateSpace = .local)
  @available(
    iOS, introduced: 13.0, deprecated: 100000.0, message: "use overload that accepts a CoordinateSpaceProtocol instead"
  )
  @available(
    macOS, introduced: 10.15, deprecated: 100000.0,
    message: "use overload that accepts a CoordinateSpaceProtocol instead"
  )
  @_disfavoredOverload
  public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {}
  // https://developer.apple.com/documentation/swiftui/draggesture/init(minimumdistance:coordinatespace:)
  // SwiftUI ≈185,700: @available(iOS 17.0, macOS 14.0, watchOS 10.0, *) @available(tvOS, unavailable)
  // @MainActor @preconcurrency public init(minimumDistance: CGFloat = 10, coordinateSpace: some
  //   CoordinateSpaceProtocol = .local)
  @available(iOS 17.0, macOS 14.0, *)
  public init(minimumDistance: CGFloat = 10, coordinateSpace: some CoordinateSpaceProtocol = .local) {}
}
@available(*, unavailable) extension DragGesture: Sendable {}

extension View {
  // https://developer.apple.com/documentation/swiftui/view/simultaneousgesture(_:including:)
  nonisolated public func simultaneousGesture<T>(_ gesture: T, including mask: GestureMask = .all) -> some View
  where T: Gesture { _StubView() }
}

// https://developer.apple.com/documentation/swiftui/transaction — iOS 13.0+, macOS 10.15+
public struct Transaction {
  // https://developer.apple.com/documentation/swiftui/transaction/init()
  public init() {}
  // https://developer.apple.com/documentation/swiftui/transaction/init(animation:) — init(animation: Animation?)
  public init(animation: Animation?) {}
  // https://developer.apple.com/documentation/swiftui/transaction/animation — var animation: Animation?
  public var animation: Animation? {
    get { _unreachable() }
    set { _unreachable() }
  }
  // https://developer.apple.com/documentation/swiftui/transaction/disablesanimations —
  // var disablesAnimations: Bool
  public var disablesAnimations: Bool {
    get { _unreachable() }
    set { _unreachable() }
  }
}

// https://developer.apple.com/documentation/swiftui/animation — iOS 13.0+, macOS 10.15+:
// @frozen struct Animation (Equatable, Sendable). CarouselKit only asks whether there is one.
public struct Animation: Equatable, Sendable {
  // https://developer.apple.com/documentation/swiftui/animation/default — static let default: Animation
  public static let `default` = Animation()
}

// https://developer.apple.com/documentation/swiftui/withanimation(_:_:) — iOS 13.0+, macOS 10.15+:
// func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
  _unreachable()
}

// https://developer.apple.com/documentation/swiftui/withtransaction(_:_:) — iOS 13.0+, macOS 10.15+:
// func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
  _unreachable()
}

extension View {
  // https://developer.apple.com/documentation/swiftui/view/transaction(value:_:) — iOS 17.0+, macOS 14.0+:
  // nonisolated func transaction(value: some Equatable, _ transform: @escaping (inout Transaction) -> Void)
  //   -> some View
  nonisolated public func transaction(value: some Equatable, _ transform: @escaping (inout Transaction) -> Void)
    -> some View
  { _StubView() }
}

// https://developer.apple.com/documentation/swiftui/gesturestate — iOS 13.0+, macOS 10.15+
// @propertyWrapper @frozen struct GestureState<Value>
@propertyWrapper
public struct GestureState<Value>: DynamicProperty {
  // https://developer.apple.com/documentation/swiftui/gesturestate/init(wrappedvalue:)
  public init(wrappedValue: Value) { _unreachable() }
  // https://developer.apple.com/documentation/swiftui/gesturestate/wrappedvalue
  public var wrappedValue: Value { _unreachable() }
  // https://developer.apple.com/documentation/swiftui/gesturestate/projectedvalue
  public var projectedValue: GestureState<Value> { _unreachable() }
}

// https://developer.apple.com/documentation/swiftui/gesturestategesture — iOS 13.0+, macOS 10.15+
// @frozen nonisolated struct GestureStateGesture<Base, State> where Base : Gesture
public struct GestureStateGesture<Base, State>: Gesture where Base: Gesture {
  public typealias Value = Base.Value
}

extension Gesture {
  // https://developer.apple.com/documentation/swiftui/gesture/updating(_:body:)
  // @MainActor @preconcurrency func updating<State>(_ state: GestureState<State>, body: @escaping (Self.Value,
  //   inout State, inout Transaction) -> Void) -> GestureStateGesture<Self, State>
  public func updating<State>(
    _ state: GestureState<State>, body: @escaping (Self.Value, inout State, inout Transaction) -> Void
  ) -> GestureStateGesture<Self, State> { _unreachable() }
}
