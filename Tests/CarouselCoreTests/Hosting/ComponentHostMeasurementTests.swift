import CarouselCore
import Foundation
import Testing

/// Items sized by their content (SPEC §18): lengths a front end measures reach the free-scrolling row
/// through the host, by element, and never move what is on screen.
@Suite("ComponentHost measured item lengths")
struct ComponentHostMeasurementTests {
  typealias RowHost = ComponentHost<FreeScrollCarousel, String>
  static let viewport = CGSize(width: 390, height: 120)
  static let ids = (0..<20).map { "tag \($0)" }

  static func row(_ ids: [String] = ids) -> RowHost {
    var host = RowHost(
      FreeScrollCarousel(itemCount: 0, itemSize: CGSize(width: 100, height: 100), spacing: 10), elementIDs: ids)
    host.setViewport(viewport, time: 0)
    return host
  }

  static func frame(of index: Int, in host: RowHost) -> CGRect? {
    host.placements().first { $0.index == index }?.frame
  }

  @Test func aMeasuredLengthSizesItsItemAndUnmeasuredOnesTakeTheMean() {
    var host = Self.row()
    host.measure(60, of: "tag 0", time: 0.1)
    host.measure(140, of: "tag 1", time: 0.1)
    #expect(Self.frame(of: 0, in: host)?.width == 60)
    #expect(Self.frame(of: 1, in: host)?.width == 140)
    #expect(Self.frame(of: 2, in: host)?.width == 100)  // the mean of 60 and 140
    #expect(abs((Self.frame(of: 1, in: host)?.minX ?? 0) - (8 + 60 + 10)) < 1e-9)
    #expect(host.measuredLength(of: "tag 1") == 140)
    #expect(host.measuredLength(of: "tag 2") == nil)
  }

  @Test func measuringItemsBeforeTheScreenMovesNothingOnIt() {
    var host = Self.row()
    host.setIndex(8, animation: nil, time: 0)
    // The items on screen are measured as they are drawn…
    for placement in host.placements() { host.measure(90, of: Self.ids[placement.index], time: 0.05) }
    let before = host.placements()
    // …then the ones before them, scrolled back to later or measured off screen.
    for item in 0..<8 { host.measure(CGFloat(40 + 13 * item), of: Self.ids[item], time: 0.1) }
    let after = host.placements().filter { $0.index >= 8 }
    #expect(!after.isEmpty)
    for placement in after {
      let old = try! #require(before.first { $0.index == placement.index })
      #expect(abs(placement.frame.minX - old.frame.minX) < 1e-9, "item \(placement.index) moved")
    }
  }

