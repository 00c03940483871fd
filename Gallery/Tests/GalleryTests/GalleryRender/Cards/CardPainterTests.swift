import CThreadPlacement
import CarouselCore
import Foundation
import Testing

@testable import GalleryRender

/// The card cache with its painter thread (`paintsInBackground`, the window's mode): cards with a
/// sendable drawing are drawn on the painter's thread and taken in between frames; the thread that
/// runs the frames only hands them over, and waits only for a card a frame needs.
@MainActor
@Suite("Card cache with its painter thread")
struct CardPainterTests {
  static let size = CardCacheTests.size

  /// The threads cards were drawn on, as drawings report them from any thread.
  final class DrawingThreads: @unchecked Sendable {
    private let lock = NSLock()
    private var threads: [ObjectIdentifier] = []

    /// Notes the calling thread.
    func record() {
      let thread = ObjectIdentifier(Thread.current)
      lock.withLock { threads.append(thread) }
    }

    /// How many drawings ran on `thread`, and on any other.
    func count(on thread: Thread) -> (on: Int, elsewhere: Int) {
      lock.withLock {
        let on = threads.filter { $0 == ObjectIdentifier(thread) }.count
        return (on, threads.count - on)
      }
    }
  }

  /// The nice values of the threads cards were drawn on.
  final class NiceValues: @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [Int32] = []

    /// Notes the calling thread's nice value.
    func record() {
      let nice = thread_placement_nice()
      lock.withLock { recorded.append(nice) }
    }

