import CarouselImages
import Foundation
import Testing

/// A memory warning gives back the decoded photos first: the observer empties the memory cache, from
/// any thread, until it is released.
@Suite("MemoryWarningObserver")
struct MemoryWarningObserverTests {
  static let warning = Notification.Name("CarouselImagesTests.memoryWarning")

  private func key(_ n: Int) -> ImageRequest.Key {
    ImageRequest(url: URL(string: "https://example.com/\(n).jpg")!).key
  }

  @Test func aWarningEmptiesTheMemoryCache() async {
    let center = NotificationCenter()
    let cache = ImageMemoryCache<Int>()
    for n in 0..<10 { cache.insert(n, cost: 1_000, for: key(n)) }
    let observer = MemoryWarningObserver(emptying: cache, on: Self.warning, center: center)
    center.post(name: Notification.Name("something else"), object: nil)
    #expect(cache.count == 10)
    // Posted from another thread, as the system may.
    await Task.detached { center.post(name: Self.warning, object: nil) }.value
    #expect(cache.count == 0)
    #expect(cache.totalCost == 0)
    withExtendedLifetime(observer) {}
  }

  @Test func aReleasedObserverNoLongerEmptiesIt() {
    let center = NotificationCenter()
    let cache = ImageMemoryCache<Int>()
    var observer: MemoryWarningObserver? = MemoryWarningObserver(emptying: cache, on: Self.warning, center: center)
    cache.insert(1, cost: 1, for: key(1))
    #expect(observer != nil)
    observer = nil
    center.post(name: Self.warning, object: nil)
    #expect(cache.count == 1)
  }
}
