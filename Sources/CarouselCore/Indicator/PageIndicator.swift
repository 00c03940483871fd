import Foundation

/// A page indicator — a row of dots — for a paged carousel or a pager: which dots to draw for a
/// position that moves continuously while the user drags, which page a tapped dot stands for, and which
/// page to announce. A front end draws ``dots(progress:)`` and nothing else.
///
/// With more pages than ``maximumVisibleDots-property`` the indicator is compact: a window of dots centred on
/// the current page slides with the position, clamped at the first and last pages, and the dots at an
/// edge beyond which more pages lie are drawn smaller (half size at the edge, three quarters next to
/// it), as the system page control does. A looping pager's indicator shares the position between the
/// last page and the first while the user drags across the seam.
///
/// ```swift
/// let indicator = PageIndicator(pageCount: 20, maximumVisibleDots: 7)
/// for dot in indicator.dots(progress: 10.4) {
///   // Draw a dot `dot.scale` times full size at `dot.position` dot spacings from the first slot,
///   // blending its colour from unselected to selected by `dot.selection`.
///   _ = (dot.page, dot.position, dot.scale, dot.selection)
/// }
/// ```
public struct PageIndicator: Sendable, Hashable {
  /// One dot to draw.
  public struct Dot: Sendable, Hashable {
    /// The page the dot stands for.
    public var page: Int
    /// Where to draw it: dot spacings from the first slot of the row (`0...visible − 1`); fractional,
    /// and for one dot just outside that range, while a compact window slides.
    public var position: Double
    /// How selected it looks, `0...1`: the current page's share of the position (0.6 for page 2 at
    /// progress 2.4). The selections of all dots add up to 1 — less only while a compact, looping
    /// indicator crosses from the last page to the first, whose dot is then outside the window.
    public var selection: Double
    /// Its size relative to a full dot, `0...1`: smaller at a compact window's edges.
    public var scale: Double
  }

  /// The most pages an indicator counts (10⁹): a larger count is cut to it, so that page numbers stay
  /// exact as `Double` positions.
  public static let maximumPageCount = 1_000_000_000
  /// The fewest dots a compact indicator shows (3): the current page and one on each side.
  public static let minimumVisibleDots = 3
  /// The most dots an indicator shows at once (99).
  public static let maximumVisibleDots = 99

  /// The number of pages, `0...maximumPageCount`.
  public let pageCount: Int
  /// The most dots shown at once, `minimumVisibleDots...99`; with more pages the indicator is compact.
  public let maximumVisibleDots: Int
  /// Whether the pages loop: a position past the last page is on its way to the first.
  public let loops: Bool
  /// Which end of the row the first page's dot is at: the right one, right to left.
  public let direction: ReadingDirection

  /// An indicator for `pageCount` pages (a negative count means none) showing at most
  /// `maximumVisibleDots` dots (clamped to `3...99`), the first page's at the leading end of the row
  /// in `direction`.
  public init(
    pageCount: Int, maximumVisibleDots: Int = 7, loops: Bool = false, direction: ReadingDirection = .leftToRight
  ) {
    self.pageCount = pageCount.clamped(to: 0...Self.maximumPageCount)
    self.maximumVisibleDots = maximumVisibleDots.clamped(to: Self.minimumVisibleDots...Self.maximumVisibleDots)
    self.loops = loops
    self.direction = direction
  }

  /// How many dot slots the row has: the page count, at most ``maximumVisibleDots-property``. A front end sizes
  /// the row from it, so the row's width never changes while the window slides.
  public var visibleDotCount: Int { Swift.min(pageCount, maximumVisibleDots) }

  /// The dots for a position of `progress` pages (the page shown, fractional between two pages while
  /// the user drags). A position that is not finite counts as page 0; one outside the pages is clamped
  /// to them, or, when the indicator ``loops``, wrapped round.
  /// - Complexity: O(``maximumVisibleDots-property``).
  public func dots(progress: Double) -> [Dot] {
    guard pageCount > 0 else { return [] }
    let position = normalized(progress)
    let lower = Int(position.rounded(.down))
    let fraction = position - Double(lower)
    // The page the position is on its way to; the lower one itself when there is no other (the last
    // page, or a single looping one), which then holds the whole position.
    let upper = lower + 1 < pageCount ? lower + 1 : (loops ? 0 : lower)
    func selection(of page: Int) -> Double {
      if page == lower { return upper == lower ? 1 : 1 - fraction }
      return page == upper ? fraction : 0
    }
    let visible = visibleDotCount
    guard pageCount > visible else {
      return (0..<pageCount).map { Dot(page: $0, position: Double($0), selection: selection(of: $0), scale: 1) }
    }
    // A compact window centred on the position, clamped so that it never shows past the ends.
    let windowStart = (position - Double(visible - 1) / 2).clamped(to: 0...Double(pageCount - visible))
    let windowEnd = windowStart + Double(visible - 1)
    let first = Int(windowStart.rounded(.down))
    let last = Swift.min(Int(windowEnd.rounded(.up)), pageCount - 1)
    // How much each edge shrinks its dots: fully with a page or more beyond it, not at all at the end,
    // in between as the window arrives there — so that no dot jumps in size.
    let leftWeight = Swift.min(windowStart, 1)
    let rightWeight = Swift.min(Double(pageCount - 1) - windowEnd, 1)
    return (first...last).compactMap { page in
      let slot = Double(page) - windowStart
      let left = 1 - leftWeight * (1 - Self.edgeScale(atDistance: slot))
      let right = 1 - rightWeight * (1 - Self.edgeScale(atDistance: Double(visible - 1) - slot))
      let scale = Swift.min(left, right)
      guard scale > 0 else { return nil }
      return Dot(page: page, position: slot, selection: selection(of: page), scale: scale)
    }
  }

