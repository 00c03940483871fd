import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The default loader: `http` and `https` through `URLSession` (FoundationNetworking on Linux),
/// `file` URLs from disk.
///
/// Responses are not kept by `URLCache` (the pipeline's disk cache does that); a status outside
/// 200–299, a body shorter than its `Content-Length`, a timeout and a broken connection each throw
/// their own ``ImageLoadingError``. Cancelling the calling task cancels the transfer.
public final class URLSessionDataLoader: DataLoading {
  private let session: URLSession
  private let timeout: TimeInterval

  /// A loader whose requests give up after `timeout` seconds without data (default 30; a value that
  /// is not finite and positive means the default). On Linux the timeout is rounded up to whole
  /// seconds: FoundationNetworking truncates it to whole seconds, so 0.5 would time out at once.
  public init(timeout: TimeInterval = 30) {
    var timeout = timeout.isFinite && timeout > 0 ? timeout : 30
    #if canImport(FoundationNetworking)
      timeout = timeout.rounded(.up)
    #endif
    let configuration = URLSessionConfiguration.ephemeral
    configuration.urlCache = nil
    configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
    configuration.timeoutIntervalForRequest = timeout
    configuration.httpMaximumConnectionsPerHost = 6
    self.session = URLSession(configuration: configuration)
    self.timeout = timeout
  }

  deinit {
    session.invalidateAndCancel()
  }

  public func loadData(from url: URL) async throws(ImageLoadingError) -> LoadedData {
    switch url.scheme?.lowercased() {
    case "http", "https": return try await loadRemote(url)
    case "file": return try loadFile(url)
    default: throw .unsupportedURL(url.absoluteString)
    }
  }

  private func loadFile(_ url: URL) throws(ImageLoadingError) -> LoadedData { try Self.readFile(at: url) }

  /// Reads a file URL's bytes the way the loader does (memory-mapped when safe), synchronously: for a
  /// caller that must not wait (a command line, a test) and wants the same failure as the loader.
  /// - Throws: ``ImageLoadingError/unreadableFile(path:reason:)``.
  public static func readFile(at url: URL) throws(ImageLoadingError) -> LoadedData {
    do {
      return LoadedData(data: try Data(contentsOf: url, options: .mappedIfSafe))
    } catch {
      let reason = (error as NSError).localizedFailureReason ?? (error as NSError).localizedDescription
      throw .unreadableFile(path: url.path, reason: reason)
    }
  }

  private func loadRemote(_ url: URL) async throws(ImageLoadingError) -> LoadedData {
    let request = URLRequest(url: url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: timeout)
    let transfer = Transfer()
    let outcome = await withTaskCancellationHandler {
      await withCheckedContinuation { (continuation: CheckedContinuation<Outcome, Never>) in
        let task = session.dataTask(with: request) { data, response, error in
          continuation.resume(returning: Outcome(data: data, response: response, error: error))
        }
        if !transfer.start(task) {
          continuation.resume(returning: Outcome(data: nil, response: nil, error: URLError(.cancelled)))
        }
      }
    } onCancel: {
      transfer.cancel()
    }
    return try outcome.loadedData()
  }
}

extension URLSessionDataLoader {
  /// The data task of one load, cancellable before or after it starts.
  private final class Transfer: Sendable {
    private let state = Locked<(task: URLSessionDataTask?, isCancelled: Bool)>((nil, false))

    /// Starts `task` unless the load was cancelled first; says whether it started.
    func start(_ task: URLSessionDataTask) -> Bool {
      let cancelled = state.withLock { state in
        state.task = task
        return state.isCancelled
      }
      if !cancelled { task.resume() }
      return !cancelled
    }

    func cancel() {
      let task = state.withLock { state in
        state.isCancelled = true
        return state.task
      }
      task?.cancel()
    }
  }

  /// What a data task's completion handler was given.
  private struct Outcome: @unchecked Sendable {
    let data: Data?
    let response: URLResponse?
    let error: (any Error)?

    func loadedData() throws(ImageLoadingError) -> LoadedData {
      if let error {
        let code = (error as? URLError)?.code ?? URLError.Code(rawValue: (error as NSError).code)
        switch code {
        case .cancelled: throw .cancelled
        case .timedOut: throw .timedOut
        default: throw .unreachable((error as NSError).localizedDescription)
        }
      }
      let http = response as? HTTPURLResponse
      if let http, !(200..<300).contains(http.statusCode) { throw .badStatus(code: http.statusCode) }
      let data = data ?? Data()
      let contentType = http?.value(forHTTPHeaderField: "Content-Type")
      if let expected = response?.expectedContentLength, expected > 0, Int64(data.count) < expected {
        if let format = ImageFormat(sniffing: data) { throw .truncated(format) }
        throw .unreachable("the connection closed after \(data.count) of \(expected) bytes")
      }
      return LoadedData(data: data, contentType: contentType)
    }
  }
}
