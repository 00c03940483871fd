import CarouselCore
import Foundation
import PropertyBased
import Testing

/// SPEC §14's invariant over random interleavings of page drags, page flings (ten a second), strip
/// drags and flings, taps mid-animation, two fingers at once and programmatic selections: no frame
/// jumps, every page turned is reported exactly once, and once both are settled the centred tab is the
/// current page's category.
@Suite("TabbedPager properties")
struct TabbedPagerPropertyTests {
  /// One thing a user (or the app) does, starting `pause` seconds after the previous one.
  struct Action: Sendable, CustomStringConvertible {
    var kind: Int
    var distance: Double
    var duration: Double
    var pause: Double
    var pick: Int

    var description: String {
      let names = ["page flick", "page drag", "strip flick", "strip drag", "tab tap", "wait", "select", "two fingers"]
      return "\(names[kind])(\(Int(distance)) pt, \(duration) s, after \(pause) s, pick \(pick))"
    }
  }

  static let action = zip(
    Gen.int(in: 0...7), Gen.double(in: -320...320), Gen.double(in: 0.03...0.4), Gen.double(in: 0...0.3),
    Gen.int(in: 0...40)
  ).map { Action(kind: $0, distance: $1, duration: $2, pause: $3, pick: $4) }

  static let widthSets: [[CGFloat]] = [
    [100], [90, 130], [96, 120, 80, 140, 104, 88, 112, 96, 130, 84, 100, 92], [80, 160, 80],
  ]

  static func perform(_ action: Action, in run: inout TabbedPagerRun) {
    let start = run.time + action.pause
    let pagePoint = CGPoint(x: action.distance < 0 ? 340 : 50, y: 300)
    let stripPoint = CGPoint(x: action.distance < 0 ? 340 : 50, y: 22)
    let by = CGSize(width: action.distance, height: 0)
    // Flings last 30–100 ms (up to ~10,000 pt/s on the pages, 3,000 on the strip); drags rest first.
    let flingTime = 0.03 + action.duration / 6
    switch action.kind {
    case 0:
      run.play(
        GestureScript.flick(from: pagePoint, by: by, duration: flingTime, startTime: start).events.map { (.pages, $0) })
    case 1:
      run.play(
        GestureScript.drag(from: pagePoint, by: by, duration: action.duration, restBeforeRelease: 0.1, startTime: start)
          .events.map { (.pages, $0) })
    case 2:
      run.play(
        GestureScript.flick(
          from: stripPoint, by: by, duration: max(flingTime, abs(action.distance) / 3000), startTime: start
        )
        .events.map { (.strip, $0) })
    case 3:
      run.play(
        GestureScript.drag(
          from: stripPoint, by: by, duration: action.duration, restBeforeRelease: 0.1, startTime: start
        )
        .events.map { (.strip, $0) })
    case 4:
      let tabs = run.pair.strip.visibleTabs()
      guard !tabs.isEmpty else { return }
      let frame = tabs[action.pick % tabs.count].placement.frame
      run.play(GestureScript.tap(at: CGPoint(x: frame.midX, y: 22), time: start).events.map { (.strip, $0) })
    case 5:
      run.play([], until: start + action.duration * 2)
    case 6:
      run.play([], until: start)
      run.pair.select(action.pick - 20, animation: action.pick % 4 == 0 ? nil : .snap, time: run.time)
    default:
      // A page drag and a strip drag overlapping: the later press takes over.
      let pages = GestureScript.drag(from: pagePoint, by: by, duration: action.duration, startTime: start)
      let strip = GestureScript.flick(
        from: stripPoint, by: CGSize(width: -action.distance / 2, height: 0), duration: 0.1,
        startTime: start + action.duration / 2)
      run.play(pages.events.map { (.pages, $0) } + strip.events.map { (.strip, $0) })
    }
  }

  @Test("Once both are settled the centred tab is the page's category; no skipped or doubled page; no jump")
  func randomInterleavings() async {
    await propertyCheck(count: 120, input: Self.action.array(of: 1...14), Gen.int(in: 0...3), Gen.int(in: -30...30)) {
      actions, widthSet, page in
      var run = TabbedPagerRun(widths: Self.widthSets[widthSet], page: page)
      for action in actions { Self.perform(action, in: &run) }
      run.settle()
      #expect(run.problems.isEmpty, "\(run.problems.prefix(3))")
      #expect(run.settledProblems().isEmpty, "\(run.settledProblems())")
    }
  }
}
