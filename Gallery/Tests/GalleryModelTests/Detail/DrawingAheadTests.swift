import AppModel
import CarouselCore
import Foundation
import GalleryApp
import GalleryModel
import GalleryTestSupport
import PropertyBased
import Testing

@testable import GalleryRender

/// Work taken out of the frames that were slow: a detail laid out and drawn while the finger is still
/// down, cards hidden under a pile left out, a settling detail drawn as a copy.
@MainActor
@Suite("Drawing ahead and drawing less")
struct DrawingAheadTests {
  @Test("A finger on a card names that card's detail; off any card, or with a detail open, nothing")
  func detailUnderTheFinger() async {
    let checks: [(Screen, (FeedBundle) -> DetailRef)] = [
      (.home, { DetailRef(.banner, id: $0.campaignBanners[0].id) }),
      (.home, { DetailRef(.featured, id: $0.featuredTopics[0].id) }),
      (.rows, { DetailRef(.news, id: $0.recentNews[0].id) }),
      (.favorites, { DetailRef(.favorite, id: $0.favoriteScenes[0].id) }),
      (.articles, { DetailRef(.article, id: $0.articles[1].id) }),
    ]
    for (screen, ref) in checks {
      let app = await GalleryApp.loaded(on: screen)
      let state = app.store.state
      let expected = ref(state.data.feeds)
      guard let card = state.cardAppearance(for: expected) else {
        Issue.record("\(expected) is not on \(screen)")
        continue
      }
      let point = CGPoint(x: card.frame.midX, y: card.frame.midY)
      #expect(state.scene.detailRef(at: point, state.data.feeds, on: screen) == expected, "\(expected)")
    }
    let pager = await GalleryApp.loaded(on: .pager)
    #expect(pager.scene.detailRef(at: CGPoint(x: 200, y: 300), pager.store.state.data.feeds, on: .pager) == nil)
    let home = await GalleryApp.loaded(on: .home)
    let feeds = home.store.state.data.feeds
    #expect(home.scene.detailRef(at: CGPoint(x: CGFloat.nan, y: 300), feeds, on: .home) == nil)
    home.openDetail(at: CGPoint(x: 100, y: 450))
    #expect(home.scene.detailRef(at: CGPoint(x: 100, y: 450), feeds, on: .home) == nil)
  }

