import CarouselCore
import CarouselTestSupport
import Foundation
import Testing

/// Public calls a careless caller can make with extreme arguments (SPEC §21): each is answered at
/// once, in bounded memory, without a trap. Every case here crashed or exhausted memory before.
@Suite("Public helpers under extreme arguments")
struct BoundedHelperTests {
  @Test("chunked(into:) with any group size", arguments: [Int.max, Int.min, 0, -1, 3])
  func chunkedWithAnySize(size: Int) {
    let groups = [1, 2, 3].chunked(into: size)
    #expect(groups.flatMap { $0 } == [1, 2, 3])
    #expect(groups.allSatisfy { !$0.isEmpty })
    #expect([Int]().chunked(into: size).isEmpty)
  }

  @Test func starFillsAreCutToTheMostStarsAFaceShows() {
    #expect(StarRating.fills(rating: 3.7, count: .max).count == StarRating.maximumStarCount)
    #expect(StarRating.fills(rating: .nan, count: .max).count == StarRating.maximumStarCount)
    #expect(StarRating.fills(rating: .infinity, count: .min).isEmpty)
    #expect(StarRating.fills(rating: 3.7).count == 5)
  }

  /// A finger held still for eleven days replays in a handful of frames, not 60 million, and its
  /// release is still played.
  @Test func aFingerHeldForDaysReplaysInFewFrames() {
    let script = GestureScript(events: [
      .began(CGPoint(x: 300, y: 100), at: 0),
      .changed(CGPoint(x: 200, y: 100), at: 0.05),
      .ended(CGPoint(x: 200, y: 100), at: 1e6),
    ])
    var row = SnapCarousel(itemCount: 6)
    row.setViewport(CGSize(width: 390, height: 260))
    let frames = script.replay(into: &row)
    #expect(frames.count < 200, "\(frames.count) frames")
    #expect(frames.last.map { $0.time >= 1e6 } == true)
    #expect(row.isSettled)
    #expect(row.currentIndex == 0)  // held still before lifting: no fling
  }

  /// Rows a fraction of a point tall (a page of `Int.max` rows) place at most a page's worth, not an
  /// array of 26 GB.
  @Test func aPageOfCountlessRowsPlacesABoundedNumber() {
    var rows = PagedCarousel(itemCount: .max, rowsPerPage: .max, rowSpacing: .nan)
    rows.setViewport(CGSize(width: 1_000_000, height: 1_015))
    rows.setVisible(false)
    let placements = rows.placements()
    #expect(placements.count <= PagedCarousel.maximumPlacedRows)
    #expect(allFinite(placements))
    _ = rows.advance(to: 1)
    #expect(rows.placements().count <= PagedCarousel.maximumPlacedRows)
  }

  /// A tap queued on item 4 of a row whose data shrank to two before the next frame names nothing.
  @Test func aTapOnAnItemTheDataNoLongerHasIsNotReported() {
    var row = FreeScrollCarousel(itemCount: 6, itemSize: CGSize(width: 60, height: 60), spacing: 0, insets: .zero)
    row.setViewport(CGSize(width: 390, height: 60))
    let onItemFour = CGPoint(x: 4 * 60 + 30, y: 30)
    _ = row.handle(.began(onItemFour, at: 0))
    _ = row.handle(.ended(onItemFour, at: 0.05))
    row.setItemCount(2)
    let events = row.advance(to: 0.1)
    #expect(!events.contains { $0.tappedIndex != nil }, "\(events)")

    var snap = SnapCarousel(itemCount: 6)
    snap.setViewport(CGSize(width: 390, height: 260))
    snap.scroll(to: 5, animation: nil, time: 0)
    _ = snap.advance(to: 0)
    _ = snap.handle(.began(CGPoint(x: 195, y: 100), at: 1))
    _ = snap.handle(.ended(CGPoint(x: 195, y: 100), at: 1.05))
    snap.setItemCount(3)
    #expect(!snap.advance(to: 1.1).contains(.tapped(index: 5)))
  }

  /// Ends 10³⁰⁸ apart: their difference is infinite, so the motion is over at once and reads no NaN.
  @Test func aMotionWhoseDistanceOverflowsFinishesAtOnce() {
    let motion = AnimatedValue(
      from: -.greatestFiniteMagnitude, to: .greatestFiniteMagnitude, startTime: 0, curve: .linear(duration: 1))
    #expect(motion.isFinished(at: 0))
    #expect(motion.value(at: 0.5) == .greatestFiniteMagnitude)
    #expect(motion.velocity(at: 0.5) == 0)
  }

