import CarouselImages
import Foundation
import Testing

/// The pipeline under a misbehaving server (SPEC §21): each fault ends in bounded time and memory
/// with its own failure, nothing it sent is cached, the failure shows as a retry mark, and asking
/// again once the server behaves shows the image. The raw faults — a reset, a drip, a body longer
/// than declared — come from ``RawHTTPServer`` scripted per connection; the rest from ``TestImageServer``, the same
/// server answering by path.
@Suite("ImagePipeline under server faults")
struct ImagePipelineFaultTests {
  private let cacheDirectory = FileManager.default.temporaryDirectory
    .appendingPathComponent("carousel-faults-\(UUID().uuidString)")

  private func pipeline(loader: URLSessionDataLoader) throws -> ImagePipeline<HeaderDecoder> {
    ImagePipeline(
      decoder: HeaderDecoder(), loader: loader,
      diskCache: try ImageDiskCache(directory: cacheDirectory, sizeLimit: 10 << 20))
  }

  private func outcome(
    _ pipeline: ImagePipeline<HeaderDecoder>, _ url: URL
  ) async -> Result<TestImage, ImageLoadingError> {
    do {
      return .success(try await pipeline.image(for: ImageRequest(url: url)))
    } catch {
      return .failure(error)
    }
  }

  /// A whole JPEG answer.
  private static func jpegResponse(_ data: Data = Fixtures.jpeg, contentType: String = "image/jpeg") -> Data {
    RawHTTPServer.head(["Content-Length": "\(data.count)", "Content-Type": contentType, "Connection": "close"])
      + data
  }

  @Test("A connection reset mid-body fails, caches nothing, and the retry after it loads")
  func resetMidBody() async throws {
    defer { try? FileManager.default.removeItem(at: cacheDirectory) }
    let server = try RawHTTPServer { connection in
      guard connection == 0 else { return [.send(Self.jpegResponse())] }
      let half = Fixtures.jpeg.prefix(Fixtures.jpeg.count / 2)
      return [
        .send(RawHTTPServer.head(["Content-Length": "\(Fixtures.jpeg.count)", "Content-Type": "image/jpeg"])),
        .send(half), .pause(0.1), .reset,
      ]
    }
    defer { server.stop() }
    let pipeline = try pipeline(loader: URLSessionDataLoader(timeout: 5))
    let first = await outcome(pipeline, server.url("a.jpg"))
    guard case .failure(let error) = first else {
      Issue.record("a reset body loaded: \(first)")
      return
    }
    #expect(error.isTransient, "\(error)")
    #expect(pipeline.diskCache?.count == 0 && pipeline.memoryCache.count == 0)
    #expect(try await pipeline.image(for: ImageRequest(url: server.url("a.jpg"))).width == 400)
    #expect(pipeline.diskCache?.count == 1)
  }

  @Test("A body dripping a byte a second ends at the loader's time limit, not its idle timeout")
  func drip() async throws {
    let server = try RawHTTPServer { _ in
      [.send(RawHTTPServer.head(["Content-Length": "\(Fixtures.jpeg.count)", "Content-Type": "image/jpeg"]))]
        + Fixtures.jpeg.prefix(30).flatMap { byte in [.send(Data([byte])), .pause(1)] }
    }
    defer { server.stop() }
    // An idle timeout of 30 s never fires: a byte comes every second.
    let loader = URLSessionDataLoader(timeout: 30, maximumDuration: 2)
    let started = ContinuousClock.now
    await #expect(throws: ImageLoadingError.timedOut) { try await loader.loadData(from: server.url("drip.jpg")) }
    // The transfer ends at the limit: the server finds the client gone at its next byte or the one after,
    // which may be after the loader has answered. Timed by the server's thread — this test's own task
    // may wait seconds for a thread of the cooperative pool when CPU-bound tests run beside it (it
    // measured 26 s so). Had the loader not stopped it, the drip would end whole after 30 s.
    let patience = ContinuousClock.now + .seconds(40)
    while server.answerBreaks.isEmpty, ContinuousClock.now < patience { try await Task.sleep(for: .milliseconds(20)) }
    let broke = try #require(server.answerBreaks.first) - started
    #expect(broke >= .seconds(2) && broke < .seconds(6), "\(broke)")
  }

  @Test("A body far longer than its Content-Length is read to the declared length: truncated, not cached")
  func bodyLongerThanDeclared() async throws {
    defer { try? FileManager.default.removeItem(at: cacheDirectory) }
    let declared = 1_000
    let server = try RawHTTPServer { _ in
      [
        .send(RawHTTPServer.head(["Content-Length": "\(declared)", "Content-Type": "image/jpeg"])),
        .send(Fixtures.jpeg + Data(count: 10 << 20)),
      ]
    }
    defer { server.stop() }
    let pipeline = try pipeline(loader: URLSessionDataLoader(timeout: 5))
    #expect(await outcome(pipeline, server.url("a.jpg")) == .failure(.truncated(.jpeg)))
    #expect(pipeline.diskCache?.count == 0)
  }

