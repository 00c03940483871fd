import Foundation

/// A real HTTP server on 127.0.0.1 (an ephemeral port) that the pipeline's tests fetch from. It
/// counts requests per path and can answer slowly, with errors, with a body cut short, or stream a
/// body slowly enough that a test can cancel mid-transfer. Built on ``RawHTTPServer``: HTTP/1.1 with
/// keep-alive, as URLSession expects of a server.
///
/// Routes: `/photos/NAME` serves a registered body; `/slow/NAME` the same after `slowDelay`;
/// `/stream/NAME` the body in 1 KiB chunks, `chunkDelay` apart; `/status/CODE` an empty answer with
/// that status. A query string is ignored.
final class TestImageServer: Sendable {
  struct Body: Sendable {
    var data: Data
    var contentType: String
  }

  private struct State {
    var bodies: [String: Body] = [:]
    var requestCounts: [String: Int] = [:]
  }

  private let state = Protected(State())
  private let server: RawHTTPServer
  let slowDelay: Duration
  let chunkDelay: Duration
  var port: Int { server.port }

  /// Starts the server, listening when it returns.
  init(slowDelay: Duration = .seconds(3), chunkDelay: Duration = .milliseconds(20)) async throws {
    self.slowDelay = slowDelay
    self.chunkDelay = chunkDelay
    let state = self.state
    let slowSeconds = Self.seconds(slowDelay)
    let chunkSeconds = Self.seconds(chunkDelay)
    server = try RawHTTPServer.answeringRequests { request in
      let path = request.path
      let parts = path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
      let body = state.withLock { state -> Body? in
        state.requestCounts[path, default: 0] += 1
        return parts.count == 2 ? state.bodies[parts[1]] : nil
      }
      switch (parts.first, body) {
      case ("status", _):
        let code = Int(parts.count == 2 ? parts[1] : "") ?? 500
        return [.send(Self.head(status: code, contentType: "text/html", length: 0))]
      case ("photos", let body?):
        return [.send(Self.head(status: 200, contentType: body.contentType, length: body.data.count) + body.data)]
      case ("slow", let body?):
        return [
          .pause(slowSeconds),
          .send(Self.head(status: 200, contentType: body.contentType, length: body.data.count) + body.data),
        ]
      case ("stream", let body?):
        var steps: [RawHTTPServer.Step] = [
          .send(Self.head(status: 200, contentType: body.contentType, length: body.data.count))
        ]
        for start in stride(from: 0, to: body.data.count, by: 1024) {
          let chunk = body.data[
            body.data.startIndex + start..<body.data.startIndex + min(start + 1024, body.data.count)]
          steps += [.send(Data(chunk)), .pause(chunkSeconds)]
        }
        return steps
      default:
        return [.send(Self.head(status: 404, contentType: "text/html", length: 0))]
      }
    }
  }

  /// Stops the server.
  func stop() { server.stop() }

  private static func seconds(_ duration: Duration) -> TimeInterval {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) * 1e-18
  }

  private static func head(status: Int, contentType: String, length: Int) -> Data {
    let reasons = [200: "OK", 404: "Not Found", 500: "Internal Server Error", 503: "Service Unavailable"]
    return RawHTTPServer.head(
      status: "\(status) \(reasons[status] ?? "Status")",
      ["Content-Type": contentType, "Content-Length": "\(length)"])
  }

  /// Serves `data` as `name` under every route.
  func register(_ name: String, data: Data, contentType: String = "image/jpeg") {
    state.withLock { $0.bodies[name] = Body(data: data, contentType: contentType) }
  }

  /// The URL of `name` under `route` (`photos`, `slow`, `stream` or `status`).
  func url(_ name: String, route: String = "photos") -> URL {
    URL(string: "http://127.0.0.1:\(port)/\(route)/\(name)")!
  }

  /// How many requests `path` (such as `/photos/a.jpg`) received.
  func requestCount(_ path: String) -> Int { state.withLock { $0.requestCounts[path, default: 0] } }

  /// Requests received on every path together.
  var totalRequests: Int { state.withLock { $0.requestCounts.values.reduce(0, +) } }

  /// Streams that were sent whole, and streams the client broke off.
  var streams: (completed: Int, aborted: Int) {
    let answers = server.answers(toPathsStartingWith: "/stream/")
    return (answers.finished, answers.broken)
  }
}
