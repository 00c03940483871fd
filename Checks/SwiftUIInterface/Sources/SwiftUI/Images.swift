// Declared by the SwiftUI module of the iOS 18.0 SDK: aspectRatio(_:contentMode:) and task(id:priority:_:)
// are not in SwiftUICore's interface (read in full), which declares Image, ContentMode and displayScale
// (SwiftUICore/Images.swift).

extension View {
  // https://developer.apple.com/documentation/swiftui/view/aspectratio(_:contentmode:)-771ow
  // nonisolated func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View
  nonisolated public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
    _StubView()
  }

  // https://developer.apple.com/documentation/swiftui/view/task(id:priority:_:) — iOS 15.0+, macOS 12.0+
  // nonisolated func task<T>(id value: T, priority: TaskPriority = .userInitiated,
  //   _ action: sending @escaping @isolated(any) () async -> Void) -> some View where T : Equatable
  nonisolated public func task<T>(
    id value: T, priority: TaskPriority = .userInitiated, _ action: sending @escaping @isolated(any) () async -> Void
  ) -> some View where T: Equatable { _StubView() }
}
