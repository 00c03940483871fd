import AppModel
import CarouselCore
import Foundation
import GalleryApp
import GalleryModel
import GalleryTestSupport
import Testing

@testable import GalleryRender

/// The screen under a presented detail, drawn in a gap and copied by the detail's frames
/// (``GalleryRenderer/keepsScreenUnderDetail``), and the flying page drawn the cheap way.
@MainActor
@Suite("The screen under a detail")
struct ScreenUnderDetailTests {
  /// Every byte of `canvas`'s pixels.
  static func pixels(_ canvas: Canvas) -> [UInt8] {
    canvas.withPixels { pixels, stride in
      let row = canvas.pixelWidth * 4
      var bytes: [UInt8] = []
      bytes.reserveCapacity(row * canvas.pixelHeight)
      for y in 0..<canvas.pixelHeight where y * stride + row <= pixels.count {
        bytes.append(contentsOf: UnsafeRawBufferPointer(rebasing: pixels[(y * stride)..<(y * stride + row)]))
      }
      return bytes
    }
  }

  /// Two apps on `screen`, one keeping the screen under a detail and one drawing it every frame, fed
  /// the same inputs with a gap's work after every frame: a tap on `card`'s centre at 1 s, then frames
  /// until `closeAt`, when the back key flies the detail home, and on to `until`. Returns the frames
  /// whose pixels differed, and how many times the keeping app drew its screen.
  static func replayBoth(
    on screen: Screen, card: (FeedBundle) -> DetailRef, closeAt: TimeInterval, until: TimeInterval
  ) async throws -> (differing: [TimeInterval], frames: Int, backdropDrawn: Int) {
    let kept = await GalleryApp.loaded(on: screen)
    kept.renderer.keepsScreenUnderDetail = true
    let drawn = await GalleryApp.loaded(on: screen)
    let ref = card(kept.store.state.data.feeds)
    let appearance = try #require(kept.store.state.cardAppearance(for: ref))
    let point = CGPoint(x: appearance.frame.midX, y: appearance.frame.midY)
    var differing: [TimeInterval] = []
    var frames = 0
    func step(_ time: TimeInterval, _ inputs: [GalleryInput] = []) {
      for app in [kept, drawn] {
        app.frame(at: time, inputs: inputs)
        app.prepareNextFrame(within: 1)
      }
      frames += 1
      if pixels(kept.canvas) != pixels(drawn.canvas) { differing.append(time) }
    }
    step(0.5)
    step(1, [.drag(.began(point, at: 1))])
    for _ in 0..<4 {
      kept.prepareNextFrame(within: 1)
      drawn.prepareNextFrame(within: 1)
    }
    step(1.05, [.drag(.ended(point, at: 1.05))])
    #expect(kept.store.state.detail == ref)
    var time = 1.05
    var closed = false
    while time < until {
      time += 1.0 / 60
      if !closed, time >= closeAt {
        closed = true
        step(time, [.back(time: time)])
      } else {
        step(time)
      }
    }
    #expect(kept.store.state.detail == nil, "the back key closed the detail")
    return (differing, frames, kept.renderer.backdrop.drawCount)
  }

  @Test("Frames under a flying detail copy the screen a gap drew, pixel for pixel what drawing it gives")
  func flightCopiesTheScreen() async throws {
    let run = try await Self.replayBoth(
      on: .home, card: { DetailRef(.featured, id: $0.featuredTopics[0].id) }, closeAt: 2, until: 3)
    #expect(run.differing.isEmpty, "frames that differ at \(run.differing)")
    #expect(run.frames > 100)
    // Drawn ahead while the finger was down (or in the first gap after it lifted), and kept: Home does
    // not move under the detail, and nothing on it changed.
    #expect(run.backdropDrawn >= 1 && run.backdropDrawn <= 2, "drawn \(run.backdropDrawn) times")
  }

  @Test(
    "A screen that moves under the detail (the rows turning a page by themselves) is drawn again, never shown stale")
  func movingScreenIsDrawnAgain() async throws {
    let run = try await Self.replayBoth(
      on: .rows, card: { DetailRef(.news, id: $0.recentNews[0].id) }, closeAt: 8, until: 9)
    #expect(run.differing.isEmpty, "frames that differ at \(run.differing)")
    #expect(run.backdropDrawn >= 2, "the rows turned at least once in 7 s: drawn \(run.backdropDrawn) times")
  }

