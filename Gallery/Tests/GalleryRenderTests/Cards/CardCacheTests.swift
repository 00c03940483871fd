import CarouselCore
import Foundation
import GalleryApp
import GalleryModel
import GalleryRender
import GalleryTestSupport
import Testing

/// The card cache while photos arrive: each card drawn twice (placeholder, photo), a cross-fade made by
/// compositing the two looks, and — in the window's mode — no card drawn inside a frame.
@MainActor
@Suite("Card cache")
struct CardCacheTests {
  static let size = CGSize(width: 80, height: 60)
  static let photoURL = "https://example.com/a.jpg"

  /// A folder with the photo the cards show, and a source reading it.
  static func source() throws -> (ImageSource, URL) {
    let directory = try PhotoFixtures.folder(with: [
      "a.jpg": try PhotoFixtures.fixture("flower-1600x1200.jpg"),
      "b.png": try PhotoFixtures.fixture("flower-400x300.png"),
    ])
    return (ImageSource(directory: directory), directory)
  }

  /// A card: the photo covering it and, over it, a white square where text would be.
  static func card(_ cache: CardCache, id: Int = 1, photo: String = photoURL) -> Canvas {
    let images = cache.images
    return cache.card("photo", id: id, size: size) { canvas, rect in
      images.drawPhoto(photo, in: rect, on: canvas)
      canvas.fill(CGRect(x: 0, y: 0, width: 10, height: 10), color: .white)
    }
  }

  /// Starts frames at `time` until one takes in an arrival; false after 10 s without one.
  static func waitForArrival(_ cache: CardCache, at time: TimeInterval) -> Bool {
    let deadline = Date().addingTimeInterval(10)
    while Date() < deadline {
      if cache.beginFrame(at: time) { return true }
      Thread.sleep(forTimeInterval: 0.002)
    }
    return false
  }

  /// How far apart two pixels are (sum of channel differences).
  static func distance(_ a: [UInt8], _ b: [UInt8]) -> Int { zip(a, b).map { abs(Int($0) - Int($1)) }.reduce(0, +) }

  /// The card's look once its photo is in, drawn by a cache that does not fade.
  static func settledLook(_ images: ImageSource, photo: String = photoURL) -> Canvas {
    card(CardCache(scale: 1, images: images, fadeDuration: 0), id: 99, photo: photo)
  }

  @Test("A card on screen is drawn twice, placeholder then photo, and cross-fades by compositing alone")
  func crossFadeDrawsTwice() throws {
    let (images, directory) = try Self.source()
    defer { try? FileManager.default.removeItem(at: directory) }
    let cache = CardCache(scale: 1, images: images, fadeDuration: 0.2)
    let placeholder = Canvas(size: Self.size)
    PlaceholderPhoto.draw(key: Self.photoURL, in: CGRect(origin: .zero, size: Self.size), on: placeholder)

    cache.beginFrame(at: 10)
    #expect(CanvasPixels.pixel(Self.card(cache), 40, 30) == CanvasPixels.pixel(placeholder, 40, 30))
    #expect(cache.drawCount == 1)
    #expect(Self.waitForArrival(cache, at: 10))
    var seen: [[UInt8]] = [CanvasPixels.pixel(Self.card(cache), 40, 30)]
    #expect(cache.drawCount == 2)
    var reported: [Bool] = []
    for frame in 1...6 {
      reported.append(cache.beginFrame(at: 10.01 + Double(frame) * 0.05))
      let look = Self.card(cache)
      seen.append(CanvasPixels.pixel(look, 40, 30))
      // Where both looks agree (the text) the mix changes nothing.
      #expect(CanvasPixels.pixel(look, 5, 5) == [255, 255, 255, 255])
    }
    let photo = CanvasPixels.pixel(Self.settledLook(images), 40, 30)
    #expect(CanvasPixels.pixel(placeholder, 40, 30) != photo)
    // From the placeholder to the photo, each frame closer, then exactly the photo.
    let distances = seen.map { Self.distance($0, photo) }
    #expect(distances.first == Self.distance(CanvasPixels.pixel(placeholder, 40, 30), photo))
    #expect(zip(distances, distances.dropFirst()).allSatisfy { $0 > $1 || $1 == 0 }, "\(distances)")
    #expect(distances.suffix(3) == [0, 0, 0])
    #expect(Set(seen).count >= 4)
    // Frames are asked for while the fade runs (10 s to 10.2 s) and once more to show its end, then
    // not.
    #expect(reported == [true, true, true, true, false, false])
    #expect(!cache.isFading && !cache.hasPendingWork)
    #expect(cache.drawCount == 2)
  }

