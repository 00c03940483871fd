import CarouselImages
import Foundation
import GalleryModel
import GalleryTestSupport
import Testing

@testable import GalleryServer

/// `gallery serve` as an attacker and a crowd find it (SPEC §21), over loopback: only image files
/// inside the photo folder's real path, each with its content type; path tricks and links out of the
/// folder 404; idle connections closed; oversized headers refused; and a load test whose figures
/// the run prints.
@Suite("gallery serve under hostile and heavy use", .serialized)
struct ServeTests {
  static let fixtures = GalleryFiles.fixtures

  /// Runs `server` on 127.0.0.1 at a free port until `body` returns.
  static func serving<Result>(_ server: GalleryServer, _ body: (Int) async throws -> Result) async throws -> Result {
    let (ports, continuation) = AsyncStream.makeStream(of: Int.self)
    let task = Task {
      try await server.run(port: 0) { port in
        continuation.yield(port)
        continuation.finish()
      }
    }
    defer { task.cancel() }
    var port = 0
    for await value in ports { port = value }
    return try await body(port)
  }

  /// A photo folder: a JPEG, a PNG, a WebP, text under a photo's name, the credits, a link to
  /// `/etc/passwd`, a link to a photo outside the folder, and a link to a photo inside it.
  static func hostileFolder() throws -> (folder: URL, outside: URL) {
    let manager = FileManager.default
    let base = manager.temporaryDirectory.appendingPathComponent("serve-\(UUID().uuidString)")
    let folder = base.appendingPathComponent("photos")
    try manager.createDirectory(at: folder, withIntermediateDirectories: true)
    let jpeg = try Data(contentsOf: fixtures.appendingPathComponent("flower-1600x1200.jpg"))
    try jpeg.write(to: folder.appendingPathComponent("photo.jpg"))
    try Data(contentsOf: fixtures.appendingPathComponent("flower-400x300.png")).write(
      to: folder.appendingPathComponent("flower.png"))
    try Data(contentsOf: fixtures.appendingPathComponent("flower-400x300.webp")).write(
      to: folder.appendingPathComponent("flower.webp"))
    try Data("not a photo at all".utf8).write(to: folder.appendingPathComponent("notes.jpg"))
    try Data("Photographs: mate-backgrounds".utf8).write(to: folder.appendingPathComponent("CREDITS.txt"))
    try manager.createSymbolicLink(
      atPath: folder.appendingPathComponent("passwd.jpg").path, withDestinationPath: "/etc/passwd")
    let outside = base.appendingPathComponent("private.jpg")
    try jpeg.write(to: outside)
    try manager.createSymbolicLink(
      atPath: folder.appendingPathComponent("leak.jpg").path, withDestinationPath: outside.path)
    try manager.createSymbolicLink(
      atPath: folder.appendingPathComponent("alias.jpg").path,
      withDestinationPath: folder.appendingPathComponent("photo.jpg").path)
    return (folder, outside)
  }