  @Test func theItemComingInAtTheLeadingEdgeGrowsTowardsItAndMovesNothingElse() {
    // Spacing and inset alike (8 and 8, the view's defaults): the case a first version got wrong.
    var host = RowHost(
      FreeScrollCarousel(
        itemCount: 0, itemSize: CGSize(width: 100, height: 100), spacing: 8, insets: .horizontal(8)),
      elementIDs: Self.ids)
    host.setViewport(Self.viewport, time: 0)
    host.setIndex(5, animation: nil, time: 0)
    for placement in host.placements() { host.measure(100, of: Self.ids[placement.index], time: 0.01) }
    // A finger drags the row 3 points back: item 4 shows a sliver at the leading edge.
    _ = host.handle(.began(CGPoint(x: 200, y: 60), at: 1))
    _ = host.handle(.changed(CGPoint(x: 215, y: 60), at: 1.05))
    _ = host.handle(.changed(CGPoint(x: 218, y: 60), at: 1.1))
    let before = Self.frame(of: 5, in: host)
    #expect(Self.frame(of: 4, in: host) != nil)
    let changed = host.measure(150, of: Self.ids[4], time: 1.12)
    #expect(changed)
    let after = Self.frame(of: 5, in: host)
    #expect(
      before != nil && abs((after?.minX ?? 0) - (before?.minX ?? 1)) < 1e-9,
      "\(String(describing: before)) → \(String(describing: after))")
    #expect(Self.frame(of: 4, in: host)?.maxX == after.map { $0.minX - 8 })
  }

  @Test func anEmptyItemKeepsTheEstimateAndStaysDrawn() {
    var host = Self.row()
    host.measure(120, of: "tag 1", time: 0.1)
    let ignored = host.measure(0, of: "tag 0", time: 0.2)
    #expect(!ignored)
    #expect(Self.frame(of: 0, in: host)?.width == 120)
    #expect(host.measuredLength(of: "tag 0") == nil)
  }

  @Test func aLengthFollowsItsElementAndSurvivesAReconfigure() {
    var host = Self.row()
    host.measure(220, of: "tag 3", time: 0.1)
    host.setElements(["new"] + Self.ids, time: 0.2)
    host.setIndex(4, animation: nil, time: 0.25)
    #expect(Self.frame(of: 4, in: host)?.width == 220)
    host.reconfigure(
      FreeScrollCarousel(itemCount: 0, itemSize: CGSize(width: 100, height: 100), spacing: 24), time: 0.3)
    host.setIndex(4, animation: nil, time: 0.4)
    #expect(Self.frame(of: 4, in: host)?.width == 220)
    // Elements that went away are forgotten.
    host.setElements(["new"], time: 0.5)
    #expect(host.measuredLength(of: "tag 3") == nil)
  }

  @Test func badMeasurementsAndComponentsThatSizeTheirItemsChangeNothing() {
    var host = Self.row()
    let before = host.placements()
    for length in [CGFloat.nan, .infinity, -5, 1e12] { host.measure(length, of: "tag 0", time: 0.1) }
    host.measure(50, of: "not shown", time: 0.1)
    #expect(host.placements() == before)
    // Equal sections (the snap carousel's default sizing) are not measured.
    var snap = ComponentHost(SnapCarousel(itemCount: 0), elementIDs: Self.ids)
    snap.setViewport(Self.viewport, time: 0)
    let snapBefore = snap.placements()
    snap.measure(50, of: "tag 0", time: 0.1)
    #expect(snap.placements() == snapBefore)
    #expect(snap.measuredLength(of: "tag 0") == nil)
  }

  @Test func aMeasuredSnapRowRestsEachItemCentredAndStepsOneItemByKeyWheelAndTap() {
    var host = ComponentHost(
      SnapCarousel(itemCount: 0, itemSizing: .measured(estimatedLength: 100)), elementIDs: Self.ids)
    host.setViewport(Self.viewport, time: 0)
    for (item, length) in [80, 200, 60].enumerated() { host.measure(CGFloat(length), of: Self.ids[item], time: 0.1) }
    let first = host.placements().first { $0.index == 0 }?.frame
    #expect(first?.midX == 195 && first?.width == 80)
    let right = host.press(.right, animation: nil, time: 0.2)
    #expect(right && host.currentIndex == 1)
    #expect(host.placements().first { $0.index == 1 }?.frame.midX == 195)
    let notch = ScrollWheelEvent(delta: CGSize(width: 48, height: 0), location: .zero, time: 0.3, phase: .notch)
    let wheel = host.scrollWheel(notch, animation: nil)
    #expect(wheel)
    #expect(host.currentIndex == 2)
    let third = try! #require(host.placements().first { $0.index == 3 })
    // Items not measured yet take the mean, 113⅓.
    #expect(abs(third.frame.width - 340.0 / 3) < 1e-9)
    host.tap(at: CGPoint(x: third.frame.midX, y: 60), time: 0.4)
    #expect(host.advance(to: 0.5).events.contains(.tapped(index: 3)))
  }

  @Test func measuringItemsBeforeTheCurrentSectionLeavesItCentredAndCurrent() {
    var host = ComponentHost(
      SnapCarousel(itemCount: 0, itemSizing: .measured(estimatedLength: 100), alignment: .center),
      elementIDs: Self.ids)
    host.setViewport(Self.viewport, time: 0)
    host.setIndex(6, animation: nil, time: 0)
    _ = host.advance(to: 0.05)
    for item in 0..<6 { host.measure(CGFloat(40 + 30 * item), of: Self.ids[item], time: 0.1) }
    #expect(host.currentIndex == 6)
    #expect(host.placements().first { $0.index == 6 }?.frame.midX == 195)
    let events = host.advance(to: 0.2).events
    #expect(!events.contains { if case .currentIndexChanged = $0 { true } else { false } })
  }

  @Test func aChangeWithinAQuarterPointIsNotNews() {
    var lengths = MeasuredItemLengths<String>(fallbackLength: 80)
    #expect(lengths.estimate == 80)
    let answers = [
      lengths.record(100, for: "a"), lengths.record(100.2, for: "a"), lengths.record(101, for: "a"),
      lengths.record(.nan, for: "b"), lengths.record(51, for: "b"),
    ]
    #expect(answers == [true, false, true, false, true])
    #expect(lengths.estimate == 76)
    #expect(lengths.lengths(for: ["a", "c", "b"]) == [101, 76, 51])
    lengths.forget(keeping: ["b"])
    #expect(lengths.count == 1 && lengths.length(for: "a") == 51)
  }
}
