import CarouselCore
import CarouselTestSupport
import Foundation
import Testing

/// Every parameter at its extremes, geometry changes mid-drag, start-up order and rests that are not
/// news (SPEC §10, §13): no trap, no hang, no NaN, documented behaviour.
@Suite("Carousel hardening")
struct CarouselHardeningTests {
  /// A drag that passes the minimum distance, then a rotation to `rotated`, then more finger travel:
  /// the drag stays alive, the content never moves more than the finger, and the release settles on
  /// an item.
  static func rotateMidDrag<Component: InteractiveComponent>(
    _ component: inout Component, from size: CGSize, to rotated: CGSize, offset: (Component) -> CGFloat
  ) {
    component.setViewport(size)
    _ = component.handle(.began(CGPoint(x: 300, y: 150), at: 0))
    _ = component.handle(.changed(CGPoint(x: 270, y: 150), at: 0.03))
    #expect(component.handle(.changed(CGPoint(x: 240, y: 150), at: 0.06)) == .tracking)
    _ = component.advance(to: 0.06)
    component.setViewport(rotated)
    _ = component.advance(to: 0.07)
    let before = offset(component)
    #expect(component.handle(.changed(CGPoint(x: 230, y: 150), at: 0.08)) == .tracking, "the drag died")
    _ = component.advance(to: 0.08)
    #expect(abs(offset(component) - before) <= 10 + 1e-6, "moved \(abs(offset(component) - before)) for 10 pt")
    _ = component.handle(.ended(CGPoint(x: 230, y: 150), at: 0.2))
    _ = settle(&component, from: 0.2)
    #expect(component.isSettled)
    #expect(allFinite(component.placements()))
  }

  /// A drag under way, then `scroll(to: 2)`: the scroll takes over, the rest of the touch is declined
  /// and moves nothing, and the component rests on item 2.
  static func scrollMidDrag<Component: InteractiveComponent>(_ component: inout Component) {
    component.setViewport(CGSize(width: 390, height: 300))
    _ = component.handle(.began(CGPoint(x: 300, y: 150), at: 0))
    _ = component.handle(.changed(CGPoint(x: 270, y: 150), at: 0.03))
    #expect(component.handle(.changed(CGPoint(x: 240, y: 150), at: 0.06)) == .tracking)
    _ = component.advance(to: 0.06)
    component.scroll(to: 2, animation: .snap, time: 0.06)
    var placements = component.placements()
    #expect(component.handle(.changed(CGPoint(x: 20, y: 150), at: 0.06)) == .declined)
    #expect(component.placements() == placements, "a declined sample moved the content")
    _ = component.advance(to: 0.1)
    placements = component.placements()
    #expect(component.handle(.ended(CGPoint(x: 20, y: 150), at: 0.1)) == .declined)
    #expect(component.placements() == placements, "the release of a declined touch moved the content")
    _ = settle(&component, from: 0.1)
    #expect(component.isSettled && component.currentIndex == 2)
  }

  @Test func aScrollMidDragTakesOverFromTheFinger() {
    var snap = SnapCarousel(itemCount: 10)
    Self.scrollMidDrag(&snap)
    var paged = PagedCarousel(itemCount: 10)
    Self.scrollMidDrag(&paged)
    var free = FreeScrollCarousel(itemCount: 10, itemSize: CGSize(width: 100, height: 100))
    Self.scrollMidDrag(&free)
    var ring = RotaryCarousel(itemCount: 6)
    Self.scrollMidDrag(&ring)
    var stack = CardStack(itemCount: 6)
    Self.scrollMidDrag(&stack)
  }

