import Foundation

// Declared by the SwiftUI module of the iOS 18.0 SDK: position(x:y:), contentShape(_:eoFill:),
// coordinateSpace(_:), allowsHitTesting(_:) and onGeometryChange(for:of:action:) are not in SwiftUICore's
// interface (read in full), which declares the other modifiers (SwiftUICore/Modifiers.swift).

extension View {
  // https://developer.apple.com/documentation/swiftui/view/position(x:y:)
  nonisolated public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View { _StubView() }

  // https://developer.apple.com/documentation/swiftui/view/contentshape(_:eofill:)
  nonisolated public func contentShape<S>(_ shape: S, eoFill: Bool = false) -> some View where S: Shape {
    _StubView()
  }

  // https://developer.apple.com/documentation/swiftui/view/coordinatespace(_:) — iOS 17.0+, macOS 14.0+
  @available(iOS 17.0, macOS 14.0, *)
  nonisolated public func coordinateSpace(_ name: NamedCoordinateSpace) -> some View { _StubView() }
}

extension View {
  // https://developer.apple.com/documentation/swiftui/view/allowshittesting(_:) — iOS 13.0+, macOS 10.15+
  // SwiftUI ≈315,700 (iOS 18.0 SDK): @inlinable nonisolated public func allowsHitTesting(_ enabled: Bool)
  //   -> some View
  nonisolated public func allowsHitTesting(_ enabled: Bool) -> some View { _StubView() }
}

extension View {
  // https://developer.apple.com/documentation/swiftui/view/ongeometrychange(for:of:action:)-6tv1v —
  // SwiftUI ≈308,470 in the iOS 18.0 interface: `@available(iOS 16.0, macOS 13.0, …)
  // @_alwaysEmitIntoClient nonisolated public func onGeometryChange<T>(for type: T.Type, of transform:
  // @escaping (GeometryProxy) -> T, action: @escaping (_ newValue: T) -> Void) -> some View where
  // T : Equatable` (no Sendable constraint there; the (old, new) overload is iOS 18 only).
  @available(iOS 16.0, macOS 13.0, *)
  nonisolated public func onGeometryChange<T>(
    for type: T.Type, of transform: @escaping (GeometryProxy) -> T, action: @escaping (_ newValue: T) -> Void
  ) -> some View where T: Equatable {
    _StubView()
  }
}
