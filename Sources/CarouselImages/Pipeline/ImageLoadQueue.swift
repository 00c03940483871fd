/// The pipeline's bookkeeping, guarded by its lock: which loads exist, who wants each, in what
/// order the waiting ones start. Pure state: no I/O, no callbacks.
struct ImageLoadQueue<Image: Sendable> {
  typealias Completion = @Sendable (Result<Image, ImageLoadingError>) -> Void

  /// One load; a new load of the same key after a cancellation gets a new serial.
  struct JobID: Hashable, Sendable {
    let key: ImageRequest.Key
    let serial: Int
  }

  /// One requester of one load.
  struct Ticket: Hashable, Sendable {
    let job: JobID
    let requester: Int
  }

  private struct Requester {
    var priority: ImagePriority
    let completion: Completion
  }

  private struct Job {
    let id: JobID
    var requesters: [Int: Requester] = [:]
    var isRunning = false
    var work: Task<Void, Never>?

    var priority: ImagePriority { requesters.values.map(\.priority).max() ?? .veryLow }
  }

  private var jobs: [ImageRequest.Key: Job] = [:]
  private var nextSerial = 0
  private var nextRequester = 0
  private(set) var runningCount = 0
  var statistics = ImagePipelineStatistics()

  /// Adds a requester to the load of `key`, creating a queued load if there is none.
  mutating func add(key: ImageRequest.Key, priority: ImagePriority, completion: @escaping Completion) -> Ticket {
    if jobs[key] == nil {
      jobs[key] = Job(id: JobID(key: key, serial: nextSerial))
      nextSerial += 1
    } else {
      statistics.coalescedRequests += 1
    }
    nextRequester += 1
    jobs[key]!.requesters[nextRequester] = Requester(priority: priority, completion: completion)
    return Ticket(job: jobs[key]!.id, requester: nextRequester)
  }

  /// Marks the waiting load with the highest priority (the earliest asked among equals) as running.
  /// O(number of loads).
  mutating func startNext() -> JobID? {
    var best: Job?
    for job in jobs.values where !job.isRunning {
      guard let current = best else {
        best = job
        continue
      }
      let (priority, currentPriority) = (job.priority, current.priority)
      if priority > currentPriority || (priority == currentPriority && job.id.serial < current.id.serial) {
        best = job
      }
    }
    guard let id = best?.id else { return nil }
    jobs[id.key]!.isRunning = true
    runningCount += 1
    statistics.peakRunningLoads = max(statistics.peakRunningLoads, runningCount)
    return id
  }

  mutating func attach(_ work: Task<Void, Never>, to id: JobID) {
    guard jobs[id.key]?.id == id else { return }
    jobs[id.key]!.work = work
  }

  mutating func setPriority(_ priority: ImagePriority, for ticket: Ticket) {
    guard jobs[ticket.job.key]?.id == ticket.job, jobs[ticket.job.key]!.requesters[ticket.requester] != nil else {
      return
    }
    jobs[ticket.job.key]!.requesters[ticket.requester]!.priority = priority
  }

  /// Removes a requester; when it was the last, the load leaves the table and, if it was running,
  /// its work is returned to be cancelled (its slot stays taken until the work ends).
  mutating func removeRequester(_ ticket: Ticket) -> (Completion?, Task<Void, Never>?) {
    let key = ticket.job.key
    guard jobs[key]?.id == ticket.job, let requester = jobs[key]!.requesters.removeValue(forKey: ticket.requester)
    else { return (nil, nil) }
    guard jobs[key]!.requesters.isEmpty else { return (requester.completion, nil) }
    let job = jobs.removeValue(forKey: key)!
    statistics.cancelledLoads += 1
    return (requester.completion, job.work)
  }

  /// Frees the load's slot and, if it is still wanted, removes it and returns its requesters'
  /// completions. `beforeRemoval` runs first (the pipeline caches the image there).
  mutating func finish(_ id: JobID, failed: Bool, beforeRemoval: () -> Void) -> [Completion] {
    runningCount -= 1
    guard jobs[id.key]?.id == id else { return [] }
    beforeRemoval()
    if failed { statistics.failedLoads += 1 }
    return jobs.removeValue(forKey: id.key)!.requesters.values.map(\.completion)
  }

  var currentStatistics: ImagePipelineStatistics {
    var statistics = statistics
    statistics.runningLoads = runningCount
    statistics.queuedLoads = jobs.values.count { !$0.isRunning }
    statistics.pendingLoads = jobs.count
    return statistics
  }
}
