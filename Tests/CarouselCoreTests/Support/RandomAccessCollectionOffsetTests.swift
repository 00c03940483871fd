@_spi(FrontEnd) import CarouselCore
import Foundation
import Testing

/// Front ends map the engine's indices (from 0) into the caller's collection, whatever its indices:
/// a view given `items[2...]` or `items.dropFirst()` shows and names the right elements.
@Suite("Mapping engine indices into any collection")
struct RandomAccessCollectionOffsetTests {
  static let items = ["a", "b", "c", "d", "e", "f"]

  @Test func aSliceIsCountedFromItsOwnStart() {
    let slice = Self.items[2...]  // indices 2..<6
    #expect(slice.element(atOffset: 0) == "c")
    #expect(slice.element(atOffset: 3) == "f")
    #expect(slice.element(atOffset: 4) == nil)
    #expect(Self.items.dropFirst().element(atOffset: 0) == "b")
    #expect(Self.items.dropLast(2).element(atOffset: 3) == "d")
    #expect(Self.items.dropLast(2).element(atOffset: 4) == nil)
  }

  @Test func collectionsWhoseIndicesAreNotIntegers() {
    let reversed = Self.items.reversed()  // ReversedCollection: indices are not Ints
    #expect(reversed.element(atOffset: 0) == "f")
    #expect(reversed.element(atOffset: 5) == "a")
    let mapped = (10..<20).lazy.map { $0 * 2 }
    #expect(mapped.element(atOffset: 1) == 22)
  }

  @Test("Offsets outside the collection name nothing", arguments: [-1, Int.min, 6, Int.max])
  func outside(offset: Int) {
    #expect(Self.items.element(atOffset: offset) == nil)
    #expect(Self.items[1...].element(atOffset: offset) == nil)
    #expect([String]().element(atOffset: 0) == nil)
  }
}
