import Foundation

/// Equal-length items with the current one centred and its neighbours peeking in.
///
/// A release snaps with velocity: to the item nearest where momentum would carry the content, at most
/// ``maxItemsPerFling`` items from the one current when the drag began — so a slow drag past half an item moves
/// one item, and a fast flick never skips a section. At zero velocity that is the nearest item, rounded rather
/// than truncated.
///
/// ```swift
/// // Recent news: sections of 3 rows, item = viewport − 16, spacing 16, height 260.
/// let sections = news.chunked(into: 3)
/// var carousel = SnapCarousel(itemCount: sections.count, itemHeight: 260)
/// carousel.setViewport(CGSize(width: 390, height: 260))
/// ```
public struct SnapCarousel: InteractiveComponent, Equatable {
  /// What the component reports: index changes, rests and taps.
  public typealias Event = ItemEvent

  /// Where the current item rests.
  public enum Alignment: String, Sendable, Hashable, Codable {
    /// In the middle of the viewport, neighbours peeking on both sides.
    case center
    /// At `spacing` from the leading edge, the next item peeking on the trailing side.
    case leading
  }

  /// Where the current item rests.
  public let alignment: Alignment
  /// How much narrower than the viewport an item is (points): item length = viewport − this. Default 16.
  public let itemInset: CGFloat
  /// Space between items, in points. Default 16.
  public let spacing: CGFloat
  /// The items' height, in points. 0 (the default) uses the viewport's height.
  public let itemHeight: CGFloat
  /// The most items one release may move. Default 1.
  public let maxItemsPerFling: Int
  /// The snapping curve. Default `.spring(response: 0.35, dampingFraction: 1)`.
  public let animation: AnimationCurve

  /// The number of items.
  public private(set) var itemCount: Int
  private var viewport: CGSize = .zero
  private var motion: ScrollBackedMotion<Event>
  private var track = UniformSnapTrack()

  /// Creates a carousel of `itemCount` equal items. Every length is sanitised (negative, NaN and
  /// infinite count as 0); any `maxItemsPerFling` is safe (`Int.max`: no limit).
  public init(
    itemCount: Int, itemHeight: CGFloat = 0, itemInset: CGFloat = 16, spacing: CGFloat = 16,
    alignment: Alignment = .center, maxItemsPerFling: Int = 1, animation: AnimationCurve = .snap
  ) {
    self.itemCount = Swift.max(0, itemCount)
    self.itemHeight = itemHeight.sanitizedLength
    self.itemInset = itemInset.sanitizedLength
    self.spacing = spacing.sanitizedLength
    self.alignment = alignment
    self.maxItemsPerFling = Swift.max(0, maxItemsPerFling)
    self.animation = animation
    var physics = ScrollPhysics(mode: .free, snapAnimation: animation)
    physics.flingOrigin = .dragStart
    motion = ScrollBackedMotion(controller: ScrollController(axis: .horizontal, physics: physics))
    updateGeometry()
  }

  /// The length of one item along the main axis, in points.
  public var itemLength: CGFloat { Swift.max(0, viewport.width - itemInset) }
  var stride: CGFloat { itemLength + spacing }

  /// How far the content has scrolled, in points (item `i` is current at `i · (itemLength + spacing)`).
  public var offset: CGFloat { motion.physics.offset }
  /// Whether no motion is pending and no event waits for the next ``advance(to:)``.
  public var isSettled: Bool { motion.isSettledAndReported }
  /// Whether the content would move under a finger moved by `translation`: not past an end (see
  /// ``InteractiveComponent/canFollow(_:)``).
  public func canFollow(_ translation: CGSize) -> Bool { motion.canFollow(translation) }
  /// The item nearest to its resting place.
  public var currentIndex: Int { track.currentIndex(in: motion.physics) }

  /// Feeds one pointer sample; see ``Drivable/handle(_:)``.
  public mutating func handle(_ event: DragEvent) -> GestureResponse {
    if case .tapped(let point) = motion.handle(event) { motion.recordTap(at: point, in: placements()) }
    return motion.controller.response
  }

