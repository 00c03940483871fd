import CarouselCore
import Foundation
import GalleryApp
import GalleryModel
import GalleryTestSupport
import Testing

@testable import GalleryRender

/// Transitions in the window the gaps between frames have not drawn yet: a tab switch before the
/// warm-up reached the screen it opens, a detail tapped before the gaps of the press drew it. The
/// gaps draw them first — from when a finger goes down, and while the transition waits to be shown —
/// so that the frame showing it draws no card.
@MainActor
@Suite("Transitions held for their drawing")
struct TransitionTests {
  @Test(
    "A finger on another screen's tab: the gaps before it lifts draw that screen's cards before any other, a card a gap with no time, and the tap shows it at once drawing none"
  )
  func pressedTabIsPrepared() async {
    let app = await Self.launchedApp()
    // The warm-up's last screen: the warm-up alone would draw every other screen's cards first.
    let screen = Screen.archive
    let tab = Self.tabPoint(of: screen, in: app)
    // Home's banners to be drawn again (as for photos arriving), which would hold the warm-up.
    app.renderer.cache.outdate(kind: "banner")
    app.frame(at: 1, inputs: [.drag(DragEvent(phase: .began, location: tab, time: 1))])
    #expect(app.renderer.cache.hasStaleCards)
    let before = app.renderer.cache.drawCount
    var gaps = 0
    repeat {
      app.prepareNextFrame(within: 0)
      gaps += 1
    } while app.renderer.cache.hasUrgentWarmCards && gaps < 100
    #expect(gaps > 1 && !app.renderer.cache.hasUrgentWarmCards)
    #expect(app.renderer.cache.drawCount == before + gaps, "one card a gap")
    #expect(app.renderer.cache.hasStaleCards, "Home's banners went first")
    let drawn = app.renderer.cache.drawCount
    let shown = app.frame(at: 1.1, inputs: [.drag(DragEvent(phase: .ended, location: tab, time: 1.1))])
    #expect(shown && app.store.state.selectedScreen == screen)
    #expect(app.renderer.cache.drawCount == drawn, "the tap's frame drew cards")
    #expect(app.stats.transitionDelays == [0])
  }

  @Test("A switch no gap prepared waits while the gaps draw its screen's cards, and the frame showing it draws none")
  func switchWaitsForItsCards() async {
    let app = await Self.launchedApp()
    #expect(!app.frame(at: 1, inputs: [.select(.articles)]), "shown before its cards were drawn")
    #expect(app.store.state.selectedScreen == .articles)
    Self.expectShownOnceDrawn(app, from: 1.0)
  }

  @Test("A switch waits at most maximumTransitionDelay: with no gap meanwhile, its frame then draws the cards")
  func switchWaitsAtMostTheDelay() async {
    let app = await Self.launchedApp()
    let delay = GalleryApp.maximumTransitionDelay
    #expect(!app.frame(at: 1, inputs: [.select(.rows)]))
    #expect(!app.frame(at: 1 + delay / 2))
    let before = app.renderer.cache.drawCount
    #expect(app.frame(at: 1 + delay))
    #expect(app.renderer.cache.drawCount > before)
    #expect(app.stats.transitionDelays.count == 1)
    #expect(app.stats.transitionDelays.allSatisfy { abs($0 - delay) < 1e-9 })
  }

  @Test("A switch to a screen whose cards are drawn, or in an app without gaps (headless), is shown in its first frame")
  func warmOrHeadlessSwitchIsShownAtOnce() async {
    let app = await Self.launchedApp()
    var gaps = 0
    while app.isWarmingUp, gaps < 10_000 {
      app.prepareNextFrame(within: 1)
      gaps += 1
    }
    #expect(!app.isWarmingUp)
    #expect(app.frame(at: 1, inputs: [.select(.articles)]))
    #expect(app.stats.transitionDelays == [0])

    let headless = GalleryApp(images: ImageSource(), timeZone: .gmt)
    await headless.loadFeeds()
    headless.frame(at: 0)
    #expect(headless.frame(at: 1, inputs: [.select(.articles)]))
    #expect(headless.stats.transitionDelays.isEmpty)
  }

  @Test(
    "A detail tapped before the gaps of its press drew it waits while they draw it, and the frame opening it draws no card"
  )
  func detailWaitsForItsDrawing() async throws {
    let app = try await Self.detailTappedWithinAFrame()
    #expect(app.scene.detail.presentation.isPresented)
    Self.expectShownOnceDrawn(app, from: 1.05)
  }

