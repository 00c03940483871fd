import CarouselCore
import Foundation
import Testing

@Suite("ScrollPhysics")
struct ScrollPhysicsTests {
  private func free(content: CGFloat = 2000, viewport: CGFloat = 400) -> ScrollPhysics {
    ScrollPhysics(mode: .free, contentLength: content, viewportLength: viewport)
  }

  private func settle(_ physics: inout ScrollPhysics, from time: TimeInterval, limit: TimeInterval = 10) -> TimeInterval
  {
    var now = time
    while !physics.isSettled && now < time + limit {
      now += 1.0 / 120
      physics.advance(to: now)
    }
    return now
  }

  @Test func boundsAreContentPlusInsetsMinusViewport() {
    var physics = ScrollPhysics(contentLength: 1000, viewportLength: 390, leadingInset: 8, trailingInset: 8)
    #expect(physics.bounds == 0...626)
    physics.setContentLength(100)
    #expect(physics.bounds == 0...0)
    physics.setContentLength(.nan)
    #expect(physics.contentLength == 0)
  }

  @Test func aDragMovesTheOffsetOneToOne() {
    var physics = free()
    physics.scroll(to: 500, animation: nil, at: 0)
    physics.beginDrag(at: 0)
    physics.drag(translation: -120, at: 0.1)
    #expect(physics.offset == 620)
    physics.drag(translation: 40, at: 0.2)
    #expect(physics.offset == 460)
    #expect(physics.isDragging)
    #expect(!physics.isSettled)
  }

  @Test func beyondABoundTheDragIsRubberBanded() {
    var physics = free()
    physics.beginDrag(at: 0)
    physics.drag(translation: 100, at: 0.1)
    #expect(physics.offset == -RubberBand.displayed(overshoot: 100, dimension: 400))
    #expect(physics.offset > -100)
    #expect(physics.offset < 0)
  }

  @Test func aFreeReleaseCoastsAndStops() {
    var physics = free()
    physics.scroll(to: 200, animation: nil, at: 0)
    physics.beginDrag(at: 0)
    physics.drag(translation: -50, at: 0.05)
    physics.endDrag(velocity: -800, at: 0.05)
    let expectedRest = 250 + DecayMotion(from: 0, initialVelocity: 800, startTime: 0).restingPosition
    #expect(abs(physics.restingOffset! - expectedRest) < 1e-6)
    physics.advance(to: 0.3)
    #expect(physics.offset > 250)
    _ = settle(&physics, from: 0.3)
    #expect(physics.isSettled)
    #expect(abs(physics.offset - expectedRest) < 1e-6)
  }

  @Test func aSlowReleaseStopsAtOnce() {
    var physics = free()
    physics.scroll(to: 200, animation: nil, at: 0)
    physics.beginDrag(at: 0)
    physics.drag(translation: -10, at: 0.05)
    physics.endDrag(velocity: 3, at: 0.06)
    #expect(physics.isSettled)
    #expect(physics.offset == 210)
  }

  @Test func releasedBeyondABoundItSpringsBack() {
    var physics = free()
    physics.beginDrag(at: 0)
    physics.drag(translation: 150, at: 0.1)
    physics.endDrag(velocity: 0, at: 0.1)
    _ = settle(&physics, from: 0.1)
    #expect(physics.offset == 0)
  }

  @Test func momentumIntoABoundBouncesBackToIt() {
    var physics = free(content: 1000, viewport: 400)
    physics.scroll(to: 550, animation: nil, at: 0)
    physics.beginDrag(at: 0)
    physics.drag(translation: -20, at: 0.02)
    physics.endDrag(velocity: -3000, at: 0.02)
    var overshoot: CGFloat = 0
    var now = 0.02
    while !physics.isSettled && now < 10 {
      now += 1.0 / 240
      physics.advance(to: now)
      overshoot = max(overshoot, physics.offset - 600)
    }
    #expect(overshoot > 0)
    #expect(physics.offset == 600)
  }

  /// Found by the property test on CI: a fast release into a bound bounced further out than the rubber
  /// band can ever show (the viewport length), so grabbing the content there jumped by 200 points.
  @Test(
    "A bounce stays within the rubber band's reach and can be grabbed without a jump",
    arguments: [
      CGFloat(3_000), 30_000, 300_000,
    ])
  func bouncesStayGrabbable(speed: CGFloat) {
    var physics = free(content: 2108, viewport: 482.5)
    physics.scroll(to: 100, animation: nil, at: 0)
    physics.beginDrag(at: 0)
    physics.drag(translation: 50, at: 0.02)
    physics.endDrag(velocity: speed, at: 0.02)
    var farthest: CGFloat = 0
    var time = 0.02
    while !physics.isSettled && time < 5 {
      time += 1.0 / 240
      physics.advance(to: time)
      farthest = min(farthest, physics.offset)
      if physics.offset < -50 {
        let shown = physics.offset
        var grabbed = physics
        grabbed.beginDrag(at: time)
        grabbed.drag(translation: 0, at: time + 0.01)
        #expect(abs(grabbed.offset - shown) < 1e-3, "grabbing at \(shown) moved the content to \(grabbed.offset)")
      }
    }
    #expect(farthest > -482.5 * 0.9 - 1e-6)
    #expect(physics.offset == 0)
  }