  @Test(
    "An outdated card shows its old look until a gap draws its new one; one no frame asks for waits, undrawn, until one does; headless, the next ask draws it"
  )
  func outdatedCards() {
    for idle in [true, false] {
      let cache = CardCache(scale: 1, redrawsWhenIdle: idle)
      func card(_ id: Int, _ color: Color) -> Canvas {
        cache.card("row", id: id, size: Self.size) { canvas, rect in canvas.fill(rect, color: color) }
      }
      func filled(_ color: Color) -> [UInt8] {
        let canvas = Canvas(size: Self.size)
        canvas.fill(CGRect(origin: .zero, size: Self.size), color: color)
        return CanvasPixels.pixel(canvas, 1, 1)
      }
      let (old, new) = (filled(.rating), filled(.systemBlue))
      cache.beginFrame(at: 1)
      _ = card(1, .rating)
      _ = card(2, .rating)
      _ = cache.card("other", id: 1, size: Self.size) { canvas, rect in canvas.fill(rect, color: .rating) }
      cache.outdate(kind: "row")
      cache.beginFrame(at: 2)
      #expect(CanvasPixels.pixel(card(1, .systemBlue), 1, 1) == (idle ? old : new), "idle \(idle)")
      #expect(cache.drawCount == (idle ? 3 : 4))
      if idle {
        #expect(cache.prepareNextFrame(within: 1), "the row on screen is drawn again")
        #expect(cache.drawCount == 4, "row 2, not asked for since, waits")
        #expect(!cache.hasPendingWork)
        cache.beginFrame(at: 3)
        #expect(CanvasPixels.pixel(card(1, .systemBlue), 1, 1) == new)
        #expect(CanvasPixels.pixel(card(2, .systemBlue), 1, 1) == old, "row 2 shows its old look when it comes back")
        #expect(cache.prepareNextFrame(within: 1))
        #expect(cache.drawCount == 5)
        cache.beginFrame(at: 4)
        #expect(CanvasPixels.pixel(card(2, .systemBlue), 1, 1) == new)
      }
      let other = cache.card("other", id: 1, size: Self.size) { canvas, rect in canvas.fill(rect, color: .systemBlue) }
      #expect(CanvasPixels.pixel(other, 1, 1) == old, "another kind keeps its look")
    }
  }

  @Test("In the window's mode a frame never draws a stale card: the next frame's work does, then fades")
  func idleModeRedrawsBetweenFrames() throws {
    let (images, directory) = try Self.source()
    defer { try? FileManager.default.removeItem(at: directory) }
    let cache = CardCache(scale: 1, images: images, fadeDuration: 0.2, redrawsWhenIdle: true)
    cache.beginFrame(at: 10)
    let placeholder = CanvasPixels.pixel(Self.card(cache), 40, 30)
    #expect(Self.waitForArrival(cache, at: 10))
    // The frame that learns of the photo still shows the placeholder, drawn no more than once.
    #expect(CanvasPixels.pixel(Self.card(cache), 40, 30) == placeholder)
    #expect(cache.drawCount == 1)
    #expect(cache.hasPendingWork)
    #expect(cache.prepareNextFrame(within: 1))
    #expect(cache.drawCount == 2)
    var seen: [[UInt8]] = []
    var time = 10.0
    while time < 10.4 {
      time += 1.0 / 60
      cache.beginFrame(at: time)
      seen.append(CanvasPixels.pixel(Self.card(cache), 40, 30))
      cache.prepareNextFrame(within: 1)
    }
    let photo = CanvasPixels.pixel(Self.settledLook(images), 40, 30)
    let distances = seen.map { Self.distance($0, photo) }
    #expect(distances.first.map { $0 > 0 && $0 < Self.distance(placeholder, photo) } == true, "\(distances)")
    #expect(zip(distances, distances.dropFirst()).allSatisfy { $0 >= $1 }, "\(distances)")
    #expect(distances.last == 0)
    #expect(Set(seen).count >= 8)
    #expect(cache.drawCount == 2)
    #expect(!cache.hasPendingWork)
  }

  @Test(
    "A frame shows every photo once its cards hold their photos: not while one loads, waits to be drawn again or fades in, nor when one failed or none are drawn"
  )
  func lastFrameShowedEveryPhoto() throws {
    let (images, directory) = try Self.source()
    defer { try? FileManager.default.removeItem(at: directory) }
    let cache = CardCache(scale: 1, images: images, fadeDuration: 0.2, redrawsWhenIdle: true)
    #expect(!cache.lastFrameShowedEveryPhoto)
    cache.beginFrame(at: 10)
    _ = Self.card(cache)
    #expect(!cache.lastFrameShowedEveryPhoto)  // loading
    #expect(Self.waitForArrival(cache, at: 10))
    _ = Self.card(cache)
    #expect(!cache.lastFrameShowedEveryPhoto)  // arrived, not drawn again yet
    cache.prepareNextFrame(within: 1)
    var shown: [Bool] = []
    var time = 10.0
    while time < 10.4 {
      time += 1.0 / 60
      cache.beginFrame(at: time)
      _ = Self.card(cache)
      shown.append(cache.lastFrameShowedEveryPhoto)
      cache.prepareNextFrame(within: 1)
    }
    // Not during the 0.2 s fade (12 frames at 60 Hz), then from the frame that shows its end.
    #expect(shown.prefix(10).allSatisfy { !$0 }, "\(shown)")
    #expect(shown.suffix(5).allSatisfy { $0 }, "\(shown)")
    #expect(shown.drop { !$0 }.allSatisfy { $0 }, "\(shown)")

    let failing = CardCache(scale: 1, images: images, fadeDuration: 0)
    failing.beginFrame(at: 0)
    _ = Self.card(failing, photo: "https://example.com/missing.jpg")
    #expect(Self.waitForArrival(failing, at: 0))
    failing.beginFrame(at: 1)
    _ = Self.card(failing, photo: "https://example.com/missing.jpg")
    #expect(!failing.lastFrameShowedEveryPhoto)

    let plain = CardCache(scale: 1, images: images)
    plain.beginFrame(at: 0)
    _ = plain.card("text", id: 1, size: Self.size) { canvas, rect in canvas.fill(rect, color: .white) }
    #expect(!plain.lastFrameShowedEveryPhoto)
  }

