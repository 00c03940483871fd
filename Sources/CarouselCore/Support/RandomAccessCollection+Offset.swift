/// The engine counts items from 0; a collection's own indices may start anywhere (an `ArraySlice`,
/// `dropFirst()`) or not be integers at all. Front ends map through this, never `data[index]`.
extension RandomAccessCollection {
  /// The element `offset` positions after the start, or nil outside `0..<count`.
  /// - Complexity: O(1).
  @_spi(FrontEnd) public func element(atOffset offset: Int) -> Element? {
    guard offset >= 0, offset < count else { return nil }
    return self[index(startIndex, offsetBy: offset)]
  }
}
