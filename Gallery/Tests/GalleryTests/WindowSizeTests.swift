import CarouselCore
import Foundation
import Testing

@testable import GalleryApp
@testable import GalleryModel
@testable import GalleryRender

/// Every screen lays out for any window from 320 × 568 to 1280 × 900, and a live resize keeps the
/// state: nothing cut off, nothing stretched into a desktop-wide slab.
@MainActor
@Suite("Window sizes")
struct WindowSizeTests {
  nonisolated static let sizes = [
    CGSize(width: 320, height: 568), CGSize(width: 390, height: 844), CGSize(width: 430, height: 932),
    CGSize(width: 1280, height: 900), CGSize(width: 200, height: 200),
  ]

  static func app(_ size: CGSize) async throws -> GalleryApp {
    let app = GalleryApp(
      settings: try LaunchSettings(width: Double(size.width), height: Double(size.height), timeZone: "UTC"))
    await app.loadFeeds()
    return app
  }

  /// Frames of `placements` drawn at `origin`, for the items at least half shown (the current ones).
  static func shown(_ placements: [ItemPlacement], origin: CGPoint) -> [CGRect] {
    placements.filter { $0.opacity >= 0.99 && $0.scale >= 0.99 }.map { $0.frame.offsetBy(dx: origin.x, dy: origin.y) }
  }

  /// What a person would call "cut off or stretched" on each screen, for a window of `size`.
  static func problems(_ app: GalleryApp, size: CGSize) -> [String] {
    var problems: [String] = []
    let scene = app.scene
    let window = CGRect(origin: .zero, size: size)
    func inside(_ frame: CGRect, _ what: String) {
      if frame.minX < -0.5 || frame.maxX > size.width + 0.5 { problems.append("\(what) at \(frame) is cut off") }
    }
    // Rows: the current page's rows sit inside the window.
    let rows = scene.rows.component
    for frame in shown(rows.placements(), origin: scene.rowsFrame.origin)
    where (0...size.width).contains(frame.midX) {
      inside(frame, "a row")
    }
    // The ring's front card and the stack's top card are inside and no wider than a phone's.
    let ring = scene.banners.placements().max { $0.zIndex < $1.zIndex }
    if let front = ring {
      let frame = front.frame.offsetBy(dx: scene.home.banners.frame.minX, dy: 0)
      inside(frame, "the front banner")
      if frame.width > HomeLayout.maximumRingWidth { problems.append("the front banner is \(frame.width) wide") }
    }
    if let top = scene.stack.placements().max(by: { $0.zIndex < $1.zIndex }) {
      let frame = top.frame.offsetBy(dx: scene.stackFrame.minX, dy: scene.stackFrame.minY)
      inside(frame, "the top card")
      if frame.width > GalleryScene.maximumStackWidth { problems.append("the top card is \(frame.width) wide") }
    }
    // Home's sections span the window; the canvas is the window.
    for section in [scene.home.featured, scene.home.news, scene.home.trends, scene.home.pickups]
    where section.frame.width != size.width {
      problems.append("\(section.title) is \(section.frame.width) wide in a \(size.width)-point window")
    }
    if app.canvas.size != window.size { problems.append("the canvas is \(app.canvas.size)") }
    // From 568 points tall (the smallest phone the Gallery promises), Rows shows both carousels whole.
    if size.height >= 568, scene.singleRowFrame.maxY > scene.contentSize.height {
      problems.append("the single row ends at \(scene.singleRowFrame.maxY), under the tab bar")
    }
    return problems
  }

  @Test(arguments: sizes)
  func everyScreenLaysOutForTheWindow(size: CGSize) async throws {
    let app = try await Self.app(size)
    for screen in Screen.allCases {
      app.dispatch(.select(screen))
      app.advance(to: 0)
      app.draw()
    }
    #expect(Self.problems(app, size: size) == [], "\(size)")
  }

  @Test func aLiveResizeKeepsTheStateAndLaysOutAgain() async throws {
    let app = try await Self.app(CGSize(width: 390, height: 844))
    app.dispatch(.select(.rows))
    app.replay(
      .flick(from: CGPoint(x: 300, y: app.scene.rowsFrame.midY), by: CGSize(width: -200, height: 0), duration: 0.08))
    let page = app.store.state.index(of: .rows)
    #expect(page == 1)
    // Frames a few tenths of a second apart: well before the next auto-advance (3 s after the flick).
    var time = 1.0
    for size in [CGSize(width: 320, height: 568), CGSize(width: 1280, height: 900), CGSize(width: 430, height: 932)] {
      app.resize(to: size)
      time += 0.1
      app.advance(to: time)
      app.draw()
      #expect(app.store.state.index(of: .rows) == page, "\(size)")
      #expect(app.scene.size == size)
      #expect(Self.problems(app, size: size) == [], "\(size)")
    }
    // The rows still turn by the finger at the new width.
    app.replay(
      .flick(from: CGPoint(x: 300, y: app.scene.rowsFrame.midY), by: CGSize(width: -200, height: 0), duration: 0.08),
      startingAt: time + 0.1)
    #expect(app.store.state.index(of: .rows) == page + 1)
  }
}
