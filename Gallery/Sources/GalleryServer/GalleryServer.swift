import CarouselImages
import Foundation
import GalleryModel
import Hummingbird
import HummingbirdCore
import Logging
import NIOCore

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
///
/// What it serves is bounded (SPEC §21): a photo is a file whose real path — symbolic links resolved —
/// lies inside the photo folder's real path, no larger than ``maximumPhotoSize``, whose bytes are an
/// image (JPEG, PNG, GIF, WebP, HEIC or AVIF), sent with that format's content type; anything else
/// there (`CREDITS.txt`, a link to `/etc/passwd`) is 404. A connection idle for ``idleTimeout`` is
/// closed, and a request whose header fields exceed ``maximumHeaderSize`` bytes is refused.
public struct GalleryServer: Sendable {
  /// The folder the feed files are served from.
  public let feedDirectory: URL
  /// The folder the photos are served from.
  public let photoDirectory: URL
  /// How long a connection may stay idle before the server closes it.
  public let idleTimeout: Duration

  /// 30 s: the default ``idleTimeout``.
  public static let defaultIdleTimeout: Duration = .seconds(30)
  /// 16 KiB: the most bytes a request's header fields may have, each and together.
  public static let maximumHeaderSize = 16 << 10
  /// 32 MiB: the largest photo file served.
  public static let maximumPhotoSize = 32 << 20

  /// A server for the feeds in `feedDirectory` and the photos in `photoDirectory` (the bundled ones
  /// when nil), closing connections idle for `idleTimeout`.
  public init(
    feedDirectory: URL? = nil, photoDirectory: URL? = nil, idleTimeout: Duration = GalleryServer.defaultIdleTimeout
  ) throws(GalleryServerError) {
    guard let feeds = feedDirectory ?? FeedBundle.sampleDirectory else { throw .missing("the bundled feeds") }
    guard let photos = photoDirectory ?? FeedBundle.samplePhotoDirectory else { throw .missing("the bundled photos") }
    self.feedDirectory = feeds
    self.photoDirectory = photos
    self.idleTimeout = idleTimeout > .zero ? idleTimeout : Self.defaultIdleTimeout
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
    let limits = HTTP1Channel.Configuration.DecoderConfiguration(
      maxHeaderFieldSize: Self.maximumHeaderSize, maxHeaderListSize: Self.maximumHeaderSize, maxHeaderFieldCount: 100)
    let (seconds, attoseconds) = idleTimeout.components
    let idle = TimeAmount.nanoseconds(seconds * 1_000_000_000 + attoseconds / 1_000_000_000)
    return Application(
      router: router(),
      server: .http1(configuration: .init(idleTimeout: idle, httpDecoderConfiguration: limits)),
      configuration: .init(address: .hostname(host, port: port), serverName: "CarouselKit Gallery"),
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
    let photoRoot = Self.realPath(photoDirectory.path)
    router.get("v1/photos/:name") { _, context -> Response in
      guard let name = context.parameters.get("name"), !name.contains("/"), let root = photoRoot,
        let file = PhotoFiles.file(for: name, in: photoDirectory),
        let (data, format) = Self.photo(at: file.path, inside: root)
      else { return Self.json("{\"error\": \"no such photo\"}", status: .notFound) }
      return Response(
        status: .ok,
        headers: [.contentType: format.mediaType, .cacheControl: "max-age=86400", .xContentTypeOptions: "nosniff"],
        body: ResponseBody(byteBuffer: ByteBuffer(bytes: data)))
    }
    return router
  }

  /// The bytes and format of the photo at `path` if it may be served: its real path inside `root`
  /// (a real path), a regular file of at most ``maximumPhotoSize`` bytes, an image by its bytes.
  static func photo(at path: String, inside root: String) -> (Data, ImageFormat)? {
    guard let real = realPath(path), real.hasPrefix(root.hasSuffix("/") ? root : root + "/"),
      let attributes = try? FileManager.default.attributesOfItem(atPath: real),
      attributes[.type] as? FileAttributeType == .typeRegular,
      let size = (attributes[.size] as? NSNumber)?.intValue, size <= maximumPhotoSize,
      let data = try? Data(contentsOf: URL(fileURLWithPath: real)), let format = ImageFormat(sniffing: data)
    else { return nil }
    return (data, format)
  }

  /// `path` with every symbolic link, `.` and `..` resolved (POSIX `realpath`), or nil when it does not
  /// exist.
  static func realPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
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
