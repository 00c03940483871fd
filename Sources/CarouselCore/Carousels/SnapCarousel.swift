import Foundation

/// Sections with the current one centred and its neighbours peeking in: equal items as long as the
/// viewport less an inset, or items as long as their content measures.
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
///
/// Sized by their content (``ItemSizing/measured(estimatedLength:)``), items are as long as the
/// front end measures them (``setItemLengths(_:)``, which ``ComponentHost/measure(_:of:time:)`` calls
/// as they are drawn), and each rests with its middle at the viewport's (or its leading edge
/// ``spacing`` points in, with ``Alignment/leading``):
///
/// ```swift
/// var chips = SnapCarousel(itemCount: 3, itemSizing: .measured(estimatedLength: 120), itemHeight: 44)
/// chips.setViewport(CGSize(width: 390, height: 44))
/// chips.setItemLengths([80, 200, 120])   // item 1 rests at offset 80 / 2 + 16 + 200 / 2 − 80 / 2
/// ```
public struct SnapCarousel: InteractiveComponent, SnapTrackComponent, Equatable {
  /// What the component reports: index changes, rests and taps.
  public typealias Event = ItemEvent

  /// Where the current item rests.
  public enum Alignment: String, Sendable, Hashable, Codable {
    /// In the middle of the viewport, neighbours peeking on both sides.
    case center
    /// At `spacing` from the leading edge, the next item peeking on the trailing side.
    case leading
  }

  /// How long the items are along the row.
  public enum ItemSizing: Sendable, Hashable {
    /// Every item as long as the viewport less `inset` points (``SnapCarousel/itemInset``): equal
    /// items, which follow the viewport's width.
    case fixedInset(CGFloat)
    /// Each item as long as its content: lengths measured by the front end and given by
    /// ``SnapCarousel/setItemLengths(_:)``; `estimatedLength` points for every item until then.
    /// Lengths do not follow the viewport; an item longer than it rests centred (or at the leading
    /// spacing) and runs past its edges.
    case measured(estimatedLength: CGFloat)
  }

  /// Where the current item rests.
  public let alignment: Alignment
  /// How long the items are, lengths sanitised. Default ``ItemSizing/fixedInset(_:)`` of 16.
  public let itemSizing: ItemSizing
  /// How much narrower than the viewport an item is (points): item length = viewport − this, with
  /// ``ItemSizing/fixedInset(_:)`` (default 16); 0 for measured items.
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
  public internal(set) var itemCount: Int {
    didSet { lengths?.setCount(itemCount) }
  }
  var motion: ScrollBackedMotion<Event>
  var track = SnapTrack()
  /// Each item's length when they are measured; nil for equal items.
  private(set) var lengths: ItemLengths?

  /// Creates a carousel of `itemCount` equal items, each as long as the viewport less `itemInset`.
  /// Every length is sanitised (negative, NaN and infinite count as 0); any `maxItemsPerFling` is
  /// safe (`Int.max`: no limit).
  ///
  /// - Parameters:
  ///   - itemCount: the number of items; a negative count is 0.
  ///   - itemHeight: the items' height, in points; 0 (the default) uses the viewport's height.
  ///   - itemInset: how much narrower than the viewport an item is, in points; default 16. An inset
  ///     as wide as the viewport leaves items of length 0, which show nothing.
  ///   - spacing: the space between items, in points; default 16.
  ///   - alignment: where the current item rests; default ``Alignment/center``.
  ///   - maxItemsPerFling: the most items one release moves from the item current when the drag
  ///     began; default 1. Negative is 0 (a release goes back to that item).
  ///   - animation: the snapping curve; default `.spring(response: 0.35, dampingFraction: 1)`.
  public init(
    itemCount: Int, itemHeight: CGFloat = 0, itemInset: CGFloat = 16, spacing: CGFloat = 16,
    alignment: Alignment = .center, maxItemsPerFling: Int = 1, animation: AnimationCurve = .snap
  ) {
    self.init(
      itemCount: itemCount, itemSizing: .fixedInset(itemInset), itemHeight: itemHeight, spacing: spacing,
      alignment: alignment, maxItemsPerFling: maxItemsPerFling, animation: animation)
  }

