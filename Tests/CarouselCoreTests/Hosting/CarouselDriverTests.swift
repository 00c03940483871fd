@_spi(FrontEnd) import CarouselCore
import Foundation
import Testing

/// What a SwiftUI carousel view does between SwiftUI's callbacks — a parent re-rendering, a tick of
/// the timeline, a change of parameters — and what each costs.
@Suite("CarouselDriver and ElementIDSnapshot")
struct CarouselDriverTests {
  typealias RowDriver = CarouselDriver<SnapCarousel, String>
  static let viewport = CGSize(width: 390, height: 260)
  static let letters = ["a", "b", "c", "d", "e", "f"]

  static func driver(_ data: [String] = letters, initialIndex: Int? = 2) -> RowDriver {
    var driver = RowDriver(
      component: SnapCarousel(itemCount: 0), data: data, id: { element, _ in element }, initialIndex: initialIndex)
    driver.host.setViewport(viewport, time: 0)
    return driver
  }

  // MARK: - ElementIDSnapshot

  @Test func theSameArrayIsRecognisedWithoutReadingIt() {
    let photos = (0..<100_000).map { "photo \($0)" }
    var snapshot = ElementIDSnapshot<String>()
    var reads = 0
    #expect(
      snapshot.update(photos) { element, _ in
        reads += 1; return element
      })
    #expect(reads == 100_000)
    // A parent re-rendering hands the same array again, and again.
    for _ in 0..<10 {
      #expect(
        !snapshot.update(photos) { element, _ in
          reads += 1; return element
        })
    }
    #expect(reads == 100_000)
    #expect(snapshot.fullReads == 1)
  }

  @Test func anArrayChangedInPlaceIsReadAgain() {
    var photos = (0..<1_000).map { "photo \($0)" }
    var snapshot = ElementIDSnapshot<String>()
    snapshot.update(photos) { element, _ in element }
    photos[500] = "replaced"  // the snapshot keeps the old storage, so this copies it
    #expect(snapshot.update(photos) { element, _ in element })
    #expect(snapshot.ids[500] == "replaced")
    photos.append("new")
    #expect(snapshot.update(photos) { element, _ in element })
    #expect(snapshot.ids.count == 1_001)
    // A new array with the same IDs is read, but reports no change.
    #expect(!snapshot.update(Array(photos)) { element, _ in element })
  }

  @Test func slicesAreComparedByTheirOwnStorage() {
    let photos = (0..<100).map { "photo \($0)" }
    var snapshot = ElementIDSnapshot<String>()
    #expect(snapshot.update(photos[10...]) { element, _ in element })
    #expect(!snapshot.update(photos[10...]) { element, _ in element })
    #expect(snapshot.fullReads == 1)
    #expect(snapshot.update(photos[11...]) { element, _ in element })  // same buffer, another start
    #expect(snapshot.ids.first == "photo 11")
  }

  @Test func collectionsWithoutContiguousStorageAreComparedIDByID() {
    var snapshot = ElementIDSnapshot<Int>()
    #expect(snapshot.update(0..<50) { element, _ in element })
    #expect(!snapshot.update(0..<50) { element, _ in element })
    #expect(snapshot.fullReads == 2)
    #expect(snapshot.update((0..<50).reversed()) { element, _ in element })
    #expect(snapshot.ids.first == 49)
  }

  // MARK: - CarouselDriver

  @Test func aParentReRenderWithTheSameDataAndParametersChangesNothing() {
    let data = Self.letters
    var driver = Self.driver(data)
    let host = driver.host
    for time in stride(from: 1.0, to: 2, by: 0.1) {
      driver.update(component: SnapCarousel(itemCount: 0), data: data, id: { element, _ in element }, time: time)
    }
    #expect(driver.host == host)
    #expect(driver.fullDataReads == 1)
  }

  @Test func newParametersReconfigureKeepingTheCurrentElement() {
    var driver = Self.driver()
    driver.update(
      component: SnapCarousel(itemCount: 0, spacing: 40), data: Self.letters, id: { element, _ in element }, time: 1)
    #expect(driver.host.component.spacing == 40)
    #expect(driver.host.currentElementID == "c")
  }

  @Test func insertedDataKeepsTheCurrentElementAndReportsItsNewIndexOnce() {
    var driver = Self.driver()
    _ = driver.frame(at: 0.5)
    #expect(!driver.hasNews)
    driver.update(
      component: SnapCarousel(itemCount: 0), data: ["x", "y"] + Self.letters, id: { element, _ in element }, time: 1)
    #expect(driver.host.currentElementID == "c")
    let frame = driver.frame(at: 1)
    #expect(frame.items.contains { $0.id == .element("c", copy: 0) })
    let news = driver.takeEvents()
    #expect(news.currentIndex == 4)
    #expect(driver.takeEvents().currentIndex == nil)
  }

  @Test func eachFramesItemCarriesItsPhase() {
    var driver = Self.driver()
    let frame = driver.frame(at: 0.5)
    let phases = Dictionary(frame.items.map { ($0.id, $0.phase) }, uniquingKeysWith: { first, _ in first })
    #expect(phases[.element("c", copy: 0)] == 0)
    if let next = phases[.element("d", copy: 0)] { #expect(abs(next - 1) < 1e-9) }
    #expect(frame.items.allSatisfy { $0.phase == driver.host.phase(of: $0.placement) })
  }

  /// SwiftUI may evaluate a timeline's content more than once at one date (an input arrived, a
  /// parent changed): the host advances once, and each event is handed out once.
  @Test func aFrameDrawnTwiceAtOneTimeReportsItsEventsOnce() {
    var driver = Self.driver(initialIndex: 0)
    driver.host.setIndex(3, animation: .snap, time: 0)
    var events: [SnapCarousel.Event] = []
    var time = 0.0
    while driver.host.wantsFrames, time < 5 {
      time += 1.0 / 60
      _ = driver.frame(at: time)
      _ = driver.frame(at: time)  // the same date again
      events += driver.takeEvents().events
    }
    #expect(events.filter { $0.settledIndex != nil } == [.settled(index: 3)])
    #expect(events.compactMap(\.changedIndex) == [1, 2, 3])
  }

  @Test func eventsWaitForTheViewAndKeepTheirOrder() {
    var driver = Self.driver(initialIndex: 0)
    driver.host.setIndex(1, animation: .snap, time: 0)
    for frame in 1...60 { _ = driver.frame(at: Double(frame) / 60) }
    let news = driver.takeEvents()
    #expect(news.events == [.currentIndexChanged(from: 0, to: 1), .settled(index: 1)])
    #expect(news.currentIndex == 1)
    #expect(!driver.hasNews)
  }

  @Test func theFirstElementNamedByTheSelectionWinsOverTheIndex() {
    let driver = RowDriver(
      component: SnapCarousel(itemCount: 0), data: Self.letters, id: { element, _ in element }, initialIndex: 1,
      initialID: "e")
    #expect(driver.host.currentIndex == 4)
    let unknown = RowDriver(
      component: SnapCarousel(itemCount: 0), data: Self.letters, id: { element, _ in element }, initialIndex: 1,
      initialID: "zz")
    #expect(unknown.host.currentIndex == 1)
  }

  @Test func aFrameOnlyKeysAndShowsWhatIsVisible() {
    let data = (0..<100_000).map { "item \($0)" }
    var driver = CarouselDriver<FreeScrollCarousel, String>(
      component: FreeScrollCarousel(itemCount: 0, itemSize: CGSize(width: 100, height: 100)), data: data,
      id: { element, _ in element }, initialIndex: 50_000)
    driver.host.setViewport(CGSize(width: 390, height: 120), time: 0)
    let frame = driver.frame(at: 0)
    #expect(frame.items.count <= 5)
    #expect(frame.items.first?.id == .element("item 50000", copy: 0))
    #expect(frame.items.contains { $0.isAccessible })
  }

  /// A view that draws frames without updating itself must still stop its clock when the motion
  /// ends: the driver says when the schedule it handed out no longer fits.
  @Test func theClockIsToldOnceWhenMotionEnds() {
    var driver = Self.driver(initialIndex: 0)
    #expect(driver.schedule().need == .none)
    driver.host.setIndex(2, animation: .snap, time: 0)
    #expect(driver.needsNewSchedule, "the motion began")
    #expect(driver.schedule().need == .frames)
    var time = 0.0
    var toldAt: [Double] = []
    while time < 3 {
      time += 1.0 / 60
      _ = driver.frame(at: time)
      if driver.needsNewSchedule {
        toldAt.append(time)
        _ = driver.schedule()
      }
    }
    #expect(toldAt.count == 1, "\(toldAt)")
    #expect(driver.schedule().need == .none)
    #expect(!driver.hasNews || !driver.takeEvents().events.isEmpty)
  }
}
