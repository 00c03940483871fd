import Foundation

/// A 3D banner ring: N items on a circle, the front one large and opaque, the others smaller, dimmer
/// and further back the further round they are.
///
/// ``position`` is continuous, in items: item `i` is in front at position `i` (0-based). For item `i`
/// the signed distance round the ring is `d = (position − i).remainder(dividingBy: N)`, in
/// `−N/2...N/2`, and
/// - scale = max(0, 1 − |d| · ``scaleStep``), opacity = max(0, 1 − |d| · ``opacityStep``),
/// - zIndex = 1 − |d| · ``zIndexStep``, horizontal offset = sin(2π · d / N) · ``radius``.
///
/// A release snaps to the projected whole position, at most ``maxItemsPerFling`` items beyond the one nearest at
/// release, and animates to that un-normalised target — so the ring never sweeps the long way round the seam, as
/// a target normalised into `0..<N` would. Once at rest, ``position`` is shifted into `0..<N` by whole turns,
/// which changes no placement.
public struct RotaryCarousel: InteractiveComponent, ScrollBackedComponent, Equatable {
  /// What the component reports: index changes, rests and taps.
  public typealias Event = ItemEvent

  /// Finger travel that turns the ring by one item, in points. Default 250.
  public let pointsPerItem: CGFloat
  /// Scale lost per item of distance from the front. Default 0.2.
  public let scaleStep: CGFloat
  /// Opacity lost per item of distance. Default 0.3.
  public let opacityStep: Double
  /// zIndex lost per item of distance. Default 0.1.
  public let zIndexStep: Double
  /// Horizontal radius of the ring, in points. Default 200.
  public let radius: CGFloat
  /// Space between the viewport's sides and the front card, in points: card width = viewport − 2 × this.
  /// Default 16.
  public let horizontalInset: CGFloat
  /// Card height ÷ card width. Default 156 / 375.
  public let aspectRatio: CGFloat
  /// The most items one release may add beyond the nearest. Default 1.
  public let maxItemsPerFling: Int
  /// Whether the ring is drawn for Reduce Motion: only the item nearest the front, flat and opaque in
  /// the front card's place — no turning, scaling or fading. The ring still turns under the finger
  /// and by ``scroll(to:animation:time:)``; the card shown steps to the next item as the position
  /// passes halfway, so a drag still shows where it will land.
  /// It also stops ``autoAdvance``.
  public let reducesMotion: Bool

  /// The number of items on the ring, at most ``maximumItemCount``.
  public private(set) var itemCount: Int

  /// The most items a ring holds (2²⁰); a larger count is clamped to it. The ring's position is kept
  /// in points, so a turn's length must stay exact in a `Double` at any spacing: 2²⁰ items of at most
  /// 1e7 points span 1e13 points, where a Double still resolves a thousandth of a point. A ring shows
  /// a handful of items; a million are already indistinguishable from more.
  public static let maximumItemCount = 1 << 20
  var motion: ScrollBackedMotion<Event>
  private var timer: AutoAdvanceTimer

