import Benchmark
import CarouselCore
import CarouselImages
import Foundation
import GalleryApp
import GalleryRender

// Issue 13: the image layer's costs — a memory-cache hit, a disk-cache hit, decoding a 1600 × 1200
// JPEG down to 400 × 300 — and the Gallery's frame while photos stream in, which must stay within its
// 8.3 ms target.

func imageBenchmarks() {
  let galleryTestSupport = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Gallery/Tests/GalleryTestSupport")
  let jpeg =
    (try? Data(contentsOf: galleryTestSupport.appendingPathComponent("Fixtures/flower-1600x1200.jpg"))) ?? Data()

  let memory = ImageMemoryCache<Int>(costLimit: 1 << 30, countLimit: 10_000)
  let keys = (0..<1_000).map { ImageRequest(url: URL(string: "https://photos.test/\($0).jpg")!).key }
  for (index, key) in keys.enumerated() { memory.insert(index, cost: 4, for: key) }
  Benchmark("ImageMemoryCache hit (1,000 images cached)") { benchmark in
    for index in benchmark.scaledIterations { blackHole(memory[keys[index % keys.count]]) }
  }

  let directory = FileManager.default.temporaryDirectory.appendingPathComponent("carousel-bench-disk-\(getpid())")
  let disk = try? ImageDiskCache(directory: directory, sizeLimit: 256 << 20)
  let diskURLs = (0..<100).map { URL(string: "https://photos.test/disk/\($0).jpg")! }
  for url in diskURLs { disk?.store(jpeg, for: url) }
  Benchmark(
    "ImageDiskCache hit, a 104 KB JPEG (read, check, touch)",
    configuration: .init(metrics: [.wallClock, .mallocCountTotal], scalingFactor: .one, maxDuration: .seconds(2))
  ) { benchmark in
    for index in benchmark.scaledIterations { blackHole(disk?.data(for: diskURLs[index % diskURLs.count])) }
  }

  let target = PixelSize(width: 400, height: 300)
  Benchmark(
    "Decode + downsample a 1600 × 1200 JPEG to 400 × 300 (libjpeg-turbo, DCT scaling)",
    configuration: .init(metrics: [.wallClock, .mallocCountTotal], scalingFactor: .one, maxDuration: .seconds(2))
  ) { benchmark in
    for _ in benchmark.scaledIterations {
      blackHole(try? PhotoDecoder().decode(jpeg, format: .jpeg, targetPixelSize: target))
    }
  }
  Benchmark(
    "Decode a 1600 × 1200 JPEG at full size (for comparison)",
    configuration: .init(metrics: [.wallClock], scalingFactor: .one, maxDuration: .seconds(2))
  ) { benchmark in
    for _ in benchmark.scaledIterations {
      blackHole(try? PhotoDecoder().decode(jpeg, format: .jpeg, targetPixelSize: nil))
    }
  }

  let streaming = PhotoStreamSession()
  Benchmark(
    "Gallery frame, Home at 390 × 844 points, scale 2: ring dragged while photos stream in",
    configuration: .init(
      metrics: [.wallClock, .throughput], warmupIterations: 30, scalingFactor: .one, maxDuration: .seconds(4),
      maxIterations: 1_000)
  ) { benchmark in
    await streaming.prepare()
    benchmark.startMeasurement()
    await streaming.step()
    benchmark.stopMeasurement()
  }
}

/// Home with the bundled photographs, a finger dragging the ring; every 60 frames the decoded photos
/// are dropped from memory, so they load, decode and fade in again while the frames are measured.
@MainActor
final class PhotoStreamSession: Sendable {
  private var app: GalleryApp?
  private var time = 1.0
  private var frame = 0

  nonisolated init() {}

  func prepare() async {
    guard app == nil, let settings = try? LaunchSettings(scale: 2, timeZone: "UTC") else { return }
    let app = GalleryApp(settings: settings)
    await app.loadFeeds()
    app.prewarm()
    self.app = app
    step(.began)
  }

  func step(_ phase: DragEvent.Phase = .changed) {
    guard let app else { return }
    frame += 1
    time += 1.0 / 60
    if frame % 60 == 0 { app.renderer.images.pipeline?.memoryCache.removeAll() }
    let finger = CGPoint(x: 195 + 120 * sin(Double(frame) / 15), y: 130)
    app.frame(at: time, inputs: [.drag(DragEvent(phase: phase, location: finger, time: time))])
  }
}
