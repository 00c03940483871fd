import Foundation

/// Loads images: memory cache → disk cache → loader → format check → decoder → memory cache.
///
/// ```swift
/// let pipeline = ImagePipeline(decoder: MyDecoder(), diskCache: try? ImageDiskCache(directory: cacheURL))
/// let photo = try await pipeline.image(for: ImageRequest(url: url, targetPixelSize: PixelSize(width: 400, height: 300)))
/// ```
///
/// - Identical requests (same URL and target size) in flight share one load.
/// - At most ``maximumConcurrentLoads`` loads run at once; the others wait, highest priority first,
///   and a waiting load's priority can change (``ImageTask/setPriority(_:)``).
/// - A load stops when every requester cancelled; the transfer is cancelled with it.
/// - Data is checked before it is cached or decoded: an HTML page is
///   ``ImageLoadingError/notAnImage(contentType:)``, a cut-off file ``ImageLoadingError/truncated(_:)``.
///   A damaged disk-cache entry is dropped and fetched again.
/// - Loading and decoding run off the caller's thread; ``loadImage(with:completion:)`` and
///   ``cachedImage(for:)`` only take a lock, so a frame loop can call them every frame.
public final class ImagePipeline<Decoder: ImageDecoding>: Sendable {
  /// The decoded image type.
  public typealias Image = Decoder.Image
  /// What a completion receives.
  public typealias Completion = @Sendable (Result<Image, ImageLoadingError>) -> Void

  /// Decoded images, keyed by URL and target size.
  public let memoryCache: ImageMemoryCache<Image>
  /// Downloaded bytes, keyed by URL; nil keeps nothing on disk.
  public let diskCache: ImageDiskCache?
  /// The most loads that run at once.
  public let maximumConcurrentLoads: Int

  private let decoder: Decoder
  private let loader: any DataLoading
  private let state = Locked(ImageLoadQueue<Image>())

  /// A pipeline decoding with `decoder`, fetching through `loader`, caching in `memoryCache` and
  /// `diskCache`, running at most `maximumConcurrentLoads` loads at once (at least 1; default 6).
  public init(
    decoder: Decoder, loader: any DataLoading = URLSessionDataLoader(),
    memoryCache: ImageMemoryCache<Decoder.Image> = ImageMemoryCache(), diskCache: ImageDiskCache? = nil,
    maximumConcurrentLoads: Int = 6
  ) {
    self.decoder = decoder
    self.loader = loader
    self.memoryCache = memoryCache
    self.diskCache = diskCache
    self.maximumConcurrentLoads = max(1, maximumConcurrentLoads)
  }

  /// The image for `request` if it is in the memory cache; never loads. O(1).
  public func cachedImage(for request: ImageRequest) -> Image? {
    memoryCache[request.key]
  }

  /// Loads the image for `request` and calls `completion` once, on a background thread, with the
  /// image or the reason it failed. On a memory-cache hit `completion` runs before this returns.
  /// Never blocks on I/O.
  @discardableResult
  public func loadImage(with request: ImageRequest, completion: @escaping Completion) -> ImageTask {
    let key = request.key
    if let image = memoryCache[key] {
      state.withLock { $0.statistics.memoryHits += 1 }
      completion(.success(image))
      return ImageTask(request: request)
    }
    let ticket = state.withLock { queue in
      let ticket = queue.add(key: key, priority: request.priority, completion: completion)
      startLoads(&queue)
      return ticket
    }
    return ImageTask(
      request: request,
      onCancel: { [weak self] in self?.cancel(ticket) },
      onPriority: { [weak self] priority in self?.state.withLock { $0.setPriority(priority, for: ticket) } })
  }

