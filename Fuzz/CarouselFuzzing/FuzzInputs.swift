import Foundation

/// Draws the arguments of fuzz calls: ordinary values in ``FuzzMode/realistic`` mode, and in
/// ``FuzzMode/hostile`` mode also the values SPEC §10 says a caller may send.
public struct FuzzInputs {
  /// The source of randomness; a case is reproduced from its seed.
  public var random: SplitMix64
  /// Which values are drawn.
  public let mode: FuzzMode

  /// Creates inputs drawn from `seed` in `mode`.
  public init(seed: UInt64, mode: FuzzMode) {
    random = SplitMix64(seed: seed)
    self.mode = mode
  }

  static let hostileNumbers: [Double] = [
    .nan, .infinity, -.infinity, 1e300, -1e300, 1e18, -1e18, -0.0, 1e-300, .leastNonzeroMagnitude,
    .greatestFiniteMagnitude, -5, 1e9,
  ]
  static let hostileCounts: [Int] = [.max, .min, -1, -1000, 1_000_000_000, 1_000_000, 100_000]

  /// True with probability `probability`.
  public mutating func chance(_ probability: Double) -> Bool {
    Double.random(in: 0..<1, using: &random) < probability
  }

  /// An element of `choices` (which must not be empty).
  public mutating func pick<T>(_ choices: [T]) -> T {
    choices[Int.random(in: 0..<choices.count, using: &random)]
  }

  /// A number in `range`, or — one time in eight when hostile — a value no caller should send.
  public mutating func number(in range: ClosedRange<Double>) -> Double {
    if mode == .hostile, chance(0.125) { return pick(Self.hostileNumbers) }
    return Double.random(in: range, using: &random)
  }

  /// A length in points: usually in `typical`, sometimes 0 or tiny, or hostile.
  public mutating func length(typical: ClosedRange<Double>) -> Double {
    if chance(0.08) { return pick([0, 1, 0.5]) }
    return number(in: typical)
  }

  /// An item count: usually small (0, 1 and 2 often), sometimes large, or hostile.
  public mutating func count() -> Int {
    if mode == .hostile, chance(0.1) { return pick(Self.hostileCounts) }
    if chance(0.3) { return Int.random(in: 0...2, using: &random) }
    if chance(0.05) { return Int.random(in: 100...5_000, using: &random) }
    return Int.random(in: 3...40, using: &random)
  }

  /// An index to scroll to: usually near `0..<count`, sometimes far outside, or hostile.
  public mutating func index(count: Int) -> Int {
    if mode == .hostile, chance(0.15) { return pick(Self.hostileCounts) }
    if chance(0.1) { return pick([-1, -7, 1_000, 123_456]) }
    let upper = count > 0 && count < Int.max - 3 ? count + 2 : 40
    return Int.random(in: -2...upper, using: &random)
  }

  /// How far the clock moves for the next call, in seconds: mostly a frame or two, sometimes a long
  /// pause, sometimes nothing (a duplicate timestamp).
  public mutating func timeStep() -> Double {
    if chance(0.08) { return 0 }
    if chance(0.04) { return pick([0.3, 1, 2.5, 10]) }
    return Double.random(in: 0.001...0.05, using: &random)
  }

  /// The time of the next call after `clock`, advancing `clock`. Hostile: sometimes backwards, to
  /// the far future or not a number; `clock` itself stays finite so later calls are still timed.
  public mutating func time(after clock: inout Double) -> Double {
    clock += timeStep()
    guard mode == .hostile, chance(0.06) else { return clock }
    switch Int.random(in: 0..<4, using: &random) {
    case 0: return clock - Double.random(in: 0.01...5, using: &random)
    case 1:
      clock = pick([1e12, 1e300])
      return clock
    default: return pick([.nan, .infinity, -.infinity, -1e300])
    }
  }
}
