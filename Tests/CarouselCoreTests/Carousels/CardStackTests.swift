import CarouselCore
import CarouselTestSupport
import Foundation
import Testing

@Suite("CardStack")
struct CardStackTests {
  static func stack(_ count: Int = 12, loops: Bool = false) -> CardStack {
    var stack = CardStack(itemCount: count, loops: loops)
    stack.setViewport(CGSize(width: 390, height: 700))
    return stack
  }

  static func drag(_ stack: inout CardStack, byCards cards: CGFloat, at start: TimeInterval = 0) {
    let width = stack.cardSize.width
    _ = stack.handle(.began(CGPoint(x: 300, y: 300), at: start))
    _ = stack.handle(.changed(CGPoint(x: 290, y: 300), at: start + 0.02))
    _ = stack.handle(.changed(CGPoint(x: 290 - cards * width, y: 300), at: start + 0.1))
  }

  @Test("The seed's card: (W − 72) × (W − 72)·1120/840 at the page padding")
  func seedCard() throws {
    let stack = Self.stack()
    #expect(stack.cardSize.width == 318)
    #expect(abs(stack.cardSize.height - 424) < 1e-9)
    let top = try #require(stack.placements().last)
    #expect(top.index == 0)
    #expect(top.frame == CGRect(x: 36, y: 60, width: 318, height: 424))
    #expect(top.scale == 1 && top.opacity == 1 && top.zIndex == 0)
  }

  @Test("The pile shows above the top card: translation −h · (p · 0.03 + (1 − scale) / 2)")
  func pileAboveTheTopCard() {
    let placements = Self.stack().placements()
    #expect(placements.map(\.index) == [2, 1, 0])
    let second = placements[1]
    #expect(abs(second.scale - 0.85) < 1e-9)
    #expect(abs(second.frame.minY - (60 - 424 * (0.03 + 0.075))) < 1e-9)
    #expect(second.zIndex == -1)
    // Drawn (scaled about its centre), the second card's top edge is above the top card's.
    let drawnTop = second.frame.midY - second.frame.height * second.scale / 2
    #expect(drawnTop < 60)
    let third = placements[0]
    #expect(abs(third.scale - 0.7) < 1e-9)
    #expect(abs(third.frame.minY - (60 - 424 * (0.06 + 0.15))) < 1e-9)
    // The last card of the pile fades over 0.9: at p = 2 it is fully there.
    #expect(third.opacity == 1)
  }

  @Test("A half-swiped card moves, turns and fades; the card under it rises")
  func leavingCard() throws {
    var stack = Self.stack()
    Self.drag(&stack, byCards: 0.5)
    #expect(abs(stack.position - 0.5) < 1e-9)
    let placements = stack.placements()
    let leaving = try #require(placements.first { $0.index == 0 })
    #expect(abs(leaving.frame.minX - (36 - 1.3 * 318 * 0.5)) < 1e-9)
    #expect(abs(leaving.frame.minY - (60 + 0.3 * 424 * 0.5)) < 1e-9)
    #expect(abs(leaving.rotation.radians + .pi / 7 * 0.5) < 1e-9)
    #expect(leaving.opacity == 1)
    #expect(placements.last?.index == 0)  // still on top while it leaves
    let rising = try #require(placements.first { $0.index == 1 })
    #expect(abs(rising.scale - (1 - 0.5 * 0.15)) < 1e-9)
    // A fourth card fades in at the back: p = 2.5 of a pile of 3.
    let back = try #require(placements.first { $0.index == 3 })
    #expect(abs(back.opacity - (1 - 0.5 / 0.9)) < 1e-9)
    Self.drag(&stack, byCards: 0.4)
    let nearlyGone = try #require(stack.placements().first { $0.index == 0 })
    #expect(abs(nearlyGone.opacity - (1 - 0.9) / 0.3) < 1e-9)
  }

