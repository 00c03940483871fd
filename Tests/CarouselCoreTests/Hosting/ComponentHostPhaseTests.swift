import CarouselCore
import Foundation
import Testing

/// The phase an item view reads to scale or fade itself (SPEC §18): whole numbers at rest, continuous
/// under a finger, the same right to left.
@Suite("ComponentHost item phase")
struct ComponentHostPhaseTests {
  static let viewport = CGSize(width: 390, height: 260)

  /// The phases of the drawn items by item index (the nearest copy's, where one repeats).
  static func phases<C: InteractiveComponent>(_ host: ComponentHost<C, Int>) -> [Int: Double] {
    var result: [Int: Double] = [:]
    for placement in host.placements() {
      let phase = host.phase(of: placement)
      if let known = result[placement.index], abs(known) <= abs(phase) { continue }
      result[placement.index] = phase
    }
    return result
  }

  /// A host of `component` at item (or page) 2 of 12, at rest, laid out in `direction`.
  static func host<C: InteractiveComponent>(
    _ component: C, _ direction: ReadingDirection = .leftToRight, elements: Bool = true
  ) -> ComponentHost<C, Int> {
    var host = ComponentHost(component, elementIDs: elements ? Array(0..<12) : nil, direction: direction)
    host.setViewport(viewport, time: 0)
    host.setIndex(2, animation: nil, time: 0)
    _ = host.advance(to: 0.1)
    return host
  }

  /// A finger pressed at `time` that moves `dx` points over 0.16 s and stays down.
  static func hold<C: InteractiveComponent>(_ host: inout ComponentHost<C, Int>, dx: CGFloat, at time: TimeInterval) {
    let start = CGPoint(x: 195, y: 130)
    _ = host.handle(.began(start, at: time))
    for step in 1...8 {
      let point = CGPoint(x: start.x + dx * CGFloat(step) / 8, y: start.y)
      _ = host.handle(.changed(point, at: time + 0.02 * Double(step)))
    }
    _ = host.advance(to: time + 0.2)
  }

  /// At rest the current item's phase is 0 and its neighbours' ±1; a finger moving towards later
  /// items (`forward` points: to the left on a row, to the right on the ring) makes it negative, less
  /// than one item, growing as the finger goes on; and right to left, the mirrored finger gives the
  /// same phases.
  static func expectPhases<C: InteractiveComponent>(
    _ make: () -> C, current: Int = 2, elements: Bool = true, forward: CGFloat = -80,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    var ltr = host(make(), elements: elements)
    var rtl = host(make(), .rightToLeft, elements: elements)
    let rest = phases(ltr)
    #expect(rest[current] == 0, "\(rest)", sourceLocation: sourceLocation)
    if let next = rest[current + 1] { #expect(abs(next - 1) < 1e-9, "\(rest)", sourceLocation: sourceLocation) }
    if let previous = rest[current - 1] {
      #expect(abs(previous + 1) < 1e-9, "\(rest)", sourceLocation: sourceLocation)
    }
    hold(&ltr, dx: forward, at: 1)
    hold(&rtl, dx: -forward, at: 1)
    let moved = phases(ltr)
    let held = moved[current] ?? 0
    #expect(held < 0 && held > -1, "\(moved)", sourceLocation: sourceLocation)
    #expect(phases(rtl) == moved, sourceLocation: sourceLocation)
    // The same finger goes on.
    _ = ltr.handle(.changed(CGPoint(x: 195 + forward * 1.5, y: 130), at: 1.3))
    _ = ltr.advance(to: 1.35)
    #expect((phases(ltr)[current] ?? 0) < held, sourceLocation: sourceLocation)
  }

  @Test func snapCarousel() { Self.expectPhases { SnapCarousel(itemCount: 0, itemInset: 40, spacing: 8) } }
  @Test func pagedCarousel() {
    Self.expectPhases { PagedCarousel(itemCount: 0, rowsPerPage: 1, leadingInset: 16, trailingPeek: 24) }
  }
  @Test func cardStack() { Self.expectPhases { CardStack(itemCount: 0, loops: true) } }
  @Test func rotaryCarousel() { Self.expectPhases({ RotaryCarousel(itemCount: 0) }, forward: 80) }
  @Test func freeScrollCarousel() {
    Self.expectPhases { FreeScrollCarousel(itemCount: 0, itemSize: CGSize(width: 120, height: 200), spacing: 10) }
  }
  @Test func infinitePager() { Self.expectPhases({ InfinitePager() }, elements: false) }

  @Test func aSmallLoopingPileCountsItsCardsDownThePile() {
    var host = ComponentHost(CardStack(itemCount: 0, loops: true), elementIDs: Array(0..<3))
    host.setViewport(Self.viewport, time: 0)
    let phases = Self.phases(host)
    #expect(phases[0] == 0)
    #expect(phases[1] == 1)
    #expect(phases[2] == 2, "the card two deep, not one that left: \(phases)")
  }

  @Test func unequalItemsAreStillOneApart() {
    var row = FreeScrollCarousel(itemCount: 0, itemSize: CGSize(width: 100, height: 200), spacing: 10)
    row.setItemLengths([100, 300, 60, 200, 100, 100, 100, 100])
    var host = ComponentHost(row, elementIDs: Array(0..<8))
    host.setViewport(CGSize(width: 1_000, height: 260), time: 0)
    host.setIndex(1, animation: nil, time: 0)
    let phases = Self.phases(host)
    #expect(phases[1].map { abs($0) < 1e-9 } == true, "\(phases)")
    #expect(phases[2].map { abs($0 - 1) < 1e-9 } == true, "\(phases)")
    #expect(phases[3].map { abs($0 - 2) < 1e-9 } == true, "\(phases)")
  }

  @Test func tabsOfUnequalWidthAreOneApartAndTheCentredCopyIsAtZero() {
    var host = ComponentHost(TabStrip(tabWidths: [60, 120, 60, 120, 90, 150], spacing: 8), elementIDs: Array(0..<6))
    host.setViewport(CGSize(width: 390, height: 44), time: 0)
    host.setIndex(2, animation: nil, time: 0)
    let phases = Self.phases(host)
    #expect(phases[2].map { abs($0) < 1e-9 } == true, "\(phases)")
    #expect(phases[3].map { abs($0 - 1) < 1e-9 } == true, "\(phases)")
    #expect(phases[1].map { abs($0 + 1) < 1e-9 } == true, "\(phases)")
  }

  @Test func aPagedCarouselsRowsShareTheirPagesPhase() {
    let host = Self.host(PagedCarousel(itemCount: 0, rowsPerPage: 3))
    let rows = host.placements().filter { $0.index / 3 == 2 }
    #expect(rows.count == 3)
    #expect(rows.allSatisfy { host.phase(of: $0) == 0 })
  }

  @Test func theRingsPhaseIsTheShortWayRound() {
    var host = ComponentHost(RotaryCarousel(itemCount: 0), elementIDs: Array(0..<6))
    host.setViewport(Self.viewport, time: 0)
    let phases = Self.phases(host)
    #expect(phases[0] == 0)
    if let last = phases[5] { #expect(abs(last + 1) < 1e-9, "the last banner is one before the first") }
  }
}
