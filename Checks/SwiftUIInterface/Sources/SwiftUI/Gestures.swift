import Foundation

// Declared by the SwiftUI module of the iOS 18.0 SDK: DragGesture ("SwiftUI ≈185,700"), GestureState,
// GestureStateGesture and Gesture.updating(_:body:) are not in SwiftUICore's interface (read in full), which
// declares Gesture, its modifiers, Transaction and Animation (SwiftUICore/Gestures.swift).

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
