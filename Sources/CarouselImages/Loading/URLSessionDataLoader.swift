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
///
/// Every transfer is bounded: a body longer than ``maximumBodySize`` bytes — declared so, or found so while it
/// arrives — is stopped and ``ImageLoadingError/tooLarge(limit:)``; a transfer still running after
/// ``maximumDuration`` seconds, however steadily it drips, is stopped and ``ImageLoadingError/timedOut``. A file
/// larger than the limit is refused before it is read. A load stopped — by the caller's cancellation, the time
/// limit or the size limit — answers at once rather than when the networking stack reports the transfer's end.
/// The URL session is made by the first HTTP load: a loader that only reads files never makes one.
public final class URLSessionDataLoader: DataLoading {
  /// 64 MiB: the default most bytes one body may have — a large photo or feed, not a stream.
  public static let defaultMaximumBodySize = 64 << 20
  /// 60 s: the default longest one transfer may take from request to last byte.
  public static let defaultMaximumDuration: TimeInterval = 60

  /// The most bytes one body may have.
  public let maximumBodySize: Int
  /// The longest one transfer may take, in seconds, from the request to the last byte.
  public let maximumDuration: TimeInterval

  /// The session, made by the first HTTP load: a loader that only reads files never makes one.
  private let madeSession = Locked<URLSession?>(nil)
  private let transfers: TransferDelegate
  /// Where each transfer's time limit fires: a queue of its own (served by an overcommitting thread),
  /// so that work holding the shared global queue's threads cannot delay a deadline.
  private static let deadlines = DispatchQueue(label: "CarouselImages.URLSessionDataLoader.deadlines")
  private let timeout: TimeInterval

  /// A loader whose requests give up after `timeout` seconds without data (default 30), after
  /// `maximumDuration` seconds in all (default 60), and beyond `maximumBodySize` bytes (default 64
  /// MiB). A value that is not finite and positive means the default. On Linux the idle timeout is
  /// rounded up to whole seconds: FoundationNetworking truncates it, so 0.5 would time out at once.
  public init(
    timeout: TimeInterval = 30, maximumBodySize: Int = URLSessionDataLoader.defaultMaximumBodySize,
    maximumDuration: TimeInterval = URLSessionDataLoader.defaultMaximumDuration
  ) {
    var timeout = timeout.isFinite && timeout > 0 ? timeout : 30
    #if canImport(FoundationNetworking)
      timeout = timeout.rounded(.up)
    #endif
    transfers = TransferDelegate()
    self.timeout = timeout
    self.maximumBodySize = maximumBodySize > 0 ? maximumBodySize : Self.defaultMaximumBodySize
    self.maximumDuration =
      maximumDuration.isFinite && maximumDuration > 0 ? maximumDuration : Self.defaultMaximumDuration
  }

  deinit {
    // Also breaks the session's strong reference to its delegate.
    madeSession.withLock { $0 }?.invalidateAndCancel()
  }

  private var session: URLSession {
    if let session = madeSession.withLock({ $0 }) { return session }
    let configuration = URLSessionConfiguration.ephemeral
    configuration.urlCache = nil
    configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
    configuration.timeoutIntervalForRequest = timeout
    configuration.httpMaximumConnectionsPerHost = 6
    let made = URLSession(configuration: configuration, delegate: transfers, delegateQueue: nil)
    let (session, isMade) = madeSession.withLock { session in
      if let session { return (session, false) }
      session = made
      return (made, true)
    }
    // Two first loads at once: one session is kept.
    if !isMade { made.invalidateAndCancel() }
    return session
  }

  public func loadData(from url: URL) async throws(ImageLoadingError) -> LoadedData {
    switch url.scheme?.lowercased() {
    case "http", "https": return try await loadRemote(url)
    case "file": return try Self.readFile(at: url, maximumSize: maximumBodySize)
    default: throw .unsupportedURL(url.absoluteString)
    }
  }

  /// Reads a file URL's bytes the way the loader does (memory-mapped when safe), synchronously: for a
  /// caller that must not wait (a command line, a test) and wants the same failure as the loader. A
  /// file larger than `maximumSize` bytes is refused before it is read.
  /// - Throws: ``ImageLoadingError/unreadableFile(path:reason:)``, ``ImageLoadingError/tooLarge(limit:)``.
  public static func readFile(
    at url: URL, maximumSize: Int = URLSessionDataLoader.defaultMaximumBodySize
  ) throws(ImageLoadingError) -> LoadedData {
    do {
      let size = (try FileManager.default.attributesOfItem(atPath: url.path)[.size] as? NSNumber)?.intValue ?? 0
      guard size <= maximumSize else { throw ImageLoadingError.tooLarge(limit: maximumSize) }
      return LoadedData(data: try Data(contentsOf: url, options: .mappedIfSafe))
    } catch let error as ImageLoadingError {
      throw error
    } catch {
      let reason = (error as NSError).localizedFailureReason ?? (error as NSError).localizedDescription
      throw .unreadableFile(path: url.path, reason: reason)
    }
  }

