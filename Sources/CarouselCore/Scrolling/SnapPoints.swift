import Foundation

/// The offsets a snapping scroll may come to rest at, sorted ascending.
///
/// Uniform points (equal items) take O(1) memory and answer in O(1); explicit points answer by binary
/// search in O(log n).
public struct SnapPoints: Sendable, Hashable {
  private enum Storage: Sendable, Hashable {
    case uniform(first: CGFloat, spacing: CGFloat, count: Int)
    case explicit([CGFloat])
  }

  private let storage: Storage

  /// `count` points starting at `first`, `spacing` points apart. A non-finite or negative spacing or
  /// count is treated as 0 (one point, or none).
  public static func uniform(first: CGFloat, spacing: CGFloat, count: Int) -> SnapPoints {
    SnapPoints(
      storage: .uniform(first: first.finiteOr(0), spacing: spacing.sanitizedLength, count: Swift.max(0, count)))
  }

  /// The given points; non-finite values are dropped and the rest sorted.
  public static func explicit(_ points: [CGFloat]) -> SnapPoints {
    SnapPoints(storage: .explicit(points.filter(\.isFinite).sorted()))
  }

  /// No snap points: a snapping scroll with these behaves like a free one.
  public static let none = SnapPoints.explicit([])

  /// The number of points.
  public var count: Int {
    switch storage {
    case .uniform(_, _, let count): return count
    case .explicit(let points): return points.count
    }
  }

  /// The offset of point `index`, clamped to the valid indices; 0 when there are none.
  public func offset(at index: Int) -> CGFloat {
    guard count > 0 else { return 0 }
    let clamped = Swift.min(Swift.max(index, 0), count - 1)
    switch storage {
    case .uniform(let first, let spacing, _): return first + CGFloat(clamped) * spacing
    case .explicit(let points): return points[clamped]
    }
  }

  /// The index of the point nearest to `offset` (ties to the lower index), or nil when empty.
  /// - Complexity: O(1) for uniform points, O(log n) for explicit ones.
  public func nearestIndex(to offset: CGFloat) -> Int? {
    guard count > 0 else { return nil }
    guard offset.isFinite else { return offset > 0 ? count - 1 : 0 }
    switch storage {
    case .uniform(let first, let spacing, let count):
      guard spacing > 0 else { return 0 }
      let raw = ((offset - first) / spacing).rounded(.toNearestOrAwayFromZero)
      let index = raw.isFinite ? Int(Swift.max(Swift.min(raw, CGFloat(count - 1)), 0)) : 0
      // Ties go to the lower index.
      if index > 0, abs(self.offset(at: index - 1) - offset) <= abs(self.offset(at: index) - offset) {
        return index - 1
      }
      return index
    case .explicit(let points):
      var low = 0
      var high = points.count
      while low < high {
        let mid = (low + high) / 2
        if points[mid] < offset { low = mid + 1 } else { high = mid }
      }
      if low == points.count { return points.count - 1 }
      if low > 0, offset - points[low - 1] <= points[low] - offset { return low - 1 }
      return low
    }
  }
}
