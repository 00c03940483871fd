// Declared by the SwiftUI module of the iOS 18.0 SDK ("SwiftUI ≈N"): the accessibility modifiers return
// `ModifiedContent<Self, SwiftUI.AccessibilityAttachmentModifier>` there (accessibilityValue(_:) at SwiftUI
// ≈5,900), and none of these declarations is in SwiftUICore's interface (read in full), which declares
// AccessibilityTraits (SwiftUICore/Accessibility.swift).

// https://developer.apple.com/documentation/swiftui/accessibilitychildbehavior
public struct AccessibilityChildBehavior: Hashable, Sendable {
  // https://developer.apple.com/documentation/swiftui/accessibilitychildbehavior/ignore
  public static let ignore = AccessibilityChildBehavior()
  // https://developer.apple.com/documentation/swiftui/accessibilitychildbehavior/contain
  public static let contain = AccessibilityChildBehavior()
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

// https://developer.apple.com/documentation/swiftui/accessibilityactionkind — struct AccessibilityActionKind,
// iOS 13.0+ (SwiftUI ≈1,242,400 in the iOS 18.0 SDK: public struct AccessibilityActionKind : Equatable,
// Sendable)
public struct AccessibilityActionKind: Equatable, Sendable {
  // https://developer.apple.com/documentation/swiftui/accessibilityactionkind/default
  public static let `default` = AccessibilityActionKind()
  // https://developer.apple.com/documentation/swiftui/accessibilityactionkind/escape —
  // public static let escape: AccessibilityActionKind (the two-finger scrub that dismisses)
  public static let escape = AccessibilityActionKind()
}

extension View {
  // https://developer.apple.com/documentation/swiftui/view/accessibilityaddtraits(_:) — SwiftUI ≈1,154,700:
  // @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *) nonisolated public func
  //   accessibilityAddTraits(_ traits: AccessibilityTraits) -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  nonisolated public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> ModifiedContent<
    Self, AccessibilityAttachmentModifier
  > { _unreachable() }

  // https://developer.apple.com/documentation/swiftui/view/accessibilityscrollaction(_:) — SwiftUI ≈383,700:
  // nonisolated public func accessibilityScrollAction(_ handler: @escaping (Edge) -> Void)
  //   -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  nonisolated public func accessibilityScrollAction(_ handler: @escaping (Edge) -> Void) -> ModifiedContent<
    Self, AccessibilityAttachmentModifier
  > { _unreachable() }
}

extension ModifiedContent where Modifier == AccessibilityAttachmentModifier {
  // The same modifiers on an element already being described (SwiftUI ≈1,154,700): they return the
  // same ModifiedContent, so a chain of accessibility modifiers is one element.
  nonisolated public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> ModifiedContent<Content, Modifier> {
    _unreachable()
  }
}

// https://developer.apple.com/documentation/swiftui/accessibilityfocusstate —
// @propertyWrapper @frozen struct AccessibilityFocusState<Value> where Value : Hashable, iOS 15.0+
@propertyWrapper
public struct AccessibilityFocusState<Value: Hashable>: DynamicProperty {
  // https://developer.apple.com/documentation/swiftui/accessibilityfocusstate/init() — init() where Value == Bool
  public init() where Value == Bool {}
  // The same page's overload group, for an optional value: init<T>() where Value == T?, T : Hashable
  public init<T: Hashable>() where Value == T? {}
  // https://developer.apple.com/documentation/swiftui/accessibilityfocusstate/wrappedvalue —
  // var wrappedValue: Value { get nonmutating set }
  public var wrappedValue: Value {
    get { _unreachable() }
    nonmutating set { _unreachable() }
  }
  // https://developer.apple.com/documentation/swiftui/accessibilityfocusstate/projectedvalue —
  // var projectedValue: AccessibilityFocusState<Value>.Binding { get }
  public var projectedValue: Binding { _unreachable() }

  // https://developer.apple.com/documentation/swiftui/accessibilityfocusstate/binding —
  // @propertyWrapper @frozen struct Binding. (Not a property wrapper here: CarouselKit only passes it
  // on, and a stub wrapper would need an initializer the SDK does not declare.)
  public struct Binding {
    // .../accessibilityfocusstate/binding/wrappedvalue — var wrappedValue: Value { get nonmutating set }
    public var wrappedValue: Value {
      get { _unreachable() }
      nonmutating set { _unreachable() }
    }
    // .../accessibilityfocusstate/binding/projectedvalue —
    // var projectedValue: AccessibilityFocusState<Value>.Binding { get }
    public var projectedValue: Binding { _unreachable() }
  }
}

extension View {
  // https://developer.apple.com/documentation/swiftui/view/accessibilityaction(_:_:) — iOS 13.0+:
  // nonisolated func accessibilityAction(_ actionKind: AccessibilityActionKind = .default,
  //   _ handler: @escaping () -> Void) -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  nonisolated public func accessibilityAction(
    _ actionKind: AccessibilityActionKind = .default, _ handler: @escaping () -> Void
  ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { _unreachable() }

  // https://developer.apple.com/documentation/swiftui/view/accessibilityaction(named:_:)-9ra29 — iOS 14.0+:
  // nonisolated func accessibilityAction(named nameKey: LocalizedStringKey, _ handler: @escaping () -> Void)
  //   -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  nonisolated public func accessibilityAction(
    named nameKey: LocalizedStringKey, _ handler: @escaping () -> Void
  ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { _unreachable() }

  // SwiftUI ≈1,242,900: nonisolated public func accessibilityAction(named name: SwiftUICore.Text,
  //   _ handler: @escaping () -> Swift.Void) -> ModifiedContent<Self, SwiftUI.AccessibilityAttachmentModifier>
  nonisolated public func accessibilityAction(
    named name: Text, _ handler: @escaping () -> Void
  ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { _unreachable() }

  // https://developer.apple.com/documentation/swiftui/view/accessibilityfocused(_:) — iOS 15.0+:
  // nonisolated func accessibilityFocused(_ condition: AccessibilityFocusState<Bool>.Binding) -> some View
  nonisolated public func accessibilityFocused(_ condition: AccessibilityFocusState<Bool>.Binding) -> some View {
    _StubView()
  }
}

extension View {
  // https://developer.apple.com/documentation/swiftui/view/accessibilityfocused(_:equals:) — iOS 15.0+:
  // nonisolated func accessibilityFocused<Value>(_ binding: AccessibilityFocusState<Value>.Binding,
  //   equals value: Value) -> some View where Value : Hashable
  nonisolated public func accessibilityFocused<Value: Hashable>(
    _ binding: AccessibilityFocusState<Value>.Binding, equals value: Value
  ) -> some View { _StubView() }

  // https://developer.apple.com/documentation/swiftui/view/accessibilityhidden(_:) — iOS 14.0+:
  // nonisolated func accessibilityHidden(_ hidden: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  nonisolated public func accessibilityHidden(_ hidden: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    _unreachable()
  }

  // https://developer.apple.com/documentation/swiftui/view/accessibilitysortpriority(_:) — iOS 14.0+:
  // nonisolated func accessibilitySortPriority(_ sortPriority: Double)
  //   -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  nonisolated public func accessibilitySortPriority(_ sortPriority: Double) -> ModifiedContent<
    Self, AccessibilityAttachmentModifier
  > { _unreachable() }
}
