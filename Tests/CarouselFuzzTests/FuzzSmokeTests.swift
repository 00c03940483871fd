import CarouselFuzzing
import Testing

/// A bounded fuzz campaign on every target with fixed seeds, run by `make test`: the same cases
/// every run, so a failure is reproducible (`carousel-fuzz --replay TARGET SEED`) and its shrunk
/// form is printed in the failure, ready to become a regression test. `make fuzz` runs the long
/// campaign, isolated in worker processes.
@Suite("Fuzz smoke campaign")
struct FuzzSmokeTests {
  /// Cases per target, each target a few seconds or less in a debug build (`carousel-fuzz --jobs 1`,
  /// one core): the layouts check every query against every frame, some thirty times a component
  /// case's work; the motion helpers replay scripts of up to 200,000 samples (200 cases took 10.6 s);
  /// and the pager's hostile scrolls turn up to its whole scroll limit, an event a page (1,000 cases
  /// took 11.3 s, the other components 0.8–4.2 s). `make fuzz` runs 10⁶ of each.
  static func cases(for name: String) -> UInt64 {
    switch name {
    case "masonry", "columngrid", "pager": 200
    case "helpers-motion": 40
    default: 1_000
    }
  }

  @Test(arguments: FuzzTarget.all.map(\.name))
  func campaign(target name: String) async throws {
    let target = try #require(FuzzTarget.named(name))
    let count = Self.cases(for: name)
    let tally = await offThePool { FuzzCampaign(target: target, seeds: 0..<count).run() }
    #expect(tally.cases == Int(count))
    for (kind, seed) in tally.firstSeeds.sorted(by: { $0.value < $1.value }) {
      let shrunk = FuzzShrinker(target: target, budget: 2_000).shrink(target.generate(seed: seed))
      Issue.record(
        """
        \(name): \(tally.violations[kind] ?? 0) × \(kind.rawValue), first on seed \(seed)
        \(shrunk.map { "\($0.1)\n\($0.0.swiftCode)" } ?? "(did not reproduce when shrinking)")
        """)
    }
  }

  @Test func casesAreReproducibleFromTheirSeed() throws {
    for target in FuzzTarget.all {
      #expect(target.generate(seed: 42) == target.generate(seed: 42))
      #expect(target.generate(seed: 42) != target.generate(seed: 43))
    }
  }

  @Test func hostileCasesDrawHostileValues() throws {
    let target = try #require(FuzzTarget.named("snap"))
    let hostile = (0..<200).map { target.generate(seed: 4 * $0 + 3) }
    let numbers = hostile.flatMap { $0.calls.flatMap(\.numbers) }
    #expect(numbers.contains { $0.isNaN })
    #expect(numbers.contains { $0.isInfinite })
    let realistic = (0..<200).map { target.generate(seed: 4 * $0) }
    #expect(realistic.allSatisfy { $0.calls.flatMap(\.numbers).allSatisfy(\.isFinite) })
  }
}

extension FuzzCall {
  /// Every number the call carries.
  var numbers: [Double] {
    switch self {
    case .drag(_, let x, let y, let time): [x, y, time]
    case .advance(let time): [time]
    case .viewport(let width, let height): [width, height]
    case .itemCount(let count): [Double(count)]
    case .itemLengths(let lengths): lengths
    case .scroll(let index, _, let time): [Double(index), time]
    case .reconfigure(let parameters, let time): parameters + [time]
    case .key(_, let time), .direction(_, let time): [time]
    case .wheel(_, let dx, let dy, let x, let y, let time): [dx, dy, x, y, time]
    case .visible, .reduceMotion: []
    }
  }
}