  @Test("Only image files whose real path is inside the folder are served, each with its content type")
  func onlyImagesInsideTheFolder() async throws {
    let (folder, _) = try Self.hostileFolder()
    defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
    // The folder named through a link is still the folder.
    let linked = folder.deletingLastPathComponent().appendingPathComponent("linked-photos")
    try FileManager.default.createSymbolicLink(atPath: linked.path, withDestinationPath: folder.path)
    let server = try GalleryServer(photoDirectory: linked)
    try await Self.serving(server) { port in
      let base = URL(string: "http://127.0.0.1:\(port)/v1/photos/")!
      let loader = URLSessionDataLoader(timeout: 5)
      for (name, type) in [
        ("photo.jpg", "image/jpeg"), ("flower.png", "image/png"), ("flower.webp", "image/webp"),
        ("alias.jpg", "image/jpeg"),
      ] {
        let answer = try await loader.loadData(from: base.appendingPathComponent(name))
        #expect(answer.contentType == type, "\(name)")
        #expect(ImageFormat(sniffing: answer.data)?.mediaType == type, "\(name)")
      }
      for name in [
        "CREDITS.txt", "notes.jpg", "passwd.jpg", "leak.jpg", "none.jpg", "..%2Fprivate.jpg", "%2e%2e%2fprivate.jpg",
        "%2Fetc%2Fpasswd", ".hidden", "%00photo.jpg",
      ] {
        let url = try #require(URL(string: base.absoluteString + name))
        await #expect(throws: ImageLoadingError.badStatus(code: 404), "\(name)") {
          try await loader.loadData(from: url)
        }
      }
    }
  }

  @Test("The real-path check itself: inside, outside, through links, and missing")
  func realPathCheck() throws {
    let (folder, outside) = try Self.hostileFolder()
    defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
    let root = try #require(GalleryServer.realPath(folder.path))
    #expect(GalleryServer.photo(at: folder.appendingPathComponent("photo.jpg").path, inside: root)?.1 == .jpeg)
    #expect(GalleryServer.photo(at: folder.appendingPathComponent("alias.jpg").path, inside: root)?.1 == .jpeg)
    #expect(GalleryServer.photo(at: folder.appendingPathComponent("leak.jpg").path, inside: root) == nil)
    #expect(GalleryServer.photo(at: folder.appendingPathComponent("passwd.jpg").path, inside: root) == nil)
    #expect(GalleryServer.photo(at: outside.path, inside: root) == nil)
    #expect(GalleryServer.photo(at: folder.path + "/../private.jpg", inside: root) == nil)
    #expect(GalleryServer.photo(at: folder.path, inside: root) == nil)  // the folder itself
    // A sibling whose name starts like the folder's is not inside it.
    let sibling = folder.deletingLastPathComponent().appendingPathComponent("photos-extra")
    try FileManager.default.createDirectory(at: sibling, withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      at: folder.appendingPathComponent("photo.jpg"), to: sibling.appendingPathComponent("photo.jpg"))
    #expect(GalleryServer.photo(at: sibling.appendingPathComponent("photo.jpg").path, inside: root) == nil)
  }

  /// 2,000 requests — photos and feeds — from 32 clients at once: every one answered correctly.
  /// The figures (requests per second, median and slowest latency) are printed for the notes; they
  /// are not asserted (a shared machine's timing is not a test).
  @Test("Load: 2,000 requests from 32 concurrent clients are all answered")
  func load() async throws {
    let server = try GalleryServer()
    try await Self.serving(server) { port in
      let base = URL(string: "http://127.0.0.1:\(port)/v1/")!
      let paths = ["photos/featured_topic1.jpg", "photos/favorite_scene3.webp", "featured_topics", "recent_news", ""]
      let loader = URLSessionDataLoader(timeout: 10)
      let started = ContinuousClock.now
      let latencies = try await withThrowingTaskGroup(of: [Duration].self) { group in
        for client in 0..<32 {
          group.addTask {
            var times: [Duration] = []
            for request in 0..<(2_000 / 32 + (client < 2_000 % 32 ? 1 : 0)) {
              let path = paths[(client + request) % paths.count]
              let start = ContinuousClock.now
              let answer = try await loader.loadData(from: base.appendingPathComponent(path))
              times.append(ContinuousClock.now - start)
              if path.hasPrefix("photos/") {
                guard ImageFormat(sniffing: answer.data) != nil else {
                  throw ImageLoadingError.notAnImage(contentType: nil)
                }
              } else {
                guard answer.contentType == "application/json" else {
                  throw ImageLoadingError.notAnImage(contentType: answer.contentType)
                }
              }
            }
            return times
          }
        }
        return try await group.reduce(into: []) { $0 += $1 }.sorted()
      }
      let elapsed = ContinuousClock.now - started
      #expect(latencies.count == 2_000)
      let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
      print(
        "gallery serve load: 2000 requests, 32 clients, \(Int(2_000 / seconds)) requests/s, median \(latencies[1_000]), "
          + "99th percentile \(latencies[1_980]), slowest \(latencies[1_999])")
    }
  }

  @Test("500 idle connections neither starve a request nor outlive the idle timeout")
  func idleConnections() async throws {
    let server = try GalleryServer(idleTimeout: .seconds(1))
    try await Self.serving(server) { port in
      let idle = (0..<500).compactMap { _ in LoopbackSocket(port: port, receiveTimeout: 4) }
      #expect(idle.count == 500)
      let feeds = try await URLSessionDataLoader(timeout: 5).loadData(from: URL(string: "http://127.0.0.1:\(port)/v1")!)
      #expect(String(decoding: feeds.data, as: UTF8.self).contains("featured_topics"))
      // Each was closed by the server once idle for a second: reading ends, with nothing sent.
      let closed = idle.filter { $0.readUntilClosed() == Data() }.count
      #expect(closed == 500)
    }
  }

  @Test("A request with 100 KB of headers is refused, and the server answers the next one")
  func oversizedHeaders() async throws {
    let server = try GalleryServer()
    try await Self.serving(server) { port in
      let socket = try #require(LoopbackSocket(port: port))
      socket.send("GET /v1 HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Padding: \(String(repeating: "a", count: 100_000))\r\n\r\n")
      let answer = String(decoding: socket.readUntilClosed() ?? Data(), as: UTF8.self)
      #expect(!answer.hasPrefix("HTTP/1.1 200"), "\(answer.prefix(80))")
      let feeds = try await URLSessionDataLoader(timeout: 5).loadData(from: URL(string: "http://127.0.0.1:\(port)/v1")!)
      #expect(!feeds.data.isEmpty)
    }
  }
}
