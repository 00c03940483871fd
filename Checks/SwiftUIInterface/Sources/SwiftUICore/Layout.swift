import Foundation

// Declared by SwiftUICore in the iOS 18.0 SDK ("Core ≈N": character offsets in
// …/SwiftUICore.swiftmodule/arm64-apple-ios.swiftinterface): Layout ≈366,200, ProposedViewSize ≈369,800,
// LayoutSubviews ≈371,500, LayoutSubview ≈372,600, LayoutValueKey ≈373,500, Layout.callAsFunction ≈374,600,
// Animatable ≈659,000.

// https://developer.apple.com/documentation/swiftui/proposedviewsize — iOS 16.0+, macOS 13.0+
@available(iOS 16.0, macOS 13.0, *)
public struct ProposedViewSize: Equatable {
  public var width: CGFloat?
  public var height: CGFloat?
  // https://developer.apple.com/documentation/swiftui/proposedviewsize/init(width:height:)
  public init(width: CGFloat?, height: CGFloat?) {
    self.width = width
    self.height = height
  }
}

// https://developer.apple.com/documentation/swiftui/layoutvaluekey — iOS 16.0+, macOS 13.0+
@available(iOS 16.0, macOS 13.0, *)
public protocol LayoutValueKey {
  associatedtype Value
  static var defaultValue: Self.Value { get }
}

// https://developer.apple.com/documentation/swiftui/layoutsubview — iOS 16.0+, macOS 13.0+
// Core ≈372,600: public struct LayoutSubview : Swift.Equatable, then
// `@available(*, unavailable) extension SwiftUICore.LayoutSubview : Swift.Sendable`.
@available(iOS 16.0, macOS 13.0, *)
public struct LayoutSubview: Equatable {
  // https://developer.apple.com/documentation/swiftui/layoutsubview/sizethatfits(_:)
  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { _unreachable() }
  // https://developer.apple.com/documentation/swiftui/layoutsubview/place(at:anchor:proposal:)
  public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
    _unreachable()
  }
  // https://developer.apple.com/documentation/swiftui/layoutsubview/subscript(_:)
  public subscript<K>(key: K.Type) -> K.Value where K: LayoutValueKey { _unreachable() }
}
@available(*, unavailable) extension LayoutSubview: Sendable {}

// https://developer.apple.com/documentation/swiftui/layoutsubviews — iOS 16.0+, macOS 13.0+
// Core ≈371,500: public struct LayoutSubviews : Swift.Equatable, Swift.RandomAccessCollection, Swift.Sendable
@available(iOS 16.0, macOS 13.0, *)
public struct LayoutSubviews: Equatable, RandomAccessCollection, Sendable {
  public typealias Element = LayoutSubview
  public typealias Index = Int
  public var startIndex: Int { _unreachable() }
  public var endIndex: Int { _unreachable() }
  public subscript(index: Int) -> LayoutSubview { _unreachable() }
}

// https://developer.apple.com/documentation/swiftui/layout — iOS 16.0+, macOS 13.0+
// Core ≈366,200: public protocol Layout : SwiftUICore.Animatable — neither main-actor nor Sendable, so
// a layout's methods run nonisolated (they may call nothing main-actor-isolated) and a layout value is
// Sendable only when its own type says so.
@available(iOS 16.0, macOS 13.0, *)
public protocol Layout: Animatable {
  // https://developer.apple.com/documentation/swiftui/layout/cache
  associatedtype Cache = Void
  // https://developer.apple.com/documentation/swiftui/layout/subviews
  typealias Subviews = LayoutSubviews
  // https://developer.apple.com/documentation/swiftui/layout/sizethatfits(proposal:subviews:cache:)
  func sizeThatFits(proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache) -> CGSize
  // https://developer.apple.com/documentation/swiftui/layout/placesubviews(in:proposal:subviews:cache:)
  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache)
  // https://developer.apple.com/documentation/swiftui/layout/makecache(subviews:)
  func makeCache(subviews: Self.Subviews) -> Self.Cache
}

@available(iOS 16.0, macOS 13.0, *)
extension Layout where Self.Cache == () {
  // https://developer.apple.com/documentation/swiftui/layout/makecache(subviews:)-23agy
  public func makeCache(subviews: Self.Subviews) -> Self.Cache { () }
}

@available(iOS 16.0, macOS 13.0, *)
extension Layout {
  // https://developer.apple.com/documentation/swiftui/layout/callasfunction(_:)
  // Core ≈374,600: @_alwaysEmitIntoClient @_disfavoredOverload public func callAsFunction<V>(
  //   @ViewBuilder _ content: () -> V) -> some View where V : View
  @_disfavoredOverload
  public func callAsFunction<V>(@ViewBuilder _ content: () -> V) -> some View where V: View { _StubView() }
}

// https://developer.apple.com/documentation/swiftui/animatable
public protocol Animatable {}
