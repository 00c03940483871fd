import AppModel
import CarouselCore
import CarouselImages
import Foundation
import GalleryApp
import GalleryModel
import GalleryRender
import GalleryTestSupport
import HTTPTypes
import HummingbirdCore
import NIOCore
import Testing

@testable import GalleryServer

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The Gallery's API (SPEC §17) over loopback: `gallery serve`'s server, the client reading every
/// feed and photo through the same code path as the bundled files, failures per feed, and the
/// app's banner and retry.
@MainActor
@Suite("API")
struct APITests {
  /// Serves `respond` on 127.0.0.1 at a free port, through the server `gallery serve` runs, until
  /// `body` returns.
  static func serving<Result>(
    _ respond: @escaping @Sendable (Request) async throws -> Response, _ body: (URL) async throws -> Result
  ) async throws -> Result {
    let (ports, continuation) = AsyncStream.makeStream(of: Int.self)
    let server = Task {
      try await GalleryServer.serve(
        host: "127.0.0.1", port: 0, idleTimeout: GalleryServer.defaultIdleTimeout, shutdownSignals: [],
        listening: { port in
          continuation.yield(port)
          continuation.finish()
        }, respond: respond)
    }
    defer { server.cancel() }
    var port = 0
    for await value in ports { port = value }
    return try await body(URL(string: "http://127.0.0.1:\(port)")!)
  }

  /// Serves what `gallery serve` serves.
  static func serving<Result>(_ server: GalleryServer, _ body: (URL) async throws -> Result) async throws -> Result {
    try await serving({ request in server.respond(to: request) }, body)
  }

  /// The feed a request names, by its path's last segment.
  nonisolated static func feedName(_ request: Request) -> String {
    String(request.uri.path.split(separator: "/").last ?? "")
  }

  nonisolated static func sample() throws -> FeedBundle { try FeedBundle.sample().feeds }

