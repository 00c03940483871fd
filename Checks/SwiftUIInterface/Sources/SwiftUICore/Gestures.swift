import Foundation

// Declared by SwiftUICore in the iOS 18.0 SDK ("Core ≈N": character offsets in
// …/SwiftUICore.swiftmodule/arm64-apple-ios.swiftinterface): Gesture ≈601,300, GestureMask ≈835,500,
// _EndedGesture ≈263,300, _ChangedGesture ≈264,000, onEnded ≈262,600, onChanged ≈263,000,
// simultaneousGesture(_:including:) ≈833,700, Transaction ≈271,500 (animation, disablesAnimations ≈597,700),
// Animation ≈853,300 (.default ≈69,000), withAnimation ≈765,700, withTransaction ≈272,000,
// transaction(value:_:) ≈768,900. DragGesture and GestureState are SwiftUI's (../SwiftUI/Gestures.swift).

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
// Core ≈264,000: @MainActor @preconcurrency public struct _ChangedGesture<Content> where Content : Gesture,
// Content.Value : Equatable, then `@available(*, unavailable) extension _ChangedGesture : Sendable`.
@MainActor @preconcurrency
public struct _ChangedGesture<Content>: Gesture where Content: Gesture, Content.Value: Equatable {
  public typealias Value = Content.Value
}
@available(*, unavailable) extension _ChangedGesture: Sendable {}

// https://developer.apple.com/documentation/swiftui/_endedgesture
// Core ≈263,300: @MainActor @preconcurrency public struct _EndedGesture<Content> where Content : Gesture,
// then `@available(*, unavailable) extension _EndedGesture : Sendable`.
@MainActor @preconcurrency
public struct _EndedGesture<Content>: Gesture where Content: Gesture {
  public typealias Value = Content.Value
}
@available(*, unavailable) extension _EndedGesture: Sendable {}

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
