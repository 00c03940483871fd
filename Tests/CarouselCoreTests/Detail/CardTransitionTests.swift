import CarouselCore
import Foundation
import PropertyBased
import Testing

@Suite("CardTransition and DetailPresentation")
struct CardTransitionTests {
  static let screen = CGRect(x: 0, y: 0, width: 390, height: 844)
  static let card = CardAppearance(
    frame: CGRect(x: 16, y: 500, width: 180, height: 240), cornerRadius: 8, backdropOpacity: 0)
  static let open = CardAppearance(frame: screen, cornerRadius: 0, backdropOpacity: 1)

  /// Frames at 120 Hz from `start` until settled (at most `limit` s); the largest move of any edge in
  /// one frame, and the events.
  static func fly(_ transition: inout CardTransition, from start: TimeInterval, limit: TimeInterval = 5)
    -> (largestStep: CGFloat, events: [CardTransition.Event], end: TimeInterval)
  {
    var time = start
    var largest: CGFloat = 0
    var events: [CardTransition.Event] = []
    var last = transition.appearance
    while !transition.isSettled, time < start + limit {
      time += 1.0 / 120
      events += transition.advance(to: time)
      largest = max(largest, step(from: last, to: transition.appearance))
      last = transition.appearance
    }
    return (largest, events, time)
  }

  static func step(from a: CardAppearance, to b: CardAppearance) -> CGFloat {
    [
      a.frame.minX - b.frame.minX, a.frame.minY - b.frame.minY, a.frame.maxX - b.frame.maxX,
      a.frame.maxY - b.frame.maxY,
    ]
    .map(abs).max() ?? 0
  }

  @Test("Opening flies from the card to the screen and reports .opened once; closing flies back")
  func openAndClose() {
    var transition = CardTransition()
    transition.open(from: Self.card, to: Self.open, time: 0)
    #expect(transition.appearance == Self.card)
    #expect(!transition.acceptsTaps)
    let opening = Self.fly(&transition, from: 0)
    #expect(opening.events == [.opened])
    #expect(transition.phase == .open && transition.appearance == Self.open)
    #expect(opening.largestStep < 80)  // 500 points in ~0.5 s: no frame jumps
    transition.close(to: Self.card, time: opening.end)
    let closing = Self.fly(&transition, from: opening.end)
    #expect(closing.events == [.closed])
    #expect(transition.phase == .closed && transition.appearance == Self.card)
  }

  @Test("Reversing mid-flight turns round from the appearance on screen, keeping its speed")
  func reverseMidFlight() {
    var transition = CardTransition()
    transition.open(from: Self.card, to: Self.open, time: 0)
    _ = transition.advance(to: 0.1 - 1.0 / 120)
    let earlier = transition.appearance
    _ = transition.advance(to: 0.1)
    let before = transition.appearance
    let stepBefore = Self.step(from: earlier, to: before)
    transition.close(to: Self.card, time: 0.1)
    #expect(transition.appearance == before)
    _ = transition.advance(to: 0.1 + 1.0 / 120)
    // Still moving toward the screen for a moment: the speed carried over turns round smoothly.
    #expect(Self.step(from: before, to: transition.appearance) <= stepBefore * 1.1)
    transition.open(from: Self.card, to: Self.open, time: 0.15)
    let flight = Self.fly(&transition, from: 0.15)
    #expect(flight.events == [.opened])
    #expect(flight.largestStep < 80)
    #expect(transition.appearance == Self.open)
  }

  @Test("A dismissal after the list scrolled flies to where the card is now")
  func cardMovedUnderneath() {
    var transition = CardTransition()
    transition.open(from: Self.card, to: Self.open, time: 0)
    let opened = Self.fly(&transition, from: 0)
    var moved = Self.card
    moved.frame.origin.y -= 300  // the list scrolled 300 points while the detail was open
    transition.close(to: moved, time: opened.end)
    _ = transition.advance(to: opened.end + 0.1)
    moved.frame.origin.y -= 40  // and keeps coasting during the flight
    transition.updateCard(moved)
    _ = Self.fly(&transition, from: opened.end + 0.1)
    #expect(transition.appearance == moved)
  }

