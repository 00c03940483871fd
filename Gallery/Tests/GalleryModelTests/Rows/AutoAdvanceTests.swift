import CarouselCore
import Foundation
import GalleryApp
import GalleryModel
import GalleryRender
import GalleryTestSupport
import Testing

/// The Rows screen's caption promises a page every 3 s. Before the scene held hosts it never turned:
/// the scene told the carousel it was visible every frame, which restarted the interval. These tests
/// watch the promise through the whole app — scene, store and frame clock — headless.
@MainActor
@Suite("Rows auto-advance")
struct AutoAdvanceTests {
  /// Runs the app's clock as the window does — frames while something moves, a wake when one is due —
  /// until `end`, recording the time of every page change the store hears.
  static func run(_ app: GalleryApp, from start: TimeInterval, until end: TimeInterval) -> [(TimeInterval, Int)] {
    var turns: [(TimeInterval, Int)] = []
    var time = start
    var page = app.store.state.index(of: .rows)
    while time < end {
      let wake = app.store.state.nextWakeTime ?? end
      time = app.store.state.isSettled ? min(max(wake, time + 1.0 / 60), end) : time + 1.0 / 60
      app.advance(to: time)
      let now = app.store.state.index(of: .rows)
      if now != page {
        turns.append((time, now))
        page = now
      }
    }
    return turns
  }

  @Test("Pages turn every three seconds, pause while pressed and resume")
  func pagesTurnEveryThreeSecondsPauseWhilePressedAndResume() async {
    let app = await GalleryApp.loaded(on: .rows)
    app.advance(to: 0)
    let turns = Self.run(app, from: 0, until: 10)
    #expect(turns.map(\.1) == [1, 2, 3])
    for (turn, due) in zip(turns.map(\.0), [3.0, 6.0, 9.0]) {
      #expect(turn >= due && turn < due + 1, "a page turned at \(turn) s, due at \(due) s")
    }
    // A finger resting on the rows pauses it; the interval restarts when it lifts.
    let press = CGPoint(x: 100, y: app.scene.rows.newsRowsFrame.midY)
    app.handle(.began(press, at: 10))
    #expect(Self.run(app, from: 10, until: 16).isEmpty)
    app.handle(.ended(press, at: 16))
    let resumed = Self.run(app, from: 16, until: 19.9)
    #expect(resumed.map(\.1) == [0])  // wrapped from the last of four pages
    #expect(resumed.first.map { $0.0 >= 19 } == true)
  }

  @Test("Another screen stops the timer")
  func anotherScreenStopsTheTimer() async {
    let app = await GalleryApp.loaded(on: .rows)
    app.advance(to: 0)
    app.dispatch(.select(.home))
    #expect(Self.run(app, from: 0, until: 10).isEmpty)
    #expect(app.scene.rows.nextWakeTime == nil)
  }
}
