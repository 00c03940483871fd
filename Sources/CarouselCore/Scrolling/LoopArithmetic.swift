import Foundation

/// Index arithmetic on a loop of `count` items, shared by everything that wraps: the ring, a looping
/// card stack and, later, the tab strip.
///
/// Positions are continuous, in items; item `i` sits at every `i + k·count`. Every function answers
/// for any input — a non-finite or astronomically large position gives item 0, never a trap.
enum LoopArithmetic {
  /// Positions beyond this many items are treated as unusable (an `Int` conversion would trap).
  static let largestPosition: CGFloat = 1e15

  /// `index` wrapped into `0..<count`; 0 when `count` is not positive.
  static func wrap(_ index: Int, count: Int) -> Int {
    guard count > 0 else { return 0 }
    let remainder = index % count
    return remainder < 0 ? remainder + count : remainder
  }

  /// The item at the whole position `slot`, wrapped into `0..<count` when `loops`, or nil when the slot
  /// is not a usable number or (not looping) lies outside `0..<count`.
  static func item(atSlot slot: CGFloat, count: Int, loops: Bool) -> Int? {
    guard count > 0, slot.isFinite, abs(slot) < largestPosition else { return nil }
    let whole = Int(slot)
    if loops { return wrap(whole, count: count) }
    return (0..<count).contains(whole) ? whole : nil
  }

  /// The whole position nearest `position` (halves away from zero), not wrapped; 0 when the position
  /// is not usable.
  static func nearestSlot(to position: CGFloat) -> Int {
    let slot = position.rounded(.toNearestOrAwayFromZero)
    guard slot.isFinite, abs(slot) < largestPosition else { return 0 }
    return Int(slot)
  }

  /// The item nearest `position` (halves away from zero), wrapped into `0..<count`.
  static func nearestItem(to position: CGFloat, count: Int) -> Int {
    item(atSlot: position.rounded(.toNearestOrAwayFromZero), count: count, loops: true) ?? 0
  }

  /// The signed distance from item `index` to `position`, in items, in `−count/2...count/2`.
  static func distance(from index: Int, to position: CGFloat, count: Int) -> CGFloat {
    guard count > 0 else { return 0 }
    return remainder(of: position - CGFloat(index), dividingBy: count)
  }

  /// `x.remainder(dividingBy: CGFloat(count))`, bit for bit, without the call to libm's `remainder`
  /// (~90 instructions; a ring frame made ten) for the usual `x` within 2³⁰ turns of zero.
  ///
  /// IEEE's remainder is `x − count · q` for the whole `q` nearest `x / count`, ties to even, and is
  /// exact. Rounding the computed quotient gives that `q`: a half-way point `k + ½` is representable
  /// here, so the correctly rounded quotient lands on it only when `x / count` is exactly there (and
  /// then rounds to even, as IEEE's does), and never crosses it. With `count` below 2³¹ and `q` below
  /// 2³⁰ the product is exact, so `x − count · q` is the exact remainder.
  static func remainder(of x: CGFloat, dividingBy count: Int) -> CGFloat {
    let divisor = CGFloat(count)
    let quotient = x / divisor
    // Also NaN and infinities, which fail the comparison.
    guard count > 0, count < 1 << 31, abs(quotient) < 0x1p30 else { return x.remainder(dividingBy: divisor) }
    // Adding and subtracting 1.5 · 2⁵² rounds to the nearest whole number, ties to even.
    let q = (quotient + 0x1.8p52) - 0x1.8p52
    let r = x - divisor * q
    // A zero remainder has the sign of x, as IEEE's does.
    return r == 0 ? CGFloat(signOf: x, magnitudeOf: 0) : r
  }

  /// The whole position nearest `position` at which item `index` sits: reached the short way round
  /// from `position` rounded.
  static func target(for index: Int, from position: CGFloat, count: Int) -> CGFloat {
    guard count > 0, position.isFinite else { return CGFloat(wrap(index, count: count)) }
    let start = position.rounded(.toNearestOrAwayFromZero)
    return start + (CGFloat(wrap(index, count: count)) - start).remainder(dividingBy: CGFloat(count))
  }

  /// How many whole turns `position` lies from `0..<count` (the shift that normalises it is
  /// `−turns · count` items); 0 when nothing needs to move or the position is not usable.
  static func wholeTurns(in position: CGFloat, count: Int) -> CGFloat {
    guard count > 0 else { return 0 }
    let turns = (position / CGFloat(count)).rounded(.down)
    return turns.isFinite ? turns : 0
  }
}
