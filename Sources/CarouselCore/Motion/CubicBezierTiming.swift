import Foundation

/// A CSS-style timing function: the cubic Bézier from (0, 0) to (1, 1) with control points
/// (x1, y1) and (x2, y2), evaluated as progress `y` for elapsed fraction `x`.
struct CubicBezierTiming: Sendable, Hashable {
  var x1: Double, y1: Double, x2: Double, y2: Double

  static let easeIn = CubicBezierTiming(x1: 0.42, y1: 0, x2: 1, y2: 1)
  static let easeOut = CubicBezierTiming(x1: 0, y1: 0, x2: 0.58, y2: 1)
  static let easeInOut = CubicBezierTiming(x1: 0.42, y1: 0, x2: 0.58, y2: 1)

  private static func coordinate(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
    let u = 1 - t
    return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t
  }

  private static func derivative(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
    let u = 1 - t
    return 3 * u * u * p1 + 6 * u * t * (p2 - p1) + 3 * t * t * (1 - p2)
  }

  /// The curve parameter whose x equals `x`: Newton's method, falling back to bisection.
  private func parameter(forX x: Double) -> Double {
    var t = x
    for _ in 0..<8 {
      let error = Self.coordinate(t, x1, x2) - x
      if abs(error) < 1e-9 { return t }
      let slope = Self.derivative(t, x1, x2)
      if abs(slope) < 1e-9 { break }
      t -= error / slope
    }
    var low = 0.0
    var high = 1.0
    t = x
    for _ in 0..<60 {
      let value = Self.coordinate(t, x1, x2)
      if abs(value - x) < 1e-9 { break }
      if value < x { low = t } else { high = t }
      t = (low + high) / 2
    }
    return t
  }

  /// Progress in `0...1` for the elapsed fraction `fraction` (clamped to `0...1`).
  func progress(at fraction: Double) -> Double {
    guard fraction > 0 else { return 0 }
    guard fraction < 1 else { return 1 }
    return Self.coordinate(parameter(forX: fraction), y1, y2)
  }

  /// d(progress) / d(fraction) at the elapsed fraction `fraction`.
  func slope(at fraction: Double) -> Double {
    let clamped = Swift.min(Swift.max(fraction, 0), 1)
    let t = parameter(forX: clamped)
    let dx = Self.derivative(t, x1, x2)
    guard abs(dx) > 1e-9 else { return 0 }
    return Self.derivative(t, y1, y2) / dx
  }
}
