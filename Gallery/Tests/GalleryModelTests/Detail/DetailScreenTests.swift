import AppModel
import CarouselCore
import Foundation
import GalleryApp
import GalleryModel
import GalleryRender
import GalleryTestSupport
import Testing

/// Every card opens its detail; a pull, Escape or the back button closes it onto the card (SPEC §15),
/// headless through the same scene, store and renderer as the window.
@MainActor
@Suite("Detail screens in the Gallery")
struct GalleryDetailTests {
  /// A slow drag by `dy` on the detail, held before the release, from `y`.
  static func drag(_ app: GalleryApp, from y: CGFloat, by dy: CGFloat, at time: TimeInterval) {
    app.replay(
      .drag(
        from: CGPoint(x: 200, y: y), by: CGSize(width: 0, height: dy), duration: 0.4, restBeforeRelease: 0.2,
        startTime: time), startingAt: 0)
  }

  static func centre(of frame: CGRect) -> CGPoint { CGPoint(x: frame.midX, y: frame.midY) }

  @Test("Every kind of card opens its own detail, from where the card is")
  func everyCardOpens() async {
    // Home: a banner, a featured topic, a trend article and a pickup photo.
    let home = await GalleryApp.loaded(on: .home)
    let checks: [(DetailRef, Screen)] = [
      (DetailRef(.banner, id: home.store.state.data.feeds.campaignBanners[0].id), .home),
      (DetailRef(.featured, id: home.store.state.data.feeds.featuredTopics[0].id), .home),
      (DetailRef(.news, id: home.store.state.data.feeds.recentNews[1].id), .home),
      (DetailRef(.trend, id: home.store.state.data.feeds.trendArticles[0].id), .home),
      (DetailRef(.news, id: home.store.state.data.feeds.recentNews[0].id), .rows),
      (DetailRef(.favorite, id: home.store.state.data.feeds.favoriteScenes[0].id), .favorites),
      (DetailRef(.article, id: home.store.state.data.feeds.articles[1].id), .articles),
    ]
    var time = 1.0
    for (ref, screen) in checks {
      let app = await GalleryApp.loaded(on: screen)
      if ref.source == .trend || ref.source == .news && screen == .home {
        // Bring the section into view first.
        app.press(.down, times: ref.source == .trend ? 8 : 5, time: 0.5)
        app.advance(to: 2)
        time = 3
      }
      guard let card = app.store.state.cardAppearance(for: ref) else {
        Issue.record("no card on screen for \(ref)")
        continue
      }
      let point =
        ref.source == .favorite ? CGPoint(x: card.frame.midX, y: card.frame.minY + 80) : Self.centre(of: card.frame)
      app.handle(.began(point, at: time))
      app.handle(.ended(point, at: time + 0.05))
      app.advance(to: time + 0.05)
      #expect(app.store.state.detail == ref, "\(ref) on \(screen)")
      #expect(app.scene.detail.presentation.appearance.frame == card.frame, "the flight starts on the card: \(ref)")
      app.advance(to: time + 3)
      #expect(app.scene.detail.presentation.transition.phase == .open, "\(ref)")
      #expect(app.scene.detail.presentation.appearance.frame == CGRect(origin: .zero, size: app.scene.contentSize))
    }
  }

  @Test("Open, scroll (the bar appears), pull past the limit: it closes onto the card and the list is back")
  func openScrollPullClose() async {
    let app = await GalleryApp.loaded(on: .home)
    app.openDetail(at: CGPoint(x: 100, y: 450))
    #expect(app.store.state.detail?.source == .featured)
    Self.drag(app, from: 750, by: -600, at: 5)
    // Scrolled to the end of the text, which is at least far enough for the photo to stick.
    #expect(app.scene.detail.presentation.screen.scrollOffset >= (app.scene.detail.layout?.stickyLimit ?? .infinity))
    #expect(app.scene.detail.presentation.screen.header.isBarShown)
    // Back to the top, then pulled 160 points down and let go.
    Self.drag(app, from: 200, by: 500, at: 8)
    #expect(app.scene.detail.presentation.screen.scrollOffset == 0)
    Self.drag(app, from: 300, by: 170, at: 11)
    #expect(app.store.state.detail == nil)
    #expect(app.store.state.closedDetails == 1)
    #expect(!app.scene.detail.presentation.isPresented)
    // The list takes touches again: a tap on the same card opens it once more.
    app.openDetail(at: CGPoint(x: 100, y: 450), time: 20)
    #expect(app.store.state.detail?.source == .featured)
  }

