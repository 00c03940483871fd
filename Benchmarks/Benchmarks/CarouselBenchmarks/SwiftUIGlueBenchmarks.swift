import Benchmark
@_spi(FrontEnd) import CarouselCore
import Foundation

/// What CarouselKit's SwiftUI views pay outside SwiftUI itself (SPEC §18: a parent re-render and a
/// scroll frame cost O(visible items), never O(items)) — measured at 10,000 and 100,000 items, so
/// that a cost growing with the data shows as a tenfold difference.
func swiftUIGlueBenchmarks() {
  for count in [10_000, 100_000] {
    let label = count.formatted()
    let photos = (0..<count).map { "photo-\($0)" }

    // A parent's body runs again with the same array: the view hands it to its driver.
    Benchmark("SwiftUI glue: a parent re-render, snap row of \(label) items") { benchmark in
      var driver = CarouselDriver<SnapCarousel, String>(
        component: SnapCarousel(itemCount: 0), data: photos, id: { element, _ in element }, initialIndex: count / 2)
      driver.host.setViewport(CGSize(width: 390, height: 260), time: 0)
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations {
        driver.update(component: SnapCarousel(itemCount: 0), data: photos, id: { element, _ in element }, time: 1)
      }
      blackHole(driver.fullDataReads)
    }

    // A frame of a drag: the finger moves, the timeline ticks, the frame is drawn keyed by element.
    Benchmark("SwiftUI glue: a drag frame, free row of \(label) items") { benchmark in
      var driver = CarouselDriver<FreeScrollCarousel, String>(
        component: FreeScrollCarousel(itemCount: 0, itemSize: CGSize(width: 120, height: 160)), data: photos,
        id: { element, _ in element }, initialIndex: count / 2)
      driver.host.setViewport(CGSize(width: 390, height: 180), time: 0)
      _ = driver.host.handle(.began(CGPoint(x: 300, y: 90), at: 0))
      var time = 0.0
      var x: CGFloat = 300
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations {
        time += 1.0 / 120
        x = x < 100 ? 300 : x - 2
        _ = driver.host.handle(.changed(CGPoint(x: x, y: 90), at: time))
        blackHole(driver.frame(at: time))
        blackHole(driver.takeEvents())
      }
    }

    // An app inserts one photo at the front: the data is read once, the current photo kept.
    Benchmark(
      "SwiftUI glue: one item inserted, snap row of \(label) items",
      configuration: .init(metrics: [.wallClock, .mallocCountTotal], scalingFactor: .one, maxIterations: 200)
    ) { benchmark in
      var driver = CarouselDriver<SnapCarousel, String>(
        component: SnapCarousel(itemCount: 0), data: photos, id: { element, _ in element }, initialIndex: count / 2)
      driver.host.setViewport(CGSize(width: 390, height: 260), time: 0)
      let inserted = ["new"] + photos
      benchmark.startMeasurement()
      driver.update(component: SnapCarousel(itemCount: 0), data: inserted, id: { element, _ in element }, time: 1)
      benchmark.stopMeasurement()
      blackHole(driver.host.currentIndex)
    }
  }
}