    var values: [Int32] { lock.withLock { recorded } }
  }

  /// A cache drawing cards between frames, with its painter.
  static func paintingCache(_ images: ImageSource, fadeDuration: TimeInterval = 0.2) -> CardCache {
    let cache = CardCache(scale: 1, images: images, fadeDuration: fadeDuration, redrawsWhenIdle: true)
    cache.paintsInBackground = true
    return cache
  }

  /// ``CardCacheTests/card(_:id:photo:)`` with a sendable drawing that reports its thread and, when
  /// asked, takes `milliseconds` longer.
  static func card(
    _ cache: CardCache, id: Int = 1, photo: String = CardCacheTests.photoURL, threads: DrawingThreads? = nil,
    milliseconds: Int = 0
  ) -> Canvas {
    let images = cache.images
    return cache.sendableCard("photo", id: id, size: size) { canvas, rect in
      threads?.record()
      if milliseconds > 0 { Thread.sleep(forTimeInterval: Double(milliseconds) / 1000) }
      images.drawPhoto(photo, in: rect, on: canvas)
      canvas.fill(CGRect(x: 0, y: 0, width: 10, height: 10), color: .white)
    }
  }

  /// A card of one colour, drawn with a sendable drawing.
  static func filled(_ cache: CardCache, id: Int = 1, kind: String = "filled", _ color: Color) -> Canvas {
    cache.sendableCard(kind, id: id, size: size) { canvas, rect in canvas.fill(rect, color: color) }
  }

  static func pixel(_ canvas: Canvas) -> [UInt8] { PhotoTests.pixel(canvas, 40, 30) }

  @Test("Cards drawn ahead go to the painter: the gap only hands them over, and each is what the frame's thread draws")
  func warmCardsArePainted() throws {
    let (images, directory) = try CardCacheTests.source()
    defer { try? FileManager.default.removeItem(at: directory) }
    func photo(_ id: Int) -> String { id.isMultiple(of: 2) ? "https://example.com/b.png" : CardCacheTests.photoURL }
    // The photos in first: the cards are compared with cards drawn later.
    let scratch = CardCache(scale: 1, images: images)
    for id in 1...2 { _ = Self.card(scratch, id: id, photo: photo(id)) }
    images.waitForPendingLoads()
    #expect(images.counts.loaded == 2)
    let cache = Self.paintingCache(images)
    let threads = DrawingThreads()
    cache.warmingUp {
      for id in 1...6 { _ = Self.card(cache, id: id, photo: photo(id), threads: threads) }
    }
    #expect(cache.hasQueuedWarmCards && cache.drawCount == 0)
    var gaps = 0
    while cache.hasQueuedWarmCards || cache.isPainting, gaps < 100 {
      while cache.nextWarmCardCost == 0 { #expect(cache.drawNextWarmCard()) }
      cache.finishPainting()
      gaps += 1
    }
    #expect(!cache.hasQueuedWarmCards && !cache.isPainting)
    #expect(cache.drawCount == 6 && cache.paintedCount == 6)
    #expect(threads.count(on: .current) == (on: 0, elsewhere: 6))
    // A frame shows them as drawn, drawing nothing; each as a cache without a painter draws it.
    let reference = CardCache(scale: 1, images: images)
    cache.beginFrame(at: 1)
    reference.beginFrame(at: 1)
    for id in 1...6 {
      let painted = Self.card(cache, id: id, photo: photo(id))
      let drawnHere = Self.card(reference, id: id, photo: photo(id))
      let same = painted.withPixels { a, _ in drawnHere.withPixels { b, _ in a.elementsEqual(b) } }
      #expect(same, "card \(id)")
    }
    #expect(cache.drawCount == 6)
  }

  #if os(Linux)
    @Test("The painter's thread runs at nice 10, behind the frames' threads")
    func painterYields() {
      let cache = Self.paintingCache(ImageSource())
      let seen = NiceValues()
      cache.warmingUp {
        _ = cache.sendableCard("nice", id: 1, size: Self.size) { _, _ in seen.record() }
      }
      #expect(cache.drawNextWarmCard())
      cache.finishPainting()
      #expect(seen.values == [CardPainter.niceness])
      #expect(thread_placement_nice() == 0, "the test's own thread is as it was")
    }
  #endif

  @Test("The painter is handed about a frame period's drawing at a time")
  func paintingAheadIsBounded() {
    let cache = Self.paintingCache(ImageSource())
    // One card of the kind drawn here first, so that its next ones are expected to take 4 ms or more.
    cache.drawingAhead { _ = Self.card(cache, id: 0, milliseconds: 4) }
    #expect(cache.drawCount == 1 && cache.paintedCount == 0)
    cache.warmingUp { for id in 1...20 { _ = Self.card(cache, id: id, milliseconds: 4) } }
    var handedOver = 0
    while cache.nextWarmCardCost == 0 {
      #expect(cache.drawNextWarmCard())
      handedOver += 1
    }
    // 16.7 ms of drawing at 4 ms or more a card: four or five cards, then no room.
    #expect((2...5).contains(handedOver), "\(handedOver) cards handed over at once")
    #expect(cache.nextWarmCardCost == nil && !cache.drawNextWarmCard())
    #expect(cache.isPainting && cache.hasQueuedWarmCards)
    cache.finishPainting()
    #expect(cache.drawCount == 1 + handedOver && cache.paintedCount == handedOver)
    #expect(!cache.isPainting && cache.nextWarmCardCost == 0)
  }

  @Test("A frame that needs a card the painter has not started takes it back; one it is drawing, the frame draws too")
  func framesClaimCardsInFlight() {
    let cache = Self.paintingCache(ImageSource())
    // No time for the painter: the cards handed over wait.
    cache.allowPainting(for: 0)
    cache.warmingUp { for id in 1...3 { _ = Self.card(cache, id: id) } }
    while cache.drawNextWarmCard() {}
    #expect(cache.isPainting)
    cache.beginFrame(at: 1)
    let claimed = Self.card(cache, id: 2)
    #expect(claimed.size == Self.size)
    #expect(cache.drawCount == 1 && cache.paintedCount == 0)
    // Nor does the painter draw the others while the gaps leave it no time.
    Thread.sleep(forTimeInterval: 0.03)
    cache.beginFrame(at: 2)
    #expect(cache.paintedCount == 0 && cache.isPainting)
    // A card the painter is drawing when a frame needs it: the frame draws it too, without waiting,
    // and the painter's drawing, when it comes in, is dropped.
    let started = DispatchSemaphore(value: 0)
    let finish = DispatchSemaphore(value: 0)
    let drawings = DrawingThreads()
    cache.allowPainting(for: .infinity)
    func slow() -> Canvas {
      cache.sendableCard("slow", id: 1, size: Self.size) { canvas, rect in
        drawings.record()
        // The first drawing, the painter's, holds on until the frame has drawn its own.
        if drawings.count(on: .current).on + drawings.count(on: .current).elsewhere == 1 {
          started.signal()
          _ = finish.wait(timeout: .now() + 10)
        }
        canvas.fill(rect, color: .black)
      }
    }
    cache.warmingUp { _ = slow() }
    while cache.drawNextWarmCard() {}
    #expect(started.wait(timeout: .now() + 10) == .success)
    cache.beginFrame(at: 3)
    let look = slow()
    #expect(PhotoTests.pixel(look, 40, 30) == [0, 0, 0, 255])
    #expect(cache.isPainting && cache.paintedCount == 2 && cache.drawCount == 4)
    #expect(drawings.count(on: .current) == (on: 1, elsewhere: 1))
    finish.signal()
    cache.finishPainting()
    #expect(cache.paintedCount == 3 && cache.drawCount == 5)
    cache.beginFrame(at: 4)
    #expect(slow() === look, "the painter's drawing replaced the frame's")
  }

  @Test(
    "A card expected to take longer than the gaps leave waits until nothing moves, or half a second of gaps, then goes"
  )
  func slowCardsWait() {
    let cache = Self.paintingCache(ImageSource())
    // The kind's cards are expected to take 30 ms or more; the gaps leave 10.
    cache.drawingAhead { _ = Self.card(cache, id: 0, milliseconds: 30) }
    cache.allowPainting(for: 0.01)
    /// Starts frames until the painter has drawn `count` cards; false after 10 s.
    func painted(_ count: Int) -> Bool {
      let deadline = Date().addingTimeInterval(10)
      while cache.paintedCount < count, Date() < deadline {
        Thread.sleep(forTimeInterval: 0.002)
        cache.beginFrame(at: 1)
      }
      return cache.paintedCount == count
    }
    /// Whether the painter leaves its card undrawn for a while.
    func waits() -> Bool {
      Thread.sleep(forTimeInterval: 0.05)
      cache.beginFrame(at: 1)
      return cache.isPainting
    }
    cache.warmingUp { _ = Self.card(cache, id: 1, milliseconds: 30) }
    #expect(cache.drawNextWarmCard())
    for _ in 1..<CardPainter.maximumOpeningsWithoutFit { cache.allowPainting(for: 0.01) }
    #expect(waits() && cache.paintedCount == 0)
    cache.allowPainting(for: 0.01)
    #expect(painted(1))
    // Another one goes in the first gap at rest.
    cache.warmingUp { _ = Self.card(cache, id: 2, milliseconds: 30) }
    #expect(cache.drawNextWarmCard())
    for _ in 0..<5 { cache.allowPainting(for: 0.01) }
    #expect(waits() && cache.paintedCount == 1)
    cache.allowPainting(for: 0.01, atRest: true)
    #expect(painted(2))
  }

  @Test("A photo that arrives: the gap hands its card to the painter, the frames draw nothing, and the card fades in")
  func arrivalsArePainted() throws {
    let (images, directory) = try CardCacheTests.source()
    defer { try? FileManager.default.removeItem(at: directory) }
    let cache = Self.paintingCache(images)
    let threads = DrawingThreads()
    cache.beginFrame(at: 10)
    let placeholder = Self.pixel(Self.card(cache, threads: threads))
    #expect(threads.count(on: .current) == (on: 1, elsewhere: 0))  // a frame's first card is drawn there
    #expect(CardCacheTests.waitForArrival(cache, at: 10))
    #expect(Self.pixel(Self.card(cache, threads: threads)) == placeholder)
    // The gap hands the card over: nothing on screen changed yet, nothing drawn on this thread.
    #expect(cache.prepareNextFrame(within: 1) == false)
    #expect(cache.isPainting && cache.hasPendingWork && cache.drawCount == 1)
    cache.finishPainting()
    #expect(cache.drawCount == 2 && cache.paintedCount == 1)
    #expect(threads.count(on: .current) == (on: 1, elsewhere: 1))
    // The next frame has something new to show, and fades from the placeholder to the photo.
    var time = 10.0
    var seen: [[UInt8]] = []
    var changed: [Bool] = []
    while time < 10.4 {
      time += 1.0 / 60
      changed.append(cache.beginFrame(at: time))
      seen.append(Self.pixel(Self.card(cache)))
      cache.prepareNextFrame(within: 1)
    }
    #expect(changed.first == true)
    let photo = Self.pixel(CardCacheTests.settledLook(images))
    let distances = seen.map { CardCacheTests.distance($0, photo) }
    #expect(distances.first == CardCacheTests.distance(placeholder, photo), "\(distances)")
    #expect(zip(distances, distances.dropFirst()).allSatisfy { $0 >= $1 }, "\(distances)")
    #expect(distances.last == 0 && Set(seen).count >= 8)
    #expect(cache.drawCount == 2 && !cache.hasPendingWork)
  }

  @Test("A card outdated while the painter draws it is not taken in: it is drawn again as the last frame asked")
  func outdatedWhilePainting() {
    let cache = Self.paintingCache(ImageSource(), fadeDuration: 0)
    let red = Color(red: 1, green: 0, blue: 0)
    let blue = Color(red: 0, green: 0, blue: 1)
    let green = Color(red: 0, green: 1, blue: 0)
    cache.beginFrame(at: 0)
    let first = Self.pixel(Self.filled(cache, red))
    cache.outdate(kind: "filled")
    cache.beginFrame(at: 1)
    #expect(Self.pixel(Self.filled(cache, blue)) == first)
    cache.prepareNextFrame(within: 1)
    #expect(cache.isPainting)
    // Outdated again while blue is being drawn: blue is dropped, green drawn.
    cache.outdate(kind: "filled")
    cache.beginFrame(at: 2)
    #expect(Self.pixel(Self.filled(cache, green)) == first)
    cache.finishPainting()
    #expect(cache.paintedCount == 1 && cache.hasPendingWork)
    cache.beginFrame(at: 3)
    #expect(Self.pixel(Self.filled(cache, green)) == first, "the dropped drawing is not shown")
    cache.prepareNextFrame(within: 1)
    cache.finishPainting()
    cache.beginFrame(at: 4)
    let look = Self.filled(cache, green)
    #expect(Self.pixel(look) == Self.pixel(Self.filled(CardCache(scale: 1), green)))
    #expect(cache.drawCount == 3 && cache.paintedCount == 2)
    cache.prepareNextFrame(within: 1)
    #expect(!cache.hasPendingWork && !cache.isPainting)
  }

  @Test("A card forgotten while the painter draws it ahead is not cached: a frame draws it as it asks")
  func forgottenWhilePainting() {
    let cache = Self.paintingCache(ImageSource(), fadeDuration: 0)
    cache.warmingUp { _ = Self.filled(cache, Color(red: 1, green: 0, blue: 0)) }
    #expect(cache.drawNextWarmCard() && cache.isPainting)
    cache.removeAll()
    cache.finishPainting()
    #expect(cache.paintedCount == 1 && !cache.isPainting)
    cache.beginFrame(at: 0)
    let blue = Color(red: 0, green: 0, blue: 1)
    let look = Self.filled(cache, blue)
    #expect(Self.pixel(look) == Self.pixel(Self.filled(CardCache(scale: 1), blue)))
    #expect(cache.drawCount == 2 && cache.paintedCount == 1 && !cache.isPainting)
  }

  @Test("A card whose drawing is not sendable is never handed to the painter: drawn ahead, and again, on this thread")
  func frameThreadDrawingsStayHere() throws {
    let (images, directory) = try CardCacheTests.source()
    defer { try? FileManager.default.removeItem(at: directory) }
    let cache = Self.paintingCache(images, fadeDuration: 0)
    let threads = DrawingThreads()
    func card() -> Canvas {
      cache.card("here", id: 1, size: Self.size) { canvas, rect in
        threads.record()
        images.drawPhoto(CardCacheTests.photoURL, in: rect, on: canvas)
      }
    }
    cache.warmingUp { _ = card() }
    #expect(cache.nextWarmCardCost != nil)
    #expect(cache.drawNextWarmCard() && !cache.isPainting)
    #expect(CardCacheTests.waitForArrival(cache, at: 0))
    _ = card()
    #expect(cache.prepareNextFrame(within: 1))
    #expect(!cache.isPainting && cache.drawCount == 2 && cache.paintedCount == 0)
    #expect(threads.count(on: .current) == (on: 2, elsewhere: 0))
  }

  /// The photos a drawing of `photo` records, on the calling thread.
  nonisolated static func recorded(_ photo: String, from images: ImageSource) -> Set<String> {
    let rect = CGRect(x: 0, y: 0, width: 80, height: 60)
    let canvas = Canvas(size: rect.size)
    return Set(ImageSource.recordingPhotos { images.drawPhoto(photo, in: rect, on: canvas) }.keys.map { "\($0)" })
  }

  @Test("Photos drawn on two threads at once are each recorded by the drawing that drew them, recordings nesting")
  func recordingsAreEachThreads() async throws {
    let (images, directory) = try CardCacheTests.source()
    defer { try? FileManager.default.removeItem(at: directory) }
    let rect = CGRect(origin: .zero, size: Self.size)
    let other = "https://example.com/b.png"
    @Sendable func recorded(_ photo: String) -> Set<String> { Self.recorded(photo, from: images) }
    let mine = recorded(CardCacheTests.photoURL)
    let theirs = recorded(other)
    #expect(mine.count == 1 && theirs.count == 1 && mine != theirs)
    // Another thread records its photo over and over while this one records its own, nested in an
    // outer recording, and takes in arrivals between.
    let otherThread = Task.detached { (0..<300).filter { _ in recorded(other) != theirs }.count }
    var wrong = 0
    for _ in 0..<300 {
      var inner: Set<String> = []
      let canvas = Canvas(size: Self.size)
      let outer = ImageSource.recordingPhotos {
        images.drawPhoto(CardCacheTests.photoURL, in: rect, on: canvas)
        inner = recorded(other)
      }
      if Set(outer.keys.map { "\($0)" }) != mine || inner != theirs { wrong += 1 }
      images.update()
    }
    #expect(wrong == 0)
    #expect(await otherThread.value == 0)
    #expect(images.counts.failed == 0 && images.counts.loading + images.counts.loaded == 2)
  }

  @Test("With no time left in the gap, fades are mixed one card a gap, the least recently mixed first, and end on time")
  func fadesShareTheGap() throws {
    let (images, directory) = try CardCacheTests.source()
    defer { try? FileManager.default.removeItem(at: directory) }
    let cache = CardCache(scale: 1, images: images, fadeDuration: 0.5, redrawsWhenIdle: true)
    let ids = Array(1...6)
    cache.beginFrame(at: 10)
    for id in ids { _ = CardCacheTests.card(cache, id: id) }
    #expect(CardCacheTests.waitForArrival(cache, at: 10))
    for id in ids { _ = CardCacheTests.card(cache, id: id) }
    // Every card drawn again with its photo and, time enough, every fade mixed for the next frame.
    #expect(cache.prepareNextFrame(within: 1))
    #expect(cache.isFading)
    var time = 10.0
    func frame() -> [[UInt8]] {
      time += 1.0 / 60
      cache.beginFrame(at: time)
      return ids.map { PhotoTests.pixel(CardCacheTests.card(cache, id: $0), 40, 30) }
    }
    var shown = frame()
    var mixedOrder: [Int] = []
    for _ in 0..<12 {
      cache.prepareNextFrame(within: 0)
      let next = frame()
      let mixed = ids.indices.filter { next[$0] != shown[$0] }
      #expect(mixed.count == 1, "cards mixed in a gap without time: \(mixed)")
      mixedOrder += mixed
      shown = next
    }
    // Round and round: each card once in every six gaps.
    #expect(Array(mixedOrder.prefix(6)).sorted() == ids.indices.map { $0 })
    #expect(Array(mixedOrder.suffix(6)) == Array(mixedOrder.prefix(6)))
    // A gap without time before the frame the fades end in ends every one of them: the frame shows
    // each card's photo (the fades began at 10 s and last half a second).
    cache.beginFrame(at: 10.485)
    cache.prepareNextFrame(within: 0)
    let photo = PhotoTests.pixel(CardCacheTests.settledLook(images), 40, 30)
    #expect(ids.allSatisfy { PhotoTests.pixel(CardCacheTests.card(cache, id: $0), 40, 30) == photo })
    #expect(cache.isFading, "the frame that shows their ends is still to come")
  }
}
