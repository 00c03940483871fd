import Foundation

extension MasonryLayout {
  /// The x of column `column`'s left edge (see `columnX(_:)`), for the fuzzer's probes, which build
  /// against the released module and cannot import it `@testable`.
  @_spi(Testing) public func testingColumnX(_ column: Int) -> CGFloat { columnX(column) }
}
