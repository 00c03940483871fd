import Foundation

/// Cards piled up; swiping the top card away reveals the next, swiping back returns it (like
/// the StackPageView of CollectionViewPagingLayout — which cannot loop; this one can).
///
/// ``position`` is continuous, in items; card `i` has progress `p = i − position`. With `s` the card
/// size and the parameters in ``Style``:
/// - the top card and the pile (p ≥ 0): scale = max(minScale, 1 − p · scaleFactor), translation =
///   stackPosition ⊙ s · (p · spacingFactor + (1 − scale) / 2) — so with stackPosition (0, −1) the
///   pile shows above the top card — zIndex −p, opacity 1 − p · alphaFactor, faded out over the last
///   0.9 of the pile and hidden from p = maxStackSize;
/// - the leaving card (p < 0): translation popOffsetRatio ⊙ s · |p|, rotation −popAngle · |p| in the
///   screen's plane, opacity clamp((1 + p) / 0.3, 0, 1).
public struct CardStack: InteractiveComponent, SnapTrackComponent, Equatable {
  /// What the component reports: index changes, rests and taps.
  public typealias Event = ItemEvent

  /// The look of the pile, with the peer library's defaults.
  public struct Style: Sendable, Hashable {
    /// Scale lost per card down the pile. Default 0.15.
    public var scaleFactor: CGFloat = 0.15
    /// Cards visible in the pile, the top one included. Default 3.
    public var maxStackSize: Int = 3
    /// Offset per card down the pile, as a fraction of the card size. Default 0.03.
    public var spacingFactor: CGFloat = 0.03
    /// The smallest scale in the pile. Default 0.
    public var minScale: CGFloat = 0
    /// Opacity lost per card down the pile. Default 0.
    public var alphaFactor: Double = 0
    /// Rotation of a fully swiped card, in radians (counter-clockwise). Default π/7.
    public var popAngle: Double = .pi / 7
    /// Where a fully swiped card has gone, as a fraction of the card size. Default (−1.3, 0.3).
    public var popOffsetRatio = CGPoint(x: -1.3, y: 0.3)
    /// The direction the pile shows in, as a unit vector. Default (0, −1): above the top card.
    public var stackPosition = CGPoint(x: 0, y: -1)

    /// The peer library's defaults.
    public init() {}
  }

  /// The look of the pile.
  public let style: Style
  /// Whether the last card is followed by the first again.
  public let loops: Bool
  /// Space between each side of the viewport and the card, in points: card width = viewport − 2 ×
  /// this (the same meaning as on every component). Default 36 (a card 72 points narrower than the screen).
  public let horizontalInset: CGFloat
  /// Space above the card, in points, where the pile shows. Default 60.
  public let topInset: CGFloat
  /// Card height ÷ card width. Default 1120 / 840.
  public let aspectRatio: CGFloat
  /// The most cards one release may move. Default 1; `Int.max` means no limit.
  public let maxItemsPerFling: Int
  /// The number of cards.
  public internal(set) var itemCount: Int
  var motion: ScrollBackedMotion<Event>
  var track: SnapTrack

  /// Creates a stack of `itemCount` cards. Lengths are sanitised (negative, NaN and infinite count as
  /// 0); any `maxStackSize` and `maxItemsPerFling` are safe.
  public init(
    itemCount: Int, style: Style = Style(), loops: Bool = false, horizontalInset: CGFloat = 36,
    topInset: CGFloat = 60, aspectRatio: CGFloat = 1120.0 / 840, maxItemsPerFling: Int = 1,
    animation: AnimationCurve = .snap
  ) {
    self.itemCount = Swift.max(0, itemCount)
    self.style = style
    self.loops = loops
    self.horizontalInset = horizontalInset.sanitizedLength
    self.topInset = topInset.sanitizedLength
    self.aspectRatio = aspectRatio.sanitizedLength
    self.maxItemsPerFling = Swift.max(0, maxItemsPerFling)
    motion = ScrollBackedMotion(
      controller: ScrollController(
        axis: .horizontal, physics: ScrollPhysics(mode: .free, snapAnimation: animation, isUnbounded: loops)))
    track = SnapTrack(loops: loops)
    layOut()
  }

  /// The card size in the current viewport, in points: the viewport's width less
  /// ``horizontalInset`` on each side at ``aspectRatio`` — narrower when that card would not fit below
  /// ``topInset`` (a short viewport), so the card always fits the viewport both ways.
  public var cardSize: CGSize { cardSize(width: viewport.width, height: viewport.height - topInset) }

  /// The top card in `width` × `height` points below the top inset: sized by the width, narrower
  /// (same shape) where the height is short.
  private func cardSize(width: CGFloat, height: CGFloat) -> CGSize {
    CGSize.fitting(width: width - 2 * horizontalInset, height: height, aspectRatio: aspectRatio)
  }

  /// The continuous position in cards: card `i` is on top at `i`. Unbounded when looping.
  public var position: CGFloat {
    let width = cardSize.width
    return width > 0 ? motion.physics.offset / width : 0
  }
  /// The card on top (nearest to position), as an item index.
  public var currentIndex: Int { loops ? LoopArithmetic.wrap(trackIndex, count: itemCount) : trackIndex }

  /// The pile's size for fading and hiding: `maxStackSize`, at least 1.
  private var stackSize: Int { Swift.max(style.maxStackSize, 1) }

  /// The most cards placed: a pile deeper than this shows only its top ``maximumPlacedCards``, so a
  /// huge `maxStackSize` costs no more than this per frame.
  public static let maximumPlacedCards = 64

