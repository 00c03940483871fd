import CarouselCore
import Foundation
import GalleryApp
import GalleryModel
import GalleryRender
import Testing

/// The Articles screen (SPEC §14, figure 002) driven headless through the same scene, store and
/// renderer as the window: pages and tabs stay in step whichever one the user moves.
@MainActor
@Suite("Articles screen")
struct ArticlesScreenTests {
  static func app() async -> GalleryApp { await GalleryApp.loaded(on: .articles) }

  /// The category the strip centres, by name.
  static func centredCategory(_ app: GalleryApp) -> String? {
    app.store.state.data.feeds.articleCategories[safe: app.scene.articles.pager.strip.currentIndex]
  }

  static func stripPoint(_ app: GalleryApp, x: CGFloat) -> CGPoint {
    CGPoint(x: x, y: app.scene.articles.layout.strip.midY)
  }

  static func pagePoint(_ app: GalleryApp, x: CGFloat) -> CGPoint {
    CGPoint(x: x, y: app.scene.articles.layout.pages.midY)
  }

  @Test("The feed's eight categories become the tabs, the first centred")
  func categoriesAreTabs() async {
    let app = await Self.app()
    #expect(app.store.state.data.feeds.articleCategories.count == 8)
    #expect(app.scene.articles.pager.tabCount == 8)
    #expect(Self.centredCategory(app) == "水辺")
    #expect(app.scene.articles.pager.strip.tabWidths.allSatisfy { $0 > 2 * ArticlesLayout.tabPadding })
  }

  @Test("Swiping the pages left selects the next category and the strip centres it")
  func swipePages() async {
    let app = await Self.app()
    app.replay(
      .flick(from: Self.pagePoint(app, x: 320), by: CGSize(width: -150, height: 0), duration: 0.08, startTime: 1))
    #expect(app.store.state.index(of: .articles) == 1)
    #expect(app.scene.articles.pager.pager.page == 1)
    #expect(Self.centredCategory(app) == "山と空")
    #expect(app.scene.articles.pager.isSettled)
  }

  @Test("Tapping a tab turns the pages the short way round to it")
  func tapTab() async {
    let app = await Self.app()
    // The tab left of the centred one is the last category, one page back.
    let left = app.scene.articles.pager.strip.visibleTabs().first { $0.slot == -1 }
    let point = Self.stripPoint(app, x: left?.placement.frame.midX ?? 0)
    app.replay(.tap(at: point, time: 1))
    #expect(app.store.state.index(of: .articles) == 7)
    #expect(app.scene.articles.pager.pager.page == -1)
    #expect(Self.centredCategory(app) == "季節")
  }

  @Test("Flinging the strip turns the pages to the tab that comes to rest in the centre")
  func flingStrip() async {
    let app = await Self.app()
    // 400 points a second: momentum carries the strip two or three tabs (a hard fling can go a whole
    // turn round and land on the same category).
    app.replay(
      .flick(from: Self.stripPoint(app, x: 300), by: CGSize(width: -120, height: 0), duration: 0.3, startTime: 1))
    let category = app.scene.articles.pager.strip.currentIndex
    #expect(category != 0)
    #expect(app.store.state.index(of: .articles) == category)
    #expect(app.scene.articles.pager.tab(forPage: app.scene.articles.pager.pager.page) == category)
    #expect(abs(app.scene.articles.pager.strip.position - app.scene.articles.pager.strip.position.rounded()) < 1e-9)
  }

  @Test("Tapping an article card reports that article")
  func tapArticle() async {
    let app = await Self.app()
    // The second card of the first row of the first category (article 2).
    let grid = app.scene.articles.layout.grid
    let card = grid.frame(at: 1) ?? .zero
    let point = CGPoint(x: card.midX, y: app.scene.articles.layout.pages.minY + card.midY)
    app.replay(.tap(at: point, time: 1))
    #expect(app.store.state.tapLog == ["articles 2"])
  }

  @Test("Arrow keys and a sideways wheel turn pages; two quick presses turn two")
  func keysAndWheel() async {
    let app = await Self.app()
    app.press(.right, time: 1)
    app.press(.right, time: 1.05)
    app.replay(GestureScript(), startingAt: 1.1)
    app.advance(to: 3)
    #expect(app.scene.articles.pager.pager.page == 2)
    #expect(app.store.state.index(of: .articles) == 2)
    app.wheel(dx: -1, dy: 0, at: Self.stripPoint(app, x: 100), time: 4)
    app.advance(to: 4.1)
    app.advance(to: 6)
    #expect(app.scene.articles.pager.pager.page == 1)
    #expect(Self.centredCategory(app) == "山と空")
  }

  @Test("A page dragged halfway moves the strip halfway between the two tabs, at any window width")
  func followsAtEveryWidth() async {
    for size in [CGSize(width: 320, height: 568), CGSize(width: 430, height: 932), CGSize(width: 1280, height: 900)] {
      let app = await Self.app()
      app.resize(to: size)
      let width = app.scene.articles.layout.pages.width
      let start = Self.pagePoint(app, x: width - 20)
      // Held halfway: 10 points recognise the drag, then half a page.
      app.handle(.began(start, at: 1))
      for step in 1...10 {
        let x = start.x - (10 + width / 2) * CGFloat(step) / 10
        app.handle(.changed(CGPoint(x: x, y: start.y), at: 1 + 0.02 * Double(step)))
      }
      app.advance(to: 1.2)
      let progress = app.scene.articles.pager.pager.pageOffset
      #expect(progress > 0.45 && progress < 0.55, "\(size)")
      #expect(abs(app.scene.articles.pager.strip.position - progress) < 1e-9, "\(size)")
      app.handle(.ended(CGPoint(x: start.x - 10 - width / 2, y: start.y), at: 1.5))
      app.advance(to: 5)
    }
  }
}

extension ArticlesScreenTests {
  @Test("The recorded script: open Articles from the tab bar, three page flicks, a slow strip drag back")
  func recordedScript() async throws {
    let url = GalleryFiles.script("articles-swipe.json")
    let script = try GestureScript(json: Data(contentsOf: url))
    let app = await GalleryApp.loaded(on: .home)
    app.replay(script)
    #expect(app.store.state.selectedScreen == .articles)
    // Three pages on (category 3), then the strip dragged 140 points back brings category 1 to the
    // centre and the pages follow it two back.
    #expect(app.scene.articles.pager.pager.page == 1)
    #expect(app.scene.articles.pager.strip.position == 1)
    #expect(app.store.state.index(of: .articles) == 1)
    #expect(app.scene.articles.pager.isSettled)
  }
}
