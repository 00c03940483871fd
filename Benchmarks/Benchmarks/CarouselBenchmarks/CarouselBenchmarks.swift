import Benchmark
import CarouselCore
import Foundation

let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .instructions, .mallocCountTotal], maxDuration: .seconds(2))

  Benchmark("DragTracker.handle per sample") { benchmark in
    var tracker = DragTracker()
    _ = tracker.handle(.began(.zero, at: 0))
    var time = 0.0
    for _ in benchmark.scaledIterations {
      time += 1.0 / 120
      blackHole(tracker.handle(.changed(CGPoint(x: time * 800, y: 0), at: time)))
    }
  }
}
