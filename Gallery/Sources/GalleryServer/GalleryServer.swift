import AppModel
import CarouselImages
import Foundation
import HTTPTypes
import HummingbirdCore
import Logging
import NIOCore
import NIOPosix
import ServiceLifecycle
import UnixSignals

/// The Gallery's HTTP API (SPEC §17), the data behind the seed app's screens:
///
/// | request | answer |
/// |---|---|
/// | `GET /v1` | `{"feeds": [...]}`: the feeds' names |
/// | `GET /v1/<feed>` | the feed's JSON (`featured_topics`, `recent_news`, …) |
/// | `GET /v1/photos/<name>` | a photo named as in the feeds' URLs (JPEG, PNG or WebP; found as ``PhotoFiles`` says) |
///
/// An unknown feed or photo is 404; a feed file that cannot be read is 500; HEAD answers as GET without
/// the body, and any other method is 405. `gallery serve` runs it;
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
  /// The photo folder's real path, under which every photo served must lie.
  private let photoRoot: String?
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
    self.photoRoot = Self.realPath(photos.path)
    self.idleTimeout = idleTimeout > .zero ? idleTimeout : Self.defaultIdleTimeout
  }

  /// Serves on `host`:`port` (0: any free port) until the calling task is cancelled; `listening` is
  /// told the port once the socket is bound.
  public func run(
    host: String = "127.0.0.1", port: Int = 8080, listening: @escaping @Sendable (Int) async -> Void = { _ in }
  ) async throws {
    try await Self.serve(
      host: host, port: port, idleTimeout: idleTimeout, shutdownSignals: [], listening: listening
    ) { request in self.respond(to: request) }
  }

  /// Serves until SIGINT or SIGTERM, for the command line.
  public func runUntilInterrupted(
    host: String = "127.0.0.1", port: Int = 8080, listening: @escaping @Sendable (Int) async -> Void = { _ in }
  ) async throws {
    try await Self.serve(
      host: host, port: port, idleTimeout: idleTimeout, shutdownSignals: [.sigterm, .sigint], listening: listening
    ) { request in self.respond(to: request) }
  }

  /// Answers `request` as the table above says: GET and HEAD only (anything else is 405).
  func respond(to request: Request) -> Response {
    guard request.method == .get || request.method == .head else {
      var response = Self.json("{\"error\": \"only GET and HEAD\"}", status: .methodNotAllowed)
      response.headers[.allow] = "GET, HEAD"
      return response
    }
    switch GalleryRoute(path: request.uri.path) {
    case .index:
      let names = Feed.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
      return Self.json("{\"feeds\": [\(names)]}")
    case .feed(let feed):
      guard let data = try? Data(contentsOf: feedDirectory.appendingPathComponent(feed.fileName)) else {
        return Self.json("{\"error\": \"the feed file cannot be read\"}", status: .internalServerError)
      }
      return Response(
        status: .ok, headers: [.contentType: "application/json"],
        body: ResponseBody(byteBuffer: ByteBuffer(bytes: data)))
    case .photo(let name):
      guard let root = photoRoot, let file = PhotoFiles.file(for: name, in: photoDirectory),
        let (data, format) = Self.photo(at: file.path, inside: root)
      else { return Self.json("{\"error\": \"no such photo\"}", status: .notFound) }
      return Response(
        status: .ok,
        headers: [.contentType: format.mediaType, .cacheControl: "max-age=86400", .xContentTypeOptions: "nosniff"],
        body: ResponseBody(byteBuffer: ByteBuffer(bytes: data)))
    case .unknown:
      return Self.json("{\"error\": \"not found\"}", status: .notFound)
    }
  }

  /// Serves HTTP/1.1 on `host`:`port` with `respond` answering every request, until the calling task
  /// is cancelled or one of `shutdownSignals` arrives; ``GalleryServer``'s limits on idle connections
  /// and header sizes hold. A response to HEAD has no body; every response names the server and the
  /// date. The tests serve their own answers (a 500, a slow feed) through it.
  static func serve(
    host: String, port: Int, idleTimeout: Duration, shutdownSignals: [UnixSignal],
    listening: @escaping @Sendable (Int) async -> Void,
    respond: @escaping @Sendable (Request) async throws -> Response
  ) async throws {
    var logger = Logger(label: "gallery-serve")
    logger.logLevel = .warning
    let limits = HTTP1Channel.Configuration.DecoderConfiguration(
      maxHeaderFieldSize: maximumHeaderSize, maxHeaderListSize: maximumHeaderSize, maxHeaderFieldCount: 100)
    let (seconds, attoseconds) = idleTimeout.components
    let idle = TimeAmount.nanoseconds(seconds * 1_000_000_000 + attoseconds / 1_000_000_000)
    let channel = HTTP1Channel(
      responder: { request, writer, _ in
        var response = (try? await respond(request)) ?? Response(status: .internalServerError)
        response.headers[.server] = serverName
        response.headers[.date] = httpDate(Date())
        if request.method == .head { response.body = ResponseBody() }
        try await writer.write(response: response.head, body: response.body)
      },
      configuration: .init(idleTimeout: idle, httpDecoderConfiguration: limits))
    let server = Server(
      childChannelSetup: channel, configuration: ServerConfiguration(address: .hostname(host, port: port)),
      onServerRunning: { channel in await listening(channel.localAddress?.port ?? port) },
      eventLoopGroup: MultiThreadedEventLoopGroup.singleton, logger: logger)
    let services = ServiceGroup(
      configuration: .init(services: [server], gracefulShutdownSignals: shutdownSignals, logger: logger))
    // Cancelling the caller shuts down as a signal does (connections finish what they are sending)
    // rather than cancelling the server's tasks mid-write: the group runs in a task of its own.
    let running = Task { try await services.run() }
    try await withTaskCancellationHandler {
      try await running.value
    } onCancel: {
      Task { await services.triggerGracefulShutdown() }
    }
  }

  /// The `Server` header of every response.
  static let serverName = "CarouselKit Gallery"

  /// `date` as an HTTP date (RFC 9110 §5.6.7): `Sun, 06 Nov 1994 08:49:37 GMT`.
  static func httpDate(_ date: Date) -> String {
    var time = time_t(date.timeIntervalSince1970.rounded(.down))
    var parts = tm()
    gmtime_r(&time, &parts)
    let days = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
    let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
    func two(_ value: Int32) -> String { value < 10 ? "0\(value)" : "\(value)" }
    let day = days[min(max(Int(parts.tm_wday), 0), 6)]
    let month = months[min(max(Int(parts.tm_mon), 0), 11)]
    return "\(day), \(two(parts.tm_mday)) \(month) \(parts.tm_year + 1900) "
      + "\(two(parts.tm_hour)):\(two(parts.tm_min)):\(two(parts.tm_sec)) GMT"
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