  /// The image for `request`, delivered on the caller's actor. Cancelling the calling task withdraws
  /// this requester (and stops the load if it was the last).
  /// - Throws: ``ImageLoadingError``; ``ImageLoadingError/cancelled`` when the task was cancelled.
  public func image(for request: ImageRequest) async throws(ImageLoadingError) -> Image {
    if let image = memoryCache[request.key] {
      state.withLock { $0.statistics.memoryHits += 1 }
      return image
    }
    let handle = PendingTask()
    let result = await withTaskCancellationHandler {
      await withCheckedContinuation { (continuation: CheckedContinuation<Result<Image, ImageLoadingError>, Never>) in
        handle.attach(loadImage(with: request) { continuation.resume(returning: $0) })
      }
    } onCancel: {
      handle.cancel()
    }
    return try result.get()
  }

  /// A snapshot of the pipeline's counters.
  public var statistics: ImagePipelineStatistics {
    state.withLock { $0.currentStatistics }
  }

  // MARK: - Running loads

  /// Starts queued loads while slots are free. Called with the lock held.
  private func startLoads(_ queue: inout ImageLoadQueue<Image>) {
    while queue.runningCount < maximumConcurrentLoads, let job = queue.startNext() {
      let work = Task.detached { [self] in
        let outcome = await self.perform(job.key)
        self.finish(job, with: outcome)
      }
      queue.attach(work, to: job)
    }
  }

  private func cancel(_ ticket: ImageLoadQueue<Image>.Ticket) {
    let (completion, work) = state.withLock { $0.removeRequester(ticket) }
    work?.cancel()
    completion?(.failure(.cancelled))
  }

  private func finish(_ job: ImageLoadQueue<Image>.JobID, with outcome: Result<(Image, Int), ImageLoadingError>) {
    let completions = state.withLock { queue in
      let completions = queue.finish(job, failed: (try? outcome.get()) == nil) {
        // Cached before the job leaves the table, so no request in between starts a second load.
        if case .success(let (image, cost)) = outcome { memoryCache.insert(image, cost: cost, for: job.key) }
      }
      startLoads(&queue)
      return completions
    }
    let result = outcome.map(\.0)
    for completion in completions { completion(result) }
  }

  /// Disk cache, else loader; the bytes checked, stored and decoded.
  private func perform(_ key: ImageRequest.Key) async -> Result<(Image, Int), ImageLoadingError> {
    if let diskCache, let data = diskCache.data(for: key.url) {
      state.withLock { $0.statistics.diskHits += 1 }
      if case .success(let decoded) = checkAndDecode(data, contentType: nil, key: key) { return .success(decoded) }
      diskCache.removeData(for: key.url)
    }
    guard !Task.isCancelled else { return .failure(.cancelled) }
    state.withLock { $0.statistics.fetches += 1 }
    let loaded: LoadedData
    do {
      loaded = try await loader.loadData(from: key.url)
    } catch {
      return .failure(Task.isCancelled ? .cancelled : error)
    }
    guard !Task.isCancelled else { return .failure(.cancelled) }
    let outcome = checkAndDecode(loaded.data, contentType: loaded.contentType, key: key)
    if case .success = outcome { diskCache?.store(loaded.data, for: key.url) }
    return outcome
  }

  private func checkAndDecode(
    _ data: Data, contentType: String?, key: ImageRequest.Key
  ) -> Result<(Image, Int), ImageLoadingError> {
    guard let format = ImageFormat(sniffing: data) else { return .failure(.notAnImage(contentType: contentType)) }
    guard format.isComplete(data) else { return .failure(.truncated(format)) }
    do {
      let image = try decoder.decode(data, format: format, targetPixelSize: key.targetPixelSize)
      return .success((image, decoder.cost(of: image)))
    } catch let error as ImageLoadingError {
      return .failure(error)
    } catch {
      return .failure(.decodingFailed(format, reason: String(describing: error)))
    }
  }
}

/// The task an `async` caller waits on, cancellable before the task exists.
private final class PendingTask: Sendable {
  private let state = Locked<(task: ImageTask?, isCancelled: Bool)>((nil, false))

  func attach(_ task: ImageTask) {
    let cancelled = state.withLock { state in
      state.task = task
      return state.isCancelled
    }
    if cancelled { task.cancel() }
  }

  func cancel() {
    let task = state.withLock { state in
      state.isCancelled = true
      return state.task
    }
    task?.cancel()
  }
}
