import Foundation
import Testing

@testable import CarouselCore

@Suite("ReallocatingArray")
struct ReallocatingArrayTests {
  @Test("Appends keep every element in order through every growth, which is geometric")
  func appendsKeepOrderAndGrowGeometrically() {
    var array = ReallocatingArray<Int32>()
    var capacities: Set<Int> = []
    for value in 0..<100_000 {
      let appended = array.append(Int32(value))
      #expect(appended)
      capacities.insert(array.capacity)
    }
    #expect(array.elementsEqual((0..<100_000).map(Int32.init)))
    // Doubling from 1: 18 sizes reach 100,000; growing by a constant would need thousands.
    #expect(capacities.count <= 18)
  }

  @Test("A copy shares nothing a change to either side can see")
  func copiesAreValues() {
    var original = ReallocatingArray<Int>()
    [1, 2, 3].withUnsafeBufferPointer { _ = original.append(contentsOf: $0) }
    let copy = original
    original[0] = 10
    original.append(4)
    original.removeAll(from: 1)
    #expect(Array(copy) == [1, 2, 3])
    #expect(Array(original) == [10])

    var second = copy
    second.removeAll(from: 0)
    #expect(second.isEmpty)
    #expect(Array(copy) == [1, 2, 3])
  }

  @Test("Writing in place for an append, then truncating, keeps the room")
  func writingAndTruncating() throws {
    var array = ReallocatingArray<Double>()
    let writable = array.appendForWriting(count: 5)
    let added = try #require(writable)
    for index in added.indices { added[index] = Double(index) / 2 }
    #expect(Array(array) == [0, 0.5, 1, 1.5, 2])
    let capacity = array.capacity
    array.removeAll(from: 2)
    #expect(Array(array) == [0, 0.5])
    #expect(array.capacity == capacity)
    array.removeAll(from: 7)
    #expect(array.count == 2)
  }

  @Test("Memory that is not there is an answer: nothing changes and the array still works")
  func missingMemoryChangesNothing() {
    var array = ReallocatingArray<Int>()
    [7, 8].withUnsafeBufferPointer { _ = array.append(contentsOf: $0) }
    let copy = array
    // The byte count overflows; then a size no machine maps (2⁴⁴ elements, 128 TiB).
    let overflowing = array.reserveCapacity(Int.max / 2)
    let unmappable = array.reserveCapacity(1 << 44)
    let unmappableAppend = array.appendForWriting(count: 1 << 44)
    let negativeAppend = array.appendForWriting(count: -1)
    #expect(!overflowing && !unmappable && unmappableAppend == nil && negativeAppend == nil)
    #expect(Array(array) == [7, 8])
    let appended = array.append(9)
    #expect(appended)
    #expect(Array(array) == [7, 8, 9])
    #expect(Array(copy) == [7, 8])
  }

  @Test("Equal and hashed alike when the elements are, whatever the room")
  func equalityIgnoresRoom() {
    var roomy = ReallocatingArray<Int>()
    roomy.reserveCapacity(1_000)
    var tight = ReallocatingArray<Int>()
    for value in [3, 1, 2] {
      roomy.append(value)
      tight.append(value)
    }
    #expect(roomy == tight)
    #expect(roomy.hashValue == tight.hashValue)
    tight[2] = 5
    #expect(roomy != tight)
  }
}
