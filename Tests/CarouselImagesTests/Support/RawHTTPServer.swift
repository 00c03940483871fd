import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A loopback HTTP server written on POSIX sockets, so that the tests own every byte it sends.
///
/// Listens on 127.0.0.1 at an ephemeral port; each connection runs on its own thread, reads a request's
/// head, then plays the ``Step``s the server's responder gives for it. Two ways to answer:
/// - ``init(script:)``: one answer per connection, chosen by the connection's number — for faults an
///   HTTP framework will not produce: a body longer than its `Content-Length`, a byte a second, a
///   connection reset (RST) in the middle of a body;
/// - ``answeringRequests(_:)``: an answer per request, chosen by its path, on connections kept open for the
///   next request (HTTP/1.1 keep-alive) — an ordinary server, as ``TestImageServer`` uses it.
final class RawHTTPServer: @unchecked Sendable {
  enum Step: Sendable {
    /// Writes these bytes; the answer ends, unfinished, when the client has left.
    case send(Data)
    /// Waits this many seconds.
    case pause(TimeInterval)
    /// Closes with a reset: SO_LINGER 0, so the client reads ECONNRESET.
    case reset
  }

  /// A request as read: the connection it came on (0 first) and its target (`/photos/a.jpg?n=1`).
  struct Request: Sendable {
    var connection: Int
    var target: String

    /// The target without its query string (`/photos/a.jpg`).
    var path: String { String(target.prefix { $0 != "?" }) }
  }

  let port: Int
  private let listener: Int32
  private let lock = NSLock()
  private var accepted = 0
  private var stopped = false
  private var openConnections: Set<Int32> = []
  private var answered: [String: (finished: Int, broken: Int)] = [:]
  private var breaks: [ContinuousClock.Instant] = []

  /// Starts listening; `script` is given the connection's number (0 first) and returns its steps.
  /// The connection is closed normally after the last step unless a step reset it.
  convenience init(script: @escaping @Sendable (Int) -> [Step]) throws {
    try self.init(keepsConnectionsOpen: false) { script($0.connection) }
  }

  /// Starts listening; `responder` is given each request and returns the steps that answer it. After
  /// an answer played to its end, the connection waits for the client's next request.
  static func answeringRequests(_ responder: @escaping @Sendable (Request) -> [Step]) throws -> RawHTTPServer {
    try RawHTTPServer(keepsConnectionsOpen: true, responder: responder)
  }

  private init(keepsConnectionsOpen: Bool, responder: @escaping @Sendable (Request) -> [Step]) throws {
    let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard listener >= 0 else { throw POSIXError(.EMFILE) }
    self.listener = listener
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = 0
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(listener, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard bound == 0, listen(listener, 64) == 0 else {
      close(listener)
      throw POSIXError(.EADDRINUSE)
    }
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    _ = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(listener, $0, &length) }
    }
    port = Int(UInt16(bigEndian: address.sin_port))
    Thread.detachNewThread { [self] in
      while true {
        let connection = accept(listener, nil, nil)
        guard connection >= 0 else { return }  // the listener was closed
        let number: Int? = lock.withLock {
          guard !stopped else { return nil }
          openConnections.insert(connection)
          defer { accepted += 1 }
          return accepted
        }
        guard let number else {
          close(connection)
          return
        }
        Thread.detachNewThread {
          self.serve(connection, number: number, keepingOpen: keepsConnectionsOpen, responder: responder)
        }
      }
    }
  }

  deinit { stop() }

  /// How many connections were accepted.
  var connectionCount: Int { lock.withLock { accepted } }

  /// How many answers to requests whose path starts with `prefix` were sent whole, and how many broke
  /// off because the client left.
  func answers(toPathsStartingWith prefix: String) -> (finished: Int, broken: Int) {
    lock.withLock {
      answered.filter { $0.key.hasPrefix(prefix) }.values.reduce((0, 0)) { ($0.0 + $1.finished, $0.1 + $1.broken) }
    }
  }

  /// When each answer that broke off found the client gone (a write failed), in order: when the client
  /// stopped the transfer, to within the next write.
  var answerBreaks: [ContinuousClock.Instant] { lock.withLock { breaks } }

  /// The URL of `path` on this server.
  func url(_ path: String) -> URL { URL(string: "http://127.0.0.1:\(port)/\(path)")! }

  /// Stops accepting connections and ends the open ones (a thread waiting for a kept-open connection's
  /// next request returns).
  func stop() {
    let connections: Set<Int32>? = lock.withLock {
      guard !stopped else { return nil }
      stopped = true
      return openConnections
    }
    guard let connections else { return }
    shutdown(listener, Int32(SHUT_RDWR))
    close(listener)
    for connection in connections { shutdown(connection, Int32(SHUT_RDWR)) }
  }

  private func serve(
    _ connection: Int32, number: Int, keepingOpen: Bool, responder: @Sendable (Request) -> [Step]
  ) {
    defer {
      lock.withLock { _ = openConnections.remove(connection) }
      close(connection)
    }
    repeat {
      guard let target = Self.readHead(connection) else { return }
      let request = Request(connection: number, target: target)
      let path = request.path
      switch Self.play(responder(request), on: connection) {
      case .finished:
        lock.withLock { answered[path, default: (0, 0)].finished += 1 }
      case .broken:
        let now = ContinuousClock.now
        lock.withLock {
          answered[path, default: (0, 0)].broken += 1
          breaks.append(now)
        }
        return
      case .reset:
        return
      }
    } while keepingOpen
  }

  private enum Outcome { case finished, broken, reset }

  private static func play(_ steps: [Step], on connection: Int32) -> Outcome {
    for step in steps {
      switch step {
      case .send(let data):
        let sent = data.withUnsafeBytes { buffer in
          var offset = 0
          while offset < buffer.count {
            let written = send(connection, buffer.baseAddress! + offset, buffer.count - offset, Int32(MSG_NOSIGNAL))
            guard written > 0 else { return false }
            offset += written
          }
          return true
        }
        if !sent { return .broken }
      case .pause(let seconds):
        Thread.sleep(forTimeInterval: seconds)
      case .reset:
        var linger = linger(l_onoff: 1, l_linger: 0)
        setsockopt(connection, SOL_SOCKET, SO_LINGER, &linger, socklen_t(MemoryLayout<linger>.size))
        return .reset
      }
    }
    return .finished
  }

  /// Reads until the blank line that ends a request's head and returns the request target of its
  /// first line; nil when the client left (or sent 64 KiB without ending the head).
  private static func readHead(_ connection: Int32) -> String? {
    var head: [UInt8] = []
    var byte: UInt8 = 0
    while head.count < 65_536, recv(connection, &byte, 1, 0) == 1 {
      head.append(byte)
      if head.count >= 4, head.suffix(4) == [13, 10, 13, 10] {
        let requestLine = String(decoding: head.prefix { $0 != 13 }, as: UTF8.self).split(separator: " ")
        return requestLine.count >= 2 ? String(requestLine[1]) : ""
      }
    }
    return nil
  }

  /// A response head: the status line, `headers`, and the blank line.
  static func head(status: String = "200 OK", _ headers: [String: String]) -> Data {
    var text = "HTTP/1.1 \(status)\r\n"
    for (name, value) in headers.sorted(by: { $0.key < $1.key }) { text += "\(name): \(value)\r\n" }
    return Data((text + "\r\n").utf8)
  }
}
