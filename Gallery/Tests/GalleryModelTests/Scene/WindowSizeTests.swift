import CarouselCore
import Foundation
import GalleryApp
import GalleryModel
import GalleryRender
import Testing

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
    let rows = scene.rows.newsRows.component
    for frame in shown(rows.placements(), origin: scene.rows.newsRowsFrame.origin)
    where (0...size.width).contains(frame.midX) {
      inside(frame, "a row")
    }
    // The ring's front card and the stack's top card are inside and no wider than a phone's.
    let ring = scene.home.banners.placements().max { $0.zIndex < $1.zIndex }
    if let front = ring {
      let frame = front.frame.offsetBy(dx: scene.home.layout.banners.frame.minX, dy: 0)
      inside(frame, "the front banner")
      if frame.width > HomeLayout.maximumRingWidth { problems.append("the front banner is \(frame.width) wide") }
    }
    let pile = scene.favorites.stack.placements().sorted { $0.zIndex > $1.zIndex }
    if let top = pile.first {
      let frame = top.frame.offsetBy(dx: scene.favorites.frame.minX, dy: scene.favorites.frame.minY)
      inside(frame, "the top card")
      if frame.width > FavoritesScene.maximumWidth { problems.append("the top card is \(frame.width) wide") }
      problems += pileProblems(pile, in: scene.favorites.frame)
    }
    // Home's sections span the window; the canvas is the window.
    for section in [
      scene.home.layout.featured, scene.home.layout.news, scene.home.layout.trends, scene.home.layout.pickups,
    ]
    where section.frame.width != size.width {
      problems.append("\(section.title) is \(section.frame.width) wide in a \(size.width)-point window")
    }
    if app.canvas.size != window.size { problems.append("the canvas is \(app.canvas.size)") }
    // From 568 points tall (the smallest phone the Gallery promises), Rows shows both carousels whole.
    if size.height >= 568, scene.rows.singleRowFrame.maxY > scene.contentSize.height {
      problems.append("the single row ends at \(scene.rows.singleRowFrame.maxY), under the tab bar")
    }
    return problems
  }

  /// Seed 000's favourites as StackPageView shows them: the card centred in its page (the stack's area
  /// less 60 points a side) and never taller than it; the library moves and scales each page beneath
  /// about the page's centre — a card centred in it rises by `pageHeight · 0.03 + 0.15 · (pageHeight −
  /// cardHeight) / 2` a step — so each card beneath shows as a strip that tall above the one in front.
  static func pileProblems(_ pile: [ItemPlacement], in stackFrame: CGRect) -> [String] {
    guard let top = pile.first, stackFrame.height >= 400 else { return [] }
    var problems: [String] = []
    let pageHeight = stackFrame.height - 120
    let card = top.frame
    if abs(card.midY - stackFrame.height / 2) > 0.5 { problems.append("the top card's centre is at \(card.midY)") }
    if card.height > pageHeight + 0.5 { problems.append("the top card is \(card.height) tall in a \(pageHeight) page") }
    let strip = pageHeight * 0.03 + 0.15 * (pageHeight - card.height) / 2
    var front = card.minY
    for beneath in pile.dropFirst() where beneath.opacity > 0.5 {
      let visibleTop = beneath.frame.midY - beneath.scale * beneath.frame.height / 2
      if abs(front - visibleTop - strip) > 0.5 {
        problems.append("a card beneath shows \(front - visibleTop) points, not \(strip)")
      }
      if visibleTop < 0 { problems.append("a card beneath is cut off at \(visibleTop)") }
      front = visibleTop
    }
    return problems
  }

  /// Resizes the window as a person dragging its corner would, then runs and draws the frame a tenth
  /// of a second after `time`; returns that frame's time.
  static func resize(_ app: GalleryApp, to size: CGSize, after time: TimeInterval) -> TimeInterval {
    app.resize(to: size)
    app.advance(to: time + 0.1)
    app.draw()
    return time + 0.1
  }

  @Test("Every screen lays out for the window", arguments: sizes)
  func everyScreenLaysOutForTheWindow(size: CGSize) async throws {
    let app = try await Self.app(size)
    for screen in Screen.allCases {
      app.dispatch(.select(screen))
      app.advance(to: 0)
      app.draw()
    }
    #expect(Self.problems(app, size: size) == [], "\(size)")
  }

  @Test("A live resize keeps the state and lays out again")
  func aLiveResizeKeepsTheStateAndLaysOutAgain() async throws {
    let app = try await Self.app(CGSize(width: 390, height: 844))
    app.dispatch(.select(.rows))
    app.replay(
      .flick(
        from: CGPoint(x: 300, y: app.scene.rows.newsRowsFrame.midY), by: CGSize(width: -200, height: 0), duration: 0.08)
    )
    let page = app.store.state.index(of: .rows)
    #expect(page == 1)
    // Frames a few tenths of a second apart: well before the next auto-advance (3 s after the flick).
    var time = 1.0
    for size in [CGSize(width: 320, height: 568), CGSize(width: 1280, height: 900), CGSize(width: 430, height: 932)] {
      time = Self.resize(app, to: size, after: time)
      #expect(app.store.state.index(of: .rows) == page, "\(size)")
      #expect(app.scene.size == size)
      #expect(Self.problems(app, size: size) == [], "\(size)")
    }
    // The rows still turn by the finger at the new width.
    app.replay(
      .flick(
        from: CGPoint(x: 300, y: app.scene.rows.newsRowsFrame.midY), by: CGSize(width: -200, height: 0), duration: 0.08),
      startingAt: time + 0.1)
    #expect(app.store.state.index(of: .rows) == page + 1)
  }

  @Test("The favourites pile keeps its top card across a resize and is laid out afresh for the new window")
  func theFavouritesPileFollowsAResize() async throws {
    let app = try await Self.app(CGSize(width: 390, height: 844))
    app.dispatch(.select(.favorites))
    app.advance(to: 0)
    let stack = app.scene.favorites.frame
    app.replay(
      .flick(from: CGPoint(x: stack.midX + 100, y: stack.midY), by: CGSize(width: -200, height: 0), duration: 0.08))
    let card = app.store.state.index(of: .favorites)
    #expect(card == 1)
    var time = 2.0
    for size in [CGSize(width: 320, height: 568), CGSize(width: 1280, height: 900), CGSize(width: 1280, height: 600)] {
      time = Self.resize(app, to: size, after: time)
      #expect(app.store.state.index(of: .favorites) == card, "\(size)")
      let pile = app.scene.favorites.stack.placements().sorted { $0.zIndex > $1.zIndex }
      #expect(pile.first?.index == card, "\(size)")
      #expect(Self.pileProblems(pile, in: app.scene.favorites.frame) == [], "\(size)")
      #expect(pile.count >= 3, "\(size): the cards beneath show")
    }
  }
}
