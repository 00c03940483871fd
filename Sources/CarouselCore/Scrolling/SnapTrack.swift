import Foundation

/// Items on a snapping ``ScrollPhysics``, each resting at an offset of its own: equal items `stride`
/// points apart, item `i` at `i · stride` (the snap carousel, the paged carousel, the card stack), or
/// items of their own lengths, each where ``ItemRestPoints`` puts it (a snap carousel sized by its
/// content).
///
/// Its one job is to keep the current item when geometry changes — a new viewport, a new count, new
/// lengths, a rotation mid-drag or mid-animation. Equal items are rescaled, so the same item (or the
/// same fraction of it) stays in place; items of their own lengths are shifted, so the current item's
/// resting line (its middle, or its leading edge) stays where it is on screen. Either way a drag keeps
/// following the finger and an animation keeps its target item. A scroll asked for before there is
/// any geometry (a front end's start-up order) is remembered — as the component's
/// ``SelectionTracker/pending`` index — and lands, without animation, once there is.
struct SnapTrack: Sendable, Hashable {
  /// Where a track's items rest.
  enum Rests: Sendable, Hashable {
    /// Item `i` at `i · stride` points: equal items. A stride of 0 is no geometry yet.
    case uniform(stride: CGFloat)
    /// Each item where its lengths put it.
    case items(ItemRestPoints)
  }

  /// Where the items rest now.
  private(set) var rests = Rests.uniform(stride: 0)
  /// The number of items (unbounded when looping).
  private(set) var count = 0
  /// Whether the items repeat without end (a looping card stack; equal items only).
  let loops: Bool

  init(loops: Bool = false) {
    self.loops = loops
  }

  /// The distance between neighbouring equal items' resting offsets, in points; 0 for items of their
  /// own lengths.
  var stride: CGFloat {
    if case .uniform(let stride) = rests { return stride }
    return 0
  }

  /// Whether there is geometry to show an item in.
  var hasGeometry: Bool {
    switch rests {
    case .uniform(let stride): return stride > 0
    case .items: return true
    }
  }

  /// The item nearest its resting place (0 before there is geometry). When looping this is the
  /// unwrapped slot (item `slot mod count`).
  func currentIndex(in physics: ScrollPhysics) -> Int {
    guard hasGeometry else { return 0 }
    if loops, stride > 0 { return LoopArithmetic.nearestSlot(to: physics.offset / stride) }
    return physics.nearestSnapIndex ?? 0
  }

  /// Where a track runs: where its items rest and how many there are, and the physics' edges, in
  /// points.
  struct Geometry: Sendable, Hashable {
    /// Where the items rest (a stride is sanitised when applied).
    var rests: Rests
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
    let newRests = Self.sanitized(geometry.rests)
    let newCount = Swift.max(0, geometry.count)
    let current = selection.index(showing: currentIndex(in: physics))
    let kept = loops ? current : current.clampedIndex(count: newCount)
    let old = self
    // The item an animation heads for, to head for it again at its new resting offset.
    let heading = old.itemRests.flatMap { rests in physics.restingOffset.flatMap(rests.nearestIndex(to:)) }
    rests = newRests
    count = newCount
    let points: SnapPoints
    switch newRests {
    case .uniform(let stride):
      points = loops ? .lattice(spacing: stride) : .uniform(first: 0, spacing: stride, count: newCount)
    case .items(let itemRests):
      points = .items(itemRests)
    }
    physics.mode = .snapping(points, maxItemsPerFling: geometry.maxItemsPerFling)
    if old.hasGeometry, hasGeometry { keepInPlace(current: kept, from: old, physics: &physics) }
    physics.setViewportLength(geometry.viewportLength)
    physics.setInsets(leading: geometry.leadingInset, trailing: geometry.trailingInset)
    physics.setContentLength(geometry.contentLength)
    guard hasGeometry else {
      // No geometry: nothing can be shown; remember the item for when there is.
      selection.pending = kept
      physics.stop(at: 0)
      return
    }
    if !old.hasGeometry || selection.pending != nil || physics.isSettled {
      selection.pending = nil
      physics.stop(at: restingOffset(of: kept))
    } else if let heading, itemRests != nil {
      physics.retarget(to: restingOffset(of: heading))
    }
  }

  /// Moves the physics so that what showed item `current` under the `old` geometry shows it the same
  /// way under this one: equal items rescaled (the same fraction of the item stays in place), items
  /// of their own lengths shifted by how far the current item's resting offset moved (its resting
  /// line stays where it is on screen), then kept within the current item's reach, so it stays the
  /// nearest — a neighbour that shrank while the content stood far from its rest could otherwise take
  /// its place.
  private func keepInPlace(current: Int, from old: SnapTrack, physics: inout ScrollPhysics) {
    switch (old.rests, rests) {
    case (.uniform(let oldStride), .uniform(let newStride)):
      physics.rescale(by: newStride / oldStride)
    case (.items(let before), .items(let after)):
      physics.shift(by: after.offset(ofItem: current) - before.offset(ofItem: current))
      let offset = physics.offset
      guard after.nearestIndex(to: offset) != current else { return }
      let rest = after.offset(ofItem: current)
      let neighbour = after.offset(ofItem: offset < rest ? current - 1 : current + 1)
      // Just short of half-way to the neighbour: ties go to the lower index.
      let reach = (neighbour - rest) / 2 * (1 - 1e-9)
      physics.shift(by: rest + reach - offset)
    default:
      break
    }
  }

  /// The items' rest points, when they have lengths of their own.
  var itemRests: ItemRestPoints? {
    if case .items(let rests) = rests { return rests }
    return nil
  }

  /// `rests` with a stride that is a usable length: a stride is a sum (an item and its spacing), so
  /// it may exceed the largest single length.
  private static func sanitized(_ rests: Rests) -> Rests {
    if case .uniform(let stride) = rests { return .uniform(stride: stride.sanitizedTotal) }
    return rests
  }

  /// The resting offset of item `index` (clamped unless looping), in points.
  func restingOffset(of index: Int) -> CGFloat {
    switch rests {
    case .uniform(let stride): return CGFloat(loops ? index : index.clampedIndex(count: count)) * stride
    case .items(let itemRests): return itemRests.offset(ofItem: index)
    }
  }

  /// Scrolls to `index`; before the geometry is known, makes it `selection`'s pending index instead.
  func scroll(
    to index: Int, animation: AnimationCurve?, time: TimeInterval, physics: inout ScrollPhysics,
    selection: inout SelectionTracker
  ) {
    guard hasGeometry else {
      selection.pending = loops ? index : index.clampedIndex(count: count)
      return
    }
    selection.pending = nil
    physics.scroll(to: restingOffset(of: index), animation: animation, at: time)
  }
}