  private func loadRemote(_ url: URL) async throws(ImageLoadingError) -> LoadedData {
    let request = URLRequest(url: url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: timeout)
    let cancellation = Cancellation()
    let transfers = transfers
    let limit = maximumBodySize
    let duration = maximumDuration
    let outcome = await withTaskCancellationHandler {
      await withCheckedContinuation { (continuation: CheckedContinuation<Outcome, Never>) in
        let task = session.dataTask(with: request)
        transfers.begin(task, limit: limit, continuation: continuation)
        guard cancellation.start(task) else {
          transfers.end(task.taskIdentifier, error: URLError(.cancelled))
          return
        }
        Self.deadlines.asyncAfter(deadline: .now() + duration) { transfers.expire(task) }
      }
    } onCancel: {
      // The load answers now, not when the networking stack gets round to reporting the cancellation.
      if let task = cancellation.cancel() { transfers.stop(task, error: URLError(.cancelled)) }
    }
    return try outcome.loadedData()
  }
}

extension URLSessionDataLoader {
  /// The data task of one load, cancellable before or after it starts.
  private final class Cancellation: Sendable {
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

    /// Marks the load cancelled (a task not started yet never starts) and returns its task if it had
    /// started, for the caller to cancel.
    func cancel() -> URLSessionDataTask? {
      state.withLock { state in
        state.isCancelled = true
        return state.task
      }
    }
  }

  /// Why a transfer was stopped by the loader rather than by the network or the caller.
  private enum Stop: Sendable {
    case tooLarge(limit: Int)
    case expired
  }

  /// One transfer in progress: the bytes so far, within its limit.
  private struct Receiving {
    var data = Data()
    var response: URLResponse?
    var limit: Int
    var stop: Stop?
    let continuation: CheckedContinuation<Outcome, Never>
  }

  /// The session's delegate: collects each transfer's bytes, stops one that grows past its limit or
  /// outlives its time, and answers its load when it ends.
  private final class TransferDelegate: NSObject, URLSessionDataDelegate, Sendable {
    private let receiving = Locked<[Int: Receiving]>([:])

    func begin(_ task: URLSessionTask, limit: Int, continuation: CheckedContinuation<Outcome, Never>) {
      receiving.withLock { $0[task.taskIdentifier] = Receiving(limit: limit, continuation: continuation) }
    }

    /// Answers the load of task `identifier`, once.
    func end(_ identifier: Int, error: (any Error)?) {
      guard let transfer = receiving.withLock({ $0.removeValue(forKey: identifier) }) else { return }
      transfer.continuation.resume(
        returning: Outcome(data: transfer.data, response: transfer.response, error: error, stop: transfer.stop))
    }

    /// Answers the load of `task` now, then cancels the transfer: the loader or its caller stopped it,
    /// and the load does not wait for the networking stack to report the end.
    func stop(_ task: URLSessionTask, error: (any Error)? = nil) {
      end(task.taskIdentifier, error: error)
      task.cancel()
    }

    /// Stops `task` if it is still running: it has had its time.
    func expire(_ task: URLSessionTask) {
      let running = receiving.withLock { receiving in
        guard receiving[task.taskIdentifier] != nil else { return false }
        receiving[task.taskIdentifier]?.stop = .expired
        return true
      }
      if running { stop(task) }
    }

    func urlSession(
      _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
      completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
    ) {
      let allowed = receiving.withLock { receiving -> Bool in
        guard var transfer = receiving[dataTask.taskIdentifier] else { return false }
        transfer.response = response
        // A declared length beyond the limit is refused before a byte of the body is read.
        if response.expectedContentLength > Int64(transfer.limit) { transfer.stop = .tooLarge(limit: transfer.limit) }
        receiving[dataTask.taskIdentifier] = transfer
        return transfer.stop == nil
      }
      completionHandler(allowed ? .allow : .cancel)
      if !allowed { stop(dataTask) }
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
      let overflowed = receiving.withLock { receiving -> Bool in
        guard var transfer = receiving[dataTask.taskIdentifier], transfer.stop == nil else { return false }
        // Never holds more than the limit: the chunk that would pass it is not kept.
        guard data.count <= transfer.limit - transfer.data.count else {
          transfer.stop = .tooLarge(limit: transfer.limit)
          transfer.data = Data()
          receiving[dataTask.taskIdentifier] = transfer
          return true
        }
        transfer.data.append(data)
        receiving[dataTask.taskIdentifier] = transfer
        return false
      }
      if overflowed { stop(dataTask) }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
      end(task.taskIdentifier, error: error)
    }
  }

  /// How a transfer ended.
  private struct Outcome: @unchecked Sendable {
    let data: Data
    let response: URLResponse?
    let error: (any Error)?
    let stop: Stop?

    func loadedData() throws(ImageLoadingError) -> LoadedData {
      switch stop {
      case .tooLarge(let limit): throw .tooLarge(limit: limit)
      case .expired: throw .timedOut
      case nil: break
      }
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
      let contentType = http?.value(forHTTPHeaderField: "Content-Type")
      if let expected = response?.expectedContentLength, expected > 0, Int64(data.count) < expected {
        if let format = ImageFormat(sniffing: data) { throw .truncated(format) }
        throw .unreachable("the connection closed after \(data.count) of \(expected) bytes")
      }
      return LoadedData(data: data, contentType: contentType)
    }
  }
}
