import Foundation

/// A row of cards that scrolls freely with momentum and a rubber band at both ends.
///
/// Items may differ in length along the main axis; positions come from prefix sums and the visible
/// items from a binary search, so ``placements()`` costs O(log n + visible) at any item count.
///
/// ```swift
/// // Featured topics: 200 × (200·960/720 + 100) cards, spacing 8, insets 8.
/// var row = FreeScrollCarousel(itemCount: 8, itemSize: CGSize(width: 200, height: 200 * 960 / 720 + 100))
/// row.setViewport(CGSize(width: 390, height: 380))
/// _ = row.handle(.began(CGPoint(x: 300, y: 100), at: 0))
/// ```
public struct FreeScrollCarousel: InteractiveComponent, ScrollBackedComponent, Equatable {
  /// What the component reports: index changes, rests and taps.
  public typealias Event = ItemEvent

  /// The axis the row scrolls along.
  public let axis: ScrollAxis
  /// Space between items along the main axis, in points.
  public private(set) var spacing: CGFloat
  /// Space before the first item and after the last (leading / trailing), and above the row (top).
  public private(set) var insets: Insets
  /// The items' length across the main axis, in points (the card height of a horizontal row).
  public private(set) var crossLength: CGFloat
  private(set) var lengths: ItemLengths
  var motion: ScrollBackedMotion<Event>

  /// Creates a row of `itemCount` items of `itemSize`.
  public init(
    itemCount: Int, itemSize: CGSize, spacing: CGFloat = 8, insets: Insets = .horizontal(8),
    axis: ScrollAxis = .horizontal
  ) {
    self.axis = axis
    self.spacing = spacing.sanitizedLength
    self.insets = insets
    let size = itemSize.sanitized
    crossLength = axis.cross.length(of: size)
    lengths = ItemLengths(count: itemCount, uniformLength: axis.length(of: size))
    motion = ScrollBackedMotion(controller: ScrollController(axis: axis, physics: ScrollPhysics(mode: .free)))
    updateContent()
  }

  // MARK: - State

  /// The number of items.
  public var itemCount: Int { lengths.count }
  /// The size of item `index`, in points; zero for an index out of range.
  public func itemSize(at index: Int) -> CGSize {
    let main = lengths.length(of: index)
    guard main > 0 else { return .zero }
    return axis == .horizontal ? CGSize(width: main, height: crossLength) : CGSize(width: crossLength, height: main)
  }

  /// How far the content has scrolled, in points.
  public var offset: CGFloat { motion.physics.offset }
  /// The item at the leading edge: the first whose middle is at or after the leading inset line.
  public var currentIndex: Int {
    guard itemCount > 0 else { return 0 }
    let line = offset
    var index = lengths.firstIndex(endingAfter: line, spacing: spacing)
    if index < itemCount, lengths.start(of: index, spacing: spacing) + lengths.length(of: index) / 2 < line {
      index += 1
    }
    return Swift.min(index, itemCount - 1)
  }

  // MARK: - Scrolling

  /// Scrolls so that item `index` starts at the leading inset (clamped to the content's bounds).
  public mutating func scroll(to index: Int, animation: AnimationCurve?, time: TimeInterval) {
    let target = lengths.start(of: index.clampedIndex(count: itemCount), spacing: spacing)
    motion.motionStarted()
    motion.physics.scroll(to: target, animation: animation, at: time)
  }

  // MARK: - Geometry

  /// The viewport's length along the axis bounds the scroll.
  mutating func layOut() {
    motion.physics.setViewportLength(axis.length(of: viewport))
  }

  /// Sets the number of items; per-item lengths are cut or extended with the last length.
  public mutating func setItemCount(_ count: Int) {
    lengths.setCount(count)
    motion.events.dropTaps(atOrPast: Swift.max(0, count))
    updateContent()
  }

  /// Gives every item its own main-axis length (points); the item count becomes `lengths.count`.
  ///
  /// What is on screen stays where it is: the first item that starts at or after the viewport's
  /// leading edge keeps its place (a finger or a fling in progress goes on from there), so lengths
  /// measured for items before it — content-sized items seen for the first time while scrolling
  /// back, the one coming in at the edge included, which grows towards the edge — move nothing
  /// else the user sees. An animation in progress is shifted with what is on screen, so one heading
  /// for an item before the changed ones can end a little off it (not corrected yet).
  /// - Complexity: O(n).
  public mutating func setItemLengths(_ newLengths: [CGFloat]) {
    let anchor = firstItemStartingOnScreen
    let before = anchor.map { lengths.start(of: $0, spacing: spacing) }
    lengths = ItemLengths(lengths: newLengths)
    if let anchor, let before, anchor < lengths.count {
      motion.physics.shift(by: lengths.start(of: anchor, spacing: spacing) - before)
    }
    updateContent()
  }

  /// The first item that starts at or after the viewport's leading edge, or nil when none does.
  private var firstItemStartingOnScreen: Int? {
    guard lengths.count > 0 else { return nil }
    let edge = offset - insets.leading
    let straddling = lengths.firstIndex(endingAfter: edge, spacing: spacing)
    guard straddling < lengths.count else { return nil }
    let first = lengths.start(of: straddling, spacing: spacing) >= edge ? straddling : straddling + 1
    return first < lengths.count ? first : nil
  }

  /// Takes lengths measured from the items' content (``InteractiveComponent/setItemLengths(_:)``).
  public var takesItemLengths: Bool { true }

  private mutating func updateContent() {
    motion.physics.setInsets(leading: insets.leading, trailing: insets.trailing)
    motion.physics.setContentLength(lengths.total(spacing: spacing))
  }

  /// The most items placed in one viewport: a row of items a fraction of a point long shows only
  /// this many, so that one frame's cost stays bounded.
  public static let maximumPlacedItems = 4_096

  /// A horizontal row's items' height plus its vertical insets; nil for a vertical one, which
  /// scrolls along the height.
  public func idealViewportHeight(forWidth width: CGFloat) -> CGFloat? {
    axis == .horizontal ? crossLength + insets.verticalTotal : nil
  }

  /// The visible items, in index order (they never overlap), at most ``maximumPlacedItems``.
  /// - Complexity: O(log n + visible) for per-item lengths, O(visible) for equal ones.
  public func placements() -> [ItemPlacement] { collectedPlacements() }

  /// Replaces the contents of `result` with ``placements()``'s answer, keeping the array's storage:
  /// no allocation once it has held a frame's placements.
  public func placements(into result: inout [ItemPlacement]) {
    result.removeAll(keepingCapacity: true)
    let visibleLength = axis.length(of: viewport)
    guard itemCount > 0, visibleLength > 0, crossLength > 0, axis.cross.length(of: viewport) > 0 else { return }
    // Content coordinates: item i spans start(i)...start(i)+length(i), shown at leading + that − offset.
    result.reserveForOneFrame()
    lengths.forEachVisible(
      leading: insets.leading, offset: offset, viewportLength: visibleLength, spacing: spacing,
      limit: Self.maximumPlacedItems
    ) { index, start in
      let origin = axis.point(main: start, cross: insets.top)
      result.append(ItemPlacement(index: index, frame: CGRect(origin: origin, size: itemSize(at: index))))
    }
  }
}
