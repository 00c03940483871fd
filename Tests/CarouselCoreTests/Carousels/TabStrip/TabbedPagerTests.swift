import CarouselCore
import CarouselTestSupport
import Foundation
import Testing

@Suite("TabbedPager")
struct TabbedPagerTests {
  static let widths: [CGFloat] = [96, 120, 80, 140, 104, 88, 112, 96, 130, 84, 100, 92]

  static func pageSamples(_ script: GestureScript) -> [(TabbedPagerRun.Surface, DragEvent)] {
    script.events.map { (.pages, $0) }
  }

  static func stripSamples(_ script: GestureScript) -> [(TabbedPagerRun.Surface, DragEvent)] {
    script.events.map { (.strip, $0) }
  }

  @Test("While a page is dragged the strip follows its progress, indicator width included")
  func stripFollowsPageProgress() {
    var run = TabbedPagerRun(widths: Self.widths)
    // Half a page toward the next one, held: 195 points beyond the 10 that recognise the drag.
    run.play(
      Self.pageSamples(.drag(from: CGPoint(x: 300, y: 300), by: CGSize(width: -205, height: 0), duration: 0.3))
        .dropLast())
    #expect(abs(run.pair.pager.pageOffset - 0.5) < 0.01)
    #expect(abs(run.pair.strip.position - 0.5) < 0.01)
    // Halfway between tab 0 (96 wide) and tab 1 (120 wide).
    #expect(abs(run.pair.strip.indicatorFrame.width - 108) < 1)
    #expect(abs(run.pair.strip.indicatorFrame.midX - 195) < 1e-9)
    #expect(run.problems.isEmpty, "\(run.problems)")
  }

  @Test("A page flick turns one page; the strip centres the next tab and selection is reported once")
  func pageFlick() {
    var run = TabbedPagerRun(widths: Self.widths)
    run.play(
      Self.pageSamples(.flick(from: CGPoint(x: 300, y: 300), by: CGSize(width: -120, height: 0), duration: 0.08)))
    run.settle()
    #expect(run.pair.pager.page == 1)
    #expect(run.pair.strip.position == 1)
    #expect(run.events.filter { if case .selected = $0 { true } else { false } } == [.selected(index: 1)])
    #expect(run.events.contains(.paged(.forward)))
    #expect(run.problems.isEmpty && run.settledProblems().isEmpty, "\(run.problems + run.settledProblems())")
  }

  @Test("Tapping a tab turns the pages the short way round, one event per page")
  func tapTurnsShortWay() {
    var run = TabbedPagerRun(widths: Self.widths)
    // Tab 11 sits left of tab 0: one page back, not eleven forward.
    let point = run.tabCentre(of: 11) ?? .zero
    run.play(Self.stripSamples(.tap(at: point, time: 0.1)))
    run.settle()
    #expect(run.pair.pager.page == -1)
    #expect(run.pair.selectedIndex == 11)
    #expect(run.events.filter { $0 == .paged(.backward) }.count == 1)
    #expect(run.events.contains(.tabTapped(index: 11)))
    #expect(run.problems.isEmpty && run.settledProblems().isEmpty, "\(run.problems + run.settledProblems())")
  }

  /// A front end that stops its clock whenever the pair says it is settled still turns the pages on
  /// a tab tap: the tap is recognised on release and waits for a frame, so the pair is not settled.
  @Test("A tab tapped keeps the clock running until the pages have turned")
  func aTabTapKeepsTheClockRunning() {
    var host = ComponentHost<TabbedPager, Int>(TabbedPager(tabWidths: Self.widths, spacing: 8, stripHeight: 44))
    host.setViewport(CGSize(width: 390, height: 444), time: 0)
    _ = host.advance(to: 0)
    let tab = TabbedPagerRun(widths: Self.widths).tabCentre(of: 2) ?? .zero
    for sample in GestureScript.tap(at: tab, time: 0.1).events { _ = host.handle(sample) }
    #expect(host.wantsFrames)
    var events: [TabbedPager.Event] = []
    var time = 0.1
    while let next = FrameSchedule(host, frameInterval: 1.0 / 60).nextFrame(after: time), time < 5 {
      time = next
      events += host.advance(to: time).events
    }
    #expect(events.first == .tabTapped(index: 2))
    #expect(events.filter { $0 == .paged(.forward) }.count == 2)
    #expect(host.component.selectedIndex == 2)
    #expect(host.currentIndex == 2)
  }