  /// The page whose dot is nearest to `position` (dot spacings from the first slot, as
  /// ``Dot/position``) among the dots drawn at `progress`: what a tap there selects. Nil without pages
  /// or for a position that is not finite.
  public func page(atDotPosition position: Double, progress: Double) -> Int? {
    guard position.isFinite else { return nil }
    return dots(progress: progress).min { abs($0.position - position) < abs($1.position - position) }?.page
  }

  /// The page to announce and to report as selected at `progress`: the nearest page, wrapped round
  /// when the indicator ``loops``; nil without pages.
  public func currentPage(progress: Double) -> Int? {
    guard pageCount > 0 else { return nil }
    let page = Int(normalized(progress).rounded(.toNearestOrAwayFromZero))
    return page < pageCount ? page : (loops ? 0 : pageCount - 1)
  }

  /// The page `step` pages on from `page` — what an accessibility increment (`+1`) or decrement
  /// (`−1`) selects: wrapped round when the indicator ``loops``, stopped at the first and last page
  /// otherwise. A `page` outside the pages counts from the nearest one; nil without pages.
  public func page(steppingFrom page: Int, by step: Int) -> Int? {
    guard pageCount > 0 else { return nil }
    let target = page.clamped(to: 0...pageCount - 1).saturatingAdd(step)
    return loops ? LoopArithmetic.wrap(target, count: pageCount) : target.clamped(to: 0...pageCount - 1)
  }

  // MARK: - In points

  /// How wide the row of dots is for dots `spacing` points apart (centre to centre), in points: one
  /// spacing per slot, so a dot's centre is half a spacing inside its slot. The spacing is a length
  /// like any other the engine takes: negative or not finite counts as 0.
  public func rowWidth(spacing: CGFloat) -> CGFloat {
    CGFloat(visibleDotCount) * spacing.sanitizedLength
  }

  /// Where to draw `dot`'s centre: points from the row's left edge, for dots `spacing` points apart
  /// — counted from the right edge instead, right to left.
  public func centerX(of dot: Dot, spacing: CGFloat) -> CGFloat {
    let fromLeading = (CGFloat(dot.position) + 0.5) * spacing.sanitizedLength
    return direction == .rightToLeft ? rowWidth(spacing: spacing) - fromLeading : fromLeading
  }

  /// The page a tap `x` points from the row's left edge selects, for dots `spacing` points apart
  /// (see ``page(atDotPosition:progress:)``; right to left, the first dot is the rightmost); nil
  /// without pages, for an `x` that is not finite, or for a spacing of 0.
  public func page(atX x: CGFloat, spacing: CGFloat, progress: Double) -> Int? {
    let spacing = spacing.sanitizedLength
    guard spacing > 0 else { return nil }
    let fromLeading = direction == .rightToLeft ? rowWidth(spacing: spacing) - x : x
    return page(atDotPosition: Double(fromLeading / spacing) - 0.5, progress: progress)
  }

  /// `progress` within `0..<pageCount` when looping, `0...pageCount − 1` otherwise; 0 if not finite.
  private func normalized(_ progress: Double) -> Double {
    guard progress.isFinite else { return 0 }
    let count = Double(pageCount)
    guard loops else { return progress.clamped(to: 0...count - 1) }
    let wrapped = progress.truncatingRemainder(dividingBy: count)
    let position = wrapped < 0 ? wrapped + count : wrapped
    // A remainder that rounds up to the count itself is page 0.
    return position < count ? position : 0
  }

  /// A dot's size `distance` slots inside an edge beyond which more pages lie: 0.5 at the edge, 0.75
  /// one slot in, full size from two slots in; shrinking to nothing just outside the edge, where a dot
  /// leaving the sliding window is drawn.
  private static func edgeScale(atDistance distance: Double) -> Double {
    if distance >= 2 { return 1 }
    if distance >= 0 { return 0.5 + 0.25 * distance }
    return Swift.max(0, 0.5 * (1 + distance))
  }
}