  @Test("A detail opened before its photo arrived shows the photo once it does, not the placeholder it opened with")
  func detailPhotoArrivesAfterOpening() async throws {
    let app = GalleryApp(images: ImageSource(directory: ImageSource.bundledDirectory), timeZone: .gmt)
    await app.loadFeeds()
    app.openDetail(at: CGPoint(x: 100, y: 450))
    #expect(app.store.state.detail?.source == .featured)
    // A block of the header: the placeholder's sky is nearly flat (each channel within a few steps),
    // the photo (a forest) is not.
    func headerIsPhoto() -> Bool {
      app.canvas.withPixels { pixels, stride in
        var low = [UInt8](repeating: 255, count: 3)
        var high = [UInt8](repeating: 0, count: 3)
        for y in 100..<110 {
          for x in 150..<160 {
            for channel in 0..<3 {
              let value = pixels[y * stride + x * 4 + channel]
              low[channel] = min(low[channel], value)
              high[channel] = max(high[channel], value)
            }
          }
        }
        return zip(low, high).contains { $1 - $0 > 20 }
      }
    }
    // The photo arrives off the frame loop; frames go on meanwhile, for at most 30 s. Each turn draws
    // half a second of frames, the photo's whole fade: the other tests share the main actor between
    // turns, so a turn may come seconds after the last, and the fade must not need many of them.
    var time = 5.0
    let deadline = Date().addingTimeInterval(30)
    var turns = 0
    waiting: repeat {
      turns += 1
      for _ in 0..<30 {
        time += 1.0 / 60
        app.frame(at: time)
        if headerIsPhoto() { break waiting }
      }
      try await Task.sleep(for: .milliseconds(20))
    } while Date() < deadline
    let photos = app.renderer.images.counts
    #expect(
      headerIsPhoto(),
      "the header still shows the placeholder it opened with after \(turns) turns (photos loading \(photos.loading), failed \(photos.failed), shown \(photos.loaded))"
    )
  }

  @Test("A detail laid out ahead is the one that opens, and only at the size it was laid out for")
  func preparedLayoutIsUsed() async {
    let app = await GalleryApp.loaded(on: .home)
    let ref = DetailRef(.featured, id: app.store.state.data.feeds.featuredTopics[0].id)
    #expect(app.scene.preparedLayout(for: ref) == nil)
    app.dispatch(.detail(.prepare(ref)))
    let prepared = app.scene.preparedLayout(for: ref)
    #expect(prepared != nil)
    // Another item, an unknown one, or a new size: nothing prepared for them.
    #expect(app.scene.preparedLayout(for: DetailRef(.banner, id: ref.id)) == nil)
    app.dispatch(.detail(.prepare(DetailRef(.featured, id: -1))))
    #expect(app.scene.preparedLayout(for: ref) == prepared, "an unknown item keeps what was prepared")
    app.apply(.resize(CGSize(width: 500, height: 844)))
    #expect(app.scene.preparedLayout(for: ref) == nil)
    app.apply(.resize(CGSize(width: 390, height: 844)))
    app.dispatch(.detail(.prepare(ref)))
    app.openDetail(at: CGPoint(x: 100, y: 450))
    #expect(app.store.state.detail == ref)
    #expect(app.scene.detail.layout == prepared)
    #expect(app.scene.preparedLayout(for: ref) == nil, "used once")
  }

  @Test(
    "Between a press and its release the gaps lay the detail out, draw it and compose its page, a step a gap when short of time: the opening frame only composites"
  )
  func pressDrawsTheDetailAhead() async {
    let (app, ref, point) = await Self.pressedOnTheFirstFeaturedCard()
    let drawnBefore = app.renderer.cache.drawCount
    let composedBefore = app.renderer.detailPageComposeCount
    app.prepareNextFrame(within: 0)
    #expect(app.scene.preparedLayout(for: ref) != nil && app.renderer.cache.drawCount == drawnBefore)
    app.prepareNextFrame(within: 0)
    #expect(app.renderer.cache.drawCount == drawnBefore + 1, "the text")
    app.prepareNextFrame(within: 0)
    #expect(app.renderer.cache.drawCount == drawnBefore + 3, "the photo and the bar's title")
    #expect(app.renderer.detailPageComposeCount == composedBefore)
    app.prepareNextFrame(within: 0)
    #expect(app.renderer.detailPageComposeCount == composedBefore + 1, "then the page")
    _ = app.frame(at: 1.05, inputs: [.drag(.ended(point, at: 1.05))])
    #expect(app.store.state.detail == ref)
    #expect(app.renderer.cache.drawCount == drawnBefore + 3, "the opening frame only composites")
    #expect(app.renderer.detailPageComposeCount == composedBefore + 1, "the page as composed ahead")
  }

  @Test("A gap with time to spare takes a pressed card's detail steps together while less than half of it is used")
  func pressStepsShareAWideGap() async {
    let (app, ref, _) = await Self.pressedOnTheFirstFeaturedCard()
    let drawnBefore = app.renderer.cache.drawCount
    let composedBefore = app.renderer.detailPageComposeCount
    app.prepareNextFrame(within: 1)
    #expect(app.scene.preparedLayout(for: ref) != nil)
    #expect(
      app.renderer.cache.drawCount == drawnBefore + 3 && app.renderer.detailPageComposeCount == composedBefore + 1)
  }

  /// Home with a finger just down, at 1 s, on its first featured card: the app, the card's detail and
  /// where the finger is.
  private static func pressedOnTheFirstFeaturedCard() async -> (GalleryApp, DetailRef, CGPoint) {
    let app = await GalleryApp.loaded(on: .home)
    _ = app.frame(at: 0.5)
    let ref = DetailRef(.featured, id: app.store.state.data.feeds.featuredTopics[0].id)
    let point = CGPoint(x: 100, y: 450)
    _ = app.frame(at: 1, inputs: [.drag(.began(point, at: 1))])
    return (app, ref, point)
  }

  @Test("Covers that span a card leave bands above and below; narrower, broken or no covers leave it whole")
  func visibleBands() {
    let box = CGRect(x: 10, y: 0, width: 100, height: 200)
    #expect(VisibleBands(of: box, under: [CGRect]()).bands == [box])
    #expect(
      VisibleBands(of: box, under: [CGRect(x: 0, y: 50, width: 120, height: 100)]).bands == [
        CGRect(x: 10, y: 0, width: 100, height: 50), CGRect(x: 10, y: 150, width: 100, height: 50),
      ])
    // Two covers, one hiding the top and one the bottom: the strip between them shows.
    #expect(
      VisibleBands(
        of: box, under: [CGRect(x: 0, y: -10, width: 120, height: 60), CGRect(x: 10, y: 120, width: 100, height: 90)]
      )
      .bands == [CGRect(x: 10, y: 50, width: 100, height: 70)])
    #expect(VisibleBands(of: box, under: [CGRect(x: 0, y: -10, width: 120, height: 300)]).bands.isEmpty)
    // Narrower than the box, not finite or empty: they hide nothing.
    for cover in [
      CGRect(x: 20, y: 0, width: 100, height: 200), CGRect(x: CGFloat.nan, y: 0, width: 200, height: 200),
      CGRect(x: 0, y: 0, width: 200, height: 0), CGRect.null,
    ] {
      #expect(VisibleBands(of: box, under: [cover]).bands == [box], "\(cover)")
    }
    #expect(VisibleBands(of: .null, under: [box]).bands.isEmpty)
    #expect(VisibleBands(of: CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 5), under: [box]).bands.isEmpty)
  }

  @Test("A turned card's upright interior lies inside the card as turned, and is the card itself when upright")
  func uprightInterior() {
    let frame = CGRect(x: 100, y: 50, width: 300, height: 400)
    let inset = CGSize(width: 10, height: 18)
    let upright = ItemPlacement(index: 0, frame: frame, scale: 0.8)
    let expected = CGRect(x: 250 - 112, y: 250 - 145.6, width: 224, height: 291.2)
    let interior = VisibleBands.uprightInterior(of: upright, inset: inset)
    #expect(abs(interior.minX - expected.minX) < 1e-9 && abs(interior.maxY - expected.maxY) < 1e-9)
    for radians in [0.01, -0.05, 0.3, -0.6] {
      let turned = ItemPlacement(index: 0, frame: frame, scale: 0.8, rotation: ItemRotation(radians: radians))
      let box = VisibleBands.uprightInterior(of: turned, inset: inset)
      #expect(!box.isNull && box.width > 0, "\(radians)")
      // Each corner, turned back into the card's frame, is within the inset card.
      for corner in [
        CGPoint(x: box.minX, y: box.minY), CGPoint(x: box.maxX, y: box.minY), CGPoint(x: box.minX, y: box.maxY),
        CGPoint(x: box.maxX, y: box.maxY),
      ] {
        let dx = corner.x - frame.midX
        let dy = corner.y - frame.midY
        let x = (dx * cos(radians) + dy * sin(radians)) / 0.8
        let y = (-dx * sin(radians) + dy * cos(radians)) / 0.8
        #expect(abs(x) <= 140 + 1e-6 && abs(y) <= 182 + 1e-6, "\(radians): \(corner)")
      }
    }
    let quarter = ItemPlacement(index: 0, frame: frame, rotation: ItemRotation(radians: .pi / 4))
    #expect(VisibleBands.uprightInterior(of: quarter, inset: inset).isNull)
    #expect(VisibleBands.uprightInterior(of: upright, inset: CGSize(width: 200, height: 0)).isNull)
  }

  @Test("A detail within half a pixel of the content, corners included, is drawn as the open page")
  func settlingDetailIsACopy() {
    let content = CGRect(x: 0, y: 0, width: 390, height: 761)
    func look(_ frame: CGRect, radius: CGFloat = 0) -> CardAppearance {
      CardAppearance(frame: frame, cornerRadius: radius, backdropOpacity: 1)
    }
    #expect(GalleryRenderer.fillsContent(look(content), content, scale: 2))
    #expect(GalleryRenderer.fillsContent(look(content.offsetBy(dx: -0.2, dy: 0.24)), content, scale: 2))
    #expect(!GalleryRenderer.fillsContent(look(content.offsetBy(dx: -0.3, dy: 0)), content, scale: 2))
    #expect(GalleryRenderer.fillsContent(look(content.offsetBy(dx: -0.3, dy: 0)), content, scale: 1))
    #expect(!GalleryRenderer.fillsContent(look(content, radius: 1), content, scale: 2))
    #expect(!GalleryRenderer.fillsContent(look(content.insetBy(dx: 20, dy: 20)), content, scale: 2))
  }
}