  @Test func releasingSnapsWithVelocityAndBack() {
    var stack = Self.stack()
    let flick = GestureScript.flick(from: CGPoint(x: 300, y: 300), by: CGSize(width: -80, height: 0), duration: 0.05)
    let events = flick.replay(into: &stack).flatMap(\.events)
    #expect(stack.currentIndex == 1)
    #expect(events.last == .settled(index: 1))
    let back = GestureScript.flick(
      from: CGPoint(x: 100, y: 300), by: CGSize(width: 80, height: 0), duration: 0.05, startTime: 3)
    _ = back.replay(into: &stack)
    #expect(stack.currentIndex == 0)
  }

  @Test func theEndsHoldWithoutLoopingAndWrapWithIt() {
    var stack = Self.stack(3)
    stack.scroll(to: 2, animation: nil, time: 0)
    let flick = GestureScript.flick(
      from: CGPoint(x: 300, y: 300), by: CGSize(width: -80, height: 0), duration: 0.05, startTime: 1)
    _ = flick.replay(into: &stack)
    #expect(stack.currentIndex == 2)
    var looping = Self.stack(3, loops: true)
    looping.scroll(to: 2, animation: nil, time: 0)
    _ = flick.replay(into: &looping)
    #expect(looping.currentIndex == 0)
    #expect(looping.placements().map(\.index) == [2, 1, 0])
  }

  @Test("Loops work with one and two cards", arguments: [1, 2])
  func smallLoops(count: Int) {
    var stack = Self.stack(count, loops: true)
    Self.drag(&stack, byCards: 0.6)
    let placements = stack.placements()
    #expect(Set(placements.map(\.index)).count == placements.count)
    #expect(allFinite(placements))
    _ = stack.handle(.ended(CGPoint(x: 100, y: 300), at: 0.4))
    _ = settle(&stack, from: 0.4)
    #expect(stack.currentIndex == (count == 1 ? 0 : 1))
    #expect(!stack.placements().isEmpty)
  }

  @Test func hitTestFindsTheTopCardAndTapsReportIt() {
    var stack = Self.stack()
    #expect(stack.hitTest(CGPoint(x: 195, y: 300)) == 0)
    #expect(stack.hitTest(CGPoint(x: 195, y: 50)) == 1)  // the pile above the top card
    #expect(stack.hitTest(CGPoint(x: 5, y: 300)) == nil)
    _ = stack.handle(.began(CGPoint(x: 195, y: 300), at: 0))
    _ = stack.handle(.ended(CGPoint(x: 195, y: 300), at: 0.1))
    #expect(stack.advance(to: 0.1).contains(.tapped(index: 0)))
  }

  @Test("Bad sizes show nothing", arguments: badLengths)
  func badViewport(length: CGFloat) {
    var stack = Self.stack()
    stack.setViewport(CGSize(width: length, height: 700))
    #expect(stack.placements().isEmpty)
    _ = drive(&stack, with: GestureScript.flick(from: .zero, by: CGSize(width: -100, height: 0), duration: 0.1).events)
    #expect(stack.currentIndex == 0)
  }

  @Test func zeroCards() {
    var stack = Self.stack(0, loops: true)
    #expect(stack.placements().isEmpty)
    Self.drag(&stack, byCards: 1)
    #expect(stack.currentIndex == 0)
  }

  @Test func shrinkingMidAnimationClamps() {
    var stack = Self.stack(12)
    stack.scroll(to: 11, animation: .default, time: 0)
    _ = stack.advance(to: 0.05)
    stack.setItemCount(2)
    _ = settle(&stack, from: 0.05)
    #expect((0..<2).contains(stack.currentIndex))
  }

  @Test func replayedScriptSnapshot() {
    var stack = Self.stack(5)
    let script = GestureScript.flick(from: CGPoint(x: 300, y: 300), by: CGSize(width: -100, height: 0), duration: 0.08)
    let frames = script.replay(into: &stack)
    assertTextSnapshot(dump(frames, every: 3), named: "swipe-top-card-away")
  }
}
