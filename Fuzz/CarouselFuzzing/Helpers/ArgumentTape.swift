import Foundation

/// The arguments of one helper call, read in order from a fuzz case's parameters: a case is its
/// numbers, so it replays, shrinks and prints as Swift code like a component's. Past the end every
/// read answers 0.
struct ArgumentTape {
  private let values: [Double]
  private var next = 0

  init(_ values: [Double]) {
    self.values = values
  }

  /// The next number as given (NaN, ±∞ and 1e300 included).
  mutating func number() -> Double {
    defer { next += 1 }
    return next < values.count ? values[next] : 0
  }

  /// The next number as a length, point or time: a `CGFloat`.
  mutating func cgFloat() -> CGFloat { CGFloat(number()) }

  /// The next number as an integer (saturating: 1e300 is `Int.max`, NaN 0).
  mutating func int() -> Int {
    let value = number()
    guard !value.isNaN else { return 0 }
    if value >= 0x1p63 { return .max }
    if value < -0x1p63 { return .min }
    return Int(value)
  }

  /// The next number as a choice among `count` (0 when `count` is not positive).
  mutating func choice(_ count: Int) -> Int {
    guard count > 0 else { return 0 }
    let value = int()
    return value == .min ? 0 : abs(value) % count
  }

  /// The next number as a flag.
  mutating func bool() -> Bool { number() > 0 }

  mutating func point() -> CGPoint { CGPoint(x: cgFloat(), y: cgFloat()) }
  mutating func size() -> CGSize { CGSize(width: cgFloat(), height: cgFloat()) }
  mutating func rect() -> CGRect { CGRect(origin: point(), size: size()) }

  /// A short list of numbers (at most 24 of them, however large the count read).
  mutating func numbers() -> [Double] {
    (0..<choice(25)).map { _ in number() }
  }
}