/// What is left of a rectangle under covers, and what a detail's page hides of the screen under it.
@MainActor
@Suite("Drawing only what shows")
struct DrawingWhatShowsTests {
  @Test("Covers cut a rectangle into pieces that hold every point no cover hides, and no other, once")
  func subtractingCovers() async {
    let coordinate = Gen.int(in: 0...12).map { CGFloat($0) }
    let rect = zip(coordinate, coordinate, coordinate, coordinate).map { x, y, w, h in
      CGRect(x: x, y: y, width: w, height: h)
    }
    await propertyCheck(count: 500, input: rect, rect.array(of: 0...4)) { box, covers in
      let pieces = box.subtracting(covers)
      for x in stride(from: -0.5, through: 25, by: 1) {
        for y in stride(from: -0.5, through: 25, by: 1) {
          let point = CGPoint(x: x, y: y)
          let shows = box.contains(point) && !covers.contains { $0.contains(point) }
          #expect(pieces.filter { $0.contains(point) }.count == (shows ? 1 : 0), "\(box) \(covers) \(point)")
        }
      }
      #expect(pieces.allSatisfy { $0.width > 0 && $0.height > 0 })
    }
    let box = CGRect(x: 0, y: 0, width: 10, height: 10)
    #expect(
      box.subtracting([CGRect(x: 2, y: 3, width: 4, height: 5)]) == [
        CGRect(x: 0, y: 0, width: 10, height: 3), CGRect(x: 0, y: 3, width: 2, height: 5),
        CGRect(x: 6, y: 3, width: 4, height: 5), CGRect(x: 0, y: 8, width: 10, height: 2),
      ])
    // Broken or empty covers hide nothing; a broken or empty box leaves nothing.
    #expect(box.subtracting([CGRect(x: CGFloat.nan, y: 0, width: 5, height: 5), .null, .zero]) == [box])
    #expect(CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 1).subtracting([]).isEmpty)
    #expect(CGRect.null.subtracting([]).isEmpty)
  }

  @Test("A detail that does not fill the screen hides its page's interior: not its edge pixels, not its corners")
  func detailCovers() async {
    let app = await GalleryApp.loaded(on: .home)
    app.openDetail(at: CGPoint(x: 100, y: 450))
    guard let layout = app.scene.detail.layout else {
      Issue.record("no detail opened")
      return
    }
    let content = CGRect(origin: .zero, size: app.scene.contentSize)
    func covers(_ frame: CGRect, radius: CGFloat, scale: Double = 2) -> [CGRect] {
      GalleryRenderer.coveredByDetail(
        CardAppearance(frame: frame, cornerRadius: radius, backdropOpacity: 1), layout: layout, in: content,
        scale: scale)
    }
    // Open: the page is the screen.
    #expect(covers(content, radius: 0) == [content])
    // Pulled: 2 pixels in from each edge, the corners' squares left out.
    let pulled = CGRect(x: 20, y: 60, width: 350, height: 680)
    #expect(
      covers(pulled, radius: 12) == [
        CGRect(x: 21, y: 73, width: 348, height: 654), CGRect(x: 33, y: 61, width: 324, height: 678),
      ])
    #expect(
      covers(pulled, radius: 12, scale: 1) == [
        CGRect(x: 22, y: 74, width: 346, height: 652), CGRect(x: 34, y: 62, width: 322, height: 676),
      ])
    // Too small to surely cover a pixel, or not there at all: it hides nothing.
    #expect(covers(CGRect(x: 10, y: 10, width: 1.5, height: 300), radius: 0).isEmpty)
    #expect(covers(CGRect(x: 10, y: 10, width: 0, height: 300), radius: 0).isEmpty)
    #expect(covers(CGRect(x: 10, y: 10, width: 100, height: 40), radius: 30).count == 1, "the corners meet")
  }

  @Test(
    "A card shrunk below half size is drawn from a half-resolution copy, made once, and looks as the good filter draws it"
  )
  func halfResolutionCopies() {
    let renderer = GalleryRenderer(scale: 2)
    let card = Canvas(size: CGSize(width: 240, height: 100), scale: 2)
    card.clear(.white)
    card.fill(CGRect(x: 12, y: 60, width: 120, height: 24), radius: 12, color: Color(hex: 0xFFA000))
    _ = card.drawText(
      "Readers' Picks 岩山", in: CGRect(x: 12, y: 12, width: 216, height: 40), style: TextStyle(size: 22, bold: true))
    let shrunk = ItemPlacement(index: 0, frame: CGRect(x: 10, y: 10, width: 240, height: 100), scale: 0.4)
    func drawn(_ draw: (Canvas) -> Void) -> [UInt8] {
      let canvas = Canvas(size: CGSize(width: 260, height: 120), scale: 2)
      canvas.clear(.white)
      draw(canvas)
      return canvas.withPixels { bytes, _ in Array(bytes) }
    }
    let viaCopy = drawn { renderer.drawCard(card, placement: shrunk, on: $0) }
    #expect(drawn { renderer.drawCard(card, placement: shrunk, on: $0) } == viaCopy)
    #expect(renderer.halfImageCount == 1, "made once")
    let good = drawn { $0.draw(card, placement: shrunk) }
    let differences = zip(viaCopy, good).map { abs(Int($0) - Int($1)) }
    #expect(differences.max() ?? 0 <= 48 && Double(differences.reduce(0, +)) / Double(differences.count) < 1)
    // At half size or more, and turned, the card itself.
    _ = drawn { renderer.drawCard(card, placement: ItemPlacement(index: 0, frame: shrunk.frame, scale: 0.6), on: $0) }
    let turned = ItemPlacement(index: 0, frame: shrunk.frame, rotation: ItemRotation(radians: 0.2))
    #expect(drawn { renderer.drawCard(card, placement: turned, on: $0) } != drawn { $0.draw(card, placement: turned) })
    #expect(renderer.halfImageCount == 1)
  }

  @Test("Whatever the canvas held under a detail's page, flying, open, scrolling or pulled, the frame is the same")
  func detailPageHidesWhatIsNotDrawn() async {
    for size in [CGSize(width: 390, height: 844), CGSize(width: 1280, height: 900)] {
      let app = GalleryApp(size: size, scale: 2, timeZone: TimeZone(identifier: "UTC") ?? .current)
      await app.loadFeeds()
      let frames = DetailFrames(app)
      frames.run(until: 1)
      frames.tap(at: CGPoint(x: 100, y: size.width > 800 ? 500 : 450))
      frames.run(until: 1.15)
      var states = ["flying": app.store.state]
      frames.run(until: 3)
      states["open"] = app.store.state
      frames.drag(from: CGPoint(x: 200, y: 700), by: -300, duration: 0.4)
      frames.run(until: 3.2)
      states["scrolling"] = app.store.state
      frames.release(at: CGPoint(x: 200, y: 400), time: 3.45)
      frames.run(until: 5)
      frames.drag(from: CGPoint(x: 200, y: 300), by: 400, duration: 0.4)
      frames.release(at: CGPoint(x: 200, y: 700), time: frames.time + 0.45)
      frames.run(until: 6.5)
      frames.drag(from: CGPoint(x: 200, y: 200), by: 500, duration: 0.6)
      frames.run(until: 7.05)
      states["pulled"] = app.store.state
      #expect(states.values.allSatisfy { $0.scene.detail.isPresented })
      let content = CGRect(origin: .zero, size: app.scene.contentSize)
      for (name, state) in states {
        let fills = GalleryRenderer.fillsContent(state.scene.detail.presentation.appearance, content, scale: 2)
        #expect(fills == (name == "open" || name == "scrolling"), "\(name) at \(size)")
      }
      for (name, state) in states {
        var images: [[UInt8]] = []
        for fill in [Color.white, Color(hex: 0xFF00FF)] {
          let canvas = Canvas(size: size, scale: 2)
          canvas.clear(fill)
          app.renderer.render(state: state, on: canvas)
          images.append(canvas.withPixels { bytes, _ in Array(bytes) })
        }
        #expect(images[0] == images[1], "\(name) at \(size)")
      }
    }
  }
}

