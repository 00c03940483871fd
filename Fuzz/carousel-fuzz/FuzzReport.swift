import CarouselFuzzing
import Foundation

/// The campaign's results in Markdown: a table of counts per target and kind, then each kind's first
/// failing case, shrunk where it can run in process, as Swift code.
enum FuzzReport {
  static func markdown(
    results: [(FuzzTarget, FuzzTally, TimeInterval)], options: CampaignOptions, machine: String
  ) -> String {
    let kinds = FuzzViolation.Kind.allCases
    var lines = [
      "# carousel-fuzz report", "",
      "\(machine); seeds \(options.firstSeed)..<\(options.firstSeed + options.cases) per target, \(options.jobs) workers,"
        + " a case counts as a hang after \(Int(options.timeout)) s. One case in four draws hostile values.", "",
      "| target | cases | " + kinds.map(\.rawValue).joined(separator: " | ") + " | rest unchecked | seconds |",
      "|---|---:|" + kinds.map { _ in "---:|" }.joined() + "---:|---:|",
    ]
    for (target, tally, seconds) in results {
      let counts = kinds.map { String(tally.violations[$0] ?? 0) }
      lines.append(
        "| \(target.name) | \(tally.cases) | " + counts.joined(separator: " | ")
          + " | \(tally.restUnchecked) | \(String(format: "%.1f", seconds)) |")
    }
    lines.append("")
    lines.append(
      "*rest unchecked*: cases whose clock a call set so far ahead (1e300 s) that a frame no longer moves it;"
        + " every other invariant was still checked.")
    for (target, tally, _) in results {
      for (kind, seed) in tally.firstSeeds.sorted(by: { $0.value < $1.value }) {
        lines += ["", "## \(target.name): \(kind.rawValue), first on seed \(seed)", ""]
        lines += example(target: target, kind: kind, seed: seed)
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The failing case as Swift code: shrunk when the failure can be reproduced in this process (not
  /// a trap or a hang, which would stop the report).
  static func example(target: FuzzTarget, kind: FuzzViolation.Kind, seed: UInt64) -> [String] {
    let original = target.generate(seed: seed)
    if kind != .trap, kind != .hang, let (small, violation) = FuzzShrinker(target: target).shrink(original) {
      return ["\(violation)", "", "```swift", small.swiftCode, "```"]
    }
    return [
      "Replay: `carousel-fuzz --replay \(target.name) \(seed)` (not shrunk: it stops the process).", "",
      "```swift", original.swiftCode, "```",
    ]
  }
}
