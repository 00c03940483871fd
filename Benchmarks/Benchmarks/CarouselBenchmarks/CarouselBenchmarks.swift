import Benchmark
import CarouselCore
import Foundation
import MemoryTuning

// SPEC §12 targets: one frame (handle + advance + placements) ≤ 5 µs with 10 visible items;
// placements() at 1,000,000 items no slower than 2× at 100.

let benchmarks: @Sendable () -> Void = {
  // Each sample runs an operation 1,000 times and the figures are per operation, so the harness's
  // own per-sample cost (a few µs and allocations) does not drown what is measured.
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .instructions, .mallocCountTotal], warmupIterations: 10, scalingFactor: .kilo,
    maxDuration: .seconds(1), maxIterations: 2_000)

  engineBenchmarks()
  carouselFrameBenchmarks()
  placementScalingBenchmarks()
  layoutBenchmarks()
  galleryBenchmarks()
  imageBenchmarks()
  archiveBenchmarks()
}

/// The 20 pickup photo sizes of SPEC §5.4, repeated.
func samplePhotos(_ count: Int) -> [MasonryLayout.Item] {
  let sizes: [(CGFloat, CGFloat)] = [
    (960, 960), (960, 1280), (1200, 800), (1200, 800), (960, 640), (960, 640), (900, 1200), (960, 640),
    (960, 960), (900, 1200), (960, 960), (960, 720), (1200, 900), (900, 1200), (960, 960), (1280, 720),
    (960, 640), (960, 1280), (960, 960), (960, 720),
  ]
  return (0..<count).map { index in
    let size = sizes[index % sizes.count]
    return .photo(width: size.0, height: size.1, extraHeight: 40)
  }
}

func layoutBenchmarks() {
  let million = samplePhotos(1_000_000)
  Benchmark(
    "MasonryLayout build, 1,000,000 items, 4 columns",
    configuration: .init(
      metrics: [.wallClock, .mallocCountTotal, .peakMemoryResident], scalingFactor: .one, maxIterations: 20)
  ) { benchmark in
    blackHole(MasonryLayout(width: 1024, columns: .fixed(4), items: million))
  }

  // A first build in an app lands on memory the process never touched: every page faults in. glibc
  // would otherwise serve the second sample from the pages the first one freed, so big blocks are
  // mapped afresh each time (glibc's own default before its threshold adapts).
  Benchmark(
    "MasonryLayout build, 1,000,000 items, 4 columns, fresh memory",
    configuration: .init(
      metrics: [.wallClock, .mallocCountTotal, .peakMemoryResident], scalingFactor: .one, maxIterations: 20,
      setup: { _ = memory_tuning_map_big_blocks_afresh() })
  ) { benchmark in
    blackHole(MasonryLayout(width: 1024, columns: .fixed(4), items: million))
  }

  let built = MasonryLayout(width: 1024, columns: .fixed(4), items: million)
  let thousand = samplePhotos(1_000)
  // The same layout grows by 1,000 items a sample (a copy per sample would measure the copy instead).
  let growing = LayoutBox(MasonryLayout(width: 1024, columns: .fixed(4), items: million))
  Benchmark(
    "MasonryLayout append 1,000 items to 1,000,000",
    configuration: .init(metrics: [.wallClock, .mallocCountTotal], scalingFactor: .one, maxIterations: 200)
  ) { _ in
    growing.layout.append(thousand)
  }

  // The first append after a build: each sample builds afresh (not measured), then appends once.
  Benchmark(
    "MasonryLayout first append of 1,000 items after building 1,000,000",
    configuration: .init(metrics: [.wallClock, .mallocCountTotal], scalingFactor: .one, maxIterations: 20)
  ) { benchmark in
    var layout = MasonryLayout(width: 1024, columns: .fixed(4), items: million)
    benchmark.startMeasurement()
    layout.append(thousand)
    benchmark.stopMeasurement()
    blackHole(layout)
  }

  let height = built.contentSize.height
  for (name, top) in [("top", CGFloat(0)), ("middle", height / 2), ("end", height - 2_000)] {
    Benchmark("MasonryLayout items(in:) 2,000-point window at the \(name), 1,000,000 items") { benchmark in
      let window = CGRect(x: 0, y: top, width: 1024, height: 2_000)
      for _ in benchmark.scaledIterations { blackHole(built.items(in: window)) }
    }
  }

  let grid = ColumnGridLayout(
    itemCount: 1_000_000, width: 390, columns: .fixed(2), itemHeight: .aspectRatio(1.5, extra: 94))
  let perItemGrid = ColumnGridLayout(
    itemCount: 0, width: 390, columns: .fixed(2),
    itemHeight: .perItem((0..<1_000_000).map { CGFloat(150 + $0 % 7 * 30) }))
  for (name, layout) in [("aspect-ratio heights", grid), ("per-item heights", perItemGrid)] {
    Benchmark("ColumnGridLayout indices(in:) 844-point window, 1,000,000 items, \(name)") { benchmark in
      let window = CGRect(x: 0, y: layout.contentSize.height / 2, width: 390, height: 844)
      for _ in benchmark.scaledIterations { blackHole(layout.indices(in: window)) }
    }
  }
}

