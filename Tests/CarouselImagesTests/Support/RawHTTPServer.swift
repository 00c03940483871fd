import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A loopback server that answers each connection with raw bytes, for faults an HTTP framework will
/// not produce: a body longer than its `Content-Length`, a byte a second, a connection reset (RST)
/// in the middle of a body. Listens on 127.0.0.1 at an ephemeral port; each connection runs on its
/// own thread, reads the request's head, then plays the steps `script` gives for it.
final class RawHTTPServer: @unchecked Sendable {
  enum Step: Sendable {
    /// Writes these bytes (a write to a client that left is ignored).
    case send(Data)
    /// Waits this many seconds.
    case pause(TimeInterval)
    /// Closes with a reset: SO_LINGER 0, so the client reads ECONNRESET.
    case reset
  }

  let port: Int
  private let listener: Int32
  private let lock = NSLock()
  private var accepted = 0
  private var stopped = false

  /// Starts listening; `script` is given the connection's number (0 first) and returns its steps.
  /// The connection is closed normally after the last step unless a step reset it.
  init(script: @escaping @Sendable (Int) -> [Step]) throws {
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
    guard bound == 0, listen(listener, 16) == 0 else {
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
        let number = lock.withLock {
          defer { accepted += 1 }
          return accepted
        }
        let steps = script(number)
        Thread.detachNewThread { Self.serve(connection, steps: steps) }
      }
    }
  }

  deinit { stop() }

  /// How many connections were accepted.
  var connectionCount: Int { lock.withLock { accepted } }

  /// The URL of `path` on this server.
  func url(_ path: String) -> URL { URL(string: "http://127.0.0.1:\(port)/\(path)")! }

  /// Stops accepting connections.
  func stop() {
    let first = lock.withLock {
      defer { stopped = true }
      return !stopped
    }
    guard first else { return }
    shutdown(listener, Int32(SHUT_RDWR))
    close(listener)
  }

  private static func serve(_ connection: Int32, steps: [Step]) {
    readHead(connection)
    var reset = false
    for step in steps {
      switch step {
      case .send(let data):
        data.withUnsafeBytes { buffer in
          var offset = 0
          while offset < buffer.count {
            let written = send(connection, buffer.baseAddress! + offset, buffer.count - offset, Int32(MSG_NOSIGNAL))
            guard written > 0 else { return }
            offset += written
          }
        }
      case .pause(let seconds):
        Thread.sleep(forTimeInterval: seconds)
      case .reset:
        var linger = linger(l_onoff: 1, l_linger: 0)
        setsockopt(connection, SOL_SOCKET, SO_LINGER, &linger, socklen_t(MemoryLayout<linger>.size))
        reset = true
      }
      if reset { break }
    }
    close(connection)
  }

  /// Reads until the blank line that ends a request's head (or 64 KiB, or the client leaves).
  private static func readHead(_ connection: Int32) {
    var head: [UInt8] = []
    var byte: UInt8 = 0
    while head.count < 65_536, recv(connection, &byte, 1, 0) == 1 {
      head.append(byte)
      if head.count >= 4, head.suffix(4) == [13, 10, 13, 10] { return }
    }
  }

  /// A response head: the status line, `headers`, and the blank line.
  static func head(status: String = "200 OK", _ headers: [String: String]) -> Data {
    var text = "HTTP/1.1 \(status)\r\n"
    for (name, value) in headers.sorted(by: { $0.key < $1.key }) { text += "\(name): \(value)\r\n" }
    return Data((text + "\r\n").utf8)
  }
}
