/// A dictionary that remembers use order: a doubly linked list threaded through arrays of slots (no
/// node objects), with freed slots reused. Every operation O(1).
///
/// Only the values are generic; keys, costs and links live in concrete arrays, so a cache used from
/// another module (where nothing here is specialised) does not pay generic dispatch on every link.
struct LRUStorage<Value> {
  typealias Key = ImageRequest.Key

  private var keys: [Key?] = []
  private var values: [Value?] = []
  private var costs: [Int] = []
  private var newer: [Int32] = []  // toward the most recently used; -1 at the head
  private var older: [Int32] = []  // toward the least recently used; -1 at the tail
  private var indexByKey: [Key: Int] = [:]
  private var freeSlots: [Int] = []
  private var newest = -1
  private var oldest = -1
  private(set) var totalCost = 0

  var count: Int { indexByKey.count }

  mutating func value(for key: Key) -> Value? {
    guard let index = indexByKey[key] else { return nil }
    moveToFront(index)
    return values[index]
  }

  mutating func insert(_ value: Value, cost: Int, for key: Key) {
    if let index = indexByKey[key] {
      totalCost += cost - costs[index]
      values[index] = value
      costs[index] = cost
      moveToFront(index)
      return
    }
    let index: Int
    if let free = freeSlots.popLast() {
      index = free
      keys[index] = key
      values[index] = value
      costs[index] = cost
    } else {
      index = keys.count
      keys.append(key)
      values.append(value)
      costs.append(cost)
      newer.append(-1)
      older.append(-1)
    }
    indexByKey[key] = index
    totalCost += cost
    link(index)
  }

  mutating func remove(_ key: Key) {
    guard let index = indexByKey.removeValue(forKey: key) else { return }
    unlink(index)
    totalCost -= costs[index]
    keys[index] = nil
    values[index] = nil
    freeSlots.append(index)
  }

  mutating func removeLeastRecentlyUsed() {
    guard oldest >= 0, let key = keys[oldest] else { return }
    remove(key)
  }

  private mutating func moveToFront(_ index: Int) {
    guard newest != index else { return }
    unlink(index)
    link(index)
  }

  private mutating func link(_ index: Int) {
    newer[index] = -1
    older[index] = Int32(newest)
    if newest >= 0 { newer[newest] = Int32(index) }
    newest = index
    if oldest < 0 { oldest = index }
  }

  private mutating func unlink(_ index: Int) {
    let newerIndex = Int(newer[index])
    let olderIndex = Int(older[index])
    if newerIndex >= 0 { older[newerIndex] = Int32(olderIndex) } else { newest = olderIndex }
    if olderIndex >= 0 { newer[olderIndex] = Int32(newerIndex) } else { oldest = newerIndex }
  }
}
