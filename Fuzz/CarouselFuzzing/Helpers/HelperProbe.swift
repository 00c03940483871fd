import CarouselCore
import Foundation

/// One public call (or a short run of them) under hostile arguments: what the fuzzer runs for the
/// engine's and the image module's helpers, beyond the components and layouts it drives through
/// their contract (SPEC §21). A probe reads its arguments from the tape and reports a broken promise
/// — a non-finite number, an index out of range, a result too large — or nil. A trap or a hang is
/// found by the isolated campaign.
struct HelperProbe: Sendable {
  /// What the probe exercises, for reports.
  let name: String
  let run: @Sendable (inout ArgumentTape) -> FuzzViolation?
}

/// The checks probes make, each giving a violation when its promise broke.
enum ProbeCheck {
  static func finite(_ values: [CGFloat], _ what: String) -> FuzzViolation? {
    values.allSatisfy(\.isFinite) ? nil : FuzzViolation(.nonFinite, at: 0, "\(what): \(values)")
  }

  static func finite(_ value: CGFloat, _ what: String) -> FuzzViolation? { finite([value], what) }

  static func finite(_ rect: CGRect, _ what: String) -> FuzzViolation? {
    finite([rect.minX, rect.minY, rect.width, rect.height], what)
  }

  static func finite(_ point: CGPoint, _ what: String) -> FuzzViolation? { finite([point.x, point.y], what) }

  static func that(_ condition: Bool, _ kind: FuzzViolation.Kind, _ detail: @autoclosure () -> String) -> FuzzViolation?
  {
    condition ? nil : FuzzViolation(kind, at: 0, detail())
  }

  /// The first violation of `checks`, in order.
  static func first(_ checks: FuzzViolation?...) -> FuzzViolation? {
    checks.lazy.compactMap { $0 }.first
  }
}

extension FuzzTarget {
  /// A target whose cases are single probes of `probes`: the first parameter picks one, the rest
  /// are its arguments — about a third of them hostile.
  static func helpers(named name: String, probes: [HelperProbe]) -> FuzzTarget {
    FuzzTarget(
      name: name, drivesCalls: false,
      makeParameters: { inputs in
        [Double(Int.random(in: 0..<Swift.max(1, probes.count), using: &inputs.random))]
          + (0..<24).map { _ in helperArgument(&inputs) }
      },
      run: { fuzzCase in
        var tape = ArgumentTape(fuzzCase.parameters)
        let probe = probes[tape.choice(probes.count)]
        let violation = probe.run(&tape).map { found in
          FuzzViolation(found.kind, at: found.callIndex, "\(probe.name): \(found.detail)")
        }
        return FuzzOutcome(violation: violation, restChecked: true)
      })
  }

  /// An argument: a small count or index, an ordinary length or time, or something no caller should
  /// send.
  private static func helperArgument(_ inputs: inout FuzzInputs) -> Double {
    switch Int.random(in: 0..<10, using: &inputs.random) {
    case 0..<3: return Double(Int.random(in: -3...12, using: &inputs.random))
    case 3..<6: return Double.random(in: -50...900, using: &inputs.random)
    case 6: return Double.random(in: 0...2, using: &inputs.random)
    case 7: return Double(inputs.pick(FuzzInputs.hostileCounts))
    default: return inputs.pick(FuzzInputs.hostileNumbers)
    }
  }
}
