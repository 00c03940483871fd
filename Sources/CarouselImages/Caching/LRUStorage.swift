/// A dictionary that remembers use order: a doubly linked list threaded through an array of slots
/// (no node objects), with freed slots reused. Every operation O(1).
struct LRUStorage<Key: Hashable, Value> {
  private struct Slot {
    var key: Key
    var value: Value?
    var cost: Int
    var newer: Int  // toward the most recently used; -1 at the head
    var older: Int  // toward the least recently used; -1 at the tail
  }

  private var slots: [Slot] = []
  private var indexByKey: [Key: Int] = [:]
  private var freeSlots: [Int] = []
  private var newest = -1
  private var oldest = -1
  private(set) var totalCost = 0

  var count: Int { indexByKey.count }

  mutating func value(for key: Key) -> Value? {
    guard let index = indexByKey[key] else { return nil }
    moveToFront(index)
    return slots[index].value
  }

  mutating func insert(_ value: Value, cost: Int, for key: Key) {
    if let index = indexByKey[key] {
      totalCost += cost - slots[index].cost
      slots[index].value = value
      slots[index].cost = cost
      moveToFront(index)
      return
    }
    let slot = Slot(key: key, value: value, cost: cost, newer: -1, older: -1)
    let index: Int
    if let free = freeSlots.popLast() {
      index = free
      slots[index] = slot
    } else {
      index = slots.count
      slots.append(slot)
    }
    indexByKey[key] = index
    totalCost += cost
    link(index)
  }

  mutating func remove(_ key: Key) {
    guard let index = indexByKey.removeValue(forKey: key) else { return }
    unlink(index)
    totalCost -= slots[index].cost
    slots[index].value = nil
    freeSlots.append(index)
  }

  mutating func removeLeastRecentlyUsed() {
    guard oldest >= 0 else { return }
    remove(slots[oldest].key)
  }

  private mutating func moveToFront(_ index: Int) {
    guard newest != index else { return }
    unlink(index)
    link(index)
  }

  private mutating func link(_ index: Int) {
    slots[index].newer = -1
    slots[index].older = newest
    if newest >= 0 { slots[newest].newer = index }
    newest = index
    if oldest < 0 { oldest = index }
  }

  private mutating func unlink(_ index: Int) {
    let newer = slots[index].newer
    let older = slots[index].older
    if newer >= 0 { slots[newer].older = older } else { newest = older }
    if older >= 0 { slots[older].newer = newer } else { oldest = newer }
  }
}
