import Foundation

/// Equal items `stride` points apart on a snapping ``ScrollPhysics``, item `i` resting at offset
/// `i · stride`: the track shared by the snap carousel, the paged carousel and the card stack.
///
/// Its one job is to keep the current item when geometry changes — a new viewport, a new count, a
/// rotation mid-drag or mid-animation: the physics is rescaled so the same item (or the same fraction
/// of it) stays in place, a drag keeps following the finger and an animation keeps its target item.
/// A scroll asked for before there is any geometry (a front end's start-up order) is remembered — as
/// the component's ``SelectionTracker/pending`` index — and lands, without animation, once the stride
/// is known.
struct UniformSnapTrack: Sendable, Hashable {
  /// The distance between neighbouring items' resting offsets, in points.
  private(set) var stride: CGFloat = 0
  /// The number of items (unbounded when looping).
  private(set) var count = 0
  /// Whether the items repeat without end (a looping card stack).
  let loops: Bool

  init(loops: Bool = false) {
    self.loops = loops
  }

  /// The item nearest its resting place (0 before there is geometry). When looping this is the
  /// unwrapped slot (item `slot mod count`).
  func currentIndex(in physics: ScrollPhysics) -> Int {
    guard stride > 0 else { return 0 }
    if loops { return LoopArithmetic.nearestSlot(to: physics.offset / stride) }
    return physics.nearestSnapIndex ?? 0
  }

  /// Where a track runs: its items' spacing and count, and the physics' edges, in points.
  struct Geometry: Sendable, Hashable {
    /// The distance between neighbouring items' resting offsets (sanitised when applied).
    var stride: CGFloat
    /// The number of items.
    var count: Int
    /// The most items one release may move.
    var maxItemsPerFling: Int
    /// The viewport's and the content's lengths along the track.
    var viewportLength: CGFloat
    var contentLength: CGFloat
    /// Space before the first item's resting place and after the last's.
    var leadingInset: CGFloat = 0
    var trailingInset: CGFloat = 0
  }

  /// Applies new geometry, keeping the current item in place — `selection`'s pending one while
  /// there was no geometry to show it, which lands now if there is.
  mutating func update(_ geometry: Geometry, physics: inout ScrollPhysics, selection: inout SelectionTracker) {
    // A stride is a sum (an item and its spacing), so it may exceed the largest single length.
    let newStride = geometry.stride.sanitizedTotal
    let newCount = Swift.max(0, geometry.count)
    let current = selection.index(showing: currentIndex(in: physics))
    let kept = loops ? current : current.clampedIndex(count: newCount)
    let oldStride = stride
    stride = newStride
    count = newCount
    let points: SnapPoints =
      loops ? .lattice(spacing: newStride) : .uniform(first: 0, spacing: newStride, count: newCount)
    physics.mode = .snapping(points, maxItemsPerFling: geometry.maxItemsPerFling)
    if oldStride > 0, newStride > 0 {
      physics.rescale(by: newStride / oldStride)
    }
    physics.setViewportLength(geometry.viewportLength)
    physics.setInsets(leading: geometry.leadingInset, trailing: geometry.trailingInset)
    physics.setContentLength(geometry.contentLength)
    guard newStride > 0 else {
      // No geometry: nothing can be shown; remember the item for when there is.
      selection.pending = kept
      physics.stop(at: 0)
      return
    }
    if oldStride == 0 || selection.pending != nil || physics.isSettled {
      selection.pending = nil
      physics.stop(at: restingOffset(of: kept))
    }
  }

  /// The resting offset of item `index` (clamped unless looping), in points.
  func restingOffset(of index: Int) -> CGFloat {
    CGFloat(loops ? index : index.clampedIndex(count: count)) * stride
  }

  /// Scrolls to `index`; before the geometry is known, makes it `selection`'s pending index instead.
  func scroll(
    to index: Int, animation: AnimationCurve?, time: TimeInterval, physics: inout ScrollPhysics,
    selection: inout SelectionTracker
  ) {
    guard stride > 0 else {
      selection.pending = loops ? index : index.clampedIndex(count: count)
      return
    }
    selection.pending = nil
    physics.scroll(to: restingOffset(of: index), animation: animation, at: time)
  }
}
