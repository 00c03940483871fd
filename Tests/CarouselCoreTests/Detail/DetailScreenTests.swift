import CarouselCore
import CarouselTestSupport
import Foundation
import Testing

@Suite("DetailScreen and PullToDismiss")
struct DetailScreenTests {
  static func screen() -> DetailScreen {
    var screen = DetailScreen(headerHeight: 300, stickyLimit: 240)
    screen.setViewport(CGSize(width: 390, height: 844), contentHeight: 2_000)
    return screen
  }

  /// Drives `script` and then frames at 60 Hz until everything rests; returns every event.
  static func run(_ screen: inout DetailScreen, _ script: GestureScript) -> [DetailScreen.Event] {
    var events: [DetailScreen.Event] = []
    for sample in script.events {
      _ = screen.handle(sample)
      events += screen.advance(to: sample.time)
    }
    var time = script.endTime ?? 0
    for _ in 0..<600 where !screen.isSettled {
      time += 1.0 / 60
      events += screen.advance(to: time)
    }
    return events
  }

  static func dismissals(_ events: [DetailScreen.Event]) -> Int {
    events.filter { if case .dismissRequested = $0 { true } else { false } }.count
  }

  @Test("A slow pull just under the limit springs back; just over it dismisses")
  func pullAroundTheLimit() {
    // 10 points recognise the drag; the pull counts from there. A rest before lifting: no velocity.
    for (distance, dismisses) in [(118.0, false), (122.0, true)] {
      var screen = Self.screen()
      let pull = GestureScript.drag(
        from: CGPoint(x: 200, y: 300), by: CGSize(width: 0, height: 10 + distance), duration: 0.6,
        restBeforeRelease: 0.2)
      let events = Self.run(&screen, pull)
      #expect(Self.dismissals(events) == (dismisses ? 1 : 0), "pulled \(distance)")
      #expect(screen.scrollOffset == 0)  // the content never moved
      if !dismisses { #expect(screen.pull.distance == 0 && screen.isSettled) }
    }
  }

  @Test("A fast short flick down dismisses; the same distance slowly does not")
  func flickDismisses() {
    var screen = Self.screen()
    let flick = GestureScript.flick(from: CGPoint(x: 200, y: 300), by: CGSize(width: 0, height: 70), duration: 0.05)
    #expect(Self.dismissals(Self.run(&screen, flick)) == 1)
    var slow = Self.screen()
    let drag = GestureScript.drag(
      from: CGPoint(x: 200, y: 300), by: CGSize(width: 0, height: 70), duration: 0.5, restBeforeRelease: 0.2)
    #expect(Self.dismissals(Self.run(&slow, drag)) == 0)
  }

  @Test("The pulled screen follows the finger, shrinks, rounds its corners and lets the backdrop through")
  func pulledAppearance() {
    var screen = Self.screen()
    _ = screen.handle(.began(CGPoint(x: 200, y: 300), at: 0))
    _ = screen.handle(.changed(CGPoint(x: 200, y: 320), at: 0.05))
    _ = screen.handle(.changed(CGPoint(x: 200, y: 440), at: 0.2))
    // Recognised at y 320: pulled 120 of the 240 points that make full progress.
    let look = screen.appearance(in: CGRect(x: 0, y: 0, width: 390, height: 844))
    #expect(screen.pull.distance == 120)
    #expect(look.frame.minY == 120)
    #expect(abs(look.frame.width - 390 * (1 - 0.15 * 120 / 240)) < 1e-9)
    #expect(abs(look.frame.midX - 195) < 1e-9)
    #expect(look.cornerRadius == 24)
    #expect(abs(look.backdropOpacity - 0.75) < 1e-9)
  }

  @Test("An upward drag scrolls the content; a downward one further down scrolls it back, not the screen")
  func scrollingIsNotPulling() {
    var screen = Self.screen()
    _ = Self.run(
      &screen,
      .drag(from: CGPoint(x: 200, y: 600), by: CGSize(width: 0, height: -400), duration: 0.5, restBeforeRelease: 0.2))
    #expect(screen.scrollOffset > 380)
    #expect(screen.header.isBarShown)
    let events = Self.run(
      &screen,
      .drag(from: CGPoint(x: 200, y: 200), by: CGSize(width: 0, height: 200), duration: 0.5, restBeforeRelease: 0.2))
    #expect(Self.dismissals(events) == 0)
    #expect(screen.pull.distance == 0)
    #expect(screen.scrollOffset > 180 && screen.scrollOffset < 220)
    #expect(events.contains(.headerBarChanged(shown: false)))
  }

  @Test("A press while the screen springs back catches it where it is")
  func catchTheSpring() {
    var screen = Self.screen()
    _ = screen.handle(.began(CGPoint(x: 200, y: 300), at: 0))
    _ = screen.handle(.changed(CGPoint(x: 200, y: 320), at: 0.05))
    _ = screen.handle(.changed(CGPoint(x: 200, y: 400), at: 0.3))
    _ = screen.handle(.ended(CGPoint(x: 200, y: 400), at: 0.6))
    _ = screen.advance(to: 0.7)
    let caught = screen.pull.distance
    #expect(caught > 0 && caught < 90)
    _ = screen.handle(.began(CGPoint(x: 200, y: 400), at: 0.7))
    #expect(screen.pull.distance == caught)
    _ = screen.handle(.changed(CGPoint(x: 200, y: 420), at: 0.75))
    _ = screen.handle(.changed(CGPoint(x: 200, y: 460), at: 0.8))
    #expect(screen.pull.distance == caught + 40)  // follows the finger from where it was caught
  }

  @Test("Hostile samples never leave a NaN or a stuck screen")
  func badInput() {
    var screen = Self.screen()
    for point in [CGPoint(x: CGFloat.nan, y: 0), CGPoint(x: 0, y: 1e300), CGPoint(x: 0, y: -CGFloat.infinity)] {
      _ = screen.handle(.began(CGPoint(x: 0, y: 0), at: 0))
      _ = screen.handle(.changed(point, at: 0.1))
      _ = screen.handle(.changed(CGPoint(x: 0, y: 1e300), at: .nan))
      _ = screen.handle(.ended(point, at: 0.2))
      _ = screen.advance(to: 0.3)
    }
    // The last end above was unusable (NaN, ∞): the finger counts as down until the system cancels it.
    _ = screen.handle(.cancelled(CGPoint(x: 0, y: 0), at: 0.4))
    screen.setViewport(CGSize(width: CGFloat.nan, height: -1), contentHeight: .infinity)
    _ = Self.run(&screen, GestureScript())
    let look = screen.appearance(in: CGRect(x: 0, y: 0, width: 390, height: 844))
    #expect(look.frame.minY.isFinite && look.frame.width.isFinite && screen.scrollOffset.isFinite)
    #expect(screen.isSettled)
  }

  /// Found by the frame-loop property (DrivableTests): a pull the finger began — 10 points down, the
  /// screen not moved yet — then a press whose `.ended` was never seen, then a tap. The pull was
  /// never let go, so the screen never settled and its frame clock ran for ever.
  @Test("A press after a pull whose end was lost lets the pull go")
  func pressAfterALostPull() {
    var screen = Self.screen()
    _ = screen.handle(.began(CGPoint(x: 200, y: 300), at: 1))
    _ = screen.handle(.changed(CGPoint(x: 200, y: 310), at: 1))
    #expect(screen.pull.isPulling)
    _ = screen.handle(.began(CGPoint(x: 200, y: 310), at: 1.01))
    _ = screen.handle(.ended(CGPoint(x: 200, y: 310), at: 1.02))
    _ = Self.run(&screen, GestureScript())
    #expect(!screen.pull.isPulling && screen.isSettled)
  }
}