  @Test(
    "Cards asked for ahead of being shown are queued, drawn one at a time first asked first, skipped if a frame drew them, and never count as shown"
  )
  func warmingUpQueuesCards() throws {
    let (images, directory) = try Self.source()
    defer { try? FileManager.default.removeItem(at: directory) }
    let cache = CardCache(scale: 1, images: images, redrawsWhenIdle: true)
    #expect(cache.nextWarmCardCost == nil && !cache.drawNextWarmCard())
    var asked: [Int] = []
    cache.warmingUp {
      for id in [1, 2, 3, 2] {
        let look = cache.card("photo", id: id, size: Self.size) { canvas, rect in
          asked.append(id)
          images.drawPhoto(Self.photoURL, in: rect, on: canvas)
        }
        #expect(look.size == CGSize(width: 1, height: 1))  // not drawn yet
      }
    }
    #expect(cache.drawCount == 0 && cache.hasQueuedWarmCards)
    #expect(cache.nextWarmCardCost == 0)  // nothing drawn yet to judge by
    #expect(cache.drawNextWarmCard())
    #expect(asked == [1] && cache.drawCount == 1)
    #expect((cache.nextWarmCardCost ?? 0) > 0)
    // A frame shows card 2 before the warm-up gets to it: the warm-up skips it.
    cache.beginFrame(at: 1)
    _ = Self.card(cache, id: 2)
    #expect(cache.drawCount == 2)
    #expect(cache.drawNextWarmCard())
    #expect(asked == [1, 3] && !cache.hasQueuedWarmCards && !cache.drawNextWarmCard())
    // A card drawn ahead whose photo fails is not on screen: once card 2, which is, shows its photo,
    // the frame counts as showing every photo.
    cache.warmingUp { _ = Self.card(cache, id: 4, photo: "https://example.com/missing.jpg") }
    #expect(cache.drawNextWarmCard())
    var time = 2.0
    let deadline = Date().addingTimeInterval(10)
    repeat {
      time += 1
      cache.beginFrame(at: time)
      _ = Self.card(cache, id: 2)
      cache.prepareNextFrame(within: 1)
      Thread.sleep(forTimeInterval: 0.005)
      // Both loads run off the frame loop: wait for the shown photo and for the missing one's failure.
    } while !(cache.lastFrameShowedEveryPhoto && images.counts.failed == 1) && Date() < deadline
    #expect(cache.lastFrameShowedEveryPhoto)
    #expect(images.counts.failed == 1)
    // Asking again while warming up returns the drawn card without drawing it.
    cache.warmingUp {
      #expect(cache.card("photo", id: 1, size: Self.size) { _, _ in asked.append(9) }.size == Self.size)
    }
    #expect(!cache.hasQueuedWarmCards && !asked.contains(9))
  }

  @Test("Cards off screen are brought up to date between frames, without a fade, while time lasts or after a wait")
  func offScreenCardsRefreshWithoutFade() throws {
    let (images, directory) = try Self.source()
    defer { try? FileManager.default.removeItem(at: directory) }
    let cache = CardCache(scale: 1, images: images, fadeDuration: 0.2, redrawsWhenIdle: true)
    let other = "https://example.com/b.png"
    cache.beginFrame(at: 10)
    _ = Self.card(cache, id: 1)
    _ = Self.card(cache, id: 2, photo: other)
    #expect(cache.drawCount == 2)
    // Both photos in; the next frame shows card 1 only.
    let deadline = Date().addingTimeInterval(10)
    while images.counts.loaded < 2 && Date() < deadline {
      cache.beginFrame(at: 10)
      Thread.sleep(forTimeInterval: 0.002)
    }
    #expect(images.counts.loaded == 2)
    cache.beginFrame(at: 11)
    _ = Self.card(cache, id: 1)
    // No time at all: the card on screen still goes, the one off screen waits.
    #expect(cache.prepareNextFrame(within: 0))
    #expect(cache.drawCount == 3)
    #expect(cache.hasPendingWork)
    // Never any time: the one off screen waits half a second of calls, then goes anyway; nothing on
    // screen changed.
    for _ in 0..<CardCache.maximumCallsWithoutProgress { cache.prepareNextFrame(within: 0) }
    #expect(cache.drawCount == 3)
    #expect(cache.prepareNextFrame(within: 0) == false)
    #expect(cache.drawCount == 4)
    // Scrolled back to, it shows its photo at once: no fade, no drawing.
    cache.beginFrame(at: 12)
    let look = Self.card(cache, id: 2, photo: other)
    #expect(CanvasPixels.pixel(look, 40, 30) == CanvasPixels.pixel(Self.settledLook(images, photo: other), 40, 30))
    #expect(cache.drawCount == 4)
    // Card 2 started no fade, and card 1's, unseen in that frame, is over: nothing more to draw.
    #expect(cache.beginFrame(at: 13) == false)
    #expect(!cache.isFading && !cache.hasPendingWork)
  }

