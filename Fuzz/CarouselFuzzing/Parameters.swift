import Foundation

/// Reads a target's parameter vector: a missing entry takes its default, and numbers become counts
/// without trapping, whatever the vector holds.
struct Parameters {
  let values: [Double]

  init(_ values: [Double]) {
    self.values = values
  }

  subscript(_ position: Int, default value: Double) -> Double {
    values.indices.contains(position) ? values[position] : value
  }

  /// Entry `position` as an integer: NaN is 0, and anything beyond ±2⁶² is clamped there.
  func integer(_ position: Int, default value: Int) -> Int {
    let number = self[position, default: Double(value)]
    guard !number.isNaN else { return 0 }
    return Int(min(max(number, -0x1p62), 0x1p62))
  }

  /// Entry `position` as a flag: true when positive.
  func flag(_ position: Int) -> Bool {
    self[position, default: 0] > 0
  }
}
