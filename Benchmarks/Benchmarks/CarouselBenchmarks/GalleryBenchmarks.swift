import Benchmark
import CarouselCore
import Foundation
import GalleryApp

// Issue 17: a Gallery frame ≤ 8.3 ms (120 Hz) at 390 × 844 points, scale 2. These measure the frame
// the window runs — input, engine, actions and compositing the cached cards — without the window:
// the copy into it and the present belong to the display. Throughput is frames a second.

func galleryBenchmarks() {
  galleryFrameBenchmark("banner ring dragged") { frame in
    CGPoint(x: 195 + 120 * sin(Double(frame) / 15), y: 130)
  }
  galleryFrameBenchmark("page scrolled") { frame in
    CGPoint(x: 195, y: 500 + 200 * sin(Double(frame) / 20))
  }
}

/// Home's frames, one a sample, while a finger at `finger(frame)` drags without lifting.
func galleryFrameBenchmark(_ name: String, finger: @escaping @Sendable (Int) -> CGPoint) {
  let session = DragSession(finger: finger)
  Benchmark(
    "Gallery frame, Home at 390 × 844 points, scale 2: \(name)",
    configuration: .init(
      metrics: [.wallClock, .throughput, .mallocCountTotal], warmupIterations: 30, scalingFactor: .one,
      maxDuration: .seconds(3), maxIterations: 1_000)
  ) { benchmark in
    await session.prepare()
    benchmark.startMeasurement()
    await session.step()
    benchmark.stopMeasurement()
  }
}

/// One app and one finger down for all of a benchmark's samples: the feeds loaded and every card
/// drawn into the cache before the first.
@MainActor
final class DragSession: Sendable {
  private let finger: @Sendable (Int) -> CGPoint
  private var app: GalleryApp?
  private var time = 1.0
  private var frame = 0

  nonisolated init(finger: @escaping @Sendable (Int) -> CGPoint) { self.finger = finger }

  func prepare() async {
    guard app == nil else { return }
    let app = GalleryApp(scale: 2, timeZone: TimeZone(identifier: "UTC") ?? .current)
    await app.loadFeeds()
    app.prewarm()
    self.app = app
    step(.began)
    for _ in 0..<10 { step(.changed) }
  }

  func step(_ phase: DragEvent.Phase = .changed) {
    frame += 1
    time += 1.0 / 60
    let event = DragEvent(phase: phase, location: finger(frame), time: time)
    _ = app?.frame(at: time, inputs: [.drag(event)])
  }
}
