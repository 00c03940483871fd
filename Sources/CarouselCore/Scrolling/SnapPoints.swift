import Foundation

/// The offsets a snapping scroll may come to rest at, sorted ascending.
///
/// Uniform points (equal items) take O(1) memory and answer in O(1); explicit points answer by binary
/// search in O(log n), as do the rest points of items of their own lengths (a snap row sized by its
/// content), which are computed from the lengths rather than stored.
public struct SnapPoints: Sendable, Hashable {
  private enum Storage: Sendable, Hashable {
    case uniform(first: CGFloat, spacing: CGFloat, count: Int)
    case explicit([CGFloat])
    case lattice(spacing: CGFloat)
    case items(ItemRestPoints)
  }

  private let storage: Storage

  /// `count` points starting at `first`, `spacing` points apart. A non-finite or negative spacing or
  /// count is treated as 0 (one point, or none); a spacing is at most 10¹⁵ points and `first` within
  /// ±10¹⁵, so that every offset is finite.
  public static func uniform(first: CGFloat, spacing: CGFloat, count: Int) -> SnapPoints {
    SnapPoints(
      storage: .uniform(
        first: first.finiteOr(0).clamped(to: -CGRect.largestCoordinate...CGRect.largestCoordinate),
        spacing: Self.usableSpacing(spacing), count: Swift.max(0, count)))
  }

  /// The given points; non-finite values are dropped and the rest sorted.
  public static func explicit(_ points: [CGFloat]) -> SnapPoints {
    SnapPoints(storage: .explicit(points.filter(\.isFinite).sorted()))
  }

  /// Every whole multiple of `spacing`, without end: rings and endless pagers. Index `k` is at
  /// `k · spacing`, for any integer `k`; a spacing is sanitised as for ``uniform(first:spacing:count:)``.
  public static func lattice(spacing: CGFloat) -> SnapPoints {
    SnapPoints(storage: .lattice(spacing: usableSpacing(spacing)))
  }

  /// `spacing` when finite and positive, at most 10¹⁵ points (`Int.max` of them stay finite); else 0.
  private static func usableSpacing(_ spacing: CGFloat) -> CGFloat {
    Swift.min(spacing.sanitizedTotal, CGRect.largestCoordinate)
  }

  /// Where each of a row's items rests (``ItemRestPoints``): one point per item, O(1) memory beyond
  /// the lengths themselves.
  static func items(_ rests: ItemRestPoints) -> SnapPoints {
    SnapPoints(storage: .items(rests))
  }

  /// Whether the points go on without end in both directions.
  public var isUnbounded: Bool {
    if case .lattice = storage { return true }
    return false
  }

  /// No snap points: a snapping scroll with these behaves like a free one.
  public static let none = SnapPoints.explicit([])

  /// The number of points.
  public var count: Int {
    switch storage {
    case .uniform(_, _, let count): return count
    case .explicit(let points): return points.count
    case .lattice: return Int.max
    case .items(let rests): return rests.count
    }
  }

  /// The offset of point `index`, clamped to the valid indices; 0 when there are none.
  public func offset(at index: Int) -> CGFloat {
    if case .lattice(let spacing) = storage { return CGFloat(index) * spacing }
    guard count > 0 else { return 0 }
    let clamped = Swift.min(Swift.max(index, 0), count - 1)
    switch storage {
    case .uniform(let first, let spacing, _): return first + CGFloat(clamped) * spacing
    case .explicit(let points): return points[clamped]
    case .items(let rests): return rests.offset(ofItem: clamped)
    case .lattice: return 0
    }
  }

  /// The index of the point nearest to `offset` (ties to the lower index), or nil when empty.
  /// - Complexity: O(1) for uniform points, O(log n) for explicit ones and items' rest points.
  public func nearestIndex(to offset: CGFloat) -> Int? {
    guard count > 0 else { return nil }
    guard offset.isFinite else { return offset > 0 ? count - 1 : 0 }
    switch storage {
    case .lattice(let spacing):
      guard spacing > 0 else { return 0 }
      let raw = (offset / spacing).rounded(.toNearestOrAwayFromZero)
      // Ties go to the lower index, like the other kinds; the bound keeps Int conversion safe.
      let bounded = Swift.min(Swift.max(raw, -1e15), 1e15)
      let index = Int(bounded)
      return abs(CGFloat(index - 1) * spacing - offset) <= abs(CGFloat(index) * spacing - offset) ? index - 1 : index
    case .uniform(let first, let spacing, let count):
      guard spacing > 0 else { return 0 }
      let raw = ((offset - first) / spacing).rounded(.toNearestOrAwayFromZero)
      // CGFloat(count − 1) may round above Int.max for huge counts: compare before converting.
      let index = !raw.isFinite || raw <= 0 ? 0 : raw >= CGFloat(count - 1) ? count - 1 : Int(raw)
      // Ties go to the lower index.
      if index > 0, abs(self.offset(at: index - 1) - offset) <= abs(self.offset(at: index) - offset) {
        return index - 1
      }
      return index
    case .explicit(let points):
      let low = points.partitioningIndex { $0 >= offset }
      if low == points.count { return points.count - 1 }
      if low > 0, offset - points[low - 1] <= points[low] - offset { return low - 1 }
      return low
    case .items(let rests):
      return rests.nearestIndex(to: offset)
    }
  }
}
