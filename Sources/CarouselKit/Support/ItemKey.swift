#if canImport(SwiftUI)
  /// An item's identity as a carousel view's host keys it: the caller's ID (an `Identifiable` ID, or
  /// whatever a key path names), or the item's position when none is given.
  ///
  /// `@unchecked Sendable` because `ComponentHost` asks its element IDs to be `Sendable` while the
  /// caller's may not be: a key lives in a view's state on the main actor and never leaves it.
  struct ItemKey: Hashable, @unchecked Sendable {
    /// The caller's ID, or the position.
    let value: AnyHashable

    init(_ value: some Hashable) {
      self.value = AnyHashable(value)
    }

    /// The `id` of `element` when it is `Identifiable`; nil otherwise.
    init?(identifiable element: Any) {
      guard let identifiable = element as? any Identifiable else { return nil }
      self = Self.key(of: identifiable)
    }

    private static func key(of element: some Identifiable) -> ItemKey { ItemKey(element.id) }
  }
#endif
