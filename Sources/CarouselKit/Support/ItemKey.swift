#if canImport(SwiftUI)
  /// An item's identity as a carousel view's host keys it: the caller's ID (an `Identifiable` ID, or
  /// whatever a key path names), or the item's index when none is given.
  ///
  /// `@unchecked Sendable` because `ComponentHost` asks its element IDs to be `Sendable` while the
  /// caller's may not be: a key lives in a view's `@State` on the main actor and never leaves it.
  struct ItemKey: Hashable, @unchecked Sendable {
    /// The caller's ID, or the index.
    let value: AnyHashable

    init(_ value: some Hashable) {
      self.value = AnyHashable(value)
    }
  }
#endif