  @Test("A pull released past the limit closes from the pulled screen onto the card")
  func pullToDismissCloses() {
    var detail = DetailPresentation(screen: DetailScreen(headerHeight: 300, stickyLimit: 240))
    detail.open(from: Self.card, in: Self.screen, contentHeight: 2_000, time: 0)
    var time = 0.0
    while !detail.isSettled { time += 1.0 / 60; _ = detail.advance(to: time) }
    // A tap mid-flight would have been dropped; now the screen takes the drag.
    let pull = GestureScript.flick(
      from: CGPoint(x: 200, y: 300), by: CGSize(width: 0, height: 160), duration: 0.15, startTime: time + 0.1)
    var events: [DetailPresentation.Event] = []
    for sample in pull.events {
      _ = detail.handle(sample)
      events += detail.advance(to: sample.time)
    }
    #expect(events.contains(.dismissRequested))
    let pulled = detail.appearance
    #expect(pulled.frame.minY > 100 && pulled.cornerRadius > 0)
    time = pull.endTime ?? time
    detail.close(to: Self.card, time: time)
    #expect(detail.appearance == pulled)  // the flight starts where the finger left the screen
    var closed = false
    for _ in 0..<300 where !closed {
      time += 1.0 / 60
      closed = detail.advance(to: time).contains(.closed)
    }
    #expect(closed && !detail.isPresented)
    #expect(detail.appearance == Self.card)
  }

  @Test("Input mid-flight is declined and a tap is dropped, not queued")
  func tapsMidFlight() {
    var detail = DetailPresentation(screen: DetailScreen(headerHeight: 300, stickyLimit: 240))
    detail.open(from: Self.card, in: Self.screen, contentHeight: 2_000, time: 0)
    _ = detail.advance(to: 0.05)
    #expect(detail.handle(.began(CGPoint(x: 100, y: 100), at: 0.05)) == .declined)
    #expect(detail.handle(.ended(CGPoint(x: 100, y: 100), at: 0.08)) == .declined)
    var events: [DetailPresentation.Event] = []
    var time = 0.08
    while !detail.isSettled { time += 1.0 / 60; events += detail.advance(to: time) }
    #expect(events == [.opened])
    #expect(detail.screen.isSettled)
  }

  @Test("A card that moves while a flight closes just after turning round: no jump (found by the random test)")
  func cardMovesRightAfterTurningRound() {
    var transition = CardTransition()
    transition.open(from: Self.card, to: Self.open, time: 0)
    _ = transition.advance(to: 1.0 / 120)
    // Turned round a frame in: the flight back is a few points long and fast.
    transition.close(to: Self.card, time: 1.0 / 120)
    var moved = Self.card
    moved.frame.origin.y = 100
    var last = transition.appearance
    transition.updateCard(moved)
    var largest = Self.step(from: last, to: transition.appearance)
    last = transition.appearance
    var time = 1.0 / 120
    while !transition.isSettled, time < 5 {
      time += 1.0 / 120
      _ = transition.advance(to: time)
      largest = max(largest, Self.step(from: last, to: transition.appearance))
      last = transition.appearance
    }
    // 400 points in 0.42 s is ~15 points a frame at 120 Hz at the spring's fastest.
    #expect(largest < 40, "largest step \(largest)")
    #expect(transition.phase == .closed && transition.appearance == moved)
  }

  /// One random step: open, close, a drag on the detail, a card that moves, or time passing.
  struct Step: Sendable, CustomStringConvertible {
    var kind: Int
    var dy: Double
    var pause: Double
    var description: String {
      "\(["open", "close", "pull", "scroll", "card", "wait"][kind])(\(Int(dy)), after \(pause))"
    }
  }

  static let step = zip(Gen.int(in: 0...5), Gen.double(in: -400...400), Gen.double(in: 0...0.4)).map {
    Step(kind: $0, dy: $1, pause: $2)
  }

