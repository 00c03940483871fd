import Foundation

/// Cards piled up; swiping the top card away reveals the next, swiping back returns it (SPEC §4.6,
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
public struct CardStack: InteractiveComponent {
  /// What the stack reports.
  public enum Event: CarouselEvent {
    /// The top card changed.
    case currentIndexChanged(from: Int, to: Int)
    /// Motion came to rest with this card on top.
    case settled(index: Int)
    /// A card was tapped (the top-most card under the finger).
    case tapped(index: Int)
  }

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
  /// Space between the viewport's sides and the card, in total (points): card width = viewport − this.
  /// Seed: 72.
  public let horizontalInset: CGFloat
  /// Space above the card, in points, where the pile shows. Seed's page padding: 60.
  public let topInset: CGFloat
  /// Card height ÷ card width. Seed: 1120 / 840.
  public let aspectRatio: CGFloat
  /// The number of cards.
  public private(set) var itemCount: Int
  private var viewport: CGSize = .zero
  var controller: ScrollController
  var events: EventRecorder<Event>

  /// Creates a stack of `itemCount` cards.
  public init(
    itemCount: Int, style: Style = Style(), loops: Bool = false, horizontalInset: CGFloat = 72,
    topInset: CGFloat = 60, aspectRatio: CGFloat = 1120.0 / 840, maxItemsPerFling: Int = 1,
    animation: AnimationCurve = .snap
  ) {
    self.itemCount = Swift.max(0, itemCount)
    self.style = style
    self.loops = loops
    self.horizontalInset = horizontalInset.sanitizedLength
    self.topInset = topInset.sanitizedLength
    self.aspectRatio = aspectRatio.sanitizedLength
    controller = ScrollController(
      axis: .horizontal,
      physics: ScrollPhysics(mode: .free, snapAnimation: animation, isUnbounded: loops))
    self.maxItemsPerFling = Swift.max(0, maxItemsPerFling)
    events = EventRecorder()
    updateGeometry(keeping: 0)
  }

  /// The most cards one release may move. Default 1.
  public let maxItemsPerFling: Int

  /// The card size in the current viewport, in points.
  public var cardSize: CGSize {
    let width = Swift.max(0, viewport.width - horizontalInset)
    return CGSize(width: width, height: width * aspectRatio)
  }

  /// The continuous position in cards: card `i` is on top at `i`. Unbounded when looping.
  public var position: CGFloat {
    let width = cardSize.width
    return width > 0 ? controller.physics.offset / width : 0
  }
  /// Whether no motion is pending.
  public var isSettled: Bool { controller.physics.isSettled }
  /// The card on top (nearest to position), as an item index.
  public var currentIndex: Int { itemIndex(forSlot: position.rounded(.toNearestOrAwayFromZero)) ?? 0 }

  private func itemIndex(forSlot slot: CGFloat) -> Int? {
    guard itemCount > 0, slot.isFinite, abs(slot) < 1e15 else { return nil }
    let whole = Int(slot)
    if loops {
      let index = whole % itemCount
      return index < 0 ? index + itemCount : index
    }
    return (0..<itemCount).contains(whole) ? whole : nil
  }

  /// Feeds one pointer sample; see ``InteractiveComponent/handle(_:)``.
  public mutating func handle(_ event: DragEvent) -> GestureResponse {
    handleWithTaps(event)
  }

  /// The top-most card drawn under `point`, or nil.
  /// - Complexity: O(maxStackSize).
  public func hitTest(_ point: CGPoint) -> Int? {
    placements().hitTest(point)
  }

  /// Moves the swipe forward; see ``InteractiveComponent/advance(to:)``.
  public mutating func advance(to time: TimeInterval) -> [Event] {
    controller.physics.advance(to: time)
    if isSettled, loops { normalizePosition() }
    events.update(index: currentIndex, isSettled: isSettled)
    return events.drain()
  }

  private mutating func normalizePosition() {
    guard itemCount > 0 else { return }
    let turns = (position / CGFloat(itemCount)).rounded(.down)
    guard turns != 0, turns.isFinite else { return }
    controller.physics.shift(by: -turns * CGFloat(itemCount) * cardSize.width)
  }

  /// Brings card `index` to the top (clamped, or the short way round when looping).
  public mutating func scroll(to index: Int, animation: AnimationCurve?, time: TimeInterval) {
    guard itemCount > 0 else { return }
    controller.physics.advance(to: time)
    let target: CGFloat
    if loops {
      let start = position.rounded(.toNearestOrAwayFromZero)
      target = start + (CGFloat(index) - start).remainder(dividingBy: CGFloat(itemCount))
    } else {
      target = CGFloat(Swift.min(Swift.max(index, 0), itemCount - 1))
    }
    events.motionStarted()
    controller.physics.scroll(to: target * cardSize.width, animation: animation, at: time)
  }

  /// Sets the viewport; the top card stays on top at the new size.
  public mutating func setViewport(_ size: CGSize) {
    let index = currentIndex
    viewport = size.sanitized
    updateGeometry(keeping: index)
  }

  /// Sets the number of cards; a top card past the end clamps to the last.
  public mutating func setItemCount(_ count: Int) {
    let index = currentIndex
    itemCount = Swift.max(0, count)
    updateGeometry(keeping: Swift.min(index, Swift.max(itemCount - 1, 0)))
  }

  private mutating func updateGeometry(keeping index: Int) {
    let width = cardSize.width
    let wasSettled = controller.physics.isSettled
    let points: SnapPoints = loops ? .lattice(spacing: width) : .uniform(first: 0, spacing: width, count: itemCount)
    controller.physics.mode = .snapping(points, maxItemsPerFling: maxItemsPerFling)
    controller.physics.setViewportLength(width)
    controller.physics.setContentLength(CGFloat(itemCount) * width)
    if wasSettled || !controller.physics.bounds.contains(controller.physics.offset) {
      controller.physics.scroll(to: CGFloat(index) * width, animation: nil, at: controller.physics.clock)
    }
  }

  /// The visible cards, back to front: the pile, the top card, then the leaving card.
  /// - Complexity: O(maxStackSize).
  public func placements() -> [ItemPlacement] {
    let size = cardSize
    guard itemCount > 0, size.width > 0, size.height > 0, viewport.height > 0 else { return [] }
    let base = CGRect(x: (viewport.width - size.width) / 2, y: topInset, width: size.width, height: size.height)
    let first = position.rounded(.down)
    guard first.isFinite else { return [] }
    var placed = Set<Int>()
    var result: [ItemPlacement] = []
    for step in 0...Swift.max(style.maxStackSize, 1) {
      let slot = first + CGFloat(step)
      guard let index = itemIndex(forSlot: slot), !placed.contains(index) else { continue }
      guard let placement = placement(of: index, progress: slot - position, base: base) else { continue }
      placed.insert(index)
      result.append(placement)
    }
    return result.sortedBackToFront()
  }

  private func placement(of index: Int, progress p: CGFloat, base: CGRect) -> ItemPlacement? {
    let size = base.size
    if p >= 0 {
      let stackSize = CGFloat(Swift.max(style.maxStackSize, 1))
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