/// Shares one layout between the samples of a benchmark.
final class LayoutBox: @unchecked Sendable {
  var layout: MasonryLayout
  init(_ layout: MasonryLayout) { self.layout = layout }
}

/// A finger that wiggles back and forth by a point per frame around `center`, so a drag can run
/// for any number of frames without leaving the content.
struct WigglingFinger {
  var center: CGPoint
  var axis: ScrollAxis = .horizontal
  var frame = 0

  mutating func next() -> (DragEvent, TimeInterval) {
    frame += 1
    let time = 1 + Double(frame) / 120
    let shift = CGFloat(frame % 40 < 20 ? frame % 20 : 20 - frame % 20) - 10
    let location = axis.point(main: axis.main(of: center) + shift, cross: axis.cross.main(of: center))
    return (.changed(location, at: time), time)
  }
}

/// Starts a drag on `component` that is recognised and tracking.
func startDrag<Component: InteractiveComponent>(_ component: inout Component, at center: CGPoint) {
  _ = component.handle(.began(CGPoint(x: center.x - 30, y: center.y), at: 0.9))
  _ = component.handle(.changed(CGPoint(x: center.x - 10, y: center.y), at: 0.95))
  _ = component.handle(.changed(center, at: 1))
  _ = component.advance(to: 1)
}

func frameBenchmark<Component: InteractiveComponent>(_ name: String, _ make: @escaping @Sendable () -> Component) {
  Benchmark("Frame: \(name) (handle + advance + placements)") { benchmark in
    var component = make()
    let center = CGPoint(x: 195, y: 150)
    startDrag(&component, at: center)
    measureFrames(benchmark, wigglingAround: center) { event, time in
      blackHole(component.handle(event))
      blackHole(component.advance(to: time))
      blackHole(component.placements())
    }
  }
}

/// Measures `frame` once per iteration, each given the next sample of a finger wiggling around `center`.
func measureFrames(
  _ benchmark: Benchmark, wigglingAround center: CGPoint, frame: (DragEvent, TimeInterval) -> Void
) {
  var finger = WigglingFinger(center: center)
  benchmark.startMeasurement()
  for _ in benchmark.scaledIterations {
    let (event, time) = finger.next()
    frame(event, time)
  }
}

