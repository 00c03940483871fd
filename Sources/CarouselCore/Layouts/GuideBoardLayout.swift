import Foundation

/// A road-sign board: each subview hangs left or right of a centre post.
///
/// - Width: 2 × the widest subview + 2 × ``gap`` (5 points each side of the centre).
/// - Height: each subview of height `h` adds `h` if it is the last; `h / 2` if the next one hangs on
///   the other side (that sign starts level with this one's middle); otherwise `h + 5`.
/// - A left subview's top-trailing corner goes to `(midX − gap, y)`, a right one's top-leading corner
///   to `(midX + gap, y)`; `y` starts at the top of the bounds and advances by the height rule.
///
/// Sides come from each subview's ``SideKey`` value, or go left, right, left… in ``Mode/alternating``.
///
/// A size a subview reports that is NaN, infinite or negative counts as 0, and one over 1e7 points as
/// 1e7; bounds are read the same way, with an origin that is not finite placed at 0 and one beyond
/// ±1e9 points clamped there.
public struct GuideBoardLayout: SubviewLayout, Sendable, Hashable {
  /// Where the sides come from.
  public enum Mode: String, Sendable, Hashable, Codable {
    /// Each subview's ``SideKey`` value.
    case fromValues
    /// Left, right, left… whatever the values say.
    case alternating
  }

  /// The space between a sign and the board's centre line, in points. Default 5.
  public var gap: CGFloat
  /// The vertical space between two signs on the same side, in points. Default 5.
  public var sameSideSpacing: CGFloat
  /// Where the sides come from.
  public var mode: Mode
  /// Right to left, the board is mirrored: a ``Side/left`` sign (the leading side) hangs right of the
  /// post. A SwiftUI `Layout` is mirrored by SwiftUI itself in a right-to-left environment, so the
  /// SwiftUI `GuideBoard` layout of CarouselKit leaves this left to right; a front end that places the
  /// signs itself sets it.
  public var direction: ReadingDirection

  /// Creates a guide board layout.
  public init(
    mode: Mode = .fromValues, gap: CGFloat = 5, sameSideSpacing: CGFloat = 5,
    direction: ReadingDirection = .leftToRight
  ) {
    self.mode = mode
    self.direction = direction
    self.gap = gap.sanitizedLength
    self.sameSideSpacing = sameSideSpacing.sanitizedLength
  }

  /// The side of subview `index`.
  public func side<Subviews: RandomAccessCollection>(of index: Int, in subviews: Subviews) -> Side
  where Subviews.Element: SubviewProxy, Subviews.Index == Int {
    switch mode {
    case .alternating: return index % 2 == 0 ? .left : .right
    case .fromValues: return subviews[index][SideKey.self]
    }
  }

  /// The top of each subview, relative to the board's top, and the board's total height.
  /// - Complexity: O(n).
  func verticalPositions<Subviews: RandomAccessCollection>(
    _ subviews: Subviews, sizes: [CGSize]
  ) -> (tops: [CGFloat], height: CGFloat) where Subviews.Element: SubviewProxy, Subviews.Index == Int {
    var tops: [CGFloat] = []
    tops.reserveCapacity(sizes.count)
    var y: CGFloat = 0
    for index in sizes.indices {
      tops.append(y)
      let height = sizes[index].height
      if index == sizes.count - 1 {
        y += height
      } else if side(of: index + 1, in: subviews) != side(of: index, in: subviews) {
        y += height / 2
      } else {
        y += height + sameSideSpacing
      }
    }
    return (tops, y)
  }

  public func sizeThatFits<Subviews: RandomAccessCollection>(
    proposal: ProposedSize, subviews: Subviews, cache: inout Void
  ) -> CGSize where Subviews.Element: SubviewProxy, Subviews.Index == Int {
    let sizes = subviews.map { $0.sizeThatFits(.unspecified).sanitized }
    guard !sizes.isEmpty else { return .zero }
    let widest = sizes.map(\.width).max() ?? 0
    return CGSize(width: 2 * widest + 2 * gap, height: verticalPositions(subviews, sizes: sizes).height)
  }

  public func placeSubviews<Subviews: RandomAccessCollection>(
    in bounds: CGRect, proposal: ProposedSize, subviews: Subviews, cache: inout Void
  ) where Subviews.Element: SubviewProxy, Subviews.Index == Int {
    let sizes = subviews.map { $0.sizeThatFits(.unspecified).sanitized }
    let tops = verticalPositions(subviews, sizes: sizes).tops
    // Sane bounds: a size as any length, an origin within ±1e9 points so its middle cannot overflow.
    let limit = DragEvent.largestCoordinate
    let bounds = CGRect(
      x: bounds.minX.finiteOr(0).clamped(to: -limit...limit), y: bounds.minY.finiteOr(0).clamped(to: -limit...limit),
      width: bounds.width.sanitizedLength, height: bounds.height.sanitizedLength)
    for index in subviews.indices {
      let y = bounds.minY + tops[index]
      let proposal = ProposedSize(sizes[index])
      let side = side(of: index, in: subviews)
      switch direction == .rightToLeft ? side.opposite : side {
      case .left:
        subviews[index].place(at: CGPoint(x: bounds.midX - gap, y: y), anchor: .topTrailing, proposal: proposal)
      case .right:
        subviews[index].place(at: CGPoint(x: bounds.midX + gap, y: y), anchor: .topLeading, proposal: proposal)
      }
    }
  }
}
