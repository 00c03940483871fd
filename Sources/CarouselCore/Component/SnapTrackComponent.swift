import Foundation

/// A scroll-backed component whose items sit on a ``SnapTrack`` — equal items `stride` points
/// apart, the one at rest at a whole multiple of it (the snap carousel, the paged carousel, the card
/// stack), or items of their own lengths (a snap carousel sized by its content): laying out, counting
/// items and scrolling to one are written here once, and the component says only where its track
/// runs (``trackGeometry``).
protocol SnapTrackComponent: ScrollBackedComponent {
  /// The track that keeps the current item when the geometry changes.
  var track: SnapTrack { get set }
  /// The number of items.
  var itemCount: Int { get set }
  /// Where the track runs for the viewport and the item count now.
  var trackGeometry: SnapTrack.Geometry { get }
}

extension SnapTrackComponent {
  /// Applies ``trackGeometry``, keeping the current item in place.
  mutating func layOut() {
    // The track is small: updated as a copy, since the motion is changed through `self` too.
    var updated = track
    motion.lay(&updated, out: trackGeometry)
    track = updated
  }

  /// Sets the number of items; a current index past the end clamps to the last one. See
  /// ``InteractiveComponent/setItemCount(_:)``.
  public mutating func setItemCount(_ count: Int) {
    itemCount = Swift.max(0, count)
    motion.events.dropTaps(atOrPast: itemCount)
    layOut()
  }

  /// The track's item nearest its resting place (unwrapped, on a loop), or the one asked for before
  /// there was geometry.
  var trackIndex: Int { motion.events.selection.index(showing: track.currentIndex(in: motion.physics)) }

  /// Calls `body` with each of `count` slots at least partly inside the viewport's width, in order,
  /// and the x at which it starts: slot `i` is `length` points wide and starts at
  /// `leading + i · stride − offset`. Nothing for a slot position that is not finite.
  /// - Complexity: O(visible slots).
  func forEachVisibleSlot(
    count: Int, stride: CGFloat, length: CGFloat, leading: CGFloat, _ body: (_ slot: Int, _ x: CGFloat) -> Void
  ) {
    let offset = motion.physics.offset
    let firstRaw = ((offset - leading) / stride).rounded(.down)
    guard firstRaw.isFinite, firstRaw < CGFloat(count) else { return }
    var slot = Swift.max(0, Int(saturating: firstRaw))
    while slot < count {
      let x = leading + CGFloat(slot) * stride - offset
      if x >= viewport.width { break }
      if x + length > 0 { body(slot, x) }
      slot += 1
    }
  }

  /// Scrolls the track to `index` with `animation`, or at once when nil; the rest is reported if
  /// anything moves. Asked before there is geometry, it lands there without animation once there is.
  mutating func scrollTrack(to index: Int, animation: AnimationCurve?, time: TimeInterval) {
    motion.motionStarted()
    motion.scroll(track, to: index, animation: animation, time: time)
  }
}
