import GalleryModel
import Testing

/// Indices past an array's ends: answered, never a trap.
@Suite("Array indices")
struct ArrayIndexTests {
  @Test("An index wraps round both ends as if the array repeated; an empty array has none")
  func wrappedIndex() {
    let items = ["a", "b", "c"]
    #expect([-4, -3, -1, 0, 2, 3, 7].map { items.wrappedIndex($0) } == [2, 0, 2, 0, 2, 0, 1])
    #expect([String]().wrappedIndex(0) == nil)
    #expect([String]().wrappedIndex(-1) == nil)
    #expect(items.wrappedIndex(Int.min).map { items.indices.contains($0) } == true)
    #expect(items.wrappedIndex(Int.max).map { items.indices.contains($0) } == true)
  }
}