  @Test func snappingPicksTheProjectedPointWithinOneItem() {
    let points = SnapPoints.uniform(first: 0, spacing: 300, count: 10)
    var physics = ScrollPhysics(mode: .snapping(points), contentLength: 3000, viewportLength: 300)
    physics.beginDrag(at: 0)
    physics.drag(translation: -40, at: 0.1)
    // A fast flick would project many items ahead; one item is the limit.
    physics.endDrag(velocity: -5000, at: 0.1)
    #expect(physics.restingOffset == 300)
    _ = settle(&physics, from: 0.1)
    #expect(physics.offset == 300)
  }

  @Test func snappingAtZeroVelocityGoesToTheNearestPoint() {
    let points = SnapPoints.uniform(first: 0, spacing: 300, count: 10)
    var physics = ScrollPhysics(mode: .snapping(points, maxItemsPerFling: 3), contentLength: 3000, viewportLength: 300)
    physics.scroll(to: 900, animation: nil, at: 0)
    physics.beginDrag(at: 0)
    physics.drag(translation: -140, at: 0.1)
    physics.endDrag(velocity: 0, at: 0.2)
    #expect(physics.restingOffset == 900)
    physics.beginDrag(at: 0.3)
    physics.drag(translation: -160, at: 0.4)
    physics.endDrag(velocity: 0, at: 0.5)
    #expect(physics.restingOffset == 1200)
  }

  @Test func maxItemsPerFlingCountsFromTheDragStart() {
    let points = SnapPoints.uniform(first: 0, spacing: 100, count: 50)
    var physics = ScrollPhysics(mode: .snapping(points, maxItemsPerFling: 2), contentLength: 5000, viewportLength: 100)
    physics.scroll(to: 1000, animation: nil, at: 0)
    physics.beginDrag(at: 0)
    physics.drag(translation: -30, at: 0.1)
    physics.endDrag(velocity: -4000, at: 0.1)
    #expect(physics.restingOffset == 1200)
  }

  @Test func aDragDuringAnAnimationStartsWhereTheContentIsShown() {
    var physics = free()
    physics.scroll(to: 1000, animation: .default, at: 0)
    physics.advance(to: 0.1)
    let shown = physics.offset
    #expect(shown > 0 && shown < 1000)
    physics.beginDrag(at: 0.1)
    #expect(physics.offset == shown)
    physics.drag(translation: -10, at: 0.12)
    #expect(physics.offset == shown + 10)
  }

  @Test func aDragDuringABounceStartsWhereTheContentIsShown() {
    var physics = free()
    physics.beginDrag(at: 0)
    physics.drag(translation: 200, at: 0.1)
    physics.endDrag(velocity: 0, at: 0.1)
    physics.advance(to: 0.15)
    let shown = physics.offset
    #expect(shown < 0)
    physics.beginDrag(at: 0.15)
    physics.drag(translation: 0, at: 0.16)
    #expect(abs(physics.offset - shown) < 1e-6)
  }

  @Test func shrinkingContentClampsARestingOffset() {
    var physics = free(content: 2000, viewport: 400)
    physics.scroll(to: 1600, animation: nil, at: 0)
    physics.setContentLength(1000)
    #expect(physics.offset == 600)
    // A bad viewport counts as 0 (nothing visible): the offset stays valid.
    physics.setViewportLength(.infinity)
    #expect(physics.viewportLength == 0)
    #expect(physics.offset == 600)
  }

  @Test func shrinkingContentRetargetsAnAnimation() {
    var physics = free(content: 2000, viewport: 400)
    physics.scroll(to: 1600, animation: .default, at: 0)
    physics.setContentLength(800)
    #expect(physics.restingOffset == 400)
  }

  @Test func shiftingMovesEveryMotionTogether() {
    var physics = ScrollPhysics(isUnbounded: true)
    physics.scroll(to: 500, animation: .linear(duration: 1), at: 0)
    physics.advance(to: 0.5)
    physics.shift(by: -500)
    #expect(physics.offset == -250)
    physics.advance(to: 1)
    #expect(physics.offset == 0)
  }

  @Test func timeGoingBackwardsIsIgnored() {
    var physics = free()
    physics.scroll(to: 1000, animation: .linear(duration: 1), at: 0)
    physics.advance(to: 0.5)
    let shown = physics.offset
    physics.advance(to: 0.2)
    #expect(physics.offset == shown)
    physics.advance(to: .nan)
    #expect(physics.offset == shown)
  }
}