  @Test("gallery serve answers every feed and photo; unknown ones are 404")
  func serverAnswersEverything() async throws {
    let server = try GalleryServer()
    try await Self.serving(server) { base in
      let (feeds, issues) = await FeedBundle.fetch(from: .api(base), loader: URLSessionDataLoader(timeout: 5))
      #expect(issues.isEmpty)
      #expect(feeds == (try Self.sample()))
      let loader = URLSessionDataLoader(timeout: 5)
      let photo = try await loader.loadData(from: base.appendingPathComponent("v1/photos/featured_topic1.jpg"))
      #expect(ImageFormat(sniffing: photo.data) == .jpeg && photo.contentType == "image/jpeg")
      let webp = try await loader.loadData(from: base.appendingPathComponent("v1/photos/favorite_scene3.webp"))
      #expect(webp.contentType == "image/webp")
      for path in ["v1/no_such_feed", "v1/photos/none.jpg", "v1/photos/..%2FREADME"] {
        await #expect(throws: ImageLoadingError.badStatus(code: 404)) {
          try await loader.loadData(from: base.appendingPathComponent(path))
        }
      }
    }
  }

  @Test("gallery serve answers HEAD without a body, refuses other methods with 405, and names itself and the date")
  func serverMethodsAndHeaders() async throws {
    let server = try GalleryServer()
    try await Self.serving(server) { base in
      func send(_ method: String, _ path: String) async throws -> (Data, HTTPURLResponse) {
        var request = URLRequest(url: base.appendingPathComponent(path))
        request.httpMethod = method
        let (data, response) = try await URLSession.shared.data(for: request)
        return (data, try #require(response as? HTTPURLResponse))
      }
      let (body, get) = try await send("GET", "v1/recent_news")
      #expect(get.statusCode == 200 && !body.isEmpty)
      #expect(get.value(forHTTPHeaderField: "Server") == GalleryServer.serverName)
      let date = try #require(get.value(forHTTPHeaderField: "Date"))
      #expect(date.hasSuffix(" GMT") && date.count == 29)
      let (headBody, head) = try await send("HEAD", "v1/recent_news")
      #expect(head.statusCode == 200 && headBody.isEmpty)
      let (_, post) = try await send("POST", "v1/recent_news")
      #expect(post.statusCode == 405 && post.value(forHTTPHeaderField: "Allow") == "GET, HEAD")
    }
  }

  @Test("An HTTP date is RFC 9110's fixed format, in GMT")
  func httpDates() {
    #expect(GalleryServer.httpDate(Date(timeIntervalSince1970: 784_111_777)) == "Sun, 06 Nov 1994 08:49:37 GMT")
    #expect(GalleryServer.httpDate(Date(timeIntervalSince1970: 0)) == "Thu, 01 Jan 1970 00:00:00 GMT")
  }

  @Test("A 500, a timeout and a malformed body each fail their own feed; the others load")
  func failuresStayInTheirFeed() async throws {
    let directory = try #require(FeedBundle.sampleDirectory)
    let respond: @Sendable (Request) async throws -> Response = { request in
      let name = Self.feedName(request)
      switch name {
      case "recent_news": return Response(status: .internalServerError)
      case "trend_articles":
        try await Task.sleep(for: .seconds(4))
        return Response(status: .ok)
      case "pickup_photos":
        return Response(status: .ok, body: ResponseBody(byteBuffer: ByteBuffer(string: "{\"result\": [1, 2")))
      default:
        let data = try Data(contentsOf: directory.appendingPathComponent("\(name).json"))
        return Response(status: .ok, body: ResponseBody(byteBuffer: ByteBuffer(bytes: data)))
      }
    }
    try await Self.serving(respond) { base in
      let (feeds, issues) = await FeedBundle.fetch(from: .api(base), loader: URLSessionDataLoader(timeout: 1))
      let sample = try Self.sample()
      #expect(feeds.featuredTopics == sample.featuredTopics && feeds.articles == sample.articles)
      #expect(feeds.campaignBanners == sample.campaignBanners && feeds.favoriteScenes == sample.favoriteScenes)
      #expect(feeds.recentNews.isEmpty && feeds.trendArticles.isEmpty && feeds.pickupPhotos.isEmpty)
      #expect(issues.map(\.feed).sorted() == ["pickup_photos", "recent_news", "trend_articles"])
      let reasons = Dictionary(uniqueKeysWithValues: issues.map { ($0.feed, $0.reason) })
      #expect(reasons["recent_news"]?.contains("HTTP 500") == true)
      #expect(reasons["trend_articles"]?.contains("did not answer in time") == true)
      #expect(reasons["pickup_photos"]?.contains("not valid JSON") == true)
    }
  }

  @Test("With --api the middleware loads over HTTP; a failed feed shows a banner, and a tap on it retries")
  func bannerAndRetry() async throws {
    let directory = try #require(FeedBundle.sampleDirectory)
    let attempts = Counter()
    let respond: @Sendable (Request) async throws -> Response = { request in
      let name = Self.feedName(request)
      if name == "recent_news", attempts.increment() == 1 { return Response(status: .serviceUnavailable) }
      let data = try Data(contentsOf: directory.appendingPathComponent("\(name).json"))
      return Response(status: .ok, body: ResponseBody(byteBuffer: ByteBuffer(bytes: data)))
    }
    try await Self.serving(respond) { base in
      try await Self.checkBannerAndRetry(base: base)
    }
  }

  static func checkBannerAndRetry(base: URL) async throws {
    let app = GalleryApp(settings: try LaunchSettings(api: base.absoluteString, timeZone: "UTC"))
    app.renderer.cache.fadeDuration = 0
    await app.loadFeeds()
    #expect(app.store.state.data.failedFeeds.map(\.feed) == ["recent_news"])
    #expect(app.store.state.data.loadStatusMessage?.contains("HTTP 503") == true)
    let banner = try #require(GalleryRenderer.loadStatusFrame(for: app.store.state))
    app.draw()
    let pixel = CanvasPixels.pixel(app.canvas, Int(banner.minX + 4), Int(banner.midY))
    #expect(pixel[2] > 150 && pixel[1] < 80)  // red: B, G, R, A
    // A tap on the banner retries; the screen under it never sees the touch.
    let point = CGPoint(x: banner.midX, y: banner.midY)
    app.frame(at: 1, inputs: [.drag(DragEvent(phase: .began, location: point, time: 1))])
    app.frame(at: 1.05, inputs: [.drag(DragEvent(phase: .ended, location: point, time: 1.05))])
    #expect(app.store.state.data.loadState == .loading)
    #expect(app.store.state.data.loadStatusMessage == "Loading feeds…")
    await app.store.settle()
    #expect(app.store.state.data.failedFeeds.isEmpty && app.store.state.data.loadStatusMessage == nil)
    #expect(app.store.state.data.feeds.recentNews.count == 12)
    #expect(app.store.state.detail == nil && app.store.state.tapLog.isEmpty)
  }

  @Test("Home rendered from gallery serve matches the reference rendered from the bundled files")
  func renderThroughTheAPIMatchesReference() async throws {
    let cache = FileManager.default.temporaryDirectory.appendingPathComponent("gallery-api-cache-\(UUID().uuidString)")
    setenv("XDG_CACHE_HOME", cache.path, 1)
    defer { try? FileManager.default.removeItem(at: cache) }
    let server = try GalleryServer()
    let output = FileManager.default.temporaryDirectory.appendingPathComponent(
      "gallery-api-render-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: output) }
    let files = try await Self.serving(server) { base in
      try await HeadlessRender.render(
        screens: [.home, .favorites], to: output.path,
        settings: try LaunchSettings(api: base.absoluteString, timeZone: "UTC"))
    }
    for file in files {
      let rendered = try Canvas(contentsOfPNG: file)
      let reference = try Canvas(
        contentsOfPNG: GalleryFiles.references.appendingPathComponent(file.lastPathComponent))
      #expect(CanvasPixels.difference(rendered, reference) == 0, "\(file.lastPathComponent)")
    }
    // The photos were kept on disk for the next run.
    #expect(
      try FileManager.default.contentsOfDirectory(
        atPath: cache.appendingPathComponent("carouselkit-gallery/photos").path
      ).count >= 10)
  }

  @Test(
    "--api takes an http URL; anything else is one line naming the option",
    arguments: ["ftp://host", "not a url", "http://", "file:///tmp"])
  func badAPIValues(value: String) {
    #expect {
      try LaunchSettings(api: value)
    } throws: { error in
      guard let error = error as? OptionError else { return false }
      return error.option == "--api" && error.problem.hasPrefix("not an http URL")
        && !error.description.contains("\n")
    }
  }
}

