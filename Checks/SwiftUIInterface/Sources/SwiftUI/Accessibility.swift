// https://developer.apple.com/documentation/swiftui/accessibilitychildbehavior
public struct AccessibilityChildBehavior: Hashable, Sendable {
  // https://developer.apple.com/documentation/swiftui/accessibilitychildbehavior/ignore
  public static let ignore = AccessibilityChildBehavior()
}

// https://developer.apple.com/documentation/swiftui/accessibilityadjustmentdirection — iOS 13.0+, macOS 10.15+
public enum AccessibilityAdjustmentDirection {
  case increment
  case decrement
}

// https://developer.apple.com/documentation/swiftui/accessibilityattachmentmodifier
public struct AccessibilityAttachmentModifier: ViewModifier {
  public typealias Body = Never
}

extension View {
  // https://developer.apple.com/documentation/swiftui/view/accessibilityelement(children:)
  nonisolated public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View {
    _StubView()
  }

  // https://developer.apple.com/documentation/swiftui/view/accessibilitylabel(_:)-1d7jv
  nonisolated public func accessibilityLabel(_ label: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    _unreachable()
  }

  // https://developer.apple.com/documentation/swiftui/view/accessibilityvalue(_:)-5m5ur
  nonisolated public func accessibilityValue(_ valueDescription: Text) -> ModifiedContent<
    Self, AccessibilityAttachmentModifier
  > { _unreachable() }

  // https://developer.apple.com/documentation/swiftui/view/accessibilityadjustableaction(_:)
  nonisolated public func accessibilityAdjustableAction(
    _ handler: @escaping (AccessibilityAdjustmentDirection) -> Void
  ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { _unreachable() }
}
