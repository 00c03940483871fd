@_spi(FrontEnd) import CarouselCore
import CarouselTestSupport
import Foundation
import Testing

/// The tabbed pager driven as one component by a host, as `TabbedPagingView` drives it: one viewport
/// (the strip on top), touches routed by where they begin, the selection as the host's index.
@Suite("TabbedPager hosted as one component")
struct TabbedPagerHostTests {
  static let widths: [CGFloat] = [96, 120, 80, 140, 104, 88]
  static let viewport = CGSize(width: 390, height: 744)

  static func host(selected: Int = 0) -> ComponentHost<TabbedPager, Int> {
    var host = ComponentHost<TabbedPager, Int>(TabbedPager(tabWidths: widths, stripHeight: 44), initialIndex: selected)
    host.setViewport(viewport, time: 0)
    return host
  }

  static func settle(_ host: inout ComponentHost<TabbedPager, Int>, from start: TimeInterval) -> [TabbedPager.Event] {
    var events: [TabbedPager.Event] = []
    var time = start
    repeat {
      time += 1.0 / 60
      events += host.advance(to: time).events
    } while host.wantsFrames && time < start + 10
    return events
  }

  @Test func oneViewportGivesTheStripItsHeightAndThePagesTheRest() {
    let host = Self.host()
    #expect(host.component.strip.indicatorFrame.maxY == 44)
    #expect(host.component.pager.pageLength == 390)
    let page = host.placements().first { $0.index == 0 }
    #expect(page?.frame == CGRect(x: 0, y: 44, width: 390, height: 700))
  }

  @Test func aSwipeOnThePagesTurnsOnePageAndSelectsTheNextCategory() {
    var host = Self.host()
    let swipe = GestureScript.flick(from: CGPoint(x: 300, y: 400), by: CGSize(width: -120, height: 0), duration: 0.08)
    for sample in swipe.events { _ = host.handle(sample) }
    let events = Self.settle(&host, from: 0.1)
    #expect(host.currentIndex == 1)
    #expect(events.filter { $0.settledIndex != nil } == [.selected(index: 1)])
    #expect(events.filter { if case .paged = $0 { true } else { false } } == [.paged(.forward)])
    #expect(host.component.strip.currentIndex == 1)
  }

  @Test func aTouchOnTheStripMovesTheStripNotThePages() {
    var host = Self.host()
    _ = host.handle(.began(CGPoint(x: 300, y: 20), at: 0))
    _ = host.handle(.changed(CGPoint(x: 280, y: 20), at: 0.02))
    #expect(host.handle(.changed(CGPoint(x: 200, y: 22), at: 0.05)) == .tracking)
    #expect(host.component.pager.pageOffset == 0)
    #expect(host.component.strip.position > 0.3)
    // A finger that wanders onto the pages stays the strip's until it lifts.
    _ = host.handle(.changed(CGPoint(x: 150, y: 400), at: 0.08))
    #expect(host.component.pager.pageOffset == 0)
    _ = host.handle(.ended(CGPoint(x: 150, y: 400), at: 0.1))
    _ = Self.settle(&host, from: 0.1)
    #expect(host.component.strip.currentIndex == host.currentIndex)
  }

  @Test func theInitialCategoryAndOutsideSelectionsTurnTheShortWayRound() {
    var host = Self.host(selected: 4)
    #expect(host.currentIndex == 4)
    #expect(Self.settle(&host, from: 0).isEmpty, "the initial category is not news")
    host.setIndex(1, animation: .snap, time: 1)
    let events = Self.settle(&host, from: 1)
    #expect(host.currentIndex == 1)
    // 4 → 1 the short way round six tabs: three pages back (or forward), never more.
    #expect(events.filter { if case .paged = $0 { true } else { false } }.count == 3)
  }

  @Test func fewerCategoriesWrapTheSelectionAndReportIt() {
    var host = Self.host(selected: 5)
    host.reconfigure(TabbedPager(tabWidths: Array(Self.widths.prefix(3)), stripHeight: 44), time: 1)
    let update = host.advance(to: 1.1)
    #expect((0..<3).contains(host.currentIndex))
    #expect(update.currentIndex == host.currentIndex)
  }

  @Test func aSampleWithNoTouchDownIsIgnored() {
    var host = Self.host()
    #expect(host.handle(.changed(CGPoint(x: 100, y: 400), at: 0.1)) == .declined)
    #expect(host.component.pager.pageOffset == 0)
  }

  /// A looping strip shows copies of a tab side by side: each copy's view has its own identity, and
  /// VoiceOver reaches one of them — the one nearest the centre.
  @Test func aStripsCopiesAreKeyedApartAndOnlyOneIsAccessible() {
    var driver = CarouselDriver<TabStrip, Int>(
      component: TabStrip(tabWidths: [120, 100]), data: [0, 1], id: { element, _ in element }, initialIndex: 0)
    driver.host.setViewport(CGSize(width: 390, height: 44), time: 0)
    let frame = driver.frame(at: 0)
    let ids = frame.items.map(\.id)
    #expect(Set(ids).count == ids.count, "\(ids)")
    #expect(frame.items.count > 2, "copies show: \(frame.items.map(\.placement.index))")
    let accessible = frame.items.filter(\.isAccessible)
    #expect(accessible.map(\.placement.index).sorted() == [0, 1])
    let centred = accessible.first { $0.placement.index == 0 }
    #expect(centred.map { abs($0.placement.frame.midX - 195) < 1e-9 } == true)
  }
}
