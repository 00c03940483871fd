import CarouselImages
import Foundation
import GalleryModel
import Hummingbird
import Logging

/// The Gallery's HTTP API (SPEC §17), the data behind the seed app's screens:
///
/// | request | answer |
/// |---|---|
/// | `GET /v1` | `{"feeds": [...]}`: the feeds' names |
/// | `GET /v1/<feed>` | the feed's JSON (`featured_topics`, `recent_news`, …) |
/// | `GET /v1/photos/<name>` | a photo named as in the feeds' URLs (JPEG, PNG or WebP; found as ``PhotoFiles`` says) |
///
/// An unknown feed or photo is 404; a feed file that cannot be read is 500. `gallery serve` runs it;
/// `gallery --api URL` reads everything from it through the same code path as the bundled files.
public struct GalleryServer: Sendable {
  /// The folder the feed files are served from.
  public let feedDirectory: URL
  /// The folder the photos are served from.
  public let photoDirectory: URL

  /// A server for the feeds in `feedDirectory` and the photos in `photoDirectory` (the bundled ones
  /// when nil).
  public init(feedDirectory: URL? = nil, photoDirectory: URL? = nil) throws(GalleryServerError) {
    guard let feeds = feedDirectory ?? FeedBundle.sampleDirectory else { throw .missing("the bundled feeds") }
    guard let photos = photoDirectory ?? FeedBundle.samplePhotoDirectory else { throw .missing("the bundled photos") }
    self.feedDirectory = feeds
    self.photoDirectory = photos
  }

  /// Serves on `host`:`port` (0: any free port) until the calling task is cancelled; `listening` is
  /// told the port once the socket is bound.
  public func run(
    host: String = "127.0.0.1", port: Int = 8080, listening: @escaping @Sendable (Int) async -> Void = { _ in }
  ) async throws {
    try await application(host: host, port: port, listening: listening).run()
  }

  /// Serves until SIGINT or SIGTERM, for the command line.
  public func runUntilInterrupted(
    host: String = "127.0.0.1", port: Int = 8080, listening: @escaping @Sendable (Int) async -> Void = { _ in }
  ) async throws {
    try await application(host: host, port: port, listening: listening).runService()
  }

  private func application(
    host: String, port: Int, listening: @escaping @Sendable (Int) async -> Void
  ) -> some ApplicationProtocol {
    var logger = Logger(label: "gallery-serve")
    logger.logLevel = .warning
    return Application(
      router: router(), configuration: .init(address: .hostname(host, port: port), serverName: "CarouselKit Gallery"),
      onServerRunning: { channel in await listening(channel.localAddress?.port ?? port) }, logger: logger)
  }

  func router() -> Router<BasicRequestContext> {
    let router = Router()
    let feedDirectory = feedDirectory
    let photoDirectory = photoDirectory
    router.get("v1") { _, _ -> Response in
      let names = Feed.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
      return Self.json("{\"feeds\": [\(names)]}")
    }
    router.get("v1/:feed") { _, context -> Response in
      guard let feed = context.parameters.get("feed").flatMap(Feed.init(rawValue:)) else {
        return Self.json("{\"error\": \"no such feed\"}", status: .notFound)
      }
      guard let data = try? Data(contentsOf: feedDirectory.appendingPathComponent(feed.fileName)) else {
        return Self.json("{\"error\": \"the feed file cannot be read\"}", status: .internalServerError)
      }
      return Response(
        status: .ok, headers: [.contentType: "application/json"],
        body: ResponseBody(byteBuffer: ByteBuffer(bytes: data)))
    }
    router.get("v1/photos/:name") { _, context -> Response in
      guard let name = context.parameters.get("name"), !name.contains("/"),
        let file = PhotoFiles.file(for: name, in: photoDirectory), let data = try? Data(contentsOf: file)
      else { return Self.json("{\"error\": \"no such photo\"}", status: .notFound) }
      let type = ImageFormat(sniffing: data).map { "image/\($0.rawValue)" } ?? "application/octet-stream"
      return Response(
        status: .ok, headers: [.contentType: type, .cacheControl: "max-age=86400"],
        body: ResponseBody(byteBuffer: ByteBuffer(bytes: data)))
    }
    return router
  }

  private static func json(_ text: String, status: HTTPResponse.Status = .ok) -> Response {
    Response(
      status: status, headers: [.contentType: "application/json"],
      body: ResponseBody(byteBuffer: ByteBuffer(string: text)))
  }
}

/// Why the server cannot start.
public enum GalleryServerError: Error, Sendable, CustomStringConvertible {
  /// Resources the Gallery should ship with are not there.
  case missing(String)

  public var description: String {
    switch self {
    case .missing(let what): "\(what) are missing from this build"
    }
  }
}
