import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A raw TCP connection to 127.0.0.1, for what an HTTP client will not send: a connection that says
/// nothing, a request with 100 KB of headers.
public final class LoopbackSocket {
  private let descriptor: Int32

  /// Connects to 127.0.0.1:`port`, reads giving up after `receiveTimeout` seconds; nil if refused.
  public init?(port: Int, receiveTimeout: TimeInterval = 5) {
    descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard descriptor >= 0 else { return nil }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = in_port_t(UInt16(port).bigEndian)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let connected = withUnsafePointer(to: &address) { pointer in
      pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard connected == 0 else {
      close(descriptor)
      return nil
    }
    var timeout = timeval(
      tv_sec: Int(receiveTimeout), tv_usec: Int((receiveTimeout - receiveTimeout.rounded(.down)) * 1e6))
    setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
  }

  deinit { close(descriptor) }

  /// Sends `text` (a peer that left is not an error here).
  public func send(_ text: String) {
    let bytes = Array(text.utf8)
    var offset = 0
    while offset < bytes.count {
      let sent = bytes[offset...].withUnsafeBytes {
        Glibc.send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
      }
      guard sent > 0 else { return }
      offset += sent
    }
  }

  /// What the server sent until it closed the connection or the timeout passed: nil when the
  /// timeout passed with the connection still open.
  public func readUntilClosed(limit: Int = 1 << 20) -> Data? {
    var received = Data()
    var buffer = [UInt8](repeating: 0, count: 4096)
    while received.count < limit {
      let count = recv(descriptor, &buffer, buffer.count, 0)
      if count == 0 { return received }  // closed by the server
      if count < 0 { return errno == ECONNRESET ? received : nil }  // reset counts as closed
      received.append(contentsOf: buffer[0..<count])
    }
    return received
  }
}
