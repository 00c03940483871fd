import CarouselCore
import CarouselTestSupport
import Foundation
import Testing

@Suite("RotaryCarousel")
struct RotaryCarouselTests {
  static let viewport = CGSize(width: 390, height: 300)

  static func ring(_ count: Int = 6) -> RotaryCarousel {
    var ring = RotaryCarousel(itemCount: count)
    ring.setViewport(viewport)
    return ring
  }

  /// Drags the ring by `items` (positive: rightward) and holds, so the release has no velocity.
  static func drag(_ ring: inout RotaryCarousel, byItems items: CGFloat, at start: TimeInterval = 0) {
    _ = ring.handle(.began(CGPoint(x: 100, y: 150), at: start))
    _ = ring.handle(.changed(CGPoint(x: 130, y: 150), at: start + 0.01))  // recognised at 30 pt
    _ = ring.handle(.changed(CGPoint(x: 130 + items * 250, y: 150), at: start + 0.05))
  }

  private func card(_ ring: RotaryCarousel, _ index: Int) -> ItemPlacement? {
    ring.placements().first { $0.index == index }
  }

  @Test("The seed's scale, opacity, zIndex and offset for N = 6 at position 0")
  func seedNumbersAtZero() throws {
    let ring = Self.ring()
    let cardWidth: CGFloat = 390 - 32
    #expect(ring.cardSize.width == cardWidth)
    #expect(abs(ring.cardSize.height - cardWidth * 156 / 375) < 1e-9)
    let expected: [(index: Int, scale: CGFloat, opacity: Double, z: Double, shift: CGFloat)] = [
      (0, 1.0, 1.0, 1.0, 0),
      (1, 0.8, 0.7, 0.9, -173.2051),
      (2, 0.6, 0.4, 0.8, -173.2051),
      (3, 0.4, 0.1, 0.7, 0),
      (4, 0.6, 0.4, 0.8, 173.2051),
      (5, 0.8, 0.7, 0.9, 173.2051),
    ]
    for item in expected {
      let placement = try #require(card(ring, item.index))
      #expect(abs(placement.scale - item.scale) < 1e-9, "scale of \(item.index)")
      #expect(abs(placement.opacity - item.opacity) < 1e-9, "opacity of \(item.index)")
      #expect(abs(placement.zIndex - item.z) < 1e-9, "zIndex of \(item.index)")
      #expect(abs(placement.frame.minX - (16 + item.shift)) < 1e-3, "offset of \(item.index)")
      #expect(abs(placement.frame.midY - 150) < 1e-9)
    }
    // Back to front: the front card is drawn last.
    #expect(ring.placements().last?.index == 0)
    #expect(ring.placements().first?.index == 3)
  }

  @Test("Half-way between items, both neighbours share the front", arguments: [0.5, 2.25, -1.75])
  func seedNumbersBetweenItems(items: Double) throws {
    var ring = Self.ring()
    Self.drag(&ring, byItems: CGFloat(items))
    #expect(abs(ring.position - CGFloat(items)) < 1e-9)
    for index in 0..<6 {
      let d = (CGFloat(items) - CGFloat(index)).remainder(dividingBy: 6)
      let placement = try #require(card(ring, index))
      #expect(abs(placement.scale - max(0, 1 - abs(d) * 0.2)) < 1e-9)
      #expect(abs(placement.opacity - max(0, 1 - Double(abs(d)) * 0.3)) < 1e-9)
      #expect(abs(placement.frame.minX - (16 + sin(2 * .pi * d / 6) * 200)) < 1e-9)
    }
  }

  @Test func scaleAndOpacityClampAtZeroWhereTheSeedWentNegative() {
    // Between items the seed's opacity goes negative from N = 7 and its scale from N = 11.
    for count in [7, 11, 16] {
      var ring = Self.ring(count)
      Self.drag(&ring, byItems: 0.5)
      let placements = ring.placements()
      #expect(allFinite(placements))
      #expect(placements.allSatisfy { $0.scale > 0 && $0.opacity > 0 })
      #expect(placements.count < count)  // the cards at the back are hidden, not drawn inverted
    }
  }

  @Test("Releasing at 3.6 of 6 goes forward to 4, never sweeping round the seam")
  func noSeamSweep() {
    var ring = Self.ring()
    ring.scroll(to: 3, animation: nil, time: 0)
    _ = ring.advance(to: 0)
    Self.drag(&ring, byItems: 0.6, at: 1)
    _ = ring.handle(.ended(CGPoint(x: 130 + 150, y: 150), at: 1.2))  // held: zero velocity
    var positions: [CGFloat] = []
    let (events, _) = settle(&ring, from: 1.2) { positions.append($0.position) }
    let moving = positions.dropLast()
    #expect(zip(moving, moving.dropFirst()).allSatisfy { $0 <= $1 + 1e-9 })
    #expect((moving.max() ?? 0) <= 4 + 1e-9)
    #expect((moving.min() ?? 0) >= 3.6 - 1e-9)
    #expect(ring.currentIndex == 4)
    #expect(ring.position == 4)
    #expect(events.contains(.settled(index: 4)))
  }

