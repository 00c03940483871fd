import Foundation

/// Lengths measured from items' content, by element, for a component that
/// ``InteractiveComponent/takesItemLengths``: what ``ComponentHost`` keeps so that a measurement
/// follows its element when data is inserted or reordered, and what it gives the component.
///
/// An item not measured yet gets the mean of those measured so far — the estimate a lazily measured
/// row scrolls with until it sees the item — or ``fallbackLength`` before the first measurement.
@usableFromInline package struct MeasuredItemLengths<ID: Hashable & Sendable>: Sendable, Equatable {
  /// The most elements remembered: past it, new measurements are ignored (their items keep the
  /// estimate) until ``forget(keeping:)`` drops elements that went away.
  package static var capacity: Int { 100_000 }
  /// A change smaller than this (points) is not news: layout rounding cannot start a feedback loop.
  package static var tolerance: CGFloat { 0.25 }

  /// The length an item has before anything was measured, in points.
  package let fallbackLength: CGFloat
  private var measured: [ID: CGFloat] = [:]
  private var total: CGFloat = 0

  /// Lengths starting from `fallbackLength` points (sanitised: negative or not finite counts as 0).
  package init(fallbackLength: CGFloat) {
    self.fallbackLength = fallbackLength.sanitizedLength
  }

  /// How many elements have a measured length.
  package var count: Int { measured.count }

  /// What an item not measured yet counts as: the mean measured length, or ``fallbackLength``.
  package var estimate: CGFloat { measured.isEmpty ? fallbackLength : total / CGFloat(measured.count) }

  /// Records `length` points for element `id`.
  /// - Returns: whether the lengths changed: false for the same length (within ``tolerance``) and
  ///   for a length of 0 or less, not finite or beyond 10⁷ points, which is ignored — an item whose
  ///   content is empty for now (text or a photo still loading) keeps the estimate, so it stays drawn
  ///   and is measured again.
  package mutating func record(_ length: CGFloat, for id: ID) -> Bool {
    guard length.isFinite, length > 0, length <= 1e7 else { return false }
    if let old = measured[id] {
      guard abs(old - length) >= Self.tolerance else { return false }
      total += length - old
    } else {
      guard measured.count < Self.capacity else { return false }
      total += length
    }
    measured[id] = length
    return true
  }

  /// The length of element `id`: measured, or the ``estimate``.
  package func length(for id: ID) -> CGFloat { measured[id] ?? estimate }

  /// The length measured for element `id`, or nil when it has none.
  package func measuredLength(for id: ID) -> CGFloat? { measured[id] }

  /// The lengths of `ids`, in order.
  /// - Complexity: O(n).
  package func lengths(for ids: [ID]) -> [CGFloat] {
    let estimate = estimate
    return ids.map { measured[$0] ?? estimate }
  }

  /// Forgets the elements not in `ids` (data that went away), so memory follows the data.
  /// - Complexity: O(n + measured).
  @usableFromInline package mutating func forget(keeping ids: [ID]) {
    guard measured.count > 0 else { return }
    let kept = Set(ids)
    measured = measured.filter { kept.contains($0.key) }
    total = measured.values.reduce(0, +)
  }
}