  @Test("Flinging the strip turns the pages to the tab that settles in the centre")
  func stripFlingTurnsPages() {
    var run = TabbedPagerRun(widths: Self.widths)
    run.play(Self.stripSamples(.flick(from: CGPoint(x: 300, y: 22), by: CGSize(width: -200, height: 0), duration: 0.1)))
    run.settle()
    // Momentum carries the strip ten tabs on, to tab 10: the pages take the short way, two back.
    #expect(run.pair.strip.position == 10)
    #expect(run.pair.pager.page == -2)
    #expect(run.pair.selectedIndex == 10)
    #expect(run.events.filter { $0 == .paged(.backward) }.count == 2)
    #expect(run.problems.isEmpty && run.settledProblems().isEmpty, "\(run.problems + run.settledProblems())")
  }

  @Test("A page drag while the flung strip still coasts hands over without a jump")
  func pageDragDuringStripMomentum() {
    var run = TabbedPagerRun(widths: Self.widths)
    var samples = Self.stripSamples(
      .flick(from: CGPoint(x: 300, y: 22), by: CGSize(width: -300, height: 0), duration: 0.1))
    samples += Self.pageSamples(
      .flick(from: CGPoint(x: 100, y: 300), by: CGSize(width: 150, height: 0), duration: 0.08, startTime: 0.25))
    run.play(samples)
    run.settle()
    #expect(run.pair.pager.page == -1)
    #expect(run.problems.isEmpty && run.settledProblems().isEmpty, "\(run.problems + run.settledProblems())")
  }

  @Test("A tap during a page animation retargets from where the pages are heading")
  func tapDuringPageAnimation() {
    var run = TabbedPagerRun(widths: Self.widths)
    run.play(
      Self.pageSamples(.flick(from: CGPoint(x: 300, y: 300), by: CGSize(width: -120, height: 0), duration: 0.08)))
    #expect(run.pair.pager.targetPage == 1 && !run.pair.pager.isSettled)
    // Mid-turn towards page 1: tap tab 2 — one more page forward.
    let point = run.tabCentre(of: 2) ?? .zero
    run.play(Self.stripSamples(.tap(at: point, time: run.time + 0.01)))
    run.settle()
    #expect(run.pair.pager.page == 2)
    #expect(run.events.filter { $0 == .paged(.forward) }.count == 2)
    #expect(run.problems.isEmpty && run.settledProblems().isEmpty, "\(run.problems + run.settledProblems())")
  }

  @Test("Holding the strip while it follows a page turn, then letting go, lets the pages finish")
  func holdingTheStripDoesNotChooseATab() {
    var run = TabbedPagerRun(widths: Self.widths)
    run.play(
      Self.pageSamples(.flick(from: CGPoint(x: 300, y: 300), by: CGSize(width: -120, height: 0), duration: 0.08)))
    // A press on the strip between two tabs, lifted without moving after a while.
    run.play(Self.stripSamples(.hold(at: CGPoint(x: 195, y: 22), duration: 0.5, startTime: run.time + 0.01)))
    run.settle()
    #expect(run.pair.pager.page == 1)
    #expect(run.pair.strip.position == 1)
    #expect(run.problems.isEmpty && run.settledProblems().isEmpty, "\(run.problems + run.settledProblems())")
  }

  @Test("Ten page flicks in one second turn ten pages and leave the strip ten tabs on")
  func tenFlicks() {
    var run = TabbedPagerRun(widths: Self.widths)
    var script = GestureScript()
    for flick in 0..<10 {
      script = script.followed(
        by: .flick(
          from: CGPoint(x: 300, y: 300), by: CGSize(width: -100, height: 0), duration: 0.05,
          startTime: Double(flick) * 0.1), after: 0.04)
    }
    run.play(Self.pageSamples(script))
    run.settle()
    #expect(run.pair.pager.page == 10)
    #expect(run.pair.strip.position == 10)
    #expect(run.pair.selectedIndex == 10)
    #expect(run.problems.isEmpty && run.settledProblems().isEmpty, "\(run.problems + run.settledProblems())")
  }

  @Test("select(_:) with no animation jumps both at once; new widths keep the page's category centred")
  func programmaticSelectionAndReconfiguring() {
    var run = TabbedPagerRun(widths: Self.widths)
    run.pair.select(5, animation: nil, time: 0)
    run.frame()
    #expect(run.pair.pager.page == 5)
    #expect(run.pair.strip.position == 5)
    #expect(run.events.contains(.selected(index: 5)))
    run.pair.setTabWidths(Array(repeating: 90, count: 4))
    run.frame()
    #expect(run.pair.selectedIndex == 1)  // page 5 of 4 categories
    #expect(run.pair.strip.currentIndex == 1)
    #expect(run.events.last == .selected(index: 1))
  }

