import Benchmark
import CarouselCore
import Foundation
import MemoryTuning
import Workloads

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
  accessibleItemsBenchmarks()
  swiftUIGlueBenchmarks()
  layoutBenchmarks()
  galleryBenchmarks()
  imageBenchmarks()
  archiveBenchmarks()
}

func layoutBenchmarks() {
  let masonry = Dictionary(uniqueKeysWithValues: Workload.masonry.map { ($0.name, $0) })
  let build = masonry["build, 1,000,000 items, 4 columns"]
  Benchmark(
    "MasonryLayout build, 1,000,000 items, 4 columns",
    configuration: .init(
      metrics: [.wallClock, .mallocCountTotal, .peakMemoryResident], scalingFactor: .one, maxIterations: 20)
  ) { benchmark in
    guard let build else { return }
    run(build, once: benchmark)
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
    guard let build else { return }
    run(build, once: benchmark)
  }

  // The same layout grows by 1,000 items a sample (a copy per sample would measure the copy instead).
  let growing = masonry["append 1,000 items to 1,000,000"].map(PreparedOnce.init)
  Benchmark(
    "MasonryLayout append 1,000 items to 1,000,000",
    configuration: .init(metrics: [.wallClock, .mallocCountTotal], scalingFactor: .one, maxIterations: 200)
  ) { benchmark in
    guard let growing else { return }
    var append = growing.take()
    benchmark.startMeasurement()
    append.run()
    benchmark.stopMeasurement()
    growing.putBack(append)
  }

  // The first append after a build: each sample builds afresh (not measured), then appends once.
  let firstAppend = masonry["first append of 1,000 items after building 1,000,000"]
  Benchmark(
    "MasonryLayout first append of 1,000 items after building 1,000,000",
    configuration: .init(metrics: [.wallClock, .mallocCountTotal], scalingFactor: .one, maxIterations: 20)
  ) { benchmark in
    guard let firstAppend else { return }
    run(firstAppend, once: benchmark)
  }

  for workload in Workload.masonry where workload.name.hasPrefix("items(in:") {
    let query = PreparedOnce(workload)
    Benchmark("MasonryLayout \(workload.name)") { benchmark in
      var items = query.take()
      benchmark.startMeasurement()
      items.run(times: benchmark.scaledIterations.count)
      benchmark.stopMeasurement()
      query.putBack(items)
    }
  }

  // What MasonryGrid does: a scroll frame asks which items to create; new data at the end is
  // compared by ID and appended. One grid grows by 1,000 a sample from 100,000 (a copy per sample
  // would measure the copy).
  let photos = Workload.samplePhotos(300_000)
  let growingGrid = GrowingMasonryGrid(photos: photos, startCount: 100_000)
  let settledGrid = growingGrid.grid
  Benchmark("MasonryGridState items to create for a scroll frame, 100,000 items") { benchmark in
    for iteration in benchmark.scaledIterations {
      let offset = CGFloat(iteration % 1_000) * 997
      blackHole(settledGrid.itemsToCreate(scrollOffset: offset, viewportHeight: 844))
    }
  }
  Benchmark(
    "MasonryGridState update appending 1,000 items to 100,000+ (IDs compared)",
    configuration: .init(metrics: [.wallClock, .mallocCountTotal], scalingFactor: .one, maxIterations: 150)
  ) { benchmark in
    growingGrid.appendThousand(benchmark)
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

/// A workload prepared on its first sample and shared by the later ones.
final class PreparedOnce: @unchecked Sendable {
  private let workload: Workload
  private var operation: (any RepeatedOperation)?

  init(_ workload: Workload) { self.workload = workload }

  /// The operation, prepared the first time, taken out so that the caller holds the only copy: run
  /// through a shared copy, a mutation would first copy its state (a million-item masonry, 4 ms).
  func take() -> any RepeatedOperation {
    defer { operation = nil }
    return operation ?? workload.prepare()
  }

  /// Gives the operation back for the next sample.
  func putBack(_ operation: any RepeatedOperation) { self.operation = operation }
}

/// Prepares `workload` afresh for this sample (not measured) and measures one run of it.
func run(_ workload: Workload, once benchmark: Benchmark) {
  var operation = workload.prepare()
  benchmark.startMeasurement()
  operation.run()
  benchmark.stopMeasurement()
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
  for workload in Workload.frames {
    Benchmark("Frame: \(workload.name)") { benchmark in
      var frames = workload.prepare()
      benchmark.startMeasurement()
      frames.run(times: benchmark.scaledIterations.count)
    }
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

/// What VoiceOver may reach in a frame: run by the SwiftUI canvas on every frame it draws.
func accessibleItemsBenchmarks() {
  Benchmark("accessibleIndices(in:) ring of 12 banners") { benchmark in
    var ring = RotaryCarousel(itemCount: 12)
    ring.setViewport(CGSize(width: 390, height: 300))
    let placements = ring.placements()
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations { blackHole(placements.accessibleIndices(in: CGSize(width: 390, height: 300))) }
  }
  Benchmark("accessibleIndices(in:) free row, 120-point items in a 1,280-point window") { benchmark in
    var row = FreeScrollCarousel(itemCount: 1_000, itemSize: CGSize(width: 120, height: 160))
    row.setViewport(CGSize(width: 1280, height: 180))
    row.scroll(to: 500, animation: nil, time: 0)
    _ = row.advance(to: 0)
    let placements = row.placements()
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      blackHole(placements.accessibleIndices(in: CGSize(width: 1280, height: 180)))
    }
  }
}

/// A masonry grid state shared by the samples of a benchmark, grown by 1,000 items a sample.
final class GrowingMasonryGrid: @unchecked Sendable {
  private(set) var grid = MasonryGridState<Int>(columns: .fixed(2))
  private let photos: [MasonryLayout.Item]
  private var count: Int

  init(photos: [MasonryLayout.Item], startCount: Int) {
    self.photos = photos
    count = startCount
    grid.update(width: 390, ids: Array(0..<startCount)) { photos[$0] }
  }

  /// Measures one update that appends 1,000 items (the IDs built before the clock starts).
  func appendThousand(_ benchmark: Benchmark) {
    count = Swift.min(count + 1_000, photos.count)
    let ids = Array(0..<count)
    var grid = self.grid
    self.grid = MasonryGridState()  // the only copy is the local one: no copy-on-write in the update
    benchmark.startMeasurement()
    grid.update(width: 390, ids: ids) { self.photos[$0] }
    benchmark.stopMeasurement()
    self.grid = grid
  }
}