  @Test("Random sequences: no jump, never stuck, always ending open or closed")
  func randomSequences() async {
    await propertyCheck(count: 200, input: Self.step.array(of: 1...20)) { steps in
      var detail = DetailPresentation(screen: DetailScreen(headerHeight: 300, stickyLimit: 240))
      var card = Self.card
      var time = 0.0
      var last = detail.appearance
      var problems: [String] = []
      func frames(until end: TimeInterval, finger: CGFloat) {
        while time < end {
          time += 1.0 / 120
          var events = detail.advance(to: time)
          if events.contains(.dismissRequested) {
            detail.close(to: card, time: time)
            events += detail.advance(to: time)
          }
          let now = detail.appearance
          let moved = Self.step(from: last, to: now)
          // A flight or a pull moves a frame edge at most a spring's frame of travel plus the finger.
          if detail.transition.phase != .closed, last.frame.width > 0, moved > 90 + finger {
            problems.append("t=\(time): jumped \(moved)")
          }
          if !(now.frame.minY.isFinite && now.frame.width.isFinite) { problems.append("t=\(time): not finite") }
          last = now
        }
      }
      for step in steps {
        frames(until: time + step.pause, finger: 0)
        switch step.kind {
        case 0: detail.open(from: card, in: Self.screen, contentHeight: 2_000, time: time)
        case 1: detail.close(to: card, time: time)
        case 2, 3:
          let start = CGPoint(x: 200, y: step.kind == 2 ? 200 : 600)
          let script = GestureScript.flick(
            from: start, by: CGSize(width: 0, height: step.dy), duration: 0.05 + step.pause / 2, startTime: time)
          for sample in script.events {
            frames(until: sample.time, finger: abs(CGFloat(step.dy)) / 4)
            _ = detail.handle(sample)
          }
        case 4:
          card.frame.origin.y = 100 + CGFloat(abs(step.dy))
          detail.updateCard(card)
        default: break
        }
        last = detail.appearance
      }
      frames(until: time + 5, finger: 0)
      #expect(problems.isEmpty, "\(problems.prefix(3))")
      #expect(detail.transition.isSettled, "transition \(detail.transition.phase)")
      #expect(detail.screen.pull.isSettled, "pull")
      #expect(detail.screen.content.physics.isSettled, "content")
      #expect(
        detail.isSettled,
        "phase \(detail.transition.phase), pull \(detail.screen.pull.distance) pulling \(detail.screen.pull.isPulling), content settled \(detail.screen.content.physics.isSettled) at \(detail.screen.scrollOffset)"
      )
      #expect(detail.transition.phase == .open || detail.transition.phase == .closed)
    }
  }

  // MARK: - Reduce Motion and VoiceOver

  /// With Reduce Motion the detail opens and closes without the flight: open on the next frame,
  /// each event once, no frame in between.
  @Test func underReduceMotionTheDetailOpensAndClosesAtOnce() {
    var detail = DetailPresentation(screen: DetailScreen(headerHeight: 292, stickyLimit: 236))
    detail.open(from: Self.card, in: Self.screen, contentHeight: 2_000, time: 1, animated: false)
    #expect(detail.isSettled)
    #expect(detail.appearance == Self.open)
    #expect(detail.advance(to: 1) == [.opened])
    #expect(detail.advance(to: 1.01).isEmpty)
    detail.close(to: Self.card, time: 2, animated: false)
    #expect(detail.isSettled)
    #expect(!detail.isPresented)
    #expect(detail.appearance == Self.card)
    #expect(detail.advance(to: 2) == [.closed])
    // A close asked for mid-flight lands at once too.
    detail.open(from: Self.card, in: Self.screen, contentHeight: 2_000, time: 3)
    _ = detail.advance(to: 3.05)
    detail.close(to: Self.card, time: 3.05, animated: false)
    #expect(!detail.isPresented)
    #expect(detail.advance(to: 3.06) == [.closed])
  }

  /// VoiceOver's scroll reaches the content below the fold: a page at a time, kept within the
  /// content, and only while the detail is open.
  @Test func theContentScrollsAPageAtATimeForVoiceOver() {
    var detail = DetailPresentation(screen: DetailScreen(headerHeight: 292, stickyLimit: 236))
    detail.scrollContent(byPages: 1, animation: nil, time: 0)
    #expect(detail.screen.scrollOffset == 0, "nothing while closed")
    detail.open(from: Self.card, in: Self.screen, contentHeight: 2_000, time: 0, animated: false)
    _ = detail.advance(to: 0)
    detail.scrollContent(byPages: 1, animation: nil, time: 1)
    // A screen less the 56-point bar the sticky header leaves.
    #expect(abs(detail.screen.scrollOffset - (844 - 56)) < 1e-9)
    detail.scrollContent(byPages: 5, animation: nil, time: 2)
    #expect(abs(detail.screen.scrollOffset - (2_000 - 844)) < 1e-9, "stops at the end of the content")
    detail.scrollContent(byPages: -1, animation: .snap, time: 3)
    var time = 3.0
    while !detail.isSettled, time < 6 {
      time += 1.0 / 60
      _ = detail.advance(to: time)
    }
    #expect(abs(detail.screen.scrollOffset - (2_000 - 844 - 788)) < 0.5)
    detail.scrollContent(byPages: .min, animation: nil, time: 7)
    #expect(detail.screen.scrollOffset == 0)
  }
}
