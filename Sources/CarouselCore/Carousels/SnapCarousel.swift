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
public struct SnapCarousel: InteractiveComponent, UniformSnapComponent, Equatable {
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
  public internal(set) var itemCount: Int
  var motion: ScrollBackedMotion<Event>
  var track = UniformSnapTrack()

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
    layOut()
  }

  /// The length of one item along the main axis, in points.
  public var itemLength: CGFloat { Swift.max(0, viewport.width - itemInset) }
  var stride: CGFloat { itemLength + spacing }

  /// How far the content has scrolled, in points (item `i` is current at `i · (itemLength + spacing)`).
  public var offset: CGFloat { motion.physics.offset }
  /// The item nearest to its resting place.
  public var currentIndex: Int { trackIndex }

  /// Brings item `index` (clamped) to its resting place with `animation`, or at once when nil. Asked
  /// before the carousel has a viewport, it lands there without animation once it has one.
  public mutating func scroll(to index: Int, animation: AnimationCurve?, time: TimeInterval) {
    guard itemCount > 0 else { return }
    scrollTrack(to: index, animation: animation, time: time)
  }

  private var peek: CGFloat { alignment == .center ? (viewport.width - itemLength) / 2 : spacing }

  /// Item `i` rests with its leading edge ``peek`` points in, at `i · stride`.
  var trackGeometry: UniformSnapTrack.Geometry {
    let content = CGFloat(itemCount) * itemLength + CGFloat(Swift.max(itemCount - 1, 0)) * spacing
    // Without items there is nothing to scroll to: no insets either, so the offset stays at 0.
    let hasItems = itemCount > 0
    return UniformSnapTrack.Geometry(
      stride: itemLength > 0 ? stride : 0, count: itemCount, maxItemsPerFling: maxItemsPerFling,
      viewportLength: viewport.width, contentLength: content, leadingInset: hasItems ? peek : 0,
      trailingInset: hasItems ? Swift.max(0, viewport.width - itemLength - peek) : 0)
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
    let length = itemLength
    guard itemCount > 0, length > 0, viewport.height > 0, stride > 0 else { return }
    let height = itemHeight > 0 ? itemHeight : viewport.height
    result.reserveForOneFrame()
    forEachVisibleSlot(count: itemCount, stride: stride, length: length, leading: peek) { index, x in
      result.append(ItemPlacement(index: index, frame: CGRect(x: x, y: 0, width: length, height: height)))
    }
  }
}