  @Test(
    "A detail held for its drawing: the gaps take its steps first and the screen under it after, so the opening waits for the steps only"
  )
  func screenUnderADetailComesAfterItsSteps() async throws {
    let app = try await Self.detailTappedWithinAFrame(keepingTheScreenUnderIt: true)
    let composedBefore = app.renderer.detailPageComposeCount
    var gaps = 0
    while app.renderer.detailPageComposeCount == composedBefore, gaps < 10 {
      app.prepareNextFrame(within: 0)
      gaps += 1
      #expect(app.renderer.backdrop.drawCount == 0, "gap \(gaps): the screen went before the detail's steps")
    }
    #expect(gaps == 4, "laid out, then its text, its photo and title, its page: a step a gap with no time")
    #expect(app.frame(at: 1.05 + 1.0 / 60), "the detail shows once its steps are done")
    app.prepareNextFrame(within: 0)
    #expect(app.renderer.backdrop.drawCount == 1, "the next gap draws the screen under it")
    let drawn = app.renderer.cache.drawCount
    for frame in 2...4 {
      app.frame(at: 1.05 + Double(frame) / 60)
      app.prepareNextFrame(within: 0)
    }
    #expect(app.renderer.backdrop.drawCount == 1, "once: the flight's frames copy it")
    #expect(app.renderer.cache.drawCount == drawn, "and draw no card")
  }

  @Test("Under a detail opened while photos fade in, the screen's fades end in the next gap, not with their time")
  func fadesEndUnderADetail() async throws {
    let (app, time) = try #require(try await GalleryApp.photosFadingIn(), "no photo faded in within 30 s")
    app.renderer.keepsScreenUnderDetail = true
    let cache = app.renderer.cache
    let card = try Self.cardPoint(in: app)
    app.frame(at: time + 0.01, inputs: [.drag(DragEvent(phase: .began, location: card, time: time + 0.01))])
    app.frame(at: time + 0.05, inputs: [.drag(DragEvent(phase: .ended, location: card, time: time + 0.05))])
    #expect(app.scene.detail.presentation.isPresented)
    for _ in 0..<8 where cache.isFading { app.prepareNextFrame(within: 1.0 / 60) }
    #expect(!cache.isFading, "the screen under the detail still fades")
  }

  /// Runs `app`'s gaps and frames at 60 Hz from `time`, a transition held back, and expects the
  /// transition shown within ``GalleryApp/maximumTransitionDelay`` by a frame that draws no card.
  private static func expectShownOnceDrawn(
    _ app: GalleryApp, from time: TimeInterval, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    var time = time
    var shown = false
    var drawnInFrames = 0
    for _ in 0..<10 where !shown {
      app.prepareNextFrame(within: 1.0 / 60)
      time += 1.0 / 60
      let before = app.renderer.cache.drawCount
      shown = app.frame(at: time)
      drawnInFrames += app.renderer.cache.drawCount - before
    }
    #expect(shown && drawnInFrames == 0, sourceLocation: sourceLocation)
    let delays = app.stats.transitionDelays
    #expect(
      delays.count == 1 && delays.allSatisfy { $0 > 0 && $0 < GalleryApp.maximumTransitionDelay },
      sourceLocation: sourceLocation)
  }

  /// An app as the window runs it, with placeholders for photos (nothing arrives): cards drawn
  /// between frames, the first screen's cards drawn and the rest of the warm-up left for the gaps,
  /// its first frame shown at 0 s.
  private static func launchedApp() async -> GalleryApp {
    let app = GalleryApp(images: ImageSource(), timeZone: .gmt)
    app.renderer.cache.redrawsWhenIdle = true
    await app.loadFeeds()
    app.prewarmFirstScreen()
    app.frame(at: 0)
    return app
  }

  /// An app warmed up on Home, then a card tapped down and up within one frame (at 1 s and 1.04 s), so
  /// that no gap drew its detail ahead: the frame at 1.05 s holds the detail back.
  private static func detailTappedWithinAFrame(
    keepingTheScreenUnderIt keepsScreen: Bool = false, sourceLocation: SourceLocation = #_sourceLocation
  ) async throws -> GalleryApp {
    let app = await launchedApp()
    app.renderer.keepsScreenUnderDetail = keepsScreen
    var gaps = 0
    while app.isWarmingUp, gaps < 10_000 {
      app.prepareNextFrame(within: 1)
      gaps += 1
    }
    let card = try cardPoint(in: app, sourceLocation: sourceLocation)
    let tap: [GalleryInput] = [
      .drag(DragEvent(phase: .began, location: card, time: 1)),
      .drag(DragEvent(phase: .ended, location: card, time: 1.04)),
    ]
    #expect(!app.frame(at: 1.05, inputs: tap), "shown before its drawing", sourceLocation: sourceLocation)
    return app
  }

  /// A point on a card of Home's left column, between 200 and 700 points down.
  private static func cardPoint(in app: GalleryApp, sourceLocation: SourceLocation = #_sourceLocation) throws -> CGPoint
  {
    let feeds = app.store.state.data.feeds
    return try #require(
      stride(from: 200, to: 700, by: 10).lazy.map { CGPoint(x: 100, y: CGFloat($0)) }
        .first { app.scene.detailRef(at: $0, feeds, on: .home) != nil }, sourceLocation: sourceLocation)
  }

  /// The middle of `screen`'s tab in `app`'s tab bar, in window points.
  private static func tabPoint(of screen: Screen, in app: GalleryApp) -> CGPoint {
    let scene = app.scene
    let bar = CGRect(x: 0, y: scene.contentSize.height, width: scene.size.width, height: GalleryScene.tabBarHeight)
    let slot = scene.tabBarSlots.frame(of: screen, in: bar)
    return CGPoint(x: slot.midX, y: slot.midY)
  }
}
