import Foundation
import Hummingbird
import Logging
import NIOCore

/// A real HTTP server on 127.0.0.1 (an ephemeral port) that the pipeline's tests fetch from. It
/// counts requests per path and can answer slowly, with errors, with a body cut short, or stream a
/// body slowly enough that a test can cancel mid-transfer.
///
/// Routes: `/photos/NAME` serves a registered body; `/slow/NAME` the same after `slowDelay`;
/// `/stream/NAME` the body in 1 KiB chunks, `chunkDelay` apart; `/status/CODE` an empty answer with
/// that status.
final class TestImageServer: Sendable {
  struct Body: Sendable {
    var data: Data
    var contentType: String
  }

  private struct State {
    var bodies: [String: Body] = [:]
    var requestCounts: [String: Int] = [:]
    var completedStreams = 0
    var abortedStreams = 0
  }

  private let state = Protected(State())
  let slowDelay: Duration
  let chunkDelay: Duration
  private let serverTask: Task<Void, any Error>
  let port: Int

  /// Starts the server and waits until it listens.
  init(slowDelay: Duration = .seconds(3), chunkDelay: Duration = .milliseconds(20)) async throws {
    self.slowDelay = slowDelay
    self.chunkDelay = chunkDelay
    let state = self.state
    let router = Router()
    router.get("photos/:name") { _, context -> Response in
      let name = context.parameters.get("name") ?? ""
      return Self.answer(state, path: "/photos/\(name)", name: name)
    }
    router.get("slow/:name") { _, context -> Response in
      let name = context.parameters.get("name") ?? ""
      try await Task.sleep(for: slowDelay)
      return Self.answer(state, path: "/slow/\(name)", name: name)
    }
    router.get("stream/:name") { _, context -> Response in
      let name = context.parameters.get("name") ?? ""
      guard
        let body = state.withLock({ state -> Body? in
          state.requestCounts["/stream/\(name)", default: 0] += 1
          return state.bodies[name]
        })
      else { return Response(status: .notFound) }
      let data = body.data
      return Response(
        status: .ok, headers: [.contentType: body.contentType],
        body: ResponseBody(contentLength: data.count) { writer in
          do {
            var offset = 0
            while offset < data.count {
              let end = min(offset + 1024, data.count)
              try await writer.write(ByteBuffer(bytes: data[offset..<end]))
              offset = end
              try await Task.sleep(for: chunkDelay)
            }
            try await writer.finish(nil)
            state.withLock { $0.completedStreams += 1 }
          } catch {
            state.withLock { $0.abortedStreams += 1 }
            throw error
          }
        })
    }
    router.get("status/:code") { _, context -> Response in
      let code = Int(context.parameters.get("code") ?? "") ?? 500
      state.withLock { $0.requestCounts["/status/\(code)", default: 0] += 1 }
      return Response(status: HTTPResponse.Status(code: code), headers: [.contentType: "text/html"])
    }
    var logger = Logger(label: "TestImageServer")
    logger.logLevel = .critical
    let (portStream, portContinuation) = AsyncStream.makeStream(of: Int.self)
    let app = Application(
      router: router, configuration: .init(address: .hostname("127.0.0.1", port: 0)),
      onServerRunning: { channel in
        portContinuation.yield(channel.localAddress?.port ?? 0)
        portContinuation.finish()
      }, logger: logger)
    serverTask = Task { try await app.run() }
    var port = 0
    for await value in portStream { port = value }
    self.port = port
  }

  deinit {
    serverTask.cancel()
  }

  /// Stops the server.
  func stop() {
    serverTask.cancel()
  }

  private static func answer(_ state: Protected<State>, path: String, name: String) -> Response {
    let body = state.withLock { state -> Body? in
      state.requestCounts[path, default: 0] += 1
      return state.bodies[name]
    }
    guard let body else { return Response(status: .notFound, headers: [.contentType: "text/html"]) }
    return Response(
      status: .ok, headers: [.contentType: body.contentType],
      body: ResponseBody(byteBuffer: ByteBuffer(bytes: body.data)))
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
  var streams: (completed: Int, aborted: Int) { state.withLock { ($0.completedStreams, $0.abortedStreams) } }
}
