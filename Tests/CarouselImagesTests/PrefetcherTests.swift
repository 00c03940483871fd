import CarouselCore
import CarouselImages
import Foundation
import Testing

@Suite("Prefetcher: a screen ahead in the direction of motion")
struct PrefetcherTests {
  private static func url(_ index: Int) -> URL { URL(string: "https://photos.test/\(index).jpg")! }
  private static let size = PixelSize(width: 382, height: 382)
  private static func request(_ index: Int) -> ImageRequest? {
    ImageRequest(url: url(index), targetPixelSize: size)
  }

  @Test(
    "A fast fling over a 10,000-photo masonry keeps pending loads within visible + ahead; the screen it stops on loads first"
  )
  func flingAcrossMasonry() async throws {
    let items = (0..<10_000).map { (index: Int) -> MasonryLayout.Item in
      .photo(width: 300, height: CGFloat(200 + (index * 37) % 300))
    }
    let masonry = MasonryLayout(width: 390, columns: .fixed(2), items: items)
    let loader = ControlledLoader(data: Fixtures.jpeg)  // loads wait until released: none finishes in flight
    let pipeline = ImagePipeline(decoder: HeaderDecoder(), loader: loader, maximumConcurrentLoads: 6)
    let prefetcher = Prefetcher(pipeline: pipeline)
    let viewportSize = CGSize(width: 390, height: 844)
    var physics = ScrollPhysics(contentLength: masonry.contentSize.height, viewportLength: viewportSize.height)
    var time = 0.0
    var frames = 0
    var worstExcess = Int.min
    var peakPending = 0
    // Ten flicks, one every half second, each flung at 20,000 points per second before the last stops.
    var flicks = 0
    while (!physics.isSettled || flicks < 10) && time < 120 {
      if flicks < 10 && frames % 30 == 0 {
        physics.beginDrag(at: time)
        physics.drag(translation: -200, at: time + 0.02)
        physics.endDrag(velocity: -20_000, at: time + 0.02)
        flicks += 1
      }
      time += 1.0 / 60
      physics.advance(to: time)
      let viewport = CGRect(origin: CGPoint(x: 0, y: physics.offset), size: viewportSize)
      prefetcher.update(
        viewport: viewport, velocity: physics.velocity, axis: .vertical, items: masonry.items(in:),
        request: Self.request)
      let visible = masonry.items(in: viewport).count
      let ahead =
        prefetcher.window.rectAhead(of: viewport, velocity: physics.velocity, axis: .vertical)
        .map { masonry.items(in: $0).count } ?? 0
      worstExcess = max(worstExcess, pipeline.statistics.pendingLoads - (visible + ahead))
      peakPending = max(peakPending, pipeline.statistics.pendingLoads)
      #expect(loader.inFlight.now <= 6)
      frames += 1
      await Task.yield()
    }
    #expect(physics.isSettled)
    #expect(physics.offset > 60 * viewportSize.height, "the flicks crossed \(physics.offset) points")
    #expect(worstExcess <= 0, "pending loads exceeded visible + ahead by \(worstExcess)")
    #expect(peakPending > 0 && peakPending <= 40)

    // At rest: only what is on screen is pending, and it is what loads now.
    let restingViewport = CGRect(origin: CGPoint(x: 0, y: physics.offset), size: viewportSize)
    prefetcher.update(
      viewport: restingViewport, velocity: 0, axis: .vertical, items: masonry.items(in:), request: Self.request)
    let onScreen = Set(masonry.items(in: restingViewport).map(Self.url))
    #expect(pipeline.statistics.pendingLoads == onScreen.count)
    let startedBefore = loader.started.count
    loader.releaseAll()
    for _ in 0..<1_000 where prefetcher.pendingCount > 0 { try await Task.sleep(for: .milliseconds(5)) }
    #expect(prefetcher.pendingCount == 0)
    #expect(Set(loader.started.dropFirst(startedBefore)).isSubset(of: onScreen))
    for index in masonry.items(in: restingViewport) {
      #expect(pipeline.cachedImage(for: Self.request(index)!) != nil)
    }
  }

  @Test("A prefetched image that comes into view is raised to high priority")
  func prefetchedImageRaised() async throws {
    let loader = ControlledLoader(data: Fixtures.jpeg)
    let pipeline = ImagePipeline(decoder: HeaderDecoder(), loader: loader, maximumConcurrentLoads: 1)
    let prefetcher = Prefetcher(pipeline: pipeline)
    prefetcher.update(visible: [Self.request(0)!], ahead: [Self.request(1)!, Self.request(2)!])
    for _ in 0..<200 where loader.started.isEmpty { try await Task.sleep(for: .milliseconds(5)) }
    // 2 scrolls into view while 0 still loads: it must go before 1.
    prefetcher.update(visible: [Self.request(0)!, Self.request(2)!], ahead: [Self.request(1)!])
    loader.releaseAll()
    for _ in 0..<1_000 where prefetcher.pendingCount > 0 { try await Task.sleep(for: .milliseconds(5)) }
    #expect(loader.started == [0, 2, 1].map(Self.url))
  }

