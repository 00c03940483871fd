import CarouselTestSupport
import Foundation
import Testing

@testable import CarouselCore

@Suite("TabStrip")
struct TabStripTests {
  /// Five tabs of different widths, 8 points apart, in a phone-wide strip.
  static let widths: [CGFloat] = [96, 120, 80, 140, 104]

  static func strip(widths: [CGFloat] = widths, selected: Int = 0) -> TabStrip {
    var strip = TabStrip(tabWidths: widths, spacing: 8, selectedIndex: selected)
    strip.setViewport(CGSize(width: 390, height: 44))
    return strip
  }

  @Test("Whole positions centre each tab; between two, the offset moves linearly between their centres")
  func geometry() {
    let geometry = TabStripGeometry(widths: Self.widths, spacing: 8)
    // Centres: 0, 96/2+8+120/2 = 116, 116+60+8+40 = 224, 224+40+8+70 = 342, 342+70+8+52 = 472, and
    // tab 0's next copy 472+52+8+48 = 580: one turn is every width and spacing once.
    #expect(geometry.period == 580)
    let positions: [CGFloat] = [0, 1, 2, 3, 4, 5, -1]
    let offsets: [CGFloat] = positions.map { geometry.offset(atPosition: $0) }
    #expect(offsets == [0, 116, 224, 342, 472, 580, -108])
    #expect(geometry.offset(atPosition: 1.5) == 170)
    #expect(geometry.position(atOffset: 170) == 1.5)
    #expect(geometry.position(atOffset: -108) == -1)
    #expect(geometry.width(atPosition: 0.5) == 108)
    #expect(geometry.width(atPosition: 4.5) == 100)  // between the last tab and the first
    for position in stride(from: -12.0, through: 12.0, by: 0.37) {
      #expect(abs(geometry.position(atOffset: geometry.offset(atPosition: position)) - position) < 1e-9)
    }
  }

  @Test("The selected tab is centred and the strip is filled on both sides for 1, 2 and 12 tabs")
  func loopsForAnyCount() {
    for count in [1, 2, 12] {
      let strip = Self.strip(widths: Array(repeating: 70, count: count))
      let tabs = strip.visibleTabs()
      // No gap wider than the spacing anywhere across the strip.
      #expect(tabs.first.map { $0.placement.frame.minX <= 8 } == true, "count \(count)")
      #expect(tabs.last.map { $0.placement.frame.maxX >= 390 - 8 } == true, "count \(count)")
      for (left, right) in zip(tabs, tabs.dropFirst()) {
        #expect(abs(right.placement.frame.minX - left.placement.frame.maxX - 8) < 1e-9)
        #expect(right.slot == left.slot + 1)
      }
      let centred = tabs.first { $0.slot == 0 }
      #expect(centred?.placement.frame.midX == 195)
      #expect(centred?.placement.index == 0)
      #expect(Set(tabs.map(\.slot)).count == tabs.count)
      #expect(tabs.allSatisfy { $0.placement.index == LoopArithmetic.wrap($0.slot, count: count) })
    }
  }

  @Test("The indicator sits under the centre, as wide as the centred tab")
  func indicator() {
    let strip = Self.strip(selected: 3)
    #expect(strip.indicatorFrame == CGRect(x: 195 - 70, y: 41, width: 140, height: 3))
  }

  @Test("A fling coasts and lands a tab exactly at the centre, selecting it once")
  func flingLandsOnACentre() {
    var strip = Self.strip()
    let flick = GestureScript.flick(from: CGPoint(x: 300, y: 20), by: CGSize(width: -160, height: 0), duration: 0.1)
    var events = flick.replay(into: &strip).flatMap(\.events)
    events += settle(&strip, from: flick.endTime ?? 0).events
    #expect(strip.isSettled)
    #expect(strip.position == strip.position.rounded())
    #expect(strip.position > 2)  // momentum carried it beyond where the finger let go
    let selections = events.filter { if case .selected = $0 { true } else { false } }
    #expect(selections == [.selected(index: strip.currentIndex)])
    #expect(strip.selectedIndex == strip.currentIndex)
    #expect(events.last == .settled(index: strip.currentIndex))
  }