func engineBenchmarks() {
  Benchmark("DragTracker.handle per sample") { benchmark in
    var tracker = DragTracker()
    _ = tracker.handle(.began(.zero, at: 0))
    var finger = WigglingFinger(center: .zero)
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      blackHole(tracker.handle(finger.next().0))
    }
  }

  Benchmark("DragTracker.velocity at release") { benchmark in
    var tracker = DragTracker()
    _ = tracker.handle(.began(.zero, at: 0))
    var finger = WigglingFinger(center: .zero)
    for _ in 0..<60 { _ = tracker.handle(finger.next().0) }
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      blackHole(tracker.velocity)
    }
  }

  Benchmark("ScrollPhysics drag + advance per frame") { benchmark in
    var physics = ScrollPhysics(mode: .free, contentLength: 10_000, viewportLength: 390)
    physics.scroll(to: 5_000, animation: nil, at: 0)
    physics.beginDrag(at: 0)
    var frame = 0
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      frame += 1
      let time = Double(frame) / 120
      physics.drag(translation: CGFloat(frame % 200) - 100, at: time)
      physics.advance(to: time)
      blackHole(physics.offset)
    }
  }

  Benchmark("ScrollPhysics momentum advance per frame") { benchmark in
    var physics = ScrollPhysics(mode: .free, contentLength: 10_000_000, viewportLength: 390)
    physics.beginDrag(at: 0)
    physics.drag(translation: -100, at: 0.05)
    physics.endDrag(velocity: -3000, at: 0.05)
    var frame = 0
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      frame += 1
      physics.advance(to: 0.05 + Double(frame) / 100_000)
      blackHole(physics.offset)
    }
  }
}

func carouselFrameBenchmarks() {
  // Each is set up so that 10 items are visible.
  frameBenchmark("FreeScrollCarousel") {
    var row = FreeScrollCarousel(itemCount: 1_000, itemSize: CGSize(width: 31, height: 300))
    row.setViewport(CGSize(width: 390, height: 320))
    return row
  }
  frameBenchmark("SnapCarousel") {
    var carousel = SnapCarousel(itemCount: 1_000, itemHeight: 260, itemInset: 367, spacing: 16)
    carousel.setViewport(CGSize(width: 390, height: 260))
    return carousel
  }
  frameBenchmark("PagedCarousel") {
    var rows = PagedCarousel(itemCount: 1_000, rowsPerPage: 5)
    rows.setViewport(CGSize(width: 390, height: 400))
    return rows
  }
  frameBenchmark("RotaryCarousel") {
    var ring = RotaryCarousel(itemCount: 10, opacityStep: 0.15)
    ring.setViewport(CGSize(width: 390, height: 300))
    return ring
  }
  frameBenchmark("InfinitePager") {
    var pager = InfinitePager()
    pager.setViewport(CGSize(width: 390, height: 844))
    return pager
  }
  frameBenchmark("TabStrip") {
    // Twelve tabs of 60–104 points: six or seven visible at once.
    var strip = TabStrip(tabWidths: (0..<12).map { CGFloat(60 + 4 * $0) }, spacing: 8)
    strip.setViewport(CGSize(width: 390, height: 44))
    return strip
  }
  Benchmark("Frame: TabbedPager, pages dragged and the strip following (handle + advance + both drawn)") {
    benchmark in
    var pair = TabbedPager(tabWidths: (0..<12).map { CGFloat(60 + 4 * $0) }, spacing: 8)
    pair.setStripViewport(CGSize(width: 390, height: 44))
    pair.setPageViewport(CGSize(width: 390, height: 700))
    let center = CGPoint(x: 195, y: 300)
    _ = pair.handlePages(.began(CGPoint(x: center.x - 30, y: center.y), at: 0.9))
    _ = pair.handlePages(.changed(CGPoint(x: center.x - 10, y: center.y), at: 0.95))
    _ = pair.handlePages(.changed(center, at: 1))
    _ = pair.advance(to: 1)
    measureFrames(benchmark, wigglingAround: center) { event, time in
      blackHole(pair.handlePages(event))
      blackHole(pair.advance(to: time))
      blackHole(pair.strip.visibleTabs())
      blackHole(pair.strip.indicatorFrame)
      blackHole(pair.pager.placements())
    }
  }
  Benchmark("Frame: DetailPresentation, screen pulled down (handle + advance + appearance)") { benchmark in
    var detail = DetailPresentation(screen: DetailScreen(headerHeight: 292, stickyLimit: 236))
    let screen = CGRect(x: 0, y: 0, width: 390, height: 780)
    detail.open(
      from: CardAppearance(frame: CGRect(x: 8, y: 300, width: 200, height: 366), cornerRadius: 8, backdropOpacity: 0),
      in: screen, contentHeight: 1_400, time: 0)
    _ = detail.advance(to: 5)
    let center = CGPoint(x: 195, y: 300)
    _ = detail.handle(.began(CGPoint(x: center.x, y: center.y - 30), at: 5))
    _ = detail.handle(.changed(CGPoint(x: center.x, y: center.y - 10), at: 5.05))
    _ = detail.handle(.changed(center, at: 5.1))
    var finger = WigglingFinger(center: center, axis: .vertical)
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      let (event, time) = finger.next()
      blackHole(detail.handle(event))
      blackHole(detail.advance(to: time + 4.1))
      blackHole(detail.appearance)
    }
  }
  Benchmark("Frame: CardTransition in flight (advance + appearance)") { benchmark in
    let card = CardAppearance(frame: CGRect(x: 8, y: 300, width: 200, height: 366), cornerRadius: 8, backdropOpacity: 0)
    let open = CardAppearance(frame: CGRect(x: 0, y: 0, width: 390, height: 780), cornerRadius: 0, backdropOpacity: 1)
    var transition = CardTransition()
    var time = 0.0
    benchmark.startMeasurement()
    for iteration in benchmark.scaledIterations {
      // A new flight every 30 frames, alternating directions, so every sample is mid-flight.
      if iteration % 30 == 0 {
        if transition.phase == .open || transition.phase == .opening {
          transition.close(to: card, time: time)
        } else {
          transition.open(from: card, to: open, time: time)
        }
      }
      time += 1.0 / 120
      blackHole(transition.advance(to: time))
      blackHole(transition.appearance)
    }
  }
  frameBenchmark("CardStack") {
    var style = CardStack.Style()
    style.maxStackSize = 10
    style.scaleFactor = 0.05
    var stack = CardStack(itemCount: 1_000, style: style, loops: true)
    stack.setViewport(CGSize(width: 390, height: 844))
    return stack
  }
}

