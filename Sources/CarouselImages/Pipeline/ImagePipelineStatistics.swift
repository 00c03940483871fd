/// Counters an ``ImagePipeline`` keeps, for tests, benchmarks and a debug overlay.
public struct ImagePipelineStatistics: Sendable, Hashable {
  /// Loads waiting for a free slot.
  public var queuedLoads = 0
  /// Loads started and not yet finished, including cancelled ones still winding down.
  public var runningLoads = 0
  /// The most loads that ran at once.
  public var peakRunningLoads = 0
  /// Times the loader was asked for bytes (disk and memory hits excluded).
  public var fetches = 0
  /// Images served from the memory cache.
  public var memoryHits = 0
  /// Loads served from the disk cache.
  public var diskHits = 0
  /// Requests that joined a load already in flight.
  public var coalescedRequests = 0
  /// Loads stopped because every requester cancelled.
  public var cancelledLoads = 0
  /// Loads that ended in a failure other than cancellation.
  public var failedLoads = 0

  /// Loads queued or running that someone still wants: what a prefetcher keeps bounded.
  public var pendingLoads = 0
}
