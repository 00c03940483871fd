// Declared by SwiftUICore in the iOS 18.0 SDK ("Core ≈N": character offsets in
// …/SwiftUICore.swiftmodule/arm64-apple-ios.swiftinterface); the accessibility modifiers are SwiftUI's
// (../SwiftUI/Accessibility.swift).

// https://developer.apple.com/documentation/swiftui/accessibilitytraits
// Core ≈229,300 (iOS 18.0 SDK): public struct AccessibilityTraits : SetAlgebra, Sendable
public struct AccessibilityTraits: SetAlgebra, Sendable {
  private let bits: UInt32
  private init(bits: UInt32) { self.bits = bits }
  // public static let isButton / isHeader / isSelected / isModal: AccessibilityTraits
  public static let isButton = AccessibilityTraits(bits: 1 << 0)
  public static let isHeader = AccessibilityTraits(bits: 1 << 1)
  public static let isSelected = AccessibilityTraits(bits: 1 << 2)
  public static let isModal = AccessibilityTraits(bits: 1 << 3)
  public init() { bits = 0 }
  public func union(_ other: AccessibilityTraits) -> AccessibilityTraits { Self(bits: bits | other.bits) }
  public func intersection(_ other: AccessibilityTraits) -> AccessibilityTraits { Self(bits: bits & other.bits) }
  public func symmetricDifference(_ other: AccessibilityTraits) -> AccessibilityTraits { Self(bits: bits ^ other.bits) }
  public func contains(_ member: AccessibilityTraits) -> Bool { bits & member.bits == member.bits }
  public mutating func insert(_ newMember: AccessibilityTraits) -> (
    inserted: Bool, memberAfterInsert: AccessibilityTraits
  ) {
    _unreachable()
  }
  public mutating func remove(_ member: AccessibilityTraits) -> AccessibilityTraits? { _unreachable() }
  public mutating func update(with newMember: AccessibilityTraits) -> AccessibilityTraits? { _unreachable() }
  public mutating func formUnion(_ other: AccessibilityTraits) { _unreachable() }
  public mutating func formIntersection(_ other: AccessibilityTraits) { _unreachable() }
  public mutating func formSymmetricDifference(_ other: AccessibilityTraits) { _unreachable() }
}
