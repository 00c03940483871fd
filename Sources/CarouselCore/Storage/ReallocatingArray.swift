import Foundation

/// An array of plain values whose storage grows with `realloc`: a large block grows by remapping
/// its pages rather than by copying them, so growing a 30 MB array takes ~0.1 ms instead of the
/// ~30 ms (a copy into freshly faulted pages) a Swift `Array` spends at each doubling.
///
/// For the masonry's per-item storage, where one append of 1,000 items to a million must not stall
/// a frame. Value semantics like `Array`: a copy shares the storage until either side changes it.
///
/// Allocation failure is an answer, not a crash: the operations that can grow return whether they
/// did (and change nothing when they did not), so a caller can report the items it had no room for.
struct ReallocatingArray<Element: BitwiseCopyable> {
  /// Frees the storage when the last array holding it goes. Its address is kept in the array
  /// itself too, so that reading an element is a plain load, not an access to a class property
  /// (which Swift checks for exclusivity at run time: +240 instructions a masonry query).
  private final class Owner {
    /// The storage, allocated with `malloc`/`realloc`.
    var base: UnsafeMutablePointer<Element>

    init(base: UnsafeMutablePointer<Element>) { self.base = base }

    // BitwiseCopyable elements need no deinitialization.
    deinit { free(base) }
  }

  /// The storage's owner, shared by copies of this array; nil while nothing is allocated.
  private var owner: Owner?
  /// The first element: `owner`'s storage, or nil while nothing is allocated.
  private var base: UnsafeMutablePointer<Element>?
  /// The number of elements.
  private(set) var count = 0
  /// The number of elements the storage has room for.
  private(set) var capacity = 0

  /// Creates an empty array, allocating nothing.
  init() {}

  /// Makes room for at least `minimumCapacity` elements in storage of this array's own, growing
  /// geometrically (to at least twice the current room) so that a run of appends reallocates
  /// O(log n) times. Returns false, changing nothing, when the memory is not there.
  /// - Complexity: O(1) when there is room and the storage is not shared; otherwise O(pages) to
  ///   grow unshared storage, O(count) to copy shared storage.
  @discardableResult
  mutating func reserveCapacity(_ minimumCapacity: Int) -> Bool {
    let isUnique = isKnownUniquelyReferenced(&owner)
    if isUnique, minimumCapacity <= capacity { return true }
    let newCapacity = Swift.max(minimumCapacity, isUnique ? 2 * capacity : capacity, count, 1)
    let (byteCount, overflows) = newCapacity.multipliedReportingOverflow(by: MemoryLayout<Element>.stride)
    guard !overflows else { return false }
    let storage: UnsafeMutablePointer<Element>
    if isUnique, let owner {
      guard let grown = realloc(owner.base, byteCount) else { return false }
      storage = grown.bindMemory(to: Element.self, capacity: newCapacity)
      owner.base = storage
    } else {
      guard let fresh = malloc(byteCount) else { return false }
      storage = fresh.bindMemory(to: Element.self, capacity: newCapacity)
      if let base, count > 0 { storage.initialize(from: base, count: count) }
      owner = Owner(base: storage)
    }
    base = storage
    capacity = newCapacity
    return true
  }

  /// Adds `newCount` elements with unspecified values and returns where they are, for the caller to
  /// write before it changes or copies the array again (the buffer is the array's own storage).
  /// Returns nil, changing nothing, when there is no memory for them.
  mutating func appendForWriting(count newCount: Int) -> UnsafeMutableBufferPointer<Element>? {
    guard newCount >= 0, reserveCapacity(count + newCount), let base else { return nil }
    let added = UnsafeMutableBufferPointer(start: base + count, count: newCount)
    count += newCount
    return added
  }

  /// Adds `elements` after the existing ones. Returns false, changing nothing, when there is no
  /// memory for them.
  @discardableResult
  mutating func append(contentsOf elements: UnsafeBufferPointer<Element>) -> Bool {
    guard let added = appendForWriting(count: elements.count) else { return false }
    _ = added.initialize(fromContentsOf: elements)
    return true
  }

  /// Adds `element` after the existing ones. Returns false, changing nothing, when there is no
  /// memory for it.
  @discardableResult
  mutating func append(_ element: Element) -> Bool {
    guard let added = appendForWriting(count: 1) else { return false }
    added.initializeElement(at: 0, to: element)
    return true
  }

  /// Removes the elements from `newCount` on, keeping the room. Shared storage is left as it is for
  /// the other arrays (an append copies it first).
  mutating func removeAll(from newCount: Int) {
    count = Swift.min(count, Swift.max(newCount, 0))
  }

  /// The elements, contiguous in memory: valid while this array lives unchanged (its storage is
  /// freed only with the last array holding it, and moves only when this one grows). For a loop
  /// that reads many arrays without a closure per array.
  var unsafeElements: UnsafeBufferPointer<Element> { UnsafeBufferPointer(start: base, count: count) }

  /// Calls `body` with the elements, contiguous in memory.
  func withUnsafeBufferPointer<Result>(_ body: (UnsafeBufferPointer<Element>) throws -> Result) rethrows -> Result {
    try withExtendedLifetime(self) { try body(unsafeElements) }
  }

  /// The element at `index`, which must be in `0..<count` (checked in debug builds, as for an
  /// unsafe buffer: the indices come from the grid's own lists, never from a caller).
  subscript(index: Int) -> Element {
    get { UnsafeBufferPointer(start: base, count: count)[index] }
    set {
      // A write to shared storage copies it first; with no memory for the copy, the write is lost
      // rather than made to another array's elements. Callers that must know use `reserveCapacity`.
      guard reserveCapacity(capacity) else { return }
      UnsafeMutableBufferPointer(start: base, count: count)[index] = newValue
    }
  }
}

// Here rather than in a file of its own: Swift wants a generic type's Sendable conformance in the
// file that declares it. The storage is shared only while no side mutates it (copy-on-write), as an
// Array's is, so the array is as sendable as its elements.
extension ReallocatingArray: @unchecked Sendable where Element: Sendable {}