  @Test func theSelectedIndexWrapsToNonNegative() {
    var ring = Self.ring()
    Self.drag(&ring, byItems: -1)
    #expect(ring.currentIndex == 5)
    Self.drag(&ring, byItems: -6.2)  // a new drag continues from −1: now at −7.2
    #expect(abs(ring.position + 7.2) < 1e-9)
    #expect(ring.currentIndex == 5)
  }

  @Test func aFlickMovesAtMostOneItemBeyondTheNearest() {
    var ring = Self.ring()
    let flick = GestureScript.flick(from: CGPoint(x: 50, y: 150), by: CGSize(width: 300, height: 0), duration: 0.05)
    var copy = ring
    _ = flick.replay(into: &copy)
    ring = copy
    // Released near 270 / 250 ≈ 1.1 items with ~6,000 pt/s: projected far, limited to round(1.1) + 1.
    #expect(ring.position == 2)
  }

  @Test func tappingASideCardBringsItToTheFrontAndTappingTheFrontReportsIt() {
    var ring = Self.ring()
    // Item 5 sits to the right of the front card, scaled to 0.8: it shows between x = 374 and 390.
    let right = CGPoint(x: 382, y: 150)
    _ = ring.handle(.began(right, at: 0))
    _ = ring.handle(.ended(right, at: 0.05))
    let (events, time) = settle(&ring, from: 0.05)
    #expect(ring.currentIndex == 5)
    #expect(!events.contains(.tapped(index: 5)))
    #expect(events.last == .settled(index: 5))
    let center = CGPoint(x: 195, y: 150)
    _ = ring.handle(.began(center, at: time + 1))
    _ = ring.handle(.ended(center, at: time + 1.05))
    #expect(ring.advance(to: time + 1.1) == [.tapped(index: 5)])
  }

  @Test("Zero, one and two items work", arguments: [0, 1, 2])
  func smallRings(count: Int) {
    var ring = Self.ring(count)
    #expect(ring.placements().count == count)
    Self.drag(&ring, byItems: 0.7)
    _ = ring.handle(.ended(CGPoint(x: 130 + 175, y: 150), at: 0.06))
    _ = settle(&ring, from: 0.06)
    #expect(allFinite(ring.placements()))
    #expect(ring.currentIndex == 0)
    #expect(ring.placements().count == count)
  }

  @Test("A bad viewport shows nothing and yields no NaN", arguments: badLengths)
  func badViewport(length: CGFloat) {
    var ring = RotaryCarousel(itemCount: 6)
    ring.setViewport(CGSize(width: length, height: 300))
    #expect(ring.placements().isEmpty)
    ring.setViewport(CGSize(width: 390, height: length))
    #expect(ring.placements().isEmpty)
  }

  @Test func shrinkingTheItemCountMidAnimationSettlesOnAValidItem() {
    var ring = Self.ring(10)
    ring.scroll(to: 8, animation: .default, time: 0)
    _ = ring.advance(to: 0.05)
    ring.setItemCount(3)
    _ = settle(&ring, from: 0.05)
    #expect((0..<3).contains(ring.currentIndex))
    #expect(ring.placements().count == 3)
  }

  @Test func aVerticalDragIsDeclined() {
    var ring = Self.ring()
    _ = ring.handle(.began(CGPoint(x: 100, y: 100), at: 0))
    #expect(ring.handle(.changed(CGPoint(x: 104, y: 140), at: 0.02)) == .declined)
    #expect(ring.position == 0)
  }

  /// Under Reduce Motion the ring shows one flat card — and a drag still changes it, stepping to the
  /// next item halfway, instead of sliding the front card away with nothing in its place.
  @Test func underReduceMotionADragStepsThroughTheItems() {
    var ring = RotaryCarousel(itemCount: 6, reducesMotion: true)
    ring.setViewport(Self.viewport)
    let front = ring.placements()
    #expect(front.map(\.index) == [0])
    #expect(front.first?.scale == 1 && front.first?.opacity == 1 && front.first?.rotation == ItemRotation.none)
    #expect(front.first.map { abs($0.frame.midX - 195) < 1e-9 } == true)
    var shown: [Int] = []
    _ = ring.handle(.began(CGPoint(x: 300, y: 150), at: 0))
    for step in 1...40 {
      // The finger travels 600 points to the left, 570 after its recognition at 30: 2.28 items back.
      _ = ring.handle(.changed(CGPoint(x: 300 - CGFloat(step) * 15, y: 150), at: Double(step) * 0.01))
      let placements = ring.placements()
      #expect(placements.count == 1)
      #expect(placements.first?.frame.midX == 195, "the card itself never slides")
      if let index = placements.first?.index, shown.last != index { shown.append(index) }
    }
    #expect(shown == [0, 5, 4], "one card after the other, as the position passed each half")
    _ = ring.handle(.ended(CGPoint(x: -300, y: 150), at: 0.5))
    _ = settle(&ring, from: 0.5)
    #expect(ring.placements().map(\.index) == [ring.currentIndex])
  }
}