  /// A timed curve of a million seconds is a minute long: every animation ends.
  @Test func aTimedCurveLastsAtMostAMinute() {
    let motion = AnimatedValue(from: 0, to: 100, startTime: 0, curve: .easeInOut(duration: 1e6))
    #expect(!motion.isFinished(at: AnimationCurve.maximumDuration / 2))
    #expect(motion.value(at: AnimationCurve.maximumDuration / 2) == 50)
    #expect(motion.isFinished(at: AnimationCurve.maximumDuration))
  }

  /// A replay asked for frames 10⁻³⁰⁰ s apart runs them a millisecond apart, and ends.
  @Test func aReplayAtAVanishingFrameIntervalRunsAtOneMillisecond() {
    var row = SnapCarousel(itemCount: 6)
    row.setViewport(CGSize(width: 390, height: 260))
    let frames = GestureScript.flick(from: CGPoint(x: 300, y: 100), by: CGSize(width: -200, height: 0), duration: 0.1)
      .replay(into: &row, frameInterval: 1e-300)
    #expect(frames.count > 100)
    #expect(
      zip(frames, frames.dropFirst()).allSatisfy { $1.time - $0.time >= FrameSchedule.minimumFrameInterval * 0.999 })
    #expect(row.isSettled)
    #expect(
      FrameSchedule(wantsFrames: true, nextWakeTime: nil, frameInterval: 1e-300).frameInterval
        == FrameSchedule.minimumFrameInterval)
  }

  /// A finger moved once an hour for a hundred thousand hours: the replay stops at its frame limit
  /// instead of drawing a frame per millisecond of it.
  @Test func aReplayDrawsAtMostItsFrameLimit() {
    let moves: [DragEvent] = (1...1_000).map { (hour: Int) -> DragEvent in
      .changed(CGPoint(x: 300 - CGFloat(hour % 50), y: 100), at: Double(hour) * 3_600)
    }
    let script = GestureScript(events: [DragEvent.began(CGPoint(x: 300, y: 100), at: 0)] + moves)
    var row = SnapCarousel(itemCount: 6)
    row.setViewport(CGSize(width: 390, height: 260))
    let frames = script.replay(into: &row, frameInterval: FrameSchedule.minimumFrameInterval)
    // Each sample moves the row (a few frames while the drag settles in), then sixty still frames.
    #expect(frames.count <= 1_000 * (GestureScript.stillFramesBeforeSkipping + 10))
    var played = 0
    script.play(frameInterval: FrameSchedule.minimumFrameInterval, deliver: { _ in }) { _ in
      played += 1
      return false
    }
    #expect(played == GestureScript.maximumPlayedFrames)
  }

  /// Bounds with an end that is not finite bound nothing on that side; NaN is 0 within the rest.
  @Test func aRubberBandIgnoresEndsThatAreNotFinite() {
    #expect(RubberBand.apply(0, bounds: .infinity ... .infinity, dimension: 100) == 0)
    #expect(RubberBand.apply(-50, bounds: -.infinity...0, dimension: 100) == -50)
    #expect(RubberBand.apply(50, bounds: -.infinity...0, dimension: 100) > 0)
    #expect(RubberBand.apply(.nan, bounds: 10...20, dimension: 100) == 10)
    #expect(RubberBand.unapply(.nan, bounds: -20 ... -10, dimension: 100) == -10)
    #expect(RubberBand.unapply(.nan, bounds: .infinity ... .infinity, dimension: 100) == 0)
  }

  /// Snap points 10³⁰⁰ points apart, and an anchor placing a size of 10³⁰⁷: finite answers.
  @Test func hugeSpacingsAndSizesGiveFiniteOffsets() {
    let points = SnapPoints.uniform(first: .greatestFiniteMagnitude, spacing: 1e300, count: .max)
    #expect(points.offset(at: .max).isFinite)
    #expect(SnapPoints.lattice(spacing: 1e300).offset(at: .min).isFinite)
    let origin = PlacementAnchor.bottomTrailing.origin(
      placing: CGSize(width: 1e308, height: 1e308), at: CGPoint(x: -1.7e308, y: -1.7e308))
    #expect(origin.x.isFinite && origin.y.isFinite)
  }
}