  @Test("With no time left in the gap, fades are mixed one card a gap, the least recently mixed first, and end on time")
  func fadesShareTheGap() throws {
    let (images, directory) = try Self.source()
    defer { try? FileManager.default.removeItem(at: directory) }
    let cache = CardCache(scale: 1, images: images, fadeDuration: 0.5, redrawsWhenIdle: true)
    let ids = Array(1...6)
    cache.beginFrame(at: 10)
    for id in ids { _ = Self.card(cache, id: id) }
    #expect(Self.waitForArrival(cache, at: 10))
    for id in ids { _ = Self.card(cache, id: id) }
    // Every card drawn again with its photo and, time enough, every fade mixed for the next frame.
    #expect(cache.prepareNextFrame(within: 1))
    #expect(cache.isFading)
    var time = 10.0
    func frame() -> [[UInt8]] {
      time += 1.0 / 60
      cache.beginFrame(at: time)
      return ids.map { CanvasPixels.pixel(Self.card(cache, id: $0), 40, 30) }
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
    let photo = CanvasPixels.pixel(Self.settledLook(images), 40, 30)
    #expect(ids.allSatisfy { CanvasPixels.pixel(Self.card(cache, id: $0), 40, 30) == photo })
    #expect(cache.isFading, "the frame that shows their ends is still to come")
  }

  @Test("Fades finished at once show each card's new look in the next frame")
  func fadesFinishedAtOnce() throws {
    let (images, directory) = try Self.source()
    defer { try? FileManager.default.removeItem(at: directory) }
    let cache = CardCache(scale: 1, images: images, fadeDuration: 0.5, redrawsWhenIdle: true)
    cache.beginFrame(at: 10)
    _ = Self.card(cache, id: 1)
    #expect(Self.waitForArrival(cache, at: 10))
    _ = Self.card(cache, id: 1)
    cache.prepareNextFrame(within: 1)
    cache.beginFrame(at: 10.1)
    let photo = CanvasPixels.pixel(Self.settledLook(images), 40, 30)
    #expect(cache.isFading && CanvasPixels.pixel(Self.card(cache, id: 1), 40, 30) != photo, "mid-fade")
    cache.finishFades()
    #expect(!cache.isFading)
    #expect(cache.beginFrame(at: 10.11), "the next frame has a change to show")
    #expect(CanvasPixels.pixel(Self.card(cache, id: 1), 40, 30) == photo)
    cache.finishFades()
    #expect(!cache.beginFrame(at: 10.12), "nothing left to finish")
  }

  @Test("A cross-fade mixes opaque pixels exactly, and takes any progress")
  func crossFadeArithmetic() {
    let size = CGSize(width: 4, height: 4)
    let from = Canvas(size: size)
    from.clear(Color(red: 1, green: 0, blue: 0))
    let to = Canvas(size: size)
    to.clear(Color(red: 0, green: 0, blue: 1))
    let mix = Canvas(size: size)
    for (progress, blue) in [(0.25, 64), (0.5, 128), (0.0, 0), (1.0, 255), (-3, 0), (7, 255), (.nan, 255)] {
      mix.drawCrossFade(from: from, to: to, progress: progress)
      let pixel = CanvasPixels.pixel(mix, 2, 2)  // B, G, R, A
      #expect(abs(Int(pixel[0]) - blue) <= 1, "\(progress): \(pixel)")
      #expect(abs(Int(pixel[2]) - (255 - blue)) <= 1, "\(progress): \(pixel)")
      #expect(pixel[3] == 255)
    }
    // Images of another size leave no garbage: the mix covers what they cover.
    mix.drawCrossFade(
      from: Canvas(size: CGSize(width: 1, height: 1)), to: Canvas(size: CGSize(width: 1, height: 1)), progress: 0.5)
    #expect(CanvasPixels.pixel(mix, 3, 3)[3] == 0)
  }

  @Test("The window's app draws no card inside a frame once warmed, and ends showing what a headless render shows")
  func appDrawsCardsOnlyBetweenFrames() async throws {
    let app = try await Self.windowApp()
    app.prewarm()
    var time = 0.0
    var drawnInFrames = 0
    var drawnBetween = 0
    let deadline = Date().addingTimeInterval(20)
    var everyPhotoInFirstFrame: Bool?
    repeat {
      let before = app.renderer.cache.drawCount
      if app.frame(at: time) { app.recordPresentedFrame() }
      if everyPhotoInFirstFrame == nil { everyPhotoInFirstFrame = app.renderer.cache.lastFrameShowedEveryPhoto }
      drawnInFrames += app.renderer.cache.drawCount - before
      let between = app.renderer.cache.drawCount
      app.prepareNextFrame(within: 1.0 / 60)
      drawnBetween += app.renderer.cache.drawCount - between
      time += 1.0 / 60
      // Only photos on their way need the wait; the rest is this loop's own work. Other tests take
      // the main actor between turns, for seconds at a time when the machine is busy.
      if app.renderer.images.isBusy { try await Task.sleep(for: .milliseconds(1)) }
    } while (app.renderer.images.isBusy || app.renderer.cache.hasPendingWork) && Date() < deadline
    #expect(drawnInFrames == 0)
    #expect(drawnBetween >= 8)
    #expect(app.renderer.images.counts.loading == 0 && app.renderer.images.counts.loaded >= 8)
    #expect(app.stats.betweenFrames.count >= 1)
    // The cold start: the first frame showed placeholders; a later one every photo, faded in.
    app.frame(at: time + 0.5)
    app.recordPresentedFrame()
    #expect(everyPhotoInFirstFrame == false)
    let firstFrame = try #require(app.stats.firstFrameAfterLaunch)
    let photosShown = try #require(app.stats.photosShownAfterLaunch)
    #expect(firstFrame > 0 && photosShown >= firstFrame)
    #expect(app.stats.summary.contains("start: first frame"))

    // What the window shows is what cards drawn afresh, with every photo in, show.
    app.frame(at: time + 1)
    Self.expectShowsAFreshRender(app)
  }

  @Test(
    "The window's first frame waits only for its own screen; the rest is drawn between frames, as not shown, and no frame draws a card on any screen after"
  )
  func warmUpBetweenFrames() async throws {
    let whole = GalleryApp(settings: try LaunchSettings(timeZone: "UTC"))
    await whole.loadFeeds()
    whole.prewarm()

    let app = try await Self.windowApp()
    app.prewarmFirstScreen()
    let drawnBeforeFirstFrame = app.renderer.cache.drawCount
    #expect(app.isWarmingUp)
    #expect(drawnBeforeFirstFrame > 0 && drawnBeforeFirstFrame * 2 < whole.renderer.cache.drawCount)

    var time = 0.0
    var drawnInFrames = 0
    var warmUpGaps = 0
    let deadline = Date().addingTimeInterval(30)
    repeat {
      let before = app.renderer.cache.drawCount
      app.frame(at: time)
      drawnInFrames += app.renderer.cache.drawCount - before
      if app.isWarmingUp { warmUpGaps += 1 }
      app.prepareNextFrame(within: 1.0 / 60)
      time += 1.0 / 60
      // Only photos on their way need the wait; the rest is this loop's own work. Other tests take
      // the main actor between turns, for seconds at a time when the machine is busy.
      if app.renderer.images.isBusy { try await Task.sleep(for: .milliseconds(1)) }
    } while (app.isWarmingUp || app.renderer.images.isBusy || app.renderer.cache.hasPendingWork) && Date() < deadline
    #expect(!app.isWarmingUp)
    // The rest of the warm-up (over 100 ms of drawing) took many gaps of 1/60 s, not one.
    #expect(warmUpGaps >= 4)
    #expect(drawnInFrames == 0)
    // Cards drawn ahead were not taken for the screen's: Home, as shown, has every photo in.
    app.frame(at: time + 1)
    #expect(app.renderer.cache.lastFrameShowedEveryPhoto)

    // Every screen is ready: opening each draws no card inside its frame.
    Self.expectOpeningDrawsNoCard(Screen.allCases, in: app, after: time)
  }

  @Test("The warm-up readies every other screen's first view before Home's cards below the fold")
  func otherScreensAreWarmedBeforeHomeBelowTheFold() async throws {
    let app = try await Self.windowApp()
    let steps = app.renderer.prewarmSteps(state: app.store.state)
    // The selected screen (Home, above the fold) and then the others, each drawn card by card.
    for step in steps.prefix(Screen.allCases.count) {
      step()
      while app.renderer.cache.drawNextWarmCard() {}
    }
    Self.expectOpeningDrawsNoCard(Screen.allCases.reversed(), in: app, after: 0)
    // Home's ring, rows and grids below the fold come after: they were not drawn yet.
    let drawnBefore = app.renderer.cache.drawCount
    for step in steps.dropFirst(Screen.allCases.count) { step() }
    while app.renderer.cache.drawNextWarmCard() {}
    #expect(app.renderer.cache.drawCount > drawnBefore)
  }

  @Test(
    "Cards asked for first jump the warm-up's queue in the order asked, ahead of those queued before, and only they are urgent"
  )
  func warmingUpFirstJumpsTheQueue() {
    let cache = CardCache(scale: 1, redrawsWhenIdle: true)
    let drawn = DrawLog()
    func ask(_ name: String) {
      _ = cache.card(name, id: 1, size: Self.size) { _, _ in drawn.names.append(name) }
    }
    cache.drawingAhead { ask("cached") }
    cache.warmingUp { for name in ["a", "b", "c"] { ask(name) } }
    #expect(!cache.hasUrgentWarmCards)
    cache.warmingUpFirst {
      // A card already drawn is not queued; one asked twice is queued once.
      for name in ["cached", "c", "d", "d"] { ask(name) }
      // Asked for by an ordinary warm-up inside: queued last, as that call queues it.
      cache.warmingUp { ask("e") }
      // Asked for first inside: first too, behind the outer call's own cards, and not urgent.
      cache.warmingUpFirst { ask("f") }
    }
    var urgent: [Bool] = []
    while cache.hasQueuedWarmCards {
      urgent.append(cache.hasUrgentWarmCards)
      cache.drawNextWarmCard()
    }
    #expect(drawn.names == ["cached", "c", "d", "f", "a", "b", "e"])
    #expect(urgent == [true, true, false, false, false, false])
    #expect(!cache.hasUrgentWarmCards)
    // Asking first for cards all drawn leaves nothing urgent, nor does an empty ask after urgent ones.
    cache.warmingUpFirst { ask("g") }
    #expect(cache.hasUrgentWarmCards)
    cache.warmingUpFirst { ask("a") }
    #expect(!cache.hasUrgentWarmCards && cache.hasQueuedWarmCards)
    // Inside a plain warm-up (a screen drawn for the warm-up), asking first is asking.
    cache.warmingUp { cache.warmingUpFirst { ask("h") } }
    #expect(!cache.hasUrgentWarmCards)
    cache.drawNextWarmCard()
    cache.drawNextWarmCard()
    #expect(drawn.names.suffix(2) == ["g", "h"])
  }

  @Test("Cards needed soon go behind the urgent ones and ahead of the rest of the warm-up")
  func warmingUpSoonQueuesBehindTheUrgent() {
    let cache = CardCache(scale: 1, redrawsWhenIdle: true)
    let drawn = DrawLog()
    func ask(_ name: String) {
      _ = cache.card(name, id: 1, size: Self.size) { _, _ in drawn.names.append(name) }
    }
    cache.warmingUp { for name in ["a", "b"] { ask(name) } }
    cache.warmingUpFirst { ask("c") }
    cache.warmingUpSoon { for name in ["b", "d"] { ask(name) } }
    var states: [String] = []
    while cache.hasQueuedWarmCards {
      states.append(cache.hasUrgentWarmCards ? "urgent" : cache.hasWarmCardsNeededSoon ? "soon" : "later")
      cache.drawNextWarmCard()
    }
    #expect(drawn.names == ["c", "b", "d", "a"])
    #expect(states == ["urgent", "soon", "soon", "later"])
    // Urgent cards asked for after take the place of those needed soon.
    cache.warmingUp { ask("e") }
    cache.warmingUpSoon { ask("f") }
    cache.warmingUpFirst { ask("g") }
    #expect(cache.hasUrgentWarmCards)
    cache.drawNextWarmCard()
    #expect(!cache.hasWarmCardsNeededSoon)
    // Inside a plain warm-up (a screen drawn for the warm-up), asking for soon is asking.
    cache.warmingUp { cache.warmingUpSoon { ask("h") } }
    #expect(!cache.hasWarmCardsNeededSoon)
    while cache.drawNextWarmCard() {}
    #expect(drawn.names.suffix(4) == ["g", "f", "e", "h"])
  }

  @Test(
    "A card of a kind not drawn yet is expected to take the kinds' upper quartile: not one slow first, not the many quick lines of text"
  )
  func unknownKindCostIsTheUpperQuartile() {
    let cache = CardCache(scale: 1, redrawsWhenIdle: true)
    // Five kinds drawn ahead, the last as slow as a first card paying for Pango's start; the text
    // kinds with a name after a colon count as one kind.
    let kinds = [("heading:a", 1), ("heading:b", 1), ("tab", 2), ("row", 4), ("photo", 8), ("first", 80)]
    for (kind, milliseconds) in kinds {
      cache.drawingAhead {
        _ = cache.card(kind, id: 1, size: Self.size) { _, _ in
          Thread.sleep(forTimeInterval: Double(milliseconds) / 1000)
        }
      }
    }
    cache.warmingUp { _ = cache.card("new", id: 1, size: Self.size) { _, _ in } }
    let expected = cache.nextWarmCardCost ?? 0
    #expect(expected >= 0.008 && expected < 0.05, "the photo kind's time, not the slow first's: \(expected) s")
  }

  @Test("A kind's next card is expected to take the longest of its last four drawings: a slow first one falls out")
  func costFollowsRecentDrawings() {
    let cache = CardCache(scale: 1, redrawsWhenIdle: true)
    func drawAhead(id: Int, milliseconds: Int) {
      cache.drawingAhead {
        _ = cache.card("kind", id: id, size: Self.size) { _, _ in
          Thread.sleep(forTimeInterval: Double(milliseconds) / 1000)
        }
      }
    }
    drawAhead(id: 1, milliseconds: 80)
    cache.warmingUp { _ = cache.card("kind", id: 99, size: Self.size) { _, _ in } }
    #expect((cache.nextWarmCardCost ?? 0) >= 0.08, "just after the slow first")
    for id in 2...5 { drawAhead(id: id, milliseconds: 2) }
    let expected = cache.nextWarmCardCost ?? 0
    #expect(expected >= 0.002 && expected < 0.05, "four quick ones later: \(expected) s")
  }

  @Test(
    "On Favourites the cards the next two swipes bring are asked for ahead, each way, and a swipe draws none in a frame"
  )
  func favouritesWarmTwoSwipesAhead() async throws {
    let app = try await Self.warmedWindowApp(showing: .favorites)
    // The gaps draw what the frame asked for ahead.
    for gap in 0..<20 { app.prepareNextFrame(within: 1); app.frame(at: 1 + Double(gap) / 60) }
    let before = app.renderer.cache.drawCount
    let frame = app.scene.favorites.frame
    for swipe in 0..<2 {
      app.replay(
        .flick(
          from: CGPoint(x: frame.midX + 100, y: frame.midY), by: CGSize(width: -200, height: 0), duration: 0.08,
          startTime: 2 + 3 * Double(swipe)))
    }
    #expect(app.store.state.index(of: .favorites) == 2, "two swipes")
    #expect(app.renderer.cache.drawCount == before, "a swipe drew a card in a frame")
  }

  @Test("At rest the warm-up draws a card every gap however short; while a finger drags, only what fits")
  func warmUpAtRestIgnoresTheEstimate() async {
    // Placeholders only: no photo arrives to keep the cache busy.
    let app = GalleryApp(images: ImageSource(), timeZone: .gmt)
    app.renderer.cache.redrawsWhenIdle = true
    await app.loadFeeds()
    app.prewarmFirstScreen()
    app.frame(at: 0)
    #expect(app.store.state.isSettled && app.isWarmingUp)
    for gap in 1...3 {
      let before = app.renderer.cache.drawCount
      app.prepareNextFrame(within: 0)
      #expect(app.renderer.cache.drawCount == before + 1, "gap \(gap) drew one card")
    }
    // A finger dragging Home up from between its cards (on a card, the gaps would draw its detail
    // ahead): frames are due, and no card fits in no time.
    let feeds = app.store.state.data.feeds
    let start = stride(from: 300, to: 800, by: 5).lazy.map { CGPoint(x: 195, y: CGFloat($0)) }
      .first { app.scene.detailRef(at: $0, feeds, on: .home) == nil }
    guard let start else {
      Issue.record("no point between Home's cards")
      return
    }
    app.frame(at: 1, inputs: [.drag(DragEvent(phase: .began, location: start, time: 1))])
    app.frame(
      at: 1.1, inputs: [.drag(DragEvent(phase: .changed, location: CGPoint(x: start.x, y: start.y - 100), time: 1.1))])
    #expect(!app.store.state.isSettled)
    let before = app.renderer.cache.drawCount
    for _ in 1..<CardCache.maximumCallsWithoutProgress { app.prepareNextFrame(within: 0) }
    #expect(app.renderer.cache.drawCount == before)
  }

  @Test("While photos fade in and nothing moves, the warm-up still draws a card every gap however short")
  func warmUpGoesOnWhilePhotosFade() async throws {
    // The gaps until then only draw cards again (the warm-up waits while one does).
    let (app, _) = try #require(try await GalleryApp.photosFadingIn(), "no photo faded in within 30 s")
    let cache = app.renderer.cache
    #expect(app.store.state.isSettled && app.isWarmingUp)
    // A gap with no time, a fade its only other work: one card of the warm-up.
    let before = cache.drawCount
    app.prepareNextFrame(within: 0)
    #expect(cache.drawCount == before + 1, "a gap while photos fade drew no warm-up card")
  }

  @Test(
    "After a resize the window's frames show each card scaled from its old size until a gap draws it at its new one, and end as a fresh render"
  )
  func resizeShowsStandInsUntilDrawn() async {
    let app = await Self.warmedAppStandingInForEveryCard()
    let before = app.renderer.cache.drawCount
    app.frame(at: 1, inputs: [.resize(CGSize(width: 600, height: 900))])
    #expect(app.renderer.cache.drawCount == before, "the resize's frame drew cards")
    #expect(app.renderer.cache.hasPendingWork)
    // Within half a second another screen opened shows its cards scaled too.
    app.frame(at: 1.1, inputs: [.select(.rows)])
    app.frame(at: 1.2, inputs: [.select(.home)])
    #expect(app.renderer.cache.drawCount == before, "a frame just after the resize drew cards")
    // The gaps draw the cards at their new size, those on screen first, and the frames show them.
    var time = 1.2
    var drawnInFrames = 0
    while app.renderer.cache.hasPendingWork && time < 10 {
      app.prepareNextFrame(within: 1.0 / 60)
      time += 1.0 / 60
      let drawn = app.renderer.cache.drawCount
      app.frame(at: time)
      drawnInFrames += app.renderer.cache.drawCount - drawn
    }
    #expect(!app.renderer.cache.hasPendingWork && drawnInFrames == 0)
    #expect(app.renderer.cache.drawCount > before)
    Self.expectShowsAFreshRender(app)
  }

  @Test("Stand-ins are for the half second after a resize: a screen opened later draws its cards at the new size")
  func standInsEndAfterHalfASecond() async {
    let app = await Self.warmedAppStandingInForEveryCard()
    app.frame(at: 1, inputs: [.resize(CGSize(width: 600, height: 900))])
    var before = app.renderer.cache.drawCount
    app.frame(at: 1.3, inputs: [.select(.favorites)])
    #expect(app.renderer.cache.drawCount == before, "within half a second: stood in")
    before = app.renderer.cache.drawCount
    app.frame(at: 1 + GalleryApp.standInsAfterResize + 0.1, inputs: [.select(.articles)])
    #expect(app.renderer.cache.drawCount > before, "later: drawn at the new size in the frame")
  }

  @Test("Headless, a resize's frame draws every card at its new size: nothing is stood in for")
  func headlessResizeDrawsCards() async {
    let app = GalleryApp(images: ImageSource(), timeZone: .gmt)
    await app.loadFeeds()
    app.prewarm()
    app.frame(at: 0)
    let before = app.renderer.cache.drawCount
    app.frame(at: 1, inputs: [.resize(CGSize(width: 600, height: 900))])
    #expect(app.renderer.cache.drawCount > before && !app.renderer.cache.hasPendingWork)
  }

  @Test("Once warmed up, swiping Articles through every category and round to the first draws no card in a frame")
  func articlePagesAreWarmed() async throws {
    let app = try await Self.warmedWindowApp(showing: .articles)
    let categories = app.store.state.data.feeds.articleCategories.count
    let pages = app.scene.articles.layout.pages
    let before = app.renderer.cache.drawCount
    for swipe in 0..<categories {
      app.replay(
        .flick(
          from: CGPoint(x: pages.maxX - 70, y: pages.midY), by: CGSize(width: -150, height: 0), duration: 0.08,
          startTime: 2 + 4 * Double(swipe)))
    }
    #expect(categories == 4 && app.scene.articles.pager.pager.page == categories, "every category swiped past")
    #expect(app.renderer.cache.drawCount == before, "a category's page drew cards in a frame")
  }

  @Test(
    "Once warmed up, a keyword typed in the Archive draws no row in its frame: rows show their old highlights until the next gap draws them, and the window then shows a fresh render"
  )
  func archiveRowsAreWarmed() async throws {
    let app = try await Self.warmedWindowApp(showing: .archive)
    app.dispatch(.archive(.beginEditing))
    var time = 1.0
    for character in ["カ", "レ", "ー"] {
      let before = app.renderer.cache.drawCount
      time += 0.2
      app.dispatch(.archive(.insert(character)))
      app.frame(at: time)
      #expect(app.renderer.cache.drawCount == before, "typing \(character) drew rows in its frame")
      #expect(app.renderer.cache.hasStaleCards, "the rows shown wait for a gap")
      app.prepareNextFrame(within: 1)
      #expect(app.renderer.cache.drawCount > before, "the gap draws the rows shown with the new keyword")
      time += 1.0 / 60
      app.frame(at: time)
    }
    #expect(app.store.state.data.archive.keyword == "カレー")
    #expect(app.scene.archive.results.count < app.scene.archive.search.items.count)
    Self.expectShowsAFreshRender(app)
  }

  @Test("Articles' frames ask for the pages a swipe brings next, each way: the gaps draw them before the swipe")
  func articlesWarmTheNeighbouringPages() async throws {
    let app = try await Self.windowApp()
    app.prewarm()
    // Forgotten, as if the warm-up had not reached them: only the frames' asking brings them back.
    app.renderer.cache.removeAll(kind: "article")
    app.dispatch(.select(.articles))
    app.frame(at: 1)
    for gap in 1...30 {
      app.prepareNextFrame(within: 1)
      app.frame(at: 1 + Double(gap) / 60)
    }
    let before = app.renderer.cache.drawCount
    let pages = app.scene.articles.layout.pages
    app.replay(
      .flick(
        from: CGPoint(x: pages.maxX - 70, y: pages.midY), by: CGSize(width: -150, height: 0), duration: 0.08,
        startTime: 2))
    #expect(app.scene.articles.pager.pager.page == 1)
    app.replay(
      .flick(
        from: CGPoint(x: pages.minX + 70, y: pages.midY), by: CGSize(width: 150, height: 0), duration: 0.08,
        startTime: 6))
    #expect(app.scene.articles.pager.pager.page == 0)
    #expect(app.renderer.cache.drawCount == before, "a swipe drew a page's cards in a frame")
  }

  /// The cards a test's drawings drew, in order.
  private final class DrawLog {
    var names: [String] = []
  }

  /// An app with placeholders for photos (nothing arrives), every card drawn and its first frame
  /// shown at 0 s, drawing cards between frames as the window's, and standing in for every card
  /// after a resize (by default one under half a millisecond is drawn at once).
  private static func warmedAppStandingInForEveryCard() async -> GalleryApp {
    let app = GalleryApp(images: ImageSource(), timeZone: .gmt)
    app.renderer.cache.redrawsWhenIdle = true
    app.renderer.cache.standInMinimumCost = 0
    await app.loadFeeds()
    app.prewarm()
    app.frame(at: 0)
    return app
  }

  /// An app with the bundled photos, its feeds loaded, drawing cards between frames as the window's.
  private static func windowApp() async throws -> GalleryApp {
    let app = GalleryApp(settings: try LaunchSettings(timeZone: "UTC"))
    app.renderer.cache.redrawsWhenIdle = true
    await app.loadFeeds()
    return app
  }

  /// ``windowApp()`` with every card drawn ahead (the warm-up done), showing `screen` in a frame at 1 s.
  private static func warmedWindowApp(showing screen: Screen) async throws -> GalleryApp {
    let app = try await windowApp()
    app.prewarm()
    app.dispatch(.select(screen))
    app.frame(at: 1)
    return app
  }

  /// Expects `app`'s canvas to hold what its state drawn afresh, every card drawn anew, shows.
  private static func expectShowsAFreshRender(
    _ app: GalleryApp, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let shown = Canvas(size: app.canvas.size, scale: app.canvas.scale)
    shown.draw(app.canvas, placement: ItemPlacement(index: 0, frame: CGRect(origin: .zero, size: app.canvas.size)))
    app.renderer.cache.removeAll()
    app.draw()
    let same = app.canvas.withPixels { fresh, _ in shown.withPixels { window, _ in window.elementsEqual(fresh) } }
    #expect(same, "the window shows something else than a fresh render", sourceLocation: sourceLocation)
  }

  /// Opens each of `screens` in turn, a frame a second from `time` on, and expects none of those
  /// frames to draw a card: each screen's cards were drawn ahead.
  private static func expectOpeningDrawsNoCard(
    _ screens: some Sequence<Screen>, in app: GalleryApp, after time: TimeInterval,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    var time = time
    for screen in screens {
      app.dispatch(.select(screen))
      let before = app.renderer.cache.drawCount
      time += 1
      app.frame(at: time)
      #expect(
        app.renderer.cache.drawCount == before, "\(screen)'s first frame drew cards of its own",
        sourceLocation: sourceLocation)
    }
  }
}
