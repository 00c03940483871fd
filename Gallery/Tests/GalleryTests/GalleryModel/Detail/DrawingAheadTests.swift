import AppModel
import CarouselCore
import Foundation
import GalleryApp
import GalleryModel
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
    GalleryDetailTests.open(home, at: CGPoint(x: 100, y: 450))
    #expect(home.scene.detailRef(at: CGPoint(x: 100, y: 450), feeds, on: .home) == nil)
  }

  @Test("A detail opened before its photo arrived shows the photo once it does, not the placeholder it opened with")
  func detailPhotoArrivesAfterOpening() async throws {
    let app = GalleryApp(images: ImageSource(directory: ImageSource.bundledDirectory), timeZone: .gmt)
    await app.loadFeeds()
    GalleryDetailTests.open(app, at: CGPoint(x: 100, y: 450))
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
    // The photo arrives off the frame loop; frames go on meanwhile, for at most 10 s.
    var time = 5.0
    let deadline = Date().addingTimeInterval(10)
    repeat {
      time += 1.0 / 60
      app.frame(at: time)
      if headerIsPhoto() { break }
      try await Task.sleep(for: .milliseconds(20))
    } while Date() < deadline
    #expect(headerIsPhoto(), "the header still shows the placeholder it opened with")
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
    GalleryDetailTests.open(app, at: CGPoint(x: 100, y: 450))
    #expect(app.store.state.detail == ref)
    #expect(app.scene.detail.layout == prepared)
    #expect(app.scene.preparedLayout(for: ref) == nil, "used once")
  }

  @Test("Between a press and its release the gaps lay the detail out and draw it: the opening frame draws no card")
  func pressDrawsTheDetailAhead() async {
    let app = await GalleryApp.loaded(on: .home)
    _ = app.frame(at: 0.5)
    let ref = DetailRef(.featured, id: app.store.state.data.feeds.featuredTopics[0].id)
    let point = CGPoint(x: 100, y: 450)
    _ = app.frame(at: 1, inputs: [.drag(.began(point, at: 1))])
    let drawnBefore = app.renderer.cache.drawCount
    for _ in 0..<3 { app.prepareNextFrame(within: 1) }
    #expect(app.scene.preparedLayout(for: ref) != nil)
    #expect(app.renderer.cache.drawCount == drawnBefore + 2, "the text, then the photo")
    _ = app.frame(at: 1.05, inputs: [.drag(.ended(point, at: 1.05))])
    #expect(app.store.state.detail == ref)
    #expect(app.renderer.cache.drawCount == drawnBefore + 2, "the opening frame only composites")
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