  @Test("A body beyond the loader's limit is stopped, declared or streamed without end")
  func bodyBeyondTheLimit() async throws {
    let limit = 256 << 10
    let server = try RawHTTPServer { connection in
      if connection == 0 {
        // Declared too large: refused at the head.
        return [.send(RawHTTPServer.head(["Content-Length": "\(100 << 20)", "Content-Type": "image/jpeg"]))]
      }
      // Chunked, 64 KiB a chunk, for ever (until the client leaves).
      let chunk = Data("10000\r\n".utf8) + Data(repeating: 0xAB, count: 1 << 16) + Data("\r\n".utf8)
      return [
        .send(
          RawHTTPServer.head(["Transfer-Encoding": "chunked", "Content-Type": "image/jpeg"]) + Fixtures.jpeg.prefix(0))
      ] + Array(repeating: .send(chunk), count: 4_096)
    }
    defer { server.stop() }
    let loader = URLSessionDataLoader(timeout: 5, maximumBodySize: limit)
    await #expect(throws: ImageLoadingError.tooLarge(limit: limit)) {
      try await loader.loadData(from: server.url("declared.jpg"))
    }
    await #expect(throws: ImageLoadingError.tooLarge(limit: limit)) {
      try await loader.loadData(from: server.url("endless.jpg"))
    }
    #expect(ImageLoadingError.tooLarge(limit: limit).description == "the data is larger than the 256 KiB a load may be")
    #expect(!ImageLoadingError.tooLarge(limit: limit).isTransient)
  }

  @Test("500 then 200: the retry mark, then the image once asked again")
  func serverErrorThenSuccess() async throws {
    defer { try? FileManager.default.removeItem(at: cacheDirectory) }
    let server = try RawHTTPServer { connection in
      connection == 0
        ? [
          .send(
            RawHTTPServer.head(status: "500 Internal Server Error", ["Content-Length": "0", "Connection": "close"]))
        ]
        : [.send(Self.jpegResponse())]
    }
    defer { server.stop() }
    let pipeline = try pipeline(loader: URLSessionDataLoader(timeout: 5))
    let prefetcher = Prefetcher(pipeline: pipeline)
    let request = ImageRequest(url: server.url("a.jpg"))
    func settledPhase() async throws -> ImageLoadPhase<TestImage> {
      for _ in 0..<500 {
        prefetcher.update(visible: [request], ahead: [])
        let phase = prefetcher.phase(of: request)
        if case .loading = phase { try await Task.sleep(for: .milliseconds(10)) } else { return phase }
      }
      return prefetcher.phase(of: request)
    }
    guard case .failed(let error) = try await settledPhase() else {
      Issue.record("the 500 did not fail")
      return
    }
    #expect(error == .badStatus(code: 500) && error.isTransient)
    #expect(pipeline.diskCache?.count == 0)
    // While it stays wanted it is not asked for again; the retry mark asks.
    prefetcher.update(visible: [request], ahead: [])
    #expect(server.connectionCount == 1)
    prefetcher.retry(request)
    guard case .loaded(let image) = try await settledPhase() else {
      Issue.record("the retry did not load")
      return
    }
    #expect(image.width == 400)
    #expect(server.connectionCount == 2)
    #expect(pipeline.diskCache?.count == 1)
  }

  @Test("The content type is not trusted: a JPEG called text loads, a page called a JPEG does not")
  func wrongContentType() async throws {
    defer { try? FileManager.default.removeItem(at: cacheDirectory) }
    let page = Data("<!DOCTYPE html><html><body>Moved</body></html>".utf8)
    let server = try RawHTTPServer { connection in
      connection == 0
        ? [.send(Self.jpegResponse(contentType: "text/plain"))]
        : [.send(Self.jpegResponse(page, contentType: "image/jpeg"))]
    }
    defer { server.stop() }
    let pipeline = try pipeline(loader: URLSessionDataLoader(timeout: 5))
    #expect(try await pipeline.image(for: ImageRequest(url: server.url("a.jpg"))).width == 400)
    #expect(await outcome(pipeline, server.url("b.jpg")) == .failure(.notAnImage(contentType: "image/jpeg")))
    #expect(pipeline.diskCache?.count == 1)
  }

  @Test("A truncated JPEG is not cached, and the whole one loads when the server has it")
  func truncatedThenWhole() async throws {
    defer { try? FileManager.default.removeItem(at: cacheDirectory) }
    let server = try RawHTTPServer { connection in
      [.send(Self.jpegResponse(connection == 0 ? Fixtures.jpeg.prefix(Fixtures.jpeg.count - 200) : Fixtures.jpeg))]
    }
    defer { server.stop() }
    let pipeline = try pipeline(loader: URLSessionDataLoader(timeout: 5))
    #expect(await outcome(pipeline, server.url("a.jpg")) == .failure(.truncated(.jpeg)))
    #expect(pipeline.diskCache?.count == 0)
    #expect(try await pipeline.image(for: ImageRequest(url: server.url("a.jpg"))).height == 300)
  }

  @Test("A file larger than the loader's limit is refused unread")
  func largeFile() async throws {
    defer { try? FileManager.default.removeItem(at: cacheDirectory) }
    try FileManager.default.createDirectory(at: cacheDirectory, withIntermediateDirectories: true)
    let file = cacheDirectory.appendingPathComponent("big.jpg")
    try (Fixtures.jpeg + Data(count: 300_000)).write(to: file)
    let loader = URLSessionDataLoader(maximumBodySize: 200_000)
    await #expect(throws: ImageLoadingError.tooLarge(limit: 200_000)) { try await loader.loadData(from: file) }
    #expect(throws: ImageLoadingError.tooLarge(limit: 200_000)) {
      try URLSessionDataLoader.readFile(at: file, maximumSize: 200_000)
    }
  }
}