  /// How many consecutive slots from the one at or before ``position`` can show a card: the pile and
  /// the leaving card, never more than there are cards nor more than ``maximumPlacedCards`` + 1.
  private var slotsShown: Int {
    let pile = Swift.min(stackSize, Self.maximumPlacedCards)
    return loops ? Swift.min(pile + 1, itemCount) : Swift.min(pile, itemCount) + 1
  }

  /// The top-most card drawn under `point`, or nil.
  /// - Complexity: O(maxStackSize).
  public func hitTest(_ point: CGPoint) -> Int? {
    placements().hitTest(point)
  }

  /// Moves the swipe forward; see ``Drivable/advance(to:)``.
  public mutating func advance(to time: TimeInterval) -> [Event] {
    motion.advance(to: time)
    if isSettled, loops { normalizePosition() }
    return motion.drainEvents(index: currentIndex)
  }

  private mutating func normalizePosition() {
    let turns = LoopArithmetic.wholeTurns(in: position, count: itemCount)
    guard turns != 0 else { return }
    motion.physics.shift(by: -turns * CGFloat(itemCount) * cardSize.width)
  }

  /// Brings card `index` to the top (clamped, or the short way round when looping). Asked before the
  /// stack has a viewport, it lands there without animation once it has one.
  public mutating func scroll(to index: Int, animation: AnimationCurve?, time: TimeInterval) {
    guard itemCount > 0 else { return }
    motion.advance(to: time)
    let slot = loops ? Int(saturating: LoopArithmetic.target(for: index, from: position, count: itemCount)) : index
    scrollTrack(to: slot, animation: animation, time: time)
  }

  /// Card `i` is on top at `i` card widths.
  var trackGeometry: SnapTrack.Geometry {
    let width = cardSize.width
    return SnapTrack.Geometry(
      rests: .uniform(stride: width), count: itemCount, maxItemsPerFling: maxItemsPerFling, viewportLength: width,
      contentLength: CGFloat(itemCount) * width)
  }

  /// The top inset, the top card sized by the width alone, and the pile showing under it as the
  /// style places it (scale included).
  public func idealViewportHeight(forWidth width: CGFloat) -> CGFloat? {
    let size = cardSize(width: width, height: .largestLength)
    guard size.height > 0 else { return nil }
    let top = CGRect(x: 0, y: topInset, width: size.width, height: size.height)
    var bottom = top.maxY
    for slot in 0..<Swift.min(stackSize, Self.maximumPlacedCards) {
      guard let card = placement(of: 0, progress: CGFloat(slot), base: top) else { continue }
      for corner in card.transformedCorners { bottom = Swift.max(bottom, corner.y) }
    }
    return bottom
  }

  /// The visible cards, back to front: the pile, the top card, then the leaving card.
  /// - Complexity: O(min(maxStackSize, itemCount)), without allocation beyond the result.
  public func placements() -> [ItemPlacement] { collectedPlacements() }

  /// Replaces the contents of `result` with ``placements()``'s answer, keeping the array's storage:
  /// no allocation once it has held a frame's placements.
  public func placements(into result: inout [ItemPlacement]) {
    result.removeAll(keepingCapacity: true)
    let size = cardSize
    guard itemCount > 0, size.width > 0, size.height > 0, viewport.height > 0 else { return }
    let base = CGRect(x: (viewport.width - size.width) / 2, y: topInset, width: size.width, height: size.height)
    let first = position.rounded(.down)
    guard first.isFinite else { return }
    // Consecutive slots hold distinct cards, so no card is placed twice. Every card's zIndex is −p
    // (p = slot − position, the leaving card's included), which falls as the slot rises: walking the
    // slots from the last to the first yields back-to-front order without a sort.
    let slots = slotsShown
    result.reserveCapacity(slots)
    for step in stride(from: slots - 1, through: 0, by: -1) {
      let slot = first + CGFloat(step)
      guard let index = LoopArithmetic.item(atSlot: slot, count: itemCount, loops: loops),
        let placement = placement(of: index, progress: slot - position, base: base)
      else { continue }
      result.append(placement)
    }
  }

  private func placement(of index: Int, progress p: CGFloat, base: CGRect) -> ItemPlacement? {
    let size = base.size
    if p >= 0 {
      let stackSize = CGFloat(stackSize)
      guard p < stackSize else { return nil }
      let scale = Swift.max(style.minScale, 1 - p * style.scaleFactor)
      let travel = p * style.spacingFactor + (1 - scale) / 2
      var opacity = 1 - Double(p) * style.alphaFactor
      if p >= stackSize - 1 { opacity *= Double((1 - (p - stackSize + 1) / 0.9).clampedUnit) }
      let frame = base.offsetBy(
        dx: style.stackPosition.x * size.width * travel, dy: style.stackPosition.y * size.height * travel)
      return ItemPlacement(index: index, frame: frame, scale: scale, opacity: opacity, zIndex: 0 - Double(p))
    }
    let leaving = -p
    guard leaving < 1 else { return nil }
    let frame = base.offsetBy(
      dx: style.popOffsetRatio.x * size.width * leaving, dy: style.popOffsetRatio.y * size.height * leaving)
    return ItemPlacement(
      index: index, frame: frame, rotation: .inPlane(radians: -style.popAngle * Double(leaving)),
      opacity: Double(((1 + p) / 0.3).clampedUnit), zIndex: Double(leaving))
  }
}