  /// Moves the snap forward; see ``Drivable/advance(to:)``.
  public mutating func advance(to time: TimeInterval) -> [Event] {
    motion.advance(to: time)
    return motion.drainEvents(index: currentIndex)
  }

  /// Brings item `index` (clamped) to its resting place with `animation`, or at once when nil. Asked
  /// before the carousel has a viewport, it lands there without animation once it has one.
  public mutating func scroll(to index: Int, animation: AnimationCurve?, time: TimeInterval) {
    guard itemCount > 0 else { return }
    motion.motionStarted()
    track.scroll(to: index, animation: animation, time: time, physics: &motion.physics)
  }

  /// Sets the viewport; the current item stays current at the new size, also mid-drag and
  /// mid-animation.
  public mutating func setViewport(_ size: CGSize) {
    viewport = size.sanitized
    updateGeometry()
  }

  /// Sets the number of items; a current index past the end clamps to the last item.
  public mutating func setItemCount(_ count: Int) {
    itemCount = Swift.max(0, count)
    motion.events.dropTaps(atOrPast: itemCount)
    updateGeometry()
  }

  private var peek: CGFloat { alignment == .center ? (viewport.width - itemLength) / 2 : spacing }

  private mutating func updateGeometry() {
    let content = CGFloat(itemCount) * itemLength + CGFloat(Swift.max(itemCount - 1, 0)) * spacing
    // Without items there is nothing to scroll to: no insets either, so the offset stays at 0.
    let hasItems = itemCount > 0
    track.update(
      stride: itemLength > 0 ? stride : 0, count: itemCount, maxItemsPerFling: maxItemsPerFling,
      viewportLength: viewport.width, contentLength: content, leadingInset: hasItems ? peek : 0,
      trailingInset: hasItems ? Swift.max(0, viewport.width - itemLength - peek) : 0, physics: &motion.physics)
  }

  /// ``itemHeight``, when it is set; otherwise the items take the viewport's height, and the front
  /// end decides.
  public func idealViewportHeight(forWidth width: CGFloat) -> CGFloat? { itemHeight > 0 ? itemHeight : nil }

  /// ``itemHeight`` when set; otherwise as tall as a section measured at the width it has in a
  /// `width`-point viewport (`width − itemInset`).
  public func idealViewportHeight(forWidth width: CGFloat, itemHeight measured: (_ itemWidth: CGFloat) -> CGFloat?)
    -> CGFloat?
  {
    if itemHeight > 0 { return itemHeight }
    let itemWidth = Swift.max(0, width.sanitizedLength - itemInset)
    guard itemWidth > 0, let height = measured(itemWidth)?.sanitizedLength, height > 0 else { return nil }
    return height
  }

  /// The visible items in index order.
  /// - Complexity: O(visible).
  public func placements() -> [ItemPlacement] { collectedPlacements() }

  /// Replaces the contents of `result` with ``placements()``'s answer, keeping the array's storage:
  /// no allocation once it has held a frame's placements.
  public func placements(into result: inout [ItemPlacement]) {
    result.removeAll(keepingCapacity: true)
    guard itemCount > 0, itemLength > 0, viewport.height > 0, stride > 0 else { return }
    let height = itemHeight > 0 ? itemHeight : viewport.height
    let firstRaw = ((offset - peek) / stride).rounded(.down)
    guard firstRaw.isFinite, firstRaw < CGFloat(itemCount) else { return }
    let first = Swift.max(0, Int(saturating: firstRaw))
    result.reserveForOneFrame()
    var index = first
    while index < itemCount {
      let x = peek + CGFloat(index) * stride - offset
      if x >= viewport.width { break }
      if x + itemLength > 0 {
        result.append(
          ItemPlacement(index: index, frame: CGRect(x: x, y: 0, width: itemLength, height: height)))
      }
      index += 1
    }
  }
}