func placementScalingBenchmarks() {
  for count in [100, 1_000_000] {
    Benchmark("placements() FreeScrollCarousel, \(count) items") { benchmark in
      var row = FreeScrollCarousel(itemCount: count, itemSize: CGSize(width: 200, height: 300))
      row.setViewport(CGSize(width: 390, height: 320))
      row.scroll(to: count / 2, animation: nil, time: 0)
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations { blackHole(row.placements()) }
    }
    Benchmark("placements() FreeScrollCarousel per-item lengths, \(count) items") { benchmark in
      var row = FreeScrollCarousel(itemCount: count, itemSize: CGSize(width: 200, height: 300))
      row.setItemLengths((0..<count).map { CGFloat(120 + $0 % 5 * 40) })
      row.setViewport(CGSize(width: 390, height: 320))
      row.scroll(to: count / 2, animation: nil, time: 0)
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations { blackHole(row.placements()) }
    }
    Benchmark("placements() SnapCarousel, \(count) items") { benchmark in
      var carousel = SnapCarousel(itemCount: count, itemHeight: 260)
      carousel.setViewport(CGSize(width: 390, height: 260))
      carousel.scroll(to: count / 2, animation: nil, time: 0)
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations { blackHole(carousel.placements()) }
    }
    Benchmark("placements() PagedCarousel, \(count) items") { benchmark in
      var rows = PagedCarousel(itemCount: count, rowsPerPage: 3)
      rows.setViewport(CGSize(width: 390, height: 280))
      rows.scroll(to: count / 6, animation: nil, time: 0)
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations { blackHole(rows.placements()) }
    }
    Benchmark("placements() CardStack, \(count) items") { benchmark in
      var stack = CardStack(itemCount: count)
      stack.setViewport(CGSize(width: 390, height: 844))
      stack.scroll(to: count / 2, animation: nil, time: 0)
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations { blackHole(stack.placements()) }
    }
  }
}
