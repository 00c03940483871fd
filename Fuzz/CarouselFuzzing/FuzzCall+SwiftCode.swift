import CarouselCore
import Foundation

extension FuzzCall {
  /// The call as a Swift expression, so that a shrunk failing case can be pasted into a regression
  /// test as it is.
  public var swiftCode: String {
    switch self {
    case .drag(let phase, let x, let y, let time):
      ".drag(.\(phase.rawValue), x: \(Self.literal(x)), y: \(Self.literal(y)), time: \(Self.literal(time)))"
    case .advance(let time): ".advance(to: \(Self.literal(time)))"
    case .viewport(let width, let height): ".viewport(width: \(Self.literal(width)), height: \(Self.literal(height)))"
    case .itemCount(let count): ".itemCount(\(Self.literal(count)))"
    case .itemLengths(let lengths): ".itemLengths(\(Self.literal(lengths)))"
    case .scroll(let index, let animated, let time):
      ".scroll(to: \(Self.literal(index)), animated: \(animated), time: \(Self.literal(time)))"
    case .reconfigure(let parameters, let time):
      ".reconfigure(\(Self.literal(parameters)), time: \(Self.literal(time)))"
    case .visible(let visible): ".visible(\(visible))"
    case .reduceMotion(let on): ".reduceMotion(\(on))"
    case .key(let key, let time): ".key(.\(key.rawValue), time: \(Self.literal(time)))"
    case .direction(let direction, let time): ".direction(.\(direction.rawValue), time: \(Self.literal(time)))"
    case .wheel(let phase, let dx, let dy, let x, let y, let time):
      ".wheel(.\(phase.rawValue), dx: \(Self.literal(dx)), dy: \(Self.literal(dy)), x: \(Self.literal(x)), "
        + "y: \(Self.literal(y)), time: \(Self.literal(time)))"
    }
  }

  /// A Swift literal for `value`, spelling out the values Swift has no literal for.
  static func literal(_ value: Double) -> String {
    if value.isNaN { return ".nan" }
    if value == .infinity { return ".infinity" }
    if value == -.infinity { return "-.infinity" }
    if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
    return "\(value)"
  }

  static func literal(_ values: [Double]) -> String {
    "[" + values.map(literal).joined(separator: ", ") + "]"
  }

  static func literal(_ value: Int) -> String {
    switch value {
    case .max: "Int.max"
    case .min: "Int.min"
    default: String(value)
    }
  }
}