  /// Creates a ring of `itemCount` items with item 0 in front. Bad input never fails: each parameter
  /// below says what it becomes.
  ///
  /// - Parameters:
  ///   - itemCount: the number of items on the ring; a negative count is 0 (an empty ring, nothing
  ///     placed), one above ``maximumItemCount`` is that.
  ///   - pointsPerItem: the finger travel, in points, that turns the ring by one item; default 250.
  ///     Zero, negative or non-finite is 250; at most 10⁷ points.
  ///   - scaleStep: the scale an item loses per item of distance from the front; default 0.2, so the
  ///     neighbours are drawn at 0.8. An item whose scale would reach 0 is not placed; a negative step
  ///     draws the items further round larger. Non-finite is 0.2.
  ///   - opacityStep: the opacity an item loses per item of distance; default 0.3. An item whose
  ///     opacity would reach 0 is not placed. Non-finite is 0.3.
  ///   - zIndexStep: the zIndex an item loses per item of distance, so nearer items are drawn over
  ///     further ones; default 0.1. Non-finite is 0.1.
  ///   - radius: the ring's horizontal radius, in points: an item `d` items round is drawn
  ///     `sin(2π · d / N) · radius` points to the side; default 200. Non-finite is 200; a negative
  ///     radius mirrors the ring.
  ///   - horizontalInset: the space, in points, between the viewport's sides and the front card;
  ///     default 16. Negative or non-finite is 0.
  ///   - aspectRatio: the cards' height over their width; default 156 / 375. Negative or non-finite is
  ///     0, which places no card.
  ///   - minimumDistance: how far, in points, a finger moves before the drag turns the ring (less is
  ///     a tap, or nothing); default 20. Negative or non-finite is 0.
  ///   - maxItemsPerFling: the most items one release turns the ring beyond the item nearest the
  ///     front at release; default 1. Negative is 0 (a release rests on that nearest item); `Int.max`
  ///     is no limit.
  ///   - animation: the snapping curve; default `.spring(response: 0.35, dampingFraction: 1)`.
  ///   - reducesMotion: whether the ring is drawn for Reduce Motion (see ``reducesMotion``); default
  ///     false.
  ///   - autoAdvance: whether and how often the next item comes to the front by itself; default
  ///     `.off`. An interval that is not a positive, finite number of seconds is off.
  public init(
    itemCount: Int, pointsPerItem: CGFloat = 250, scaleStep: CGFloat = 0.2, opacityStep: Double = 0.3,
    zIndexStep: Double = 0.1, radius: CGFloat = 200, horizontalInset: CGFloat = 16, aspectRatio: CGFloat = 156.0 / 375,
    minimumDistance: CGFloat = 20, maxItemsPerFling: Int = 1, animation: AnimationCurve = .snap,
    reducesMotion: Bool = false, autoAdvance: AutoAdvance = .off
  ) {
    self.reducesMotion = reducesMotion
    timer = AutoAdvanceTimer(autoAdvance)
    timer.reduceMotion = reducesMotion
    self.itemCount = itemCount.clamped(to: 0...Self.maximumItemCount)
    self.pointsPerItem = pointsPerItem.sanitizedLength > 0 ? pointsPerItem.sanitizedLength : 250
    self.scaleStep = scaleStep.isFinite ? scaleStep : 0.2
    self.opacityStep = opacityStep.isFinite ? opacityStep : 0.3
    self.zIndexStep = zIndexStep.isFinite ? zIndexStep : 0.1
    self.radius = radius.isFinite ? radius : 200
    self.horizontalInset = horizontalInset.sanitizedLength
    self.aspectRatio = aspectRatio.sanitizedLength
    self.maxItemsPerFling = Swift.max(0, maxItemsPerFling)
    var physics = ScrollPhysics(
      mode: .snapping(.lattice(spacing: self.pointsPerItem), maxItemsPerFling: self.maxItemsPerFling),
      snapAnimation: animation, isUnbounded: true)
    physics.flingOrigin = .release
    motion = ScrollBackedMotion(
      controller: ScrollController(axis: .horizontal, minimumDistance: minimumDistance, physics: physics))
  }

  /// The ring's continuous position in items. Item `i` is in front at `i`.
  public var position: CGFloat { -motion.physics.offset / pointsPerItem }
  /// The item in front: round(position) mod N, never negative; 0 for an empty ring.
  public var currentIndex: Int { LoopArithmetic.nearestItem(to: position, count: itemCount) }
  /// A ring always loops: the last item is followed by the first.
  public var loops: Bool { true }

  /// The size of a card in the current viewport, in points: the viewport's width less
  /// ``horizontalInset`` on each side at ``aspectRatio`` — narrower when that card would be taller than
  /// the viewport (a wide, short frame), so the card always fits the viewport both ways.
  public var cardSize: CGSize { cardSize(width: viewport.width, height: viewport.height) }

