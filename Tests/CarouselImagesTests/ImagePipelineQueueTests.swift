import CarouselImages
import Foundation
import Testing

/// The pipeline's queue with a loader the test holds back: which loads start, in what order, and how
/// many at once.
@Suite("ImagePipeline queue: limits, priorities, cancellation")
struct ImagePipelineQueueTests {
  private func url(_ name: String) -> URL { URL(string: "https://photos.test/\(name).jpg")! }

  private func waitUntil(_ condition: () -> Bool) async throws {
    for _ in 0..<1_000 where !condition() { try await Task.sleep(for: .milliseconds(5)) }
    #expect(condition())
  }

  @Test("Waiting loads start highest priority first, and a priority raised while queued counts")
  func prioritiesOrderTheQueue() async throws {
    let loader = ControlledLoader(data: Fixtures.jpeg)
    let pipeline = ImagePipeline(decoder: HeaderDecoder(), loader: loader, maximumConcurrentLoads: 1)
    let done = Protected(0)
    let count: ImagePipeline<HeaderDecoder>.Completion = { _ in done.withLock { $0 += 1 } }
    pipeline.loadImage(with: ImageRequest(url: url("first")), completion: count)
    try await waitUntil { loader.started.count == 1 }
    let a = pipeline.loadImage(with: ImageRequest(url: url("a"), priority: .low), completion: count)
    pipeline.loadImage(with: ImageRequest(url: url("b"), priority: .low), completion: count)
    pipeline.loadImage(with: ImageRequest(url: url("c"), priority: .high), completion: count)
    pipeline.loadImage(with: ImageRequest(url: url("d"), priority: .normal), completion: count)
    a.setPriority(.veryHigh)
    #expect(pipeline.statistics.queuedLoads == 4)
    loader.releaseAll()
    try await waitUntil { done.withLock { $0 } == 5 }
    #expect(loader.started == ["first", "a", "c", "d", "b"].map(url))
  }

  @Test("At most the configured number of loads run at once")
  func concurrencyLimit() async throws {
    let loader = ControlledLoader(data: Fixtures.jpeg)
    let pipeline = ImagePipeline(decoder: HeaderDecoder(), loader: loader, maximumConcurrentLoads: 3)
    let done = Protected(0)
    for n in 0..<20 {
      pipeline.loadImage(with: ImageRequest(url: url("\(n)"))) { _ in done.withLock { $0 += 1 } }
    }
    try await waitUntil { loader.inFlight.now == 3 }
    #expect(pipeline.statistics.runningLoads == 3 && pipeline.statistics.queuedLoads == 17)
    loader.releaseAll()
    try await waitUntil { done.withLock { $0 } == 20 }
    #expect(loader.inFlight.peak == 3)
    #expect(pipeline.statistics.peakRunningLoads == 3)
    #expect(pipeline.memoryCache.count == 20)
  }

  @Test("A queued load cancelled by its only requester is never fetched; the completion says cancelled")
  func cancelQueued() async throws {
    let loader = ControlledLoader(data: Fixtures.jpeg)
    let pipeline = ImagePipeline(decoder: HeaderDecoder(), loader: loader, maximumConcurrentLoads: 1)
    pipeline.loadImage(with: ImageRequest(url: url("first"))) { _ in }
    try await waitUntil { loader.started.count == 1 }
    let outcome = Protected<Result<TestImage, ImageLoadingError>?>(nil)
    let queued = pipeline.loadImage(with: ImageRequest(url: url("queued"))) { result in
      outcome.withLock { $0 = result }
    }
    queued.cancel()
    queued.cancel()  // twice is harmless
    #expect(pipeline.statistics.pendingLoads == 1)
    #expect(outcome.withLock { $0.map { (try? $0.get()) == nil } } == true)
    loader.releaseAll()
    try await waitUntil { pipeline.statistics.pendingLoads == 0 }
    #expect(loader.started == [url("first")])
  }

  @Test("A memory-cache hit answers at once without the loader")
  func memoryHit() async throws {
    let loader = ControlledLoader(data: Fixtures.jpeg)
    loader.releaseAll()
    let pipeline = ImagePipeline(decoder: HeaderDecoder(), loader: loader)
    let request = ImageRequest(url: url("a"), targetPixelSize: PixelSize(width: 50, height: 50))
    _ = try await pipeline.image(for: request)
    #expect(pipeline.cachedImage(for: request) != nil)
    // A different target size is a different image.
    #expect(pipeline.cachedImage(for: ImageRequest(url: url("a"))) == nil)
    let answered = Protected(false)
    pipeline.loadImage(with: request) { _ in answered.withLock { $0 = true } }
    #expect(answered.withLock { $0 })
    #expect(loader.started.count == 1 && pipeline.statistics.memoryHits == 1)
  }

  @Test("A decoder's failure is decodingFailed and nothing is cached")
  func decoderFailure() async throws {
    let loader = ControlledLoader(data: Data([0xFF, 0xD8, 0xFF, 0xD9]))  // SOI, EOI: whole, but no frame
    loader.releaseAll()
    let pipeline = ImagePipeline(decoder: HeaderDecoder(), loader: loader)
    await #expect {
      try await pipeline.image(for: ImageRequest(url: url("empty")))
    } throws: { error in
      if case .decodingFailed(.jpeg, let reason) = error as? ImageLoadingError { return reason.contains("header") }
      return false
    }
    #expect(pipeline.memoryCache.count == 0 && pipeline.statistics.failedLoads == 1)
  }
}
