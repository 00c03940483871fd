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

// https://developer.apple.com/documentation/swiftui/layoutsubviews — iOS 16.0+, macOS 13.0+
@available(iOS 16.0, macOS 13.0, *)
public struct LayoutSubviews: Equatable, RandomAccessCollection {
  public typealias Element = LayoutSubview
  public typealias Index = Int
  public var startIndex: Int { _unreachable() }
  public var endIndex: Int { _unreachable() }
  public subscript(index: Int) -> LayoutSubview { _unreachable() }
}

// https://developer.apple.com/documentation/swiftui/layout — iOS 16.0+, macOS 13.0+
// Not main-actor: the SDK declares `@preconcurrency protocol Layout : Sendable, Animatable` (SwiftUICore,
// as listed at https://onestack.dev/ios-reference/SwiftUICore/Layout), so a layout's methods run
// nonisolated and may call nothing main-actor-isolated.
@available(iOS 16.0, macOS 13.0, *)
@preconcurrency
public protocol Layout: Sendable, Animatable {
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
  public func callAsFunction<V>(@ViewBuilder _ content: () -> V) -> some View where V: View { _StubView() }
}

// https://developer.apple.com/documentation/swiftui/animatable
public protocol Animatable {}
