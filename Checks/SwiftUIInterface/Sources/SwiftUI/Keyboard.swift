import Foundation

// Keys and focus, as the iOS 18.0 SDK declares them (xybp888/iOS-SDKs,
// iPhoneOS18.0.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/
// arm64-apple-ios.swiftinterface; offsets are characters into that file).

// https://developer.apple.com/documentation/swiftui/keyequivalent — SwiftUI ≈1,053,500:
// @available(iOS 14.0, macOS 11.0, tvOS 17.0, *) @available(watchOS, unavailable)
// public struct KeyEquivalent : Sendable — Hashable only from iOS 17.0 / macOS 14.0 (≈1,055,000).
@available(iOS 14.0, macOS 11.0, tvOS 17.0, *)
@available(watchOS, unavailable)
public struct KeyEquivalent: Sendable {
  public static let upArrow = KeyEquivalent()
  public static let downArrow = KeyEquivalent()
  public static let leftArrow = KeyEquivalent()
  public static let rightArrow = KeyEquivalent()
  public static let home = KeyEquivalent()
  public static let end = KeyEquivalent()
  public static let pageUp = KeyEquivalent()
  public static let pageDown = KeyEquivalent()
  // public var character: Character
  public var character: Character { _unreachable() }
  private init() {}
}
@available(iOS 17.0, macOS 14.0, tvOS 17.0, *)
@available(watchOS, unavailable)
extension KeyEquivalent: Hashable {
  public func hash(into hasher: inout Hasher) { _unreachable() }
  public static func == (a: KeyEquivalent, b: KeyEquivalent) -> Bool { _unreachable() }
}

// https://developer.apple.com/documentation/swiftui/keypress — SwiftUI ≈993,500:
// @available(iOS 17.0, macOS 14.0, tvOS 17.0, *) @available(watchOS, unavailable)
// public struct KeyPress : Sendable (its `characters` and `modifiers` are not used here).
@available(iOS 17.0, macOS 14.0, tvOS 17.0, *)
@available(watchOS, unavailable)
public struct KeyPress: Sendable {
  // public let phase: SwiftUI.KeyPress.Phases
  public let phase: KeyPress.Phases
  // public let key: SwiftUI.KeyEquivalent
  public let key: KeyEquivalent

  // https://developer.apple.com/documentation/swiftui/keypress/phases —
  // public struct Phases : OptionSet, Sendable, CustomDebugStringConvertible
  public struct Phases: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let down = Phases(rawValue: 1)
    public static let `repeat` = Phases(rawValue: 2)
    public static let up = Phases(rawValue: 4)
    public static let all = Phases(rawValue: 7)
  }

  // https://developer.apple.com/documentation/swiftui/keypress/result — public enum Result : Sendable
  // (Equatable and Hashable through its synthesised == and hash(into:)).
  public enum Result: Sendable, Hashable {
    case handled
    case ignored
  }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, *)
@available(watchOS, unavailable)
extension View {
  // https://developer.apple.com/documentation/swiftui/view/onkeypress(keys:phases:action:) —
  // SwiftUI ≈992,900: nonisolated public func onKeyPress(keys: Swift.Set<SwiftUI.KeyEquivalent>,
  // phases: SwiftUI.KeyPress.Phases = [.down, .repeat], action: @escaping (SwiftUI.KeyPress) ->
  // SwiftUI.KeyPress.Result) -> some SwiftUICore.View
  nonisolated public func onKeyPress(
    keys: Set<KeyEquivalent>, phases: KeyPress.Phases = [.down, .repeat],
    action: @escaping (KeyPress) -> KeyPress.Result
  ) -> some View { _StubView() }
}

extension View {
  // https://developer.apple.com/documentation/swiftui/view/focusable(_:) — SwiftUI ≈1,134,700:
  // @available(iOS 17.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  // nonisolated public func focusable(_ isFocusable: Swift.Bool = true) -> some SwiftUICore.View
  @available(iOS 17.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  nonisolated public func focusable(_ isFocusable: Bool = true) -> some View { _StubView() }
}