  /// The front card in a viewport of `width` × `height` points: the card sized from the width,
  /// narrower (same shape) where the height is short.
  private func cardSize(width: CGFloat, height: CGFloat) -> CGSize {
    CGSize.fitting(width: width - 2 * horizontalInset, height: height, aspectRatio: aspectRatio)
  }

  /// The signed distance of item `index` from the front, in items, in `−N/2...N/2`.
  public func distance(ofItem index: Int) -> CGFloat {
    LoopArithmetic.distance(from: index, to: position, count: itemCount)
  }

  /// Feeds one pointer sample; a tap on a side card turns it to the front.
  public mutating func handle(_ event: DragEvent) -> GestureResponse {
    // Taps are the ring's own: a side card comes forward, only the front card reports `.tapped`.
    let change = motion.handle(event)
    // Any interaction pauses auto-advance; its interval restarts once the finger lifts.
    if change != .none { timer.interrupt() }
    if case .tapped(let point) = change, let index = placements().hitTest(point) {
      if index == currentIndex {
        motion.events.append(.tapped(index: index))
      } else {
        scroll(to: index, animation: motion.physics.snapAnimation, time: event.time)
      }
    }
    return motion.controller.response
  }

  /// Moves the ring forward; see ``Drivable/advance(to:)``.
  public mutating func advance(to time: TimeInterval) -> [Event] {
    motion.advance(to: time)
    if isSettled { normalizePosition() }
    if timer.isDue(at: time, canTurn: itemCount > 1, isTouched: motion.controller.tracker.isActive) {
      turnToNext(at: time)
    }
    return motion.drainEvents(index: currentIndex)
  }

  /// The banner after the one the ring rests on (or is heading for) comes to the front, always the
  /// same way round, as after a swipe; whole turns are folded back at rest.
  private mutating func turnToNext(at time: TimeInterval) {
    let resting = motion.physics.restingOffset.map { -$0 / pointsPerItem } ?? position
    let target = resting.rounded() + 1
    guard target.isFinite else { return }
    motion.motionStarted()
    motion.physics.scroll(to: -target * pointsPerItem, animation: motion.physics.snapAnimation, at: time)
  }

  /// Whether and how often the ring turns the next banner to the front by itself.
  public var autoAdvance: AutoAdvance {
    get { timer.setting }
    set { timer.setting = newValue }
  }

  /// When ``advance(to:)`` must next run although nothing moves: the next auto-advance (see
  /// ``PagedCarousel/nextWakeTime``).
  public var nextWakeTime: TimeInterval? {
    timer.wakeTime(clock: motion.physics.clock, canTurn: itemCount > 1, isTouched: motion.controller.tracker.isActive)
  }

  /// Says whether the ring is on screen; auto-advance pauses while it is not (see
  /// ``PagedCarousel/setVisible(_:)``).
  public mutating func setVisible(_ visible: Bool) { timer.setVisible(visible) }

  /// Runs auto-advance only while `gate` allows it (see ``PagedCarousel/apply(_:)``).
  public mutating func apply(_ gate: AutoAdvanceGate) { setVisible(gate.allowsAutoAdvance) }

  /// Shifts ``position`` into `0..<N` by whole turns; no placement changes.
  private mutating func normalizePosition() {
    let turns = LoopArithmetic.wholeTurns(in: position, count: itemCount)
    guard turns != 0 else { return }
    motion.physics.shift(by: turns * CGFloat(itemCount) * pointsPerItem)
  }

  /// Turns item `index` (taken mod N) to the front the short way round, with `animation` or at once.
  public mutating func scroll(to index: Int, animation: AnimationCurve?, time: TimeInterval) {
    guard itemCount > 0 else { return }
    motion.advance(to: time)
    let target = LoopArithmetic.target(for: index, from: position, count: itemCount)
    motion.motionStarted()
    motion.physics.scroll(to: -target * pointsPerItem, animation: animation, at: time)
    timer.restart(at: time)
  }