  @Test func aRotationMidDragKeepsEveryDragAlive() {
    let portrait = CGSize(width: 390, height: 844)
    let landscape = CGSize(width: 844, height: 390)
    var snap = SnapCarousel(itemCount: 10)
    Self.rotateMidDrag(&snap, from: portrait, to: landscape) { $0.offset }
    #expect(snap.offset == CGFloat(snap.currentIndex) * (844 - 16 + 16))
    var paged = PagedCarousel(itemCount: 10)
    Self.rotateMidDrag(&paged, from: portrait, to: landscape) { $0.offset }
    #expect(paged.offset == CGFloat(paged.currentIndex) * paged.pageLength)
    var stack = CardStack(itemCount: 10)
    Self.rotateMidDrag(&stack, from: portrait, to: landscape) { $0.position * $0.cardSize.width }
    #expect(stack.position == stack.position.rounded())
    var pager = InfinitePager()
    Self.rotateMidDrag(&pager, from: portrait, to: landscape) { $0.pageOffset * $0.pageLength }
    #expect(pager.pageOffset == 0)
    var ring = RotaryCarousel(itemCount: 6, minimumDistance: 10)
    Self.rotateMidDrag(&ring, from: portrait, to: landscape) { $0.position * 250 }
    var free = FreeScrollCarousel(itemCount: 10, itemSize: CGSize(width: 200, height: 300))
    Self.rotateMidDrag(&free, from: portrait, to: landscape) { $0.offset }
  }

  /// Found by an independent fuzzer: a scroll before the viewport, then the viewport, then a stray
  /// `.ended` rested 288 pt from the nearest item — what a front end does at start-up.
  @Test func aScrollBeforeTheViewportLandsOnItsItem() {
    var snap = SnapCarousel(itemCount: 10)
    snap.scroll(to: 3, animation: .snap, time: 0)
    snap.setViewport(CGSize(width: 390, height: 260))
    _ = snap.handle(.ended(CGPoint(x: 10, y: 10), at: 0.1))
    _ = settle(&snap, from: 0.1)
    #expect(snap.currentIndex == 3)
    #expect(abs(snap.offset - 3 * 390) < 1e-9, "rests \(snap.offset - 3 * 390) pt from item 3")
    var stack = CardStack(itemCount: 5)
    stack.scroll(to: 2, animation: nil, time: 0)
    stack.setViewport(CGSize(width: 390, height: 844))
    #expect(stack.currentIndex == 2)
    #expect(stack.position == 2)
    var rows = PagedCarousel(itemCount: 12, rowsPerPage: 3)
    rows.scroll(to: 2, animation: .default, time: 0)
    rows.setViewport(CGSize(width: 390, height: 280))
    #expect(rows.offset == 2 * rows.pageLength)
  }

  @Test func nothingMovedMeansNoRest() {
    var snap = SnapCarousel(itemCount: 5)
    snap.setViewport(CGSize(width: 390, height: 260))
    _ = snap.handle(.began(CGPoint(x: 100, y: 100), at: 1))
    _ = snap.advance(to: 1.05)
    _ = snap.handle(.ended(CGPoint(x: 100, y: 100), at: 1.1))  // a tap
    snap.scroll(to: 0, animation: .snap, time: 1.2)  // to where it already is
    let events = settle(&snap, from: 1.2).events
    #expect(events == [.tapped(index: 0)])
    var ring = RotaryCarousel(itemCount: 6)
    ring.setViewport(CGSize(width: 390, height: 200))
    ring.scroll(to: 6, animation: .snap, time: 0)  // item 0, where it is
    #expect(settle(&ring, from: 0).events.isEmpty)
  }

  @Test func aClampAtRestIsReportedAsTheNewRest() {
    var snap = SnapCarousel(itemCount: 5)
    snap.setViewport(CGSize(width: 390, height: 260))
    snap.scroll(to: 4, animation: nil, time: 0)
    _ = snap.advance(to: 0)
    snap.setItemCount(2)
    #expect(snap.advance(to: 0.1) == [.currentIndexChanged(from: 4, to: 1), .settled(index: 1)])
  }

  /// A fast 300-point flick toward the leading edge, then frames until rest.
  static func flingAndSettle<Component: InteractiveComponent>(_ component: inout Component) {
    let flick = GestureScript.flick(from: CGPoint(x: 380, y: 100), by: CGSize(width: -300, height: 0), duration: 0.03)
    _ = drive(&component, with: flick.events)
    _ = settle(&component, from: 1)
  }