/// A count shared with a server's handlers.
final class Counter: @unchecked Sendable {
  private let lock = NSLock()
  private var value = 0

  /// Adds one and returns the new count.
  func increment() -> Int {
    lock.lock()
    defer { lock.unlock() }
    value += 1
    return value
  }
}

@Suite("Reloading feeds")
struct ReloadTests {
  @Test("The banner puts the way to retry before which feeds failed; it says when feeds are loading")
  func bannerText() {
    var data = DataState()
    #expect(data.loadStatusMessage == nil)
    data.loadState = .loaded
    data.issues = [
      FeedIssue(feed: "recent_news", reason: "the server could not be reached: refused"),
      FeedIssue(feed: "articles", index: 3, field: "title", reason: "missing"),
    ]
    #expect(data.loadStatusMessage == "Tap or R to retry · recent_news: the server could not be reached: refused")
    data.issues = Feed.allCases.map { FeedIssue(feed: $0.rawValue, reason: "down") }
    #expect(data.loadStatusMessage == "Tap or R to retry · 8 feeds failed: down")
    data.loadState = .loading
    #expect(data.loadStatusMessage == "Loading feeds…")
    data.loadState = .loaded
    data.issues = [FeedIssue(feed: "articles", index: 3, field: "title", reason: "missing")]
    #expect(data.loadStatusMessage == nil)
  }
}

@MainActor
@Suite("Frames after effects")
struct FramesAfterEffectsTests {
  @Test("State an effect changed between frames is drawn by the next frame")
  func effectBetweenFramesIsDrawn() async throws {
    let gate = Gate()
    let app = GalleryApp(loadFeeds: {
      await gate.wait()
      return try FeedBundle.sample()
    })
    #expect(app.frame(at: 0))  // the first frame
    #expect(!app.frame(at: 0.1))  // nothing moved
    app.dispatch(.data(.loadFeeds))
    #expect(app.frame(at: 0.2))  // loading: the banner
    #expect(!app.frame(at: 0.3))
    await gate.open()
    await app.store.settle()  // the feeds arrive between frames
    #expect(app.frame(at: 0.4))
    #expect(app.store.state.data.feeds.featuredTopics.count == 8)
  }
}

/// Holds a task until opened.
actor Gate {
  private var isOpen = false
  private var waiting: [CheckedContinuation<Void, Never>] = []

  func wait() async {
    if isOpen { return }
    await withCheckedContinuation { waiting.append($0) }
  }

  func open() {
    isOpen = true
    for continuation in waiting { continuation.resume() }
    waiting = []
  }
}