  /// Creates a carousel of `itemCount` items sized by `itemSizing`: equal items
  /// (``ItemSizing/fixedInset(_:)``, as ``init(itemCount:itemHeight:itemInset:spacing:alignment:maxItemsPerFling:animation:)``
  /// makes them) or items as long as their content (``ItemSizing/measured(estimatedLength:)``).
  ///
  /// - Parameters:
  ///   - itemCount: the number of items; a negative count is 0.
  ///   - itemSizing: how long the items are. Its length (an inset, or an estimated length) is
  ///     sanitised: negative, NaN and infinite count as 0, longer than 10⁷ points is that.
  ///   - itemHeight: the items' height, in points; 0 (the default) uses the viewport's height.
  ///   - spacing: the space between items, in points; default 16.
  ///   - alignment: where the current item rests; default ``Alignment/center``.
  ///   - maxItemsPerFling: the most items one release moves from the item current when the drag
  ///     began; default 1. Negative is 0 (a release goes back to that item); `Int.max` is no limit.
  ///   - animation: the snapping curve; default `.spring(response: 0.35, dampingFraction: 1)`.
  public init(
    itemCount: Int, itemSizing: ItemSizing, itemHeight: CGFloat = 0, spacing: CGFloat = 16,
    alignment: Alignment = .center, maxItemsPerFling: Int = 1, animation: AnimationCurve = .snap
  ) {
    self.itemCount = Swift.max(0, itemCount)
    switch itemSizing {
    case .fixedInset(let inset):
      self.itemSizing = .fixedInset(inset.sanitizedLength)
      itemInset = inset.sanitizedLength
    case .measured(let estimate):
      self.itemSizing = .measured(estimatedLength: estimate.sanitizedLength)
      itemInset = 0
      lengths = ItemLengths(count: self.itemCount, uniformLength: estimate.sanitizedLength)
    }
    self.itemHeight = itemHeight.sanitizedLength
    self.spacing = spacing.sanitizedLength
    self.alignment = alignment
    self.maxItemsPerFling = Swift.max(0, maxItemsPerFling)
    self.animation = animation
    var physics = ScrollPhysics(mode: .free, snapAnimation: animation)
    physics.flingOrigin = .dragStart
    motion = ScrollBackedMotion(controller: ScrollController(axis: .horizontal, physics: physics))
    layOut()
  }

  /// The length of one item along the main axis, in points: every item's with a fixed inset, the
  /// current item's when they are measured (see ``itemLength(at:)``).
  public var itemLength: CGFloat { lengths == nil ? equalLength : itemLength(at: currentIndex) }

  /// The length of item `index` along the main axis, in points; 0 for an index out of range.
  public func itemLength(at index: Int) -> CGFloat {
    guard let lengths else { return (0..<itemCount).contains(index) ? equalLength : 0 }
    return lengths.length(of: index)
  }

  /// Every item's length with a fixed inset: the viewport's width less the inset.
  private var equalLength: CGFloat { Swift.max(0, viewport.width - itemInset) }
  /// The distance between equal items' resting offsets.
  var stride: CGFloat { equalLength + spacing }

  /// How far the content has scrolled, in points (item 0 rests at 0; equal item `i` at
  /// `i · (itemLength + spacing)`).
  public var offset: CGFloat { motion.physics.offset }
  /// The item nearest to its resting place.
  @inline(__always) public var currentIndex: Int {
    // Inlined: called out of line from the `advance(to:)` witness, a mutating context, it took a copy
    // of the whole carousel (616 bytes) every frame.
    trackIndex
  }

  /// Brings item `index` (clamped) to its resting place with `animation`, or at once when nil. Asked
  /// before the carousel has a viewport, it lands there without animation once it has one.
  public mutating func scroll(to index: Int, animation: AnimationCurve?, time: TimeInterval) {
    guard itemCount > 0 else { return }
    scrollTrack(to: index, animation: animation, time: time)
  }

  /// Where item 0 starts at rest: in the middle less half its length, or `spacing` points in.
  @inline(__always) private var peek: CGFloat {
    // Inlined: while `placements(into:)` hands `self` on to a call, the optimiser cannot tell that it
    // only reads it, and its protocol witness copies the whole carousel (616 bytes) before each call.
    let first = lengths?.length(of: 0) ?? equalLength
    return alignment == .center ? (viewport.width - first) / 2 : spacing
  }

  /// Equal item `i` rests with its leading edge ``peek`` points in, at `i · stride`; a measured item
  /// where ``ItemRestPoints`` puts it.
  var trackGeometry: SnapTrack.Geometry {
    let width = viewport.width
    // Without items there is nothing to scroll to: no insets either, so the offset stays at 0.
    guard itemCount > 0 else {
      return SnapTrack.Geometry(
        rests: .uniform(stride: lengths == nil && equalLength > 0 ? stride : 0), count: 0,
        maxItemsPerFling: maxItemsPerFling, viewportLength: width, contentLength: 0)
    }
    guard let lengths else {
      let length = equalLength
      let content = CGFloat(itemCount) * length + CGFloat(itemCount - 1) * spacing
      return SnapTrack.Geometry(
        rests: .uniform(stride: length > 0 ? stride : 0), count: itemCount, maxItemsPerFling: maxItemsPerFling,
        viewportLength: width, contentLength: content, leadingInset: peek,
        trailingInset: Swift.max(0, width - length - peek))
    }
    // Measured items: no geometry until there is a viewport to show them in.
    let last = lengths.length(of: itemCount - 1)
    let trailing = alignment == .center ? (width - last) / 2 : width - last - spacing
    return SnapTrack.Geometry(
      rests: width > 0
        ? .items(ItemRestPoints(lengths: lengths, spacing: spacing, anchor: alignment == .center ? 0.5 : 0))
        : .uniform(stride: 0),
      count: itemCount, maxItemsPerFling: maxItemsPerFling, viewportLength: width,
      contentLength: lengths.total(spacing: spacing), leadingInset: Swift.max(0, peek),
      trailingInset: Swift.max(0, trailing))
  }

