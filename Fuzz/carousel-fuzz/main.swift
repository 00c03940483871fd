import CarouselFuzzing
import Foundation

/// `carousel-fuzz`: the engine's fuzzer. See `FuzzCommand.usage`, and `make fuzz`.
func standardError(_ line: String) {
  FileHandle.standardError.write(Data((line + "\n").utf8))
}

let command: FuzzCommand
do {
  command = try FuzzCommand.parse(Array(CommandLine.arguments.dropFirst()))
} catch {
  standardError("carousel-fuzz: \(error)")
  standardError("run 'carousel-fuzz --help' for the options")
  exit(64)
}

switch command {
case .help:
  print(FuzzCommand.usage)
case .worker(let target, let seeds, let progressPath):
  exit(FuzzWorker.run(target: target, seeds: seeds, progressPath: progressPath))
case .replay(let target, let seed):
  let fuzzCase = target.generate(seed: seed)
  print(fuzzCase.swiftCode)
  let outcome = target.run(fuzzCase)
  guard outcome.violation != nil else {
    print("passes\(outcome.restChecked ? "" : " (rest unchecked: the clock was set beyond reach)")")
    exit(0)
  }
  print(FuzzReport.example(target: target, kind: outcome.violation?.kind ?? .jump, seed: seed).joined(separator: "\n"))
  exit(1)
case .campaign(let options):
  let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
  let supervisor = FuzzSupervisor(options: options, executable: executable)
  let results: [(FuzzTarget, FuzzTally, TimeInterval)]
  do {
    results = try supervisor.run(log: standardError)
  } catch {
    standardError("carousel-fuzz: cannot start workers: \(error.localizedDescription)")
    exit(2)
  }
  var system = utsname()
  uname(&system)
  let machine = withUnsafeBytes(of: system.machine) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
  let report = FuzzReport.markdown(
    results: results, options: options,
    machine: "\(machine), \(ProcessInfo.processInfo.activeProcessorCount) processors, \(Date())")
  print(report)
  if let path = options.reportPath {
    do {
      try report.write(toFile: path, atomically: true, encoding: .utf8)
    } catch {
      standardError("carousel-fuzz: --report \(path): cannot write the report (\(error.localizedDescription))")
      exit(2)
    }
  }
  exit(results.contains { $0.1.totalViolations > 0 } ? 1 : 0)
}
