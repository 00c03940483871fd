import CarouselImages
import Foundation
import Testing

/// The pipeline over real HTTP: a server on 127.0.0.1 started by each test (``TestImageServer``), URLSession
/// (FoundationNetworking) as the loader.
@Suite("ImagePipeline over HTTP")
struct ImagePipelineServerTests {
  private let cacheDirectory = FileManager.default.temporaryDirectory
    .appendingPathComponent("carousel-pipeline-\(UUID().uuidString)")

  private func pipeline(
    loaderTimeout: TimeInterval = 30, disk: Bool = false, memory: ImageMemoryCache<TestImage> = ImageMemoryCache()
  ) throws -> ImagePipeline<HeaderDecoder> {
    ImagePipeline(
      decoder: HeaderDecoder(), loader: URLSessionDataLoader(timeout: loaderTimeout), memoryCache: memory,
      diskCache: disk ? try ImageDiskCache(directory: cacheDirectory, sizeLimit: 10 << 20) : nil)
  }

  @Test("A photo arrives decoded at the target size")
  func loadsAndDownsamples() async throws {
    let server = try await TestImageServer()
    defer { server.stop() }
    server.register("a.jpg", data: Fixtures.jpeg)
    let image = try await pipeline().image(
      for: ImageRequest(url: server.url("a.jpg"), targetPixelSize: PixelSize(width: 100, height: 75)))
    #expect(image == TestImage(format: .jpeg, width: 100, height: 75))
  }

  @Test("20 concurrent requests for one URL make one fetch")
  func coalescesConcurrentRequests() async throws {
    let server = try await TestImageServer()
    defer { server.stop() }
    server.register("a.jpg", data: Fixtures.jpeg)
    let pipeline = try pipeline()
    let request = ImageRequest(url: server.url("a.jpg", route: "slow"))
    let images = try await withThrowingTaskGroup(of: TestImage.self) { group in
      for _ in 0..<20 { group.addTask { try await pipeline.image(for: request) } }
      return try await group.reduce(into: []) { $0.append($1) }
    }
    #expect(images.count == 20 && Set(images).count == 1)
    #expect(server.requestCount("/slow/a.jpg") == 1)
    #expect(pipeline.statistics.fetches == 1)
    #expect(pipeline.statistics.coalescedRequests == 19)
  }

  @Test("A second run hits the disk cache with zero fetches")
  func secondRunHitsDiskCache() async throws {
    defer { try? FileManager.default.removeItem(at: cacheDirectory) }
    let server = try await TestImageServer()
    defer { server.stop() }
    let names = (0..<8).map { "photo\($0).jpg" }
    for name in names { server.register(name, data: Fixtures.jpeg) }
    let first = try pipeline(disk: true)
    for name in names { _ = try await first.image(for: ImageRequest(url: server.url(name))) }
    #expect(server.totalRequests == 8)
    // A new pipeline with empty memory, as after a restart.
    let second = try pipeline(disk: true)
    for name in names { _ = try await second.image(for: ImageRequest(url: server.url(name))) }
    #expect(server.totalRequests == 8)
    #expect(second.statistics.fetches == 0 && second.statistics.diskHits == 8)
  }

  @Test("A corrupt disk entry is dropped and fetched again")
  func corruptDiskEntryIsRefetched() async throws {
    defer { try? FileManager.default.removeItem(at: cacheDirectory) }
    let server = try await TestImageServer()
    defer { server.stop() }
    server.register("a.jpg", data: Fixtures.jpeg)
    _ = try await pipeline(disk: true).image(for: ImageRequest(url: server.url("a.jpg")))
    for file in try FileManager.default.contentsOfDirectory(at: cacheDirectory, includingPropertiesForKeys: nil) {
      try Data("not what was written".utf8).write(to: file)
    }
    let again = try await pipeline(disk: true).image(for: ImageRequest(url: server.url("a.jpg")))
    #expect(again.width == 400)
    #expect(server.requestCount("/photos/a.jpg") == 2)
  }

  @Test("Cancelling the only requester stops the transfer")
  func cancellationStopsTransfer() async throws {
    let server = try await TestImageServer(chunkDelay: .milliseconds(50))
    defer { server.stop() }
    // 60 chunks: 3 s to send, so a loaded machine still cancels mid-transfer.
    server.register("a.jpg", data: Fixtures.jpeg + Fixtures.jpeg + Fixtures.jpeg + Fixtures.jpeg)
    let pipeline = try pipeline()
    let task = Task { try await pipeline.image(for: ImageRequest(url: server.url("a.jpg", route: "stream"))) }
    while server.requestCount("/stream/a.jpg") == 0 { try await Task.sleep(for: .milliseconds(10)) }
    try await Task.sleep(for: .milliseconds(120))
    task.cancel()
    await #expect(throws: ImageLoadingError.cancelled) { try await task.value }
    var waited = 0
    while server.streams.aborted == 0 && waited < 300 {
      try await Task.sleep(for: .milliseconds(10))
      waited += 1
    }
    #expect(server.streams == (completed: 0, aborted: 1))
    #expect(pipeline.statistics.cancelledLoads == 1)
  }