  @Test("A pull that falls short springs back and leaves the detail open")
  func shortPullSpringsBack() async {
    let app = await GalleryApp.loaded(on: .home)
    app.openDetail(at: CGPoint(x: 100, y: 450))
    Self.drag(app, from: 300, by: 90, at: 5)
    #expect(app.store.state.detail != nil)
    #expect(app.scene.detail.presentation.screen.pull.distance == 0)
    #expect(app.scene.detail.presentation.transition.phase == .open)
  }

  @Test("Escape and the back button close with the same transition; Escape with nothing open quits")
  func escapeAndBack() async {
    let app = await GalleryApp.loaded(on: .home)
    app.openDetail(at: CGPoint(x: 100, y: 450))
    app.apply(.back(time: 5))
    app.advance(to: 5.1)
    #expect(app.scene.detail.presentation.transition.phase == .closing)
    app.advance(to: 8)
    #expect(app.store.state.detail == nil && !app.quitRequested)
    app.openDetail(at: CGPoint(x: 100, y: 450), time: 10)
    app.openDetail(at: Self.centre(of: DetailLayout.backButton), time: 15)
    #expect(app.store.state.detail == nil)
    #expect(app.store.state.closedDetails == 2)
    app.apply(.back(time: 20))
    #expect(app.quitRequested)
  }

  @Test("A tap while the detail flies is dropped, not queued")
  func tapMidFlight() async {
    let app = await GalleryApp.loaded(on: .home)
    app.handle(.began(CGPoint(x: 100, y: 450), at: 1))
    app.handle(.ended(CGPoint(x: 100, y: 450), at: 1.05))
    app.advance(to: 1.1)
    // Where the back button will be, mid-flight.
    app.handle(.began(Self.centre(of: DetailLayout.backButton), at: 1.15))
    app.handle(.ended(Self.centre(of: DetailLayout.backButton), at: 1.2))
    app.advance(to: 4)
    #expect(app.scene.detail.presentation.transition.phase == .open)
    #expect(app.store.state.detail != nil)
  }

  @Test("Switching screens with the tab bar replaces an open detail")
  func switchingScreens() async {
    let app = await GalleryApp.loaded(on: .home)
    app.openDetail(at: CGPoint(x: 100, y: 450))
    app.dispatch(.select(.pager))
    #expect(app.store.state.detail == nil)
    #expect(!app.scene.detail.presentation.isPresented)
  }

  @Test("The detail lays out again when the window is resized while it is open")
  func resizeWhileOpen() async {
    let app = await GalleryApp.loaded(on: .home)
    app.openDetail(at: CGPoint(x: 100, y: 450))
    app.resize(to: CGSize(width: 1280, height: 900))
    app.advance(to: 6)
    #expect(app.scene.detail.presentation.appearance.frame == CGRect(origin: .zero, size: app.scene.contentSize))
    #expect(app.scene.detail.layout?.size == app.scene.contentSize)
  }
}

extension GalleryDetailTests {
  @Test("The recorded script: open a featured topic, scroll its text, come back up, pull it closed")
  func recordedScript() async throws {
    let url = GalleryFiles.script("detail-open-close.json")
    let app = await GalleryApp.loaded(on: .home)
    app.replay(try GestureScript(json: Data(contentsOf: url)))
    #expect(app.store.state.tapLog == ["featured 1"])
    #expect(app.store.state.detail == nil)
    #expect(app.store.state.closedDetails == 1)
    #expect(!app.scene.detail.presentation.isPresented)
    #expect(app.store.state.isSettled)
  }
}