  @Test("Components: the next screen of indices in the direction the placements move, wrapping on loops")
  func componentPlacements() {
    let window = PrefetchWindow()
    #expect(window.indicesAhead(of: [3, 4, 5], direction: 1, itemCount: 10, loops: false) == [6, 7, 8])
    #expect(window.indicesAhead(of: [3, 4, 5], direction: -1, itemCount: 10, loops: false) == [2, 1, 0])
    #expect(window.indicesAhead(of: [8, 9], direction: 1, itemCount: 10, loops: false) == [])
    #expect(window.indicesAhead(of: [8, 9], direction: 1, itemCount: 10, loops: true) == [0, 1])
    #expect(window.indicesAhead(of: [0, 1, 2], direction: 1, itemCount: 4, loops: true) == [3])
    #expect(window.indicesAhead(of: [0], direction: 0, itemCount: 4, loops: true) == [])
    #expect(window.indicesAhead(of: [], direction: 1, itemCount: 4, loops: true) == [])
    #expect(window.indicesAhead(of: [Int.max], direction: 1, itemCount: 4, loops: false) == [])

    let loader = ControlledLoader(data: Fixtures.jpeg)
    let pipeline = ImagePipeline(decoder: HeaderDecoder(), loader: loader)
    let prefetcher = Prefetcher(pipeline: pipeline)
    func placements(_ indices: [Int]) -> [ItemPlacement] {
      indices.map { ItemPlacement(index: $0, frame: CGRect(x: CGFloat($0) * 100, y: 0, width: 100, height: 100)) }
    }
    prefetcher.update(placements: placements([10, 11]), itemCount: 100, loops: false, request: Self.request)
    prefetcher.update(placements: placements([9, 10]), itemCount: 100, loops: false, request: Self.request)
    #expect(prefetcher.pendingCount == 4)  // 9, 10 and 8, 7 ahead (moving back)
    prefetcher.update(placements: [], itemCount: 0, loops: false, request: Self.request)
    #expect(prefetcher.pendingCount == 0)
  }

  /// Each of these trapped or ran out of memory before (found by `carousel-fuzz --target helpers-images`).
  @Test("Extreme counts, windows and rectangles give bounded, finite answers")
  func extremeArguments() {
    let far = PrefetchWindow(screensAhead: 1e300)
    #expect(far.screensAhead == PrefetchWindow.maximumScreensAhead)
    // Int.max items, looping, seen at the end of the loop and its start (Int.max wraps to 0): the
    // twenty after them, no overflow.
    let ahead = far.indicesAhead(of: [.max - 1, .max], direction: 1, itemCount: .max, loops: true)
    #expect(ahead == Array(1...20))
    #expect(far.indicesAhead(of: [.max - 1], direction: 1, itemCount: .max, loops: false).isEmpty)
    #expect(far.indicesAhead(of: [0], direction: -1, itemCount: .max, loops: true).first == .max - 1)
    let back = far.indicesAhead(of: [.min + 1], direction: -1, itemCount: 7, loops: true)
    #expect(back.count == 6 && back.allSatisfy { (0..<7).contains($0) })
    // A screen 10^308 points wide has no finite screen after it.
    let wide = CGRect(x: 0, y: 0, width: CGFloat.greatestFiniteMagnitude, height: 10)
    #expect(far.rectAhead(of: wide, velocity: 500, axis: .horizontal) == nil)
    // Sizes whose area would overflow Int are refused.
    #expect(PixelSize(width: .max, height: .max) == nil)
    #expect(PixelSize(width: PixelSize.maximumSide, height: PixelSize.maximumSide)?.area == 1 << 60)
  }

  @Test("Bad geometry prefetches nothing ahead and never traps")
  func badGeometry() {
    let window = PrefetchWindow(screensAhead: CGFloat.nan, restingSpeed: -1)
    #expect(window.rectAhead(of: CGRect(x: 0, y: 0, width: 100, height: 100), velocity: 500, axis: .vertical) == nil)
    let normal = PrefetchWindow()
    for rect in [
      CGRect.zero, CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10),
      CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 1),
    ] {
      #expect(normal.rectAhead(of: rect, velocity: 1_000, axis: .horizontal) == nil)
    }
    #expect(normal.direction(velocity: .nan) == 0)
    #expect(
      normal.rectAhead(of: CGRect(x: 0, y: 100, width: 50, height: 200), velocity: -300, axis: .vertical)
        == CGRect(x: 0, y: -100, width: 50, height: 200))
  }

  @Test("A failed image shows as failed, is not asked for again while wanted, and retry asks again")
  func failureAndRetry() async throws {
    let loader = ControlledLoader(data: Data("<html>".utf8))
    loader.releaseAll()
    let pipeline = ImagePipeline(decoder: HeaderDecoder(), loader: loader)
    let prefetcher = Prefetcher(pipeline: pipeline)
    let request = Self.request(0)!
    prefetcher.update(visible: [request], ahead: [])
    for _ in 0..<1_000 where prefetcher.pendingCount > 0 { try await Task.sleep(for: .milliseconds(5)) }
    guard case .failed(.notAnImage) = prefetcher.phase(of: request) else {
      Issue.record("expected a failure, got \(prefetcher.phase(of: request))")
      return
    }
    prefetcher.update(visible: [request], ahead: [])
    #expect(loader.started.count == 1)
    prefetcher.retry(request)
    prefetcher.update(visible: [request], ahead: [])
    for _ in 0..<1_000 where prefetcher.pendingCount > 0 { try await Task.sleep(for: .milliseconds(5)) }
    #expect(loader.started.count == 2)
    if case .idle = prefetcher.phase(of: Self.request(99)!) {} else { Issue.record("an unrequested image is idle") }
  }
}