  @Test("A slow drag released between two tabs springs to the nearer one")
  func slowDragSnaps() {
    var strip = Self.strip()
    // 70 points to the left: past the midpoint (58) between tab 0's centre and tab 1's.
    let drag = GestureScript.drag(
      from: CGPoint(x: 300, y: 20), by: CGSize(width: -70, height: 0), duration: 0.5, restBeforeRelease: 0.2)
    _ = drag.replay(into: &strip)
    _ = settle(&strip, from: drag.endTime ?? 0)
    #expect(strip.position == 1)
    #expect(strip.selectedIndex == 1)
  }

  @Test("Tapping a tab reports it; scroll(to:) turns the short way round")
  func tapAndScroll() {
    var strip = Self.strip()
    let tab = strip.visibleTabs().first { $0.slot == 1 }
    let point = CGPoint(x: tab?.placement.frame.midX ?? 0, y: 20)
    _ = strip.handle(.began(point, at: 0))
    _ = strip.handle(.ended(point, at: 0.05))
    #expect(strip.advance(to: 0.05) == [.tapped(index: 1)])
    strip.scroll(to: 4, animation: nil, time: 0.1)
    #expect(strip.position == -1)  // tab 4 is one to the left of tab 0
    #expect(strip.advance(to: 0.2).contains(.selected(index: 4)))
  }

  @Test("New widths keep the centred tab; a new count keeps it by index")
  func reconfigure() {
    var strip = Self.strip(selected: 2)
    strip.setTabWidths([50, 50, 50, 50, 50])
    #expect(strip.position == 2)
    #expect(strip.visibleTabs().first { $0.slot == 2 }?.placement.frame.midX == 195)
    strip.setItemCount(3)
    #expect(strip.currentIndex == 2)
    strip.setItemCount(1)
    #expect(strip.currentIndex == 0)
    #expect(strip.tabWidths == [50])
    strip.setItemCount(0)
    #expect(strip.placements().isEmpty)
    #expect(strip.indicatorFrame == .zero)
  }

  @Test("Let go between two tabs, the strip is not settled until a tab is centred")
  func settledMeansCentred() {
    var strip = Self.strip()
    _ = strip.handle(.began(CGPoint(x: 300, y: 20), at: 0))
    _ = strip.handle(.changed(CGPoint(x: 285, y: 20), at: 0.03))
    _ = strip.handle(.changed(CGPoint(x: 265, y: 20), at: 0.05))
    _ = strip.handle(.cancelled(CGPoint(x: 265, y: 20), at: 0.1))
    #expect(!strip.isSettled)  // 20 points off tab 0's centre: a snap is due
    _ = settle(&strip, from: 0.1)
    #expect(strip.isSettled)
    #expect(strip.position == 0)
  }

  @Test("Empty tabs across a huge viewport: the walk is bounded")
  func emptyTabsInAHugeViewport() {
    var strip = TabStrip(tabWidths: [0, 0, 0, 0.5], spacing: 1)
    strip.setViewport(CGSize(width: 1e300, height: 44))
    let tabs = strip.visibleTabs()
    #expect(tabs.count <= TabStrip.maximumPlacedTabs)
    #expect(!tabs.isEmpty)
  }

  @Test("Bad widths, spacing and viewports give finite answers")
  func badInput() {
    for bad in badLengths {
      var strip = TabStrip(tabWidths: [bad, 80, bad], spacing: bad, selectedIndex: Int.min)
      strip.setViewport(CGSize(width: 390, height: bad))
      strip.setViewport(CGSize(width: 390, height: 44))
      _ = strip.handle(.began(CGPoint(x: 100, y: 10), at: 0))
      _ = strip.handle(.changed(CGPoint(x: CGFloat.nan, y: 10), at: 0.1))
      _ = strip.handle(.ended(CGPoint(x: 1e300, y: 10), at: .infinity))
      _ = settle(&strip, from: 0.2)
      #expect(allFinite(strip.placements()))
      #expect(strip.position.isFinite)
      #expect(strip.indicatorFrame.minX.isFinite)
    }
    var empty = TabStrip(tabWidths: [])
    empty.setViewport(CGSize(width: 390, height: 44))
    empty.scroll(to: 3, animation: .snap, time: 0)
    #expect(empty.placements().isEmpty)
    #expect(empty.advance(to: 1).isEmpty)
    var zero = TabStrip(tabWidths: [0, 0], spacing: 0)
    zero.setViewport(CGSize(width: 390, height: 44))
    #expect(zero.placements().isEmpty)
    var huge = TabStrip(tabWidths: [80])
    huge.setItemCount(Int.max)
    #expect(huge.tabCount == TabStrip.maximumTabCount)
  }
}
