import CarouselCore
import Foundation
import Testing

@testable import GalleryApp
@testable import GalleryModel
@testable import GalleryRender

/// The card cache while photos arrive: each card drawn twice (placeholder, photo), a cross-fade made by
/// compositing the two looks, and — in the window's mode — no card drawn inside a frame.
@MainActor
@Suite("Card cache")
struct CardCacheTests {
  static let size = CGSize(width: 80, height: 60)
  static let photoURL = "https://example.com/a.jpg"

  /// A folder with the photo the cards show, and a source reading it.
  static func source() throws -> (ImageSource, URL) {
    let directory = try PhotoTests.folder(with: [
      "a.jpg": try PhotoTests.fixture("flower-1600x1200.jpg"), "b.png": try PhotoTests.fixture("flower-400x300.png"),
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
    #expect(PhotoTests.pixel(Self.card(cache), 40, 30) == PhotoTests.pixel(placeholder, 40, 30))
    #expect(cache.drawCount == 1)
    #expect(Self.waitForArrival(cache, at: 10))
    var seen: [[UInt8]] = [PhotoTests.pixel(Self.card(cache), 40, 30)]
    #expect(cache.drawCount == 2)
    var reported: [Bool] = []
    for frame in 1...6 {
      reported.append(cache.beginFrame(at: 10.01 + Double(frame) * 0.05))
      let look = Self.card(cache)
      seen.append(PhotoTests.pixel(look, 40, 30))
      // Where both looks agree (the text) the mix changes nothing.
      #expect(PhotoTests.pixel(look, 5, 5) == [255, 255, 255, 255])
    }
    let photo = PhotoTests.pixel(Self.settledLook(images), 40, 30)
    #expect(PhotoTests.pixel(placeholder, 40, 30) != photo)
    // From the placeholder to the photo, each frame closer, then exactly the photo.
    let distances = seen.map { Self.distance($0, photo) }
    #expect(distances.first == Self.distance(PhotoTests.pixel(placeholder, 40, 30), photo))
    #expect(zip(distances, distances.dropFirst()).allSatisfy { $0 > $1 || $1 == 0 }, "\(distances)")
    #expect(distances.suffix(3) == [0, 0, 0])
    #expect(Set(seen).count >= 4)
    // Frames are asked for while the fade runs (10 s to 10.2 s) and once more to show its end, then
    // not.
    #expect(reported == [true, true, true, true, false, false])
    #expect(!cache.isFading && !cache.hasPendingWork)
    #expect(cache.drawCount == 2)
  }

  @Test("In the window's mode a frame never draws a stale card: the next frame's work does, then fades")
  func idleModeRedrawsBetweenFrames() throws {
    let (images, directory) = try Self.source()
    defer { try? FileManager.default.removeItem(at: directory) }
    let cache = CardCache(scale: 1, images: images, fadeDuration: 0.2, redrawsWhenIdle: true)
    cache.beginFrame(at: 10)
    let placeholder = PhotoTests.pixel(Self.card(cache), 40, 30)
    #expect(Self.waitForArrival(cache, at: 10))
    // The frame that learns of the photo still shows the placeholder, drawn no more than once.
    #expect(PhotoTests.pixel(Self.card(cache), 40, 30) == placeholder)
    #expect(cache.drawCount == 1)
    #expect(cache.hasPendingWork)
    #expect(cache.prepareNextFrame(within: 1))
    #expect(cache.drawCount == 2)
    var seen: [[UInt8]] = []
    var time = 10.0
    while time < 10.4 {
      time += 1.0 / 60
      cache.beginFrame(at: time)
      seen.append(PhotoTests.pixel(Self.card(cache), 40, 30))
      cache.prepareNextFrame(within: 1)
    }
    let photo = PhotoTests.pixel(Self.settledLook(images), 40, 30)
    let distances = seen.map { Self.distance($0, photo) }
    #expect(distances.first.map { $0 > 0 && $0 < Self.distance(placeholder, photo) } == true, "\(distances)")
    #expect(zip(distances, distances.dropFirst()).allSatisfy { $0 >= $1 }, "\(distances)")
    #expect(distances.last == 0)
    #expect(Set(seen).count >= 8)
    #expect(cache.drawCount == 2)
    #expect(!cache.hasPendingWork)
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
    #expect(PhotoTests.pixel(look, 40, 30) == PhotoTests.pixel(Self.settledLook(images, photo: other), 40, 30))
    #expect(cache.drawCount == 4)
    // Card 2 started no fade, and card 1's, unseen in that frame, is over: nothing more to draw.
    #expect(cache.beginFrame(at: 13) == false)
    #expect(!cache.isFading && !cache.hasPendingWork)
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
      let pixel = PhotoTests.pixel(mix, 2, 2)  // B, G, R, A
      #expect(abs(Int(pixel[0]) - blue) <= 1, "\(progress): \(pixel)")
      #expect(abs(Int(pixel[2]) - (255 - blue)) <= 1, "\(progress): \(pixel)")
      #expect(pixel[3] == 255)
    }
    // Images of another size leave no garbage: the mix covers what they cover.
    mix.drawCrossFade(
      from: Canvas(size: CGSize(width: 1, height: 1)), to: Canvas(size: CGSize(width: 1, height: 1)), progress: 0.5)
    #expect(PhotoTests.pixel(mix, 3, 3)[3] == 0)
  }

  @Test("The window's app draws no card inside a frame once warmed, and ends showing what a headless render shows")
  func appDrawsCardsOnlyBetweenFrames() async throws {
    let app = GalleryApp(settings: try LaunchSettings(timeZone: "UTC"))
    app.renderer.cache.redrawsWhenIdle = true
    await app.loadFeeds()
    app.prewarm()
    var time = 0.0
    var drawnInFrames = 0
    var drawnBetween = 0
    let deadline = Date().addingTimeInterval(20)
    repeat {
      let before = app.renderer.cache.drawCount
      app.frame(at: time)
      drawnInFrames += app.renderer.cache.drawCount - before
      let between = app.renderer.cache.drawCount
      app.prepareNextFrame(within: 1.0 / 60)
      drawnBetween += app.renderer.cache.drawCount - between
      time += 1.0 / 60
      try await Task.sleep(for: .milliseconds(1))
    } while (app.renderer.images.isBusy || app.renderer.cache.hasPendingWork) && Date() < deadline
    #expect(drawnInFrames == 0)
    #expect(drawnBetween >= 8)
    #expect(app.renderer.images.counts.loading == 0 && app.renderer.images.counts.loaded >= 8)
    #expect(app.stats.betweenFrames.count >= 1)

    // What the window shows is what cards drawn afresh, with every photo in, show.
    app.frame(at: time + 1)
    let shown = Canvas(size: app.canvas.size, scale: app.canvas.scale)
    shown.draw(app.canvas, placement: ItemPlacement(index: 0, frame: CGRect(origin: .zero, size: app.canvas.size)))
    app.renderer.cache.removeAll()
    app.draw()
    let same = app.canvas.withPixels { fresh, _ in shown.withPixels { window, _ in window.elementsEqual(fresh) } }
    #expect(same)
  }
}
