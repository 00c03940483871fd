extension ImageDiskCache {
  /// What is on disk, kept in memory: each entry's size and when it was last used.
  struct Index {
    private var entries: [String: (size: Int, lastUsed: Double, order: UInt64)] = [:]
    private var nextOrder: UInt64 = 0
    private(set) var totalSize = 0

    var count: Int { entries.count }
    var names: [String] { Array(entries.keys) }

    func contains(_ name: String) -> Bool { entries[name] != nil }

    mutating func record(_ name: String, size: Int, lastUsed: Double) {
      totalSize += size - (entries[name]?.size ?? 0)
      entries[name] = (size, lastUsed, nextOrder)
      nextOrder += 1
    }

    mutating func touch(_ name: String, at time: Double) {
      guard let entry = entries[name] else { return }
      entries[name] = (entry.size, max(time, entry.lastUsed), nextOrder)
      nextOrder += 1
    }

    mutating func remove(_ name: String) {
      guard let entry = entries.removeValue(forKey: name) else { return }
      totalSize -= entry.size
    }

    /// Forgets the least recently used entries until the rest fit in `limit` bytes; returns their
    /// names. O(n log n) when something is evicted, O(1) otherwise.
    mutating func evict(toFit limit: Int) -> [String] {
      guard totalSize > limit else { return [] }
      let byAge = entries.sorted { ($0.value.lastUsed, $0.value.order) < ($1.value.lastUsed, $1.value.order) }
      var victims: [String] = []
      for (name, _) in byAge where totalSize > limit {
        remove(name)
        victims.append(name)
      }
      return victims
    }
  }
}