  @Test("No limit on items per fling", arguments: [0, 1, 2, Int.max])
  func anyItemsPerFlingIsSafe(limit: Int) {
    var snap = SnapCarousel(itemCount: 50, itemInset: 300, maxItemsPerFling: limit)
    snap.setViewport(CGSize(width: 390, height: 260))
    Self.flingAndSettle(&snap)
    #expect((0..<50).contains(snap.currentIndex))
    #expect(snap.currentIndex <= limit)
    #expect(snap.offset == CGFloat(snap.currentIndex) * (90 + 16))
    var ring = RotaryCarousel(itemCount: 6, maxItemsPerFling: limit)
    ring.setViewport(CGSize(width: 390, height: 200))
    Self.flingAndSettle(&ring)
    #expect(ring.position == ring.position.rounded())
    var stack = CardStack(itemCount: 8, loops: true, maxItemsPerFling: limit)
    stack.setViewport(CGSize(width: 390, height: 844))
    Self.flingAndSettle(&stack)
    #expect(stack.position == stack.position.rounded())
  }

  @Test func hugeCountsAndStacksCostOnlyWhatIsVisible() {
    var ring = RotaryCarousel(itemCount: .max, scaleStep: 0, opacityStep: 0)
    #expect(ring.itemCount == RotaryCarousel.maximumItemCount)
    ring.setViewport(CGSize(width: 390, height: 200))
    #expect(ring.placements().count == RotaryCarousel.maximumPlacedItems)
    #expect(allFinite(ring.placements()))
    var style = CardStack.Style()
    style.maxStackSize = .max
    var stack = CardStack(itemCount: 5, style: style, loops: true)
    stack.setViewport(CGSize(width: 390, height: 844))
    #expect(stack.placements().count == 5)
    stack.setItemCount(.max)
    #expect(stack.placements().count <= CardStack.maximumPlacedCards + 1)
    #expect(allFinite(stack.placements()))
    var rows = PagedCarousel(itemCount: .max, rowsPerPage: .max)
    rows.setViewport(CGSize(width: 390, height: 280))
    #expect(rows.pageCount == 1)
    #expect(allFinite(rows.placements()))
    rows.scroll(to: .max, animation: nil, time: 0)
    #expect(rows.currentIndex == 0)
    var manyRows = PagedCarousel(itemCount: .max, rowsPerPage: 3)
    manyRows.setViewport(CGSize(width: 390, height: 280))
    manyRows.scroll(to: .max, animation: nil, time: 0)
    #expect(allFinite(manyRows.placements()))
    var snap = SnapCarousel(itemCount: .max)
    snap.setViewport(CGSize(width: 390, height: 260))
    snap.scroll(to: .max, animation: .snap, time: 0)
    _ = settle(&snap, from: 0)
    #expect(allFinite(snap.placements()))
  }

  @Test("Non-finite parameters fall back or count as 0", arguments: [CGFloat.nan, .infinity, -.infinity, -1])
  func nonFiniteParameters(value: CGFloat) {
    var snap = SnapCarousel(itemCount: 5, itemHeight: value, itemInset: value, spacing: value)
    var free = FreeScrollCarousel(
      itemCount: 5, itemSize: CGSize(width: value, height: value), spacing: value, insets: .horizontal(value))
    var ring = RotaryCarousel(
      itemCount: 5, pointsPerItem: value, scaleStep: value, opacityStep: Double(value), zIndexStep: Double(value),
      radius: value, horizontalInset: value, aspectRatio: value, minimumDistance: value)
    var rows = PagedCarousel(
      itemCount: 5, leadingInset: value, trailingPeek: value, rowSpacing: value, autoAdvance: .every(Double(value)))
    var stack = CardStack(itemCount: 5, horizontalInset: value, topInset: value, aspectRatio: value)
    let flick = GestureScript.flick(from: CGPoint(x: 300, y: 100), by: CGSize(width: -200, height: 0), duration: 0.05)
    func check<C: InteractiveComponent>(_ component: inout C) {
      component.setViewport(CGSize(width: 390, height: 400))
      _ = drive(&component, with: flick.events)
      _ = settle(&component, from: 1)
      #expect(allFinite(component.placements()))
      #expect(component.isSettled)
      #expect(component.currentIndex >= 0)
    }
    check(&snap)
    check(&free)
    check(&ring)
    check(&rows)
    check(&stack)
  }
}