  @Test("One requester cancelling leaves the others their image")
  func partialCancellation() async throws {
    let server = try await TestImageServer(slowDelay: .seconds(2))
    defer { server.stop() }
    server.register("a.jpg", data: Fixtures.jpeg)
    let pipeline = try pipeline()
    let request = ImageRequest(url: server.url("a.jpg", route: "slow"))
    let cancelled = Task { try await pipeline.image(for: request) }
    let kept = Task { try await pipeline.image(for: request) }
    try await Task.sleep(for: .milliseconds(100))
    cancelled.cancel()
    await #expect(throws: ImageLoadingError.cancelled) { try await cancelled.value }
    #expect(try await kept.value.width == 400)
    #expect(server.requestCount("/slow/a.jpg") == 1)
  }

  @Test("404, a slow server, a truncated JPEG and an HTML page each give their failure")
  func failures() async throws {
    let server = try await TestImageServer(slowDelay: .seconds(6))
    defer { server.stop() }
    server.register("cut.jpg", data: Fixtures.jpeg.prefix(Fixtures.jpeg.count / 2))
    server.register(
      "page.jpg", data: Data("<!DOCTYPE html><html><body>Sorry</body></html>".utf8), contentType: "text/html")
    server.register("a.jpg", data: Fixtures.jpeg)
    let pipeline = try pipeline(loaderTimeout: 2)
    let cases: [(URL, ImageLoadingError)] = [
      (server.url("missing.jpg"), .badStatus(code: 404)),
      (server.url("503", route: "status"), .badStatus(code: 503)),
      (server.url("a.jpg", route: "slow"), .timedOut),
      (server.url("cut.jpg"), .truncated(.jpeg)),
      (server.url("page.jpg"), .notAnImage(contentType: "text/html")),
      (URL(string: "http://127.0.0.1:1/nothing-listens.jpg")!, .unreachable("")),
      (URL(string: "ftp://127.0.0.1/a.jpg")!, .unsupportedURL("ftp://127.0.0.1/a.jpg")),
    ]
    for (url, expected) in cases {
      let outcome: Result<TestImage, ImageLoadingError>
      do {
        outcome = .success(try await pipeline.image(for: ImageRequest(url: url)))
      } catch {
        outcome = .failure(error)
      }
      switch (outcome, expected) {
      case (.failure(.unreachable(let reason)), .unreachable): #expect(!reason.isEmpty)
      case (.failure(let error), _): #expect(error == expected, "\(url)")
      case (.success, _): Issue.record("\(url) loaded; expected \(expected)")
      }
      if case .failure(let error) = outcome { #expect(!error.description.isEmpty) }
    }
    #expect(pipeline.memoryCache.count == 0)
  }

  @Test("A sub-second timeout does not fail a fast answer (FoundationNetworking rounds it down to 0)")
  func subSecondTimeout() async throws {
    let server = try await TestImageServer()
    defer { server.stop() }
    server.register("a.jpg", data: Fixtures.jpeg)
    let image = try await pipeline(loaderTimeout: 0.25).image(for: ImageRequest(url: server.url("a.jpg")))
    #expect(image.width == 400)
    await #expect(throws: ImageLoadingError.badStatus(code: 404)) {
      try await pipeline(loaderTimeout: .nan).image(for: ImageRequest(url: server.url("none.jpg")))
    }
  }

  @Test("File URLs load, and a missing file says which")
  func fileURLs() async throws {
    defer { try? FileManager.default.removeItem(at: cacheDirectory) }
    try FileManager.default.createDirectory(at: cacheDirectory, withIntermediateDirectories: true)
    let file = cacheDirectory.appendingPathComponent("flower.png")
    try Fixtures.png.write(to: file)
    let pipeline = try pipeline()
    #expect(try await pipeline.image(for: ImageRequest(url: file)) == TestImage(format: .png, width: 64, height: 48))
    let missing = cacheDirectory.appendingPathComponent("none.png")
    await #expect {
      try await pipeline.image(for: ImageRequest(url: missing))
    } throws: { error in
      if case .unreadableFile(let path, _) = error as? ImageLoadingError { return path == missing.path }
      return false
    }
  }

  /// 2,400 photos, 60 times what the cache holds: it is full from the fourth screen on, and every screen
  /// after evicts as many as it brings (10,000 took 11 s, a millisecond a request over loopback).
  @Test("Memory never exceeds its limit while scrolling through 2,400 photos")
  func memoryStaysBoundedOverThousandsOfPhotos() async throws {
    let server = try await TestImageServer()
    defer { server.stop() }
    server.register("photo.jpg", data: Fixtures.jpeg)
    let limit = 40 * 100 * 75 * 4  // 40 decoded thumbnails
    let memory = ImageMemoryCache<TestImage>(costLimit: limit, countLimit: 10_000)
    let pipeline = try pipeline(memory: memory)
    let size = PixelSize(width: 100, height: 75)
    // A screen of 12 photos at a time, 2,400 photos in all; each URL is distinct (a query string).
    for screen in stride(from: 0, to: 2_400, by: 12) {
      try await withThrowingTaskGroup(of: Void.self) { group in
        for index in screen..<min(screen + 12, 2_400) {
          let url = URL(string: server.url("photo.jpg").absoluteString + "?n=\(index)")!
          group.addTask { _ = try await pipeline.image(for: ImageRequest(url: url, targetPixelSize: size)) }
        }
        try await group.waitForAll()
      }
      #expect(memory.totalCost <= limit)
    }
    #expect(memory.count == 40)
    #expect(server.requestCount("/photos/photo.jpg") == 2_400)
  }
}
