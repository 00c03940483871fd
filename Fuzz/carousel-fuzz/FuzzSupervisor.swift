import CarouselFuzzing
import Foundation

/// Runs a campaign in worker processes — `jobs` at once, each over a range of seeds — so that a trap
/// kills only its worker and a hang is cut off: both are counted against the seed the worker was
/// running, and a new worker carries on from the next seed.
struct FuzzSupervisor {
  let options: CampaignOptions
  let executable: URL

  /// A range of seeds for one worker.
  private struct Chunk {
    let target: FuzzTarget
    var seeds: Range<UInt64>
  }

  /// A worker in flight.
  private final class Worker {
    let chunk: Chunk
    let process = Process()
    let progressPath: String
    let outputPath: String
    var lastSeed: UInt64?
    var lastChange = Date()

    init(chunk: Chunk, directory: URL, serial: Int) {
      self.chunk = chunk
      progressPath = directory.appendingPathComponent("progress-\(serial)").path
      outputPath = directory.appendingPathComponent("output-\(serial)").path
    }

    /// The seed the worker last started, from its progress file.
    func readProgress() -> UInt64? {
      guard let data = FileManager.default.contents(atPath: progressPath), data.count >= 8 else { return nil }
      return data.prefix(8).withUnsafeBytes { UInt64(littleEndian: $0.loadUnaligned(as: UInt64.self)) }
    }
  }

  /// Runs every target's cases and returns the tallies, by target name in campaign order.
  func run(log: (String) -> Void) throws -> [(FuzzTarget, FuzzTally, TimeInterval)] {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("carousel-fuzz-\(getpid())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    var results: [(FuzzTarget, FuzzTally, TimeInterval)] = []
    var serial = 0
    for target in options.targets {
      let started = Date()
      var tally = FuzzTally()
      var pending = split(target: target)
      var active: [Worker] = []
      while !pending.isEmpty || !active.isEmpty {
        while active.count < options.jobs, !pending.isEmpty {
          serial += 1
          let worker = Worker(chunk: pending.removeFirst(), directory: directory, serial: serial)
          try start(worker)
          active.append(worker)
        }
        Thread.sleep(forTimeInterval: 0.05)
        active.removeAll { worker in
          if worker.process.isRunning {
            let seed = worker.readProgress()
            if seed != worker.lastSeed {
              worker.lastSeed = seed
              worker.lastChange = Date()
              return false
            }
            guard Date().timeIntervalSince(worker.lastChange) > options.timeout else { return false }
            kill(worker.process.processIdentifier, SIGKILL)
            worker.process.waitUntilExit()
            pending += finish(worker, stoppedBy: .hang, into: &tally, log: log)
            return true
          }
          pending += finish(worker, stoppedBy: .trap, into: &tally, log: log)
          return true
        }
      }
      let elapsed = Date().timeIntervalSince(started)
      log(
        "\(target.name): \(tally.cases) cases, \(tally.totalViolations) violations, \(String(format: "%.1f", elapsed)) s"
      )
      results.append((target, tally, elapsed))
    }
    return results
  }

  /// The target's seeds in one chunk per job.
  private func split(target: FuzzTarget) -> [Chunk] {
    let jobs = UInt64(options.jobs)
    let size = max(1, (options.cases + jobs - 1) / jobs)
    var chunks: [Chunk] = []
    var first = options.firstSeed
    let end = options.firstSeed + options.cases
    while first < end {
      chunks.append(Chunk(target: target, seeds: first..<min(end, first + size)))
      first += size
    }
    return chunks
  }

  private func start(_ worker: Worker) throws {
    _ = FileManager.default.createFile(atPath: worker.outputPath, contents: nil)
    worker.process.executableURL = executable
    worker.process.arguments = [
      "--worker", worker.chunk.target.name, String(worker.chunk.seeds.lowerBound), String(worker.chunk.seeds.count),
      worker.progressPath,
    ]
    worker.process.standardOutput = FileHandle(forWritingAtPath: worker.outputPath)
    worker.process.standardError = FileHandle.nullDevice
    try worker.process.run()
  }

  /// Counts a finished worker's results; one that did not say `done` stopped on the seed it was
  /// running (a trap, or a hang it was killed for), and the rest of its range is returned to run.
  private func finish(
    _ worker: Worker, stoppedBy kind: FuzzViolation.Kind, into tally: inout FuzzTally, log: (String) -> Void
  ) -> [Chunk] {
    let output = (try? String(contentsOfFile: worker.outputPath, encoding: .utf8)) ?? ""
    var done = false
    for line in output.split(separator: "\n") {
      let fields = line.split(separator: " ")
      switch fields.first {
      case "v":
        if fields.count == 3, let seed = UInt64(fields[1]), let found = FuzzViolation.Kind(rawValue: String(fields[2]))
        {
          tally.record(found, seed: seed)
        }
      case "u": tally.restUnchecked += 1
      case "done": done = true
      default: break
      }
    }
    let seeds = worker.chunk.seeds
    guard !done else {
      tally.cases += seeds.count
      return []
    }
    let stopped = worker.readProgress() ?? seeds.lowerBound
    tally.cases += Int(stopped - seeds.lowerBound + 1)
    tally.record(kind, seed: stopped)
    log("\(worker.chunk.target.name): \(kind.rawValue) on seed \(stopped)")
    return stopped + 1 < seeds.upperBound
      ? [Chunk(target: worker.chunk.target, seeds: (stopped + 1)..<seeds.upperBound)] : []
  }
}