  /// Sets the number of items (clamped to ``maximumItemCount``); the ring keeps its position, and the
  /// front item clamps into range.
  public mutating func setItemCount(_ count: Int) {
    let newCount = count.clamped(to: 0...Self.maximumItemCount)
    if newCount > 0, currentIndex >= newCount, isSettled {
      motion.physics.stop(at: -CGFloat(newCount - 1) * pointsPerItem)
    }
    itemCount = newCount
    motion.events.dropTaps(atOrPast: itemCount)
  }

  /// The most items placed: the ones nearest the front. Items further round are hidden even when the
  /// steps would still show them, so a huge ring costs no more than this per frame.
  public static let maximumPlacedItems = 64

  /// The front card's height at this width: the cards sized by the width alone, the side cards
  /// (smaller) inside it.
  public func idealViewportHeight(forWidth width: CGFloat) -> CGFloat? {
    let card = cardSize(width: width, height: .largestLength)
    return card.height > 0 ? card.height : nil
  }

  /// Every visible card, back to front: ascending zIndex, ties by index.
  /// - Complexity: O(k²) at worst for k = min(N, ``maximumPlacedItems``) cards; a frame's few cards
  ///   cost a few compares each.
  public func placements() -> [ItemPlacement] { collectedPlacements() }

  /// Replaces the contents of `result` with ``placements()``'s answer, keeping the array's storage:
  /// no allocation once it has held a frame's placements.
  public func placements(into result: inout [ItemPlacement]) {
    result.removeAll(keepingCapacity: true)
    let size = cardSize
    guard itemCount > 0, size.width > 0, size.height > 0, viewport.height > 0 else { return }
    let centered = CGPoint(x: (viewport.width - size.width) / 2, y: (viewport.height - size.height) / 2)
    if reducesMotion {
      result.append(ItemPlacement(index: currentIndex, frame: CGRect(origin: centered, size: size), zIndex: 1))
      return
    }
    let shown = Swift.min(itemCount, Self.maximumPlacedItems)
    // The `shown` slots nearest the front, each a distinct item (all of them on a small ring).
    let firstSlot = itemCount <= Self.maximumPlacedItems ? 0 : LoopArithmetic.nearestSlot(to: position) - shown / 2
    // The visible cards' depths are ordered first, as small records, and the placements made in that
    // order: sorting the placements themselves moved ~100-byte values, a sixth of a frame.
    typealias Depth = (index: Int, distance: CGFloat, scale: CGFloat, opacity: Double, zIndex: Double)
    withUnsafeTemporaryAllocation(of: Depth.self, capacity: shown) { depths in
      var visible = 0
      for step in 0..<shown {
        let index = LoopArithmetic.wrap(firstSlot.saturatingAdd(step), count: itemCount)
        let d = distance(ofItem: index)
        let scale = 1 - abs(d) * scaleStep
        let opacity = 1 - Double(abs(d)) * opacityStep
        guard scale > 0, opacity > 0 else { continue }
        let depth: Depth = (index, d, scale, opacity, 1 - Double(abs(d)) * zIndexStep)
        var position = visible
        while position > 0,
          depth.zIndex < depths[position - 1].zIndex
            || (depth.zIndex == depths[position - 1].zIndex && depth.index < depths[position - 1].index)
        {
          depths[position] = depths[position - 1]
          position -= 1
        }
        depths[position] = depth
        visible += 1
      }
      let count = CGFloat(itemCount)
      result.reserveCapacity(visible)
      for depth in depths[..<visible] {
        let shift = CGFloat(sin(2 * Double.pi * Double(depth.distance / count))) * radius
        result.append(
          ItemPlacement(
            index: depth.index,
            frame: CGRect(x: centered.x + shift, y: centered.y, width: size.width, height: size.height),
            scale: depth.scale, opacity: depth.opacity, zIndex: depth.zIndex))
      }
    }
  }
}
