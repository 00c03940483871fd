/// Which values a fuzz case draws from.
public enum FuzzMode: String, Sendable, Hashable, CaseIterable {
  /// What a front end sends on a real device: finite numbers, ordinary sizes and counts, a clock that
  /// never runs backwards.
  case realistic
  /// Everything a caller or a data file could supply (SPEC §10): NaN, ±∞, 1e300, negative sizes,
  /// `Int.max` counts, clocks jumping backwards or to the far future.
  case hostile

  /// The mode a campaign uses for `seed`: one case in four is hostile.
  public static func forSeed(_ seed: UInt64) -> FuzzMode {
    seed % 4 == 3 ? .hostile : .realistic
  }
}