  @Test("The copy is given up when the window changes size or a card on the screen is forgotten or drawn anew")
  func copyIsGivenUp() async throws {
    let app = await GalleryApp.loaded(on: .home)
    app.renderer.keepsScreenUnderDetail = true
    app.openDetail(at: CGPoint(x: 100, y: 450))
    var time = 5.0
    func copy() -> Canvas? {
      let state = app.store.state
      return app.renderer.backdrop.screen(
        for: state, size: state.scene.size, scale: app.renderer.cache.scale, cache: app.renderer.cache)
    }
    func frameAndGap() {
      time += 1.0 / 60
      app.frame(at: time)
      app.prepareNextFrame(within: 1)
    }
    // The tap's own gaps (the detail laid out and drawn ahead) come first.
    for _ in 0..<6 { frameAndGap() }
    #expect(copy() != nil)
    // Every card forgotten: the copy is stale, and stays so once frames have drawn the cards anew
    // (the detail flying home with frames alone, no gaps).
    app.renderer.cache.removeAll()
    #expect(copy() == nil)
    app.apply(.back(time: time))
    for _ in 0..<90 {
      time += 1.0 / 60
      app.frame(at: time)
    }
    #expect(app.store.state.detail == nil)
    #expect(copy() == nil, "cards drawn anew since the copy was made")
    #expect(app.renderer.prepareScreenUnderDetail(for: app.store.state), "drawn again")
    #expect(copy() != nil)
    #expect(!app.renderer.prepareScreenUnderDetail(for: app.store.state), "not while it holds")
    app.apply(.resize(CGSize(width: 500, height: 844)))
    #expect(copy() == nil)
    // With nothing to keep it for, the renderer never draws one.
    let plain = await GalleryApp.loaded(on: .home)
    #expect(!plain.renderer.prepareScreenUnderDetail(for: plain.store.state))
    #expect(plain.renderer.backdrop.image == nil)
  }

  @Test("A flying page within a percent of its size is drawn unscaled; further off, or with no page, scaled")
  func nearlyPageSize() {
    let page = CGSize(width: 1280, height: 836)
    func frame(_ width: CGFloat, _ height: CGFloat) -> CGRect { CGRect(x: -1, y: 2, width: width, height: height) }
    #expect(GalleryRenderer.isNearlyPageSize(frame(1280, 836), page: page))
    #expect(GalleryRenderer.isNearlyPageSize(frame(1283.6, 838.2), page: page))
    #expect(GalleryRenderer.isNearlyPageSize(frame(1270, 830), page: page))
    #expect(!GalleryRenderer.isNearlyPageSize(frame(1260, 836), page: page))
    #expect(!GalleryRenderer.isNearlyPageSize(frame(1280, 850), page: page))
    #expect(!GalleryRenderer.isNearlyPageSize(frame(.nan, 836), page: page))
    #expect(!GalleryRenderer.isNearlyPageSize(frame(.infinity, 836), page: page))
    #expect(!GalleryRenderer.isNearlyPageSize(frame(0, 0), page: .zero))
  }

  @Test("An opaque canvas has no alpha: a translucent fill on it and a copy of it elsewhere are opaque")
  func opaqueCanvas() {
    let opaque = Canvas(size: CGSize(width: 4, height: 4), scale: 1, opaque: true)
    opaque.fill(CGRect(x: 0, y: 0, width: 4, height: 4), color: Color.white.opacity(0.5))
    let target = Canvas(size: CGSize(width: 4, height: 4), scale: 1)
    target.draw(opaque, placement: ItemPlacement(index: 0, frame: CGRect(x: 0, y: 0, width: 4, height: 4)))
    // Half white over the opaque canvas's black: a mid grey, and opaque where it is drawn.
    #expect(
      CanvasPixels.pixel(target, 2, 2) == [128, 128, 128, 255]
        || CanvasPixels.pixel(target, 2, 2) == [127, 127, 127, 255])
  }
}
