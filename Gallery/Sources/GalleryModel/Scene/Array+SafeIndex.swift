import Foundation

extension Array {
  /// The element at `index`, or nil when `index` is out of range.
  package subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }

  /// The index `index` lands on when the array repeats endlessly both ways (−1 is the last), or nil
  /// when the array is empty.
  package func wrappedIndex(_ index: Int) -> Int? {
    isEmpty ? nil : (index % count + count) % count
  }
}
