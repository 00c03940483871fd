import Foundation

// Declared by SwiftUICore in the iOS 18.0 SDK ("Core ≈N": character offsets in
// …/SwiftUICore.swiftmodule/arm64-apple-ios.swiftinterface): ScrollTarget ≈45,200, ScrollPhase ≈34,400,
// ScrollGeometry ≈9,000. ScrollTargetBehavior and the scroll modifiers are SwiftUI's
// (../SwiftUI/Scrolling.swift).

// CoreGraphics' CGVector, which SwiftUI re-exports on Apple platforms and Linux's Foundation lacks.
// https://developer.apple.com/documentation/corefoundation/cgvector
public struct CGVector: Sendable, Equatable {
  public var dx: CGFloat
  public var dy: CGFloat
  public init(dx: CGFloat, dy: CGFloat) {
    self.dx = dx
    self.dy = dy
  }
}

// https://developer.apple.com/documentation/swiftui/scrolltarget — struct ScrollTarget, iOS 17.0+
// Core ≈45,200: public struct ScrollTarget { rect, anchor } (Hashable only from iOS 18)
@available(iOS 17.0, macOS 14.0, *)
public struct ScrollTarget {
  // https://developer.apple.com/documentation/swiftui/scrolltarget/rect — var rect: CGRect
  public var rect: CGRect
  // https://developer.apple.com/documentation/swiftui/scrolltarget/anchor — var anchor: UnitPoint?
  public var anchor: UnitPoint?
}
// Core ≈45,700: `@available(*, unavailable) extension SwiftUICore.ScrollTarget : Swift.Sendable`.
@available(iOS 17.0, macOS 14.0, *)
@available(*, unavailable) extension ScrollTarget: Sendable {}

// https://developer.apple.com/documentation/swiftui/scrollphase — iOS 18.0+, macOS 15.0+: @frozen enum ScrollPhase
@available(iOS 18.0, macOS 15.0, *)
public enum ScrollPhase: Equatable, Sendable {
  // .../scrollphase/idle, tracking, interacting, decelerating, animating
  case idle, tracking, interacting, decelerating, animating
}

// https://developer.apple.com/documentation/swiftui/scrollgeometry — struct ScrollGeometry (Equatable,
// Sendable), iOS 18.0+, macOS 15.0+; SwiftUICore in the iOS 18.0 SDK.
@available(iOS 18.0, macOS 15.0, *)
public struct ScrollGeometry: Equatable, Sendable {
  // https://developer.apple.com/documentation/swiftui/scrollgeometry/visiblerect —
  // var visibleRect: CGRect { get } ("computed from the scroll view's content offset, content insets,
  // and its container size")
  public var visibleRect: CGRect { _unreachable() }
}