/// Frames every 1/60 s of an app with pointer samples delivered as they fall due, as the window
/// plays a script: to catch a detail mid-flight or mid-pull.
@MainActor
final class DetailFrames {
  let app: GalleryApp
  private(set) var time: TimeInterval = 0
  private var pending: [DragEvent] = []

  init(_ app: GalleryApp) { self.app = app }

  /// Frames up to `end` seconds.
  func run(until end: TimeInterval) {
    while time < end - 1e-9 {
      time += 1.0 / 60
      let due = pending.filter { $0.time <= time }
      pending.removeAll { $0.time <= time }
      _ = app.frame(at: time, inputs: due.map(GalleryInput.drag))
    }
  }

  /// A tap at `point`, starting now.
  func tap(at point: CGPoint) {
    pending += [.began(point, at: time + 0.001), .ended(point, at: time + 0.05)]
  }

  /// A finger down at `start` and moved by `dy` over `duration` seconds, sampled at 120 Hz, not lifted.
  func drag(from start: CGPoint, by dy: CGFloat, duration: TimeInterval) {
    let begin = time + 0.001
    pending.append(.began(start, at: begin))
    let steps = max(1, Int(duration * 120))
    for step in 1...steps {
      let fraction = CGFloat(step) / CGFloat(steps)
      let at = begin + duration * Double(fraction)
      pending.append(DragEvent(phase: .changed, location: CGPoint(x: start.x, y: start.y + dy * fraction), time: at))
    }
  }

  /// The finger lifted at `point` at `time`.
  func release(at point: CGPoint, time: TimeInterval) { pending.append(.ended(point, at: time)) }
}
