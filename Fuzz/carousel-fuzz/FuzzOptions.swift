import CarouselFuzzing
import Foundation

/// What `carousel-fuzz` was asked to do, read from its arguments with a one-line error for anything
/// it cannot use.
enum FuzzCommand {
  /// A campaign: every target's cases, each worker process isolated so traps and hangs name a seed.
  case campaign(CampaignOptions)
  /// Print one case as Swift code, run it, and shrink it if it fails.
  case replay(target: FuzzTarget, seed: UInt64)
  /// Internal: run a seed range in this process, reporting progress for the supervisor.
  case worker(target: FuzzTarget, seeds: Range<UInt64>, progressPath: String)
  case help

  static let usage = """
    usage: carousel-fuzz [--target NAME]... [--cases N] [--first-seed S] [--jobs J] [--timeout SECONDS]
                         [--report FILE]
           carousel-fuzz --replay NAME SEED

    Runs generated call sequences against every CarouselCore component and checks the engine's
    promises (SPEC §2, §10). Each case runs in a worker process, so a trap or a hang is reported with
    its seed; failing cases are shrunk and printed as Swift code for a regression test.

      --target NAME     only this target (repeatable): \(FuzzTarget.all.map(\.name).joined(separator: ", "))
      --cases N         cases per target (default 10000)
      --first-seed S    the first seed (default 0)
      --jobs J          worker processes at once (default: the number of processors)
      --timeout S       seconds one case may take before it counts as a hang (default 10)
      --report FILE     also write the report, in Markdown, to FILE
      --replay NAME S   run the case of seed S against target NAME, print it and its shrunk form
    """

  /// Reads `arguments` (without the program name).
  static func parse(_ arguments: [String]) throws(UsageError) -> FuzzCommand {
    var options = CampaignOptions()
    var rest = arguments[...]
    func value(_ option: String) throws(UsageError) -> String {
      guard let value = rest.popFirst() else { throw UsageError("\(option) needs a value") }
      return value
    }
    func number<T: FixedWidthInteger>(_ option: String, in range: ClosedRange<T>) throws(UsageError) -> T {
      let text = try value(option)
      guard let number = T(text), range.contains(number) else {
        throw UsageError("\(option) must be a whole number in \(range.lowerBound)...\(range.upperBound), not '\(text)'")
      }
      return number
    }
    func target(_ option: String) throws(UsageError) -> FuzzTarget {
      let name = try value(option)
      guard let target = FuzzTarget.named(name) else {
        throw UsageError(
          "\(option): no target '\(name)'; targets: \(FuzzTarget.all.map(\.name).joined(separator: ", "))")
      }
      return target
    }
    while let argument = rest.popFirst() {
      switch argument {
      case "--help", "-h": return .help
      case "--target": options.targets.append(try target(argument))
      case "--cases": options.cases = try number(argument, in: 1...UInt64(1) << 40)
      case "--first-seed": options.firstSeed = try number(argument, in: 0...UInt64(1) << 62)
      case "--jobs": options.jobs = try number(argument, in: 1...256)
      case "--timeout": options.timeout = Double(try number(argument, in: 1...86_400) as Int)
      case "--report": options.reportPath = try value(argument)
      case "--replay":
        let replayed = try target(argument)
        return .replay(target: replayed, seed: try number("--replay \(replayed.name)", in: 0...UInt64.max))
      case "--worker":
        let worked = try target(argument)
        let first: UInt64 = try number(argument, in: 0...UInt64.max)
        let count: UInt64 = try number(argument, in: 0...UInt64(1) << 40)
        return .worker(target: worked, seeds: first..<(first + count), progressPath: try value(argument))
      default: throw UsageError("unknown argument '\(argument)'")
      }
    }
    if options.targets.isEmpty { options.targets = FuzzTarget.all }
    return .campaign(options)
  }
}

/// The settings of a campaign.
struct CampaignOptions {
  var targets: [FuzzTarget] = []
  var cases: UInt64 = 10_000
  var firstSeed: UInt64 = 0
  var jobs = ProcessInfo.processInfo.activeProcessorCount
  var timeout: TimeInterval = 10
  var reportPath: String?
}

/// A command line `carousel-fuzz` cannot use, said in one line.
struct UsageError: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}
