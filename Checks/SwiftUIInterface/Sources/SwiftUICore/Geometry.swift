import Foundation

// Declared by SwiftUICore in the iOS 18.0 SDK ("Core ≈N": character offsets in
// …/SwiftUICore.swiftmodule/arm64-apple-ios.swiftinterface): HorizontalAlignment ≈495,600, VerticalAlignment
// ≈496,700, Alignment ≈497,500 (its statics ≈499,000), UnitPoint ≈425,700, Edge ≈63,500, Angle ≈729,800, Axis
// ≈118,000, CoordinateSpace ≈721,800, CoordinateSpaceProtocol ≈723,400, NamedCoordinateSpace ≈723,800,
// LocalCoordinateSpace ≈724,700 and their `.named`/`.local`.

// https://developer.apple.com/documentation/swiftui/horizontalalignment
public struct HorizontalAlignment: Equatable, Sendable {
  // https://developer.apple.com/documentation/swiftui/horizontalalignment/center
  public static let center = HorizontalAlignment()
  // https://developer.apple.com/documentation/swiftui/horizontalalignment/leading
  public static let leading = HorizontalAlignment()
}

// https://developer.apple.com/documentation/swiftui/alignment
public struct Alignment: Equatable, Sendable {
  public static let center = Alignment()
  public static let topLeading = Alignment()
  // https://developer.apple.com/documentation/swiftui/alignment/top
  public static let top = Alignment()
  // Core ≈500,000: public static let bottom: SwiftUICore.Alignment
  public static let bottom = Alignment()
  // The seed app's (Examples/SeedApp). Core ≈499,900: extension SwiftUICore.Alignment { public static let
  // center, leading, trailing, top, bottom, topLeading, topTrailing, bottomLeading, bottomTrailing:
  // SwiftUICore.Alignment } (iOS 13.0+).
  public static let leading = Alignment()
  public static let trailing = Alignment()
  public static let bottomLeading = Alignment()
}

// https://developer.apple.com/documentation/swiftui/unitpoint
public struct UnitPoint: Hashable, Sendable {
  public var x: CGFloat
  public var y: CGFloat
  // https://developer.apple.com/documentation/swiftui/unitpoint/init(x:y:)
  public init(x: CGFloat, y: CGFloat) {
    self.x = x
    self.y = y
  }
  public static let center = UnitPoint(x: 0.5, y: 0.5)
  public static let topLeading = UnitPoint(x: 0, y: 0)
  // https://developer.apple.com/documentation/swiftui/unitpoint/top
  public static let top = UnitPoint(x: 0.5, y: 0)
  // https://developer.apple.com/documentation/swiftui/unitpoint/leading
  public static let leading = UnitPoint(x: 0, y: 0.5)
}

// https://developer.apple.com/documentation/swiftui/verticalalignment — iOS 13.0+, macOS 10.15+
public struct VerticalAlignment: Equatable, Sendable {
  // https://developer.apple.com/documentation/swiftui/verticalalignment/center
  public static let center = VerticalAlignment()
  // The seed app's. Core ≈499,600: extension SwiftUICore.VerticalAlignment { public static let top, center,
  // bottom, firstTextBaseline, lastTextBaseline: SwiftUICore.VerticalAlignment }
  public static let top = VerticalAlignment()
  public static let bottom = VerticalAlignment()
}

// https://developer.apple.com/documentation/swiftui/edge — Core (iOS 18.0 SDK):
// @frozen public enum Edge : Int8, CaseIterable { case top, leading, bottom, trailing }
public enum Edge: Int8, CaseIterable {
  case top, leading, bottom, trailing
  // https://developer.apple.com/documentation/swiftui/edge/set — @frozen struct Set: OptionSet
  public struct Set: OptionSet, Sendable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    // https://developer.apple.com/documentation/swiftui/edge/set/top
    public static let top = Set(rawValue: 1)
    // https://developer.apple.com/documentation/swiftui/edge/set/leading
    public static let leading = Set(rawValue: 2)
    // https://developer.apple.com/documentation/swiftui/edge/set/bottom
    public static let bottom = Set(rawValue: 4)
    // https://developer.apple.com/documentation/swiftui/edge/set/trailing
    public static let trailing = Set(rawValue: 8)
    // https://developer.apple.com/documentation/swiftui/edge/set/horizontal
    public static let horizontal: Set = [.leading, .trailing]
    // The seed app's. Core ≈62,300: @frozen public struct Set : Swift.OptionSet { … public static let
    // all: SwiftUICore.Edge.Set; public static let vertical: SwiftUICore.Edge.Set … }
    public static let all: Set = [.top, .leading, .bottom, .trailing]
    public static let vertical: Set = [.top, .bottom]
  }
}

// Core ≈730,100: @frozen public struct Angle — Hashable, Comparable, and Sendable (Core ≈976,200)
public struct Angle: Hashable, Comparable, Sendable {
  public static func < (lhs: Angle, rhs: Angle) -> Bool { _unreachable() }
  // Core ≈730,600: @inlinable public static func radians(_ radians: Swift.Double) -> SwiftUICore.Angle
  public static func radians(_ radians: Double) -> Angle { _unreachable() }
}

// https://developer.apple.com/documentation/swiftui/axis/set
public enum Axis {
  public struct Set: OptionSet, Sendable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    public static let horizontal = Set(rawValue: 1)
    public static let vertical = Set(rawValue: 2)
  }
}

// https://developer.apple.com/documentation/swiftui/coordinatespace — iOS 13.0+, macOS 10.15+
public enum CoordinateSpace {
  // https://developer.apple.com/documentation/swiftui/coordinatespace/global
  case global
  // https://developer.apple.com/documentation/swiftui/coordinatespace/local
  case local
  // https://developer.apple.com/documentation/swiftui/coordinatespace/named(_:)
  case named(AnyHashable)
}

// https://developer.apple.com/documentation/swiftui/coordinatespaceprotocol — iOS 17.0+, macOS 14.0+
@available(iOS 17.0, macOS 14.0, *)
public protocol CoordinateSpaceProtocol {
  // https://developer.apple.com/documentation/swiftui/coordinatespaceprotocol/coordinatespace
  var coordinateSpace: CoordinateSpace { get }
}

// https://developer.apple.com/documentation/swiftui/namedcoordinatespace — iOS 17.0+, macOS 14.0+
@available(iOS 17.0, macOS 14.0, *)
public struct NamedCoordinateSpace: CoordinateSpaceProtocol, Equatable {
  public var coordinateSpace: CoordinateSpace { _unreachable() }
}

// https://developer.apple.com/documentation/swiftui/localcoordinatespace — iOS 17.0+, macOS 14.0+
@available(iOS 17.0, macOS 14.0, *)
public struct LocalCoordinateSpace: CoordinateSpaceProtocol {
  public var coordinateSpace: CoordinateSpace { _unreachable() }
}

@available(iOS 17.0, macOS 14.0, *)
extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
  // https://developer.apple.com/documentation/swiftui/coordinatespaceprotocol/named(_:)
  public static func named(_ name: some Hashable) -> NamedCoordinateSpace { _unreachable() }
}

@available(iOS 17.0, macOS 14.0, *)
extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
  // https://developer.apple.com/documentation/swiftui/coordinatespaceprotocol/local
  public static var local: LocalCoordinateSpace { _unreachable() }
}
