/// How urgently an image is wanted. Queued loads start highest priority first, and in the order
/// they were asked within one priority; a priority can change while a load waits.
public enum ImagePriority: Int, Sendable, Hashable, Comparable, CaseIterable {
  /// Prefetching far ahead.
  case veryLow
  /// Prefetching the next screen.
  case low
  /// The default.
  case normal
  /// Visible now.
  case high
  /// Visible now and the reason the user is waiting (a detail's header photo).
  case veryHigh

  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}
