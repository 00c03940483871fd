import Foundation

/// The IDs of a front end's data as last taken, kept between updates so that a view whose parent re-renders with
/// the same data pays O(1), not O(n), to find out (so a parent re-render costs O(visible items)).
///
/// The snapshot keeps the data it took. While it does, that storage cannot be reused or changed in
/// place (the caller's copy is no longer unique, so changing it copies it first), so a collection
/// with contiguous storage (`Array`, `ArraySlice`, `ContiguousArray`) at the same address with the
/// same count *is* the data taken: O(1). Any other collection (a range, a lazy map, a reversed
/// view) is compared ID by ID: O(n).
///
/// ```swift
/// var snapshot = ElementIDSnapshot<UUID>()
/// if snapshot.update(photos, id: { photo, _ in photo.id }) { host.setElements(snapshot.ids, time: now) }
/// ```
@_spi(FrontEnd) public struct ElementIDSnapshot<ID: Hashable & Sendable> {
  /// The IDs of the data last taken, in order.
  public var ids: [ID] { storedIDs }
  @usableFromInline var storedIDs: [ID] = []
  /// The data last taken, kept so that its storage stays what was compared.
  @usableFromInline var retained: Any?
  /// Where the data last taken keeps its elements, when it keeps them contiguously.
  @usableFromInline var storage: Storage?
  /// How many updates had to map every element (the O(n) path); for tests and benchmarks.
  public var fullReads: Int { storedFullReads }
  @usableFromInline var storedFullReads = 0

  @usableFromInline struct Storage: Equatable {
    @usableFromInline var address: UnsafeRawPointer?
    @usableFromInline var count: Int

    @inlinable init(address: UnsafeRawPointer?, count: Int) {
      self.address = address
      self.count = count
    }
  }

  public init() {}

  /// Takes `data`, whose element at offset `i` has the ID `id(element, i)`, and says whether the IDs
  /// differ from those last taken. The first update always reads every element.
  ///
  /// - Complexity: O(1) when `data` is the contiguous storage last taken; O(n) otherwise. Inlined
  ///   into the caller, so the O(n) path is specialised for its ID type.
  @discardableResult @inlinable
  public mutating func update<Data: Collection>(_ data: Data, id: (Data.Element, Int) -> ID) -> Bool {
    let newStorage = data.withContiguousStorageIfAvailable { buffer in
      Storage(address: buffer.baseAddress.map(UnsafeRawPointer.init), count: buffer.count)
    }
    if let newStorage, newStorage == storage, retained != nil { return false }
    storedFullReads += 1
    var newIDs: [ID] = []
    newIDs.reserveCapacity(data.count)
    for (offset, element) in data.enumerated() { newIDs.append(id(element, offset)) }
    retained = data
    storage = newStorage
    guard newIDs != storedIDs else { return false }
    storedIDs = newIDs
    return true
  }
}
