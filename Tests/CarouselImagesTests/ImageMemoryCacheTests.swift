import CarouselImages
import Foundation
import Testing

@Suite("ImageMemoryCache: LRU bounded by cost and count")
struct ImageMemoryCacheTests {
  private func key(_ n: Int) -> ImageRequest.Key {
    ImageRequest(url: URL(string: "https://example.com/\(n).jpg")!).key
  }

  @Test("The least recently used image goes first")
  func evictsLeastRecentlyUsed() {
    let cache = ImageMemoryCache<Int>(costLimit: 300, countLimit: 10)
    cache.insert(1, cost: 100, for: key(1))
    cache.insert(2, cost: 100, for: key(2))
    cache.insert(3, cost: 100, for: key(3))
    #expect(cache[key(1)] == 1)  // 1 is now the most recent
    cache.insert(4, cost: 100, for: key(4))
    #expect(cache[key(2)] == nil)
    #expect(cache[key(1)] == 1 && cache[key(3)] == 3 && cache[key(4)] == 4)
    #expect(cache.totalCost == 300)
  }

  @Test("The count limit holds too")
  func countLimit() {
    let cache = ImageMemoryCache<Int>(costLimit: 1_000, countLimit: 2)
    for n in 0..<5 { cache.insert(n, cost: 1, for: key(n)) }
    #expect(cache.count == 2)
    #expect(cache[key(3)] == 3 && cache[key(4)] == 4)
  }

  @Test("An image dearer than the whole limit is not kept and evicts nothing")
  func oversizedImage() {
    let cache = ImageMemoryCache<Int>(costLimit: 100, countLimit: 10)
    cache.insert(1, cost: 60, for: key(1))
    cache.insert(2, cost: 101, for: key(2))
    #expect(cache[key(2)] == nil)
    #expect(cache[key(1)] == 1)
  }

  @Test("Replacing an entry re-counts its cost; negative limits and costs read as 0")
  func replaceAndBadInput() {
    let cache = ImageMemoryCache<Int>(costLimit: 100, countLimit: 10)
    cache.insert(1, cost: 60, for: key(1))
    cache.insert(2, cost: 20, for: key(1))
    #expect(cache.totalCost == 20 && cache.count == 1)
    cache.insert(3, cost: -5, for: key(3))
    #expect(cache.totalCost == 20 && cache[key(3)] == 3)
    let closed = ImageMemoryCache<Int>(costLimit: -1, countLimit: -1)
    closed.insert(1, cost: 0, for: key(1))
    #expect(closed.count == 0)
  }

  @Test("Random operations agree with a plain model and never break the limits")
  func randomOperationsMatchModel() {
    var random = SystemRandomNumberGenerator()
    for _ in 0..<20 {
      let costLimit = Int.random(in: 0...500, using: &random)
      let countLimit = Int.random(in: 0...12, using: &random)
      let cache = ImageMemoryCache<Int>(costLimit: costLimit, countLimit: countLimit)
      var model: [(key: Int, cost: Int)] = []  // least recent first
      for step in 0..<2_000 {
        let n = Int.random(in: 0..<20, using: &random)
        switch Int.random(in: 0..<3, using: &random) {
        case 0:
          let cost = Int.random(in: 0...120, using: &random)
          cache.insert(step, cost: cost, for: key(n))
          if cost <= costLimit && countLimit > 0 {
            model.removeAll { $0.key == n }
            model.append((n, cost))
            while model.map(\.cost).reduce(0, +) > costLimit || model.count > countLimit { model.removeFirst() }
          }
        case 1:
          let hit = cache[key(n)] != nil
          #expect(hit == model.contains { $0.key == n })
          if let index = model.firstIndex(where: { $0.key == n }) { model.append(model.remove(at: index)) }
        default:
          cache.removeValue(for: key(n))
          model.removeAll { $0.key == n }
        }
        #expect(cache.totalCost <= costLimit && cache.count <= countLimit)
        #expect(cache.totalCost == model.map(\.cost).reduce(0, +))
      }
    }
  }
}