  @Test("A picture in numbers: a page dragged, released, then a tab tapped mid-turn")
  func snapshotOfAnInteraction() {
    var run = TabbedPagerRun(widths: Self.widths)
    run.log = []
    run.play(
      Self.pageSamples(
        .drag(
          from: CGPoint(x: 350, y: 300), by: CGSize(width: -250, height: 0), duration: 0.25, restBeforeRelease: 0.05)))
    let point = run.tabCentre(of: 11) ?? .zero
    run.play(Self.stripSamples(.tap(at: point, time: run.time + 0.05)))
    run.settle()
    #expect(run.problems.isEmpty && run.settledProblems().isEmpty, "\(run.problems + run.settledProblems())")
    let lines = run.log ?? []
    let sampled = lines.enumerated().filter { $0.offset % 3 == 0 || $0.element.contains(" | ") }.map(\.element)
    assertTextSnapshot(sampled.joined(separator: "\n") + "\n", named: "drag-release-tap")
  }

  @Test("One tab, two tabs, no tabs")
  func smallCounts() {
    for count in [1, 2] {
      var run = TabbedPagerRun(widths: Array(repeating: 100, count: count))
      run.play(
        Self.pageSamples(.flick(from: CGPoint(x: 300, y: 300), by: CGSize(width: -120, height: 0), duration: 0.08)))
      run.settle()
      #expect(run.pair.pager.page == 1)
      #expect(run.pair.selectedIndex == 1 % count)
      #expect(run.problems.isEmpty && run.settledProblems().isEmpty, "\(run.problems + run.settledProblems())")
    }
    var empty = TabbedPagerRun(widths: [])
    empty.play(
      Self.stripSamples(.flick(from: CGPoint(x: 300, y: 22), by: CGSize(width: -200, height: 0), duration: 0.1)))
    empty.pair.select(3, animation: .snap, time: empty.time)
    empty.settle()
    #expect(empty.pair.strip.placements().isEmpty)
    #expect(empty.pair.isSettled)
  }
}

@Suite("TabbedPager bad input")
struct TabbedPagerBadInputTests {
  @Test("Hostile samples, times, sizes and indices leave finite numbers and a pair that settles in step")
  func hostileInput() {
    var run = TabbedPagerRun(widths: [96, 120, 80, .nan, -5, .infinity, 1e300])
    let pair = run.pair
    #expect(pair.strip.tabWidths.allSatisfy { $0.isFinite && $0 >= 0 })
    let points = [CGPoint(x: CGFloat.nan, y: 10), CGPoint(x: 1e300, y: -1e300), CGPoint(x: CGFloat.infinity, y: 0)]
    for (index, point) in points.enumerated() {
      let time = run.time + 0.05 * Double(index)
      _ = run.pair.handlePages(.began(point, at: time))
      _ = run.pair.handleStrip(.changed(point, at: .nan))
      _ = run.pair.handlePages(.ended(point, at: -.infinity))
      _ = run.pair.handleStrip(.began(CGPoint(x: 100, y: 20), at: time))
      _ = run.pair.handleStrip(.changed(CGPoint(x: 1e300, y: 20), at: time + 0.01))
      _ = run.pair.handleStrip(.ended(CGPoint(x: -1e300, y: 20), at: time + 0.02))
      run.frame()
    }
    run.pair.setStripViewport(CGSize(width: CGFloat.nan, height: 44))
    run.pair.setPageViewport(CGSize(width: 0, height: -1))
    run.frame()
    run.pair.select(Int.max, animation: .snap, time: run.time)
    run.pair.step(by: Int.min, animation: .snap, time: run.time)
    run.pair.step(by: Int.max, animation: nil, time: run.time)
    _ = run.pair.advance(to: .nan)
    _ = run.pair.advance(to: .infinity)
    run.pair.setStripViewport(TabbedPagerRun.stripSize)
    run.pair.setPageViewport(TabbedPagerRun.pageSize)
    run.pair.setTabWidths([.nan, 70, 80])
    run.settle()
    #expect(run.pair.strip.position.isFinite)
    #expect(run.pair.strip.indicatorFrame.width.isFinite)
    #expect(run.pair.strip.placements().allSatisfy { $0.frame.minX.isFinite })
    #expect(run.pair.pager.placements().count <= 2)
    #expect(run.settledProblems().isEmpty, "\(run.settledProblems())")
  }
}
