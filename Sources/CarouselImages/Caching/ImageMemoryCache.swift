import Foundation

/// Decoded images kept in memory, least recently used evicted first, bounded by total cost (bytes)
/// and by count. Safe to use from any thread; every operation is O(1) (eviction O(1) per image
/// evicted).
public final class ImageMemoryCache<Image: Sendable>: Sendable {
  private let storage: Locked<LRUStorage<Image>>

  /// The most bytes the cached images may hold together.
  public let costLimit: Int
  /// The most images kept.
  public let countLimit: Int

  /// A cache of at most `costLimit` bytes (default 128 MiB) and `countLimit` images (default
  /// 1,000). Negative limits are read as 0: nothing is kept.
  public init(costLimit: Int = 128 << 20, countLimit: Int = 1_000) {
    self.costLimit = max(0, costLimit)
    self.countLimit = max(0, countLimit)
    self.storage = Locked(LRUStorage())
  }

  /// The image for `key`, which becomes the most recently used; nil if not cached.
  public subscript(key: ImageRequest.Key) -> Image? {
    storage.withLock { $0.value(for: key) }
  }

  /// Keeps `image` for `key` at `cost` bytes, evicting the least recently used images until both
  /// limits hold. An image costing more than the whole limit is not kept (and replaces nothing).
  public func insert(_ image: Image, cost: Int, for key: ImageRequest.Key) {
    let cost = max(0, cost)
    guard cost <= costLimit, countLimit > 0 else { return }
    storage.withLock { storage in
      storage.insert(image, cost: cost, for: key)
      while storage.totalCost > costLimit || storage.count > countLimit {
        storage.removeLeastRecentlyUsed()
      }
    }
  }

  /// Forgets the image for `key`.
  public func removeValue(for key: ImageRequest.Key) {
    storage.withLock { $0.remove(key) }
  }

  /// Forgets every image.
  public func removeAll() {
    storage.withLock { $0 = LRUStorage() }
  }

  /// The bytes the cached images hold together.
  public var totalCost: Int { storage.withLock { $0.totalCost } }

  /// The number of cached images.
  public var count: Int { storage.withLock { $0.count } }
}