  /// Whether the carousel takes lengths measured from its items' content: when its
  /// ``itemSizing`` is ``ItemSizing/measured(estimatedLength:)``.
  public var takesItemLengths: Bool { lengths != nil }

  /// Gives every item its own length along the row, in points, measured from its content. The current
  /// item stays current and stays where it is on screen — its middle, or its leading edge with
  /// ``Alignment/leading``: at rest, under a finger (the drag goes on from there) and while heading
  /// for an item, which it still lands on. Ignored for equal items (``ItemSizing/fixedInset(_:)``).
  ///
  /// Bad input loses nothing else: a negative, NaN or infinite length counts as 0 and an item of
  /// length 0 is not placed (it keeps a resting place of its own, so it can still be current); a length
  /// over 10⁷ points counts as 10⁷. The item count becomes `newLengths.count` — a list longer or
  /// shorter than the items is the new count, the current item clamped to it — and an empty list
  /// keeps the last length for items a later ``InteractiveComponent/setItemCount(_:)`` adds.
  ///
  /// - Parameter newLengths: one length per item, in index order, in points.
  /// - Complexity: O(n).
  public mutating func setItemLengths(_ newLengths: [CGFloat]) {
    guard let old = lengths else { return }
    // An empty list keeps the last length for items added later.
    lengths =
      newLengths.isEmpty
      ? ItemLengths(count: 0, uniformLength: old.length(of: old.count - 1)) : ItemLengths(lengths: newLengths)
    itemCount = newLengths.count
    motion.events.dropTaps(atOrPast: itemCount)
    layOut()
  }

  /// ``itemHeight``, when it is set; otherwise the items take the viewport's height, and the front
  /// end decides.
  public func idealViewportHeight(forWidth width: CGFloat) -> CGFloat? { itemHeight > 0 ? itemHeight : nil }

  /// ``itemHeight`` when set; otherwise as tall as a section measured at the width it has: in a
  /// `width`-point viewport, `width − itemInset` for equal items, the current item's length for
  /// measured ones.
  public func idealViewportHeight(forWidth width: CGFloat, itemHeight measured: (_ itemWidth: CGFloat) -> CGFloat?)
    -> CGFloat?
  {
    if itemHeight > 0 { return itemHeight }
    let itemWidth = lengths == nil ? Swift.max(0, width.sanitizedLength - itemInset) : itemLength(at: currentIndex)
    guard itemWidth > 0, let height = measured(itemWidth)?.sanitizedLength, height > 0 else { return nil }
    return height
  }

  /// The most measured items placed in one viewport: a row of items a fraction of a point long shows
  /// only this many, so that one frame's cost stays bounded.
  public static let maximumPlacedItems = 4_096

  /// The visible items in index order.
  /// - Complexity: O(visible).
  public func placements() -> [ItemPlacement] { collectedPlacements() }

  /// Replaces the contents of `result` with ``placements()``'s answer, keeping the array's storage:
  /// no allocation once it has held a frame's placements.
  public func placements(into result: inout [ItemPlacement]) {
    result.removeAll(keepingCapacity: true)
    let height = itemHeight > 0 ? itemHeight : viewport.height
    if let lengths {
      guard itemCount > 0, viewport.width > 0, viewport.height > 0 else { return }
      result.reserveForOneFrame()
      lengths.forEachVisible(
        leading: peek, offset: offset, viewportLength: viewport.width, spacing: spacing,
        limit: Self.maximumPlacedItems
      ) { index, x in
        result.append(
          ItemPlacement(index: index, frame: CGRect(x: x, y: 0, width: lengths.length(of: index), height: height)))
      }
      return
    }
    let length = equalLength
    guard itemCount > 0, length > 0, viewport.height > 0, stride > 0 else { return }
    result.reserveForOneFrame()
    forEachVisibleSlot(count: itemCount, stride: stride, length: length, leading: peek) { index, x in
      result.append(ItemPlacement(index: index, frame: CGRect(x: x, y: 0, width: length, height: height)))
    }
  }
}
