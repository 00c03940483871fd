import Foundation

/// Runs the cases of a seed range against one target, in process, and tallies what broke.
public struct FuzzCampaign: Sendable {
  /// The target under test.
  public let target: FuzzTarget
  /// The seeds whose cases run.
  public let seeds: Range<UInt64>

  /// Creates a campaign over `seeds`.
  public init(target: FuzzTarget, seeds: Range<UInt64>) {
    self.target = target
    self.seeds = seeds
  }

  /// Runs every case; `willRun` is called with each seed before its case starts (a supervisor
  /// records it, so that a trap names its case).
  public func run(willRun: (UInt64) -> Void = { _ in }) -> FuzzTally {
    var tally = FuzzTally()
    for seed in seeds {
      willRun(seed)
      let fuzzCase = target.generate(seed: seed)
      let outcome = target.run(fuzzCase)
      tally.record(outcome, seed: seed)
    }
    return tally
  }
}

/// What a campaign found: cases run, cases that could not be checked for rest, and violations by
/// kind with the first seed of each.
public struct FuzzTally: Sendable, Hashable, Codable {
  /// Cases run.
  public var cases = 0
  /// Cases whose clock was set too far ahead to check that they come to rest.
  public var restUnchecked = 0
  /// Violations by kind.
  public var violations: [FuzzViolation.Kind: Int] = [:]
  /// The first seed that broke each kind.
  public var firstSeeds: [FuzzViolation.Kind: UInt64] = [:]

  /// An empty tally.
  public init() {}

  /// Counts one case's outcome.
  public mutating func record(_ outcome: FuzzOutcome, seed: UInt64) {
    cases += 1
    if !outcome.restChecked, outcome.violation == nil { restUnchecked += 1 }
    if let kind = outcome.violation?.kind { record(kind, seed: seed) }
  }

  /// Counts a violation found outside the case (a trap or a hang seen by a supervisor).
  public mutating func record(_ kind: FuzzViolation.Kind, seed: UInt64) {
    violations[kind, default: 0] += 1
    if firstSeeds[kind].map({ seed < $0 }) ?? true { firstSeeds[kind] = seed }
  }

  /// Adds another tally's counts.
  public mutating func merge(_ other: FuzzTally) {
    cases += other.cases
    restUnchecked += other.restUnchecked
    for (kind, count) in other.violations { violations[kind, default: 0] += count }
    for (kind, seed) in other.firstSeeds where firstSeeds[kind].map({ seed < $0 }) ?? true { firstSeeds[kind] = seed }
  }

  /// The number of violations of every kind.
  public var totalViolations: Int { violations.values.reduce(0, +) }
}
