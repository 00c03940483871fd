import AppModel
import CarouselCore
import Foundation
import GalleryApp
import GalleryModel
import GalleryRender
import GalleryTestSupport
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

  @Test("The feed's four categories become the tabs, the first centred")
  func categoriesAreTabs() async {
    let app = await Self.app()
    #expect(app.store.state.data.feeds.articleCategories.count == 4)
    #expect(app.scene.articles.pager.tabCount == 4)
    #expect(Self.centredCategory(app) == "海と湖をめぐる旅")
    #expect(app.scene.articles.pager.strip.tabWidths.allSatisfy { $0 > 2 * ArticlesLayout.tabPadding })
  }

  @Test("Swiping the pages left selects the next category and the strip centres it")
  func swipePages() async {
    let app = await Self.app()
    app.replay(
      .flick(from: Self.pagePoint(app, x: 320), by: CGSize(width: -150, height: 0), duration: 0.08, startTime: 1))
    #expect(app.store.state.index(of: .articles) == 1)
    #expect(app.scene.articles.pager.pager.page == 1)
    #expect(Self.centredCategory(app) == "山と森の散歩道")
    #expect(app.scene.articles.pager.isSettled)
  }

  @Test("Tapping a tab turns the pages the short way round to it")
  func tapTab() async {
    let app = await Self.app()
    // The tab left of the centred one is the last category, one page back.
    let left = app.scene.articles.pager.strip.visibleTabs().first { $0.slot == -1 }
    let point = Self.stripPoint(app, x: left?.placement.frame.midX ?? 0)
    app.replay(.tap(at: point, time: 1))
    #expect(app.store.state.index(of: .articles) == 3)
    #expect(app.scene.articles.pager.pager.page == -1)
    #expect(Self.centredCategory(app) == "暮らしとイラスト")
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
    #expect(Self.centredCategory(app) == "山と森の散歩道")
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
  /// The first category's articles.
  static func firstCategory(_ app: GalleryApp) -> [Article] {
    let feeds = app.store.state.data.feeds
    return feeds.articleCategories.first.map { feeds.articles(in: $0) } ?? []
  }

  /// Flicks the shown page `distance` points up from near its foot at `time`, and lets it settle.
  static func scrollPage(_ app: GalleryApp, by distance: CGFloat, at time: TimeInterval) {
    let pages = app.scene.articles.layout.pages
    app.replay(
      .flick(
        from: CGPoint(x: 200, y: pages.maxY - 40), by: CGSize(width: 0, height: -distance), duration: 0.3,
        startTime: time))
    app.advance(to: time + 9)
  }

  /// Flicks the pages one forward at `time`, and lets them settle.
  static func turnPageForward(_ app: GalleryApp, at time: TimeInterval) {
    app.replay(
      .flick(from: pagePoint(app, x: 320), by: CGSize(width: -150, height: 0), duration: 0.08, startTime: time))
    app.advance(to: time + 4)
  }

  @Test(
    "Every category fills the page at 390 × 844 and at 1280 × 900: whole rows, the last within a row spacing and the grid's inset of the page's foot or below it"
  )
  func everyCategoryFillsThePage() async {
    for (size, columns) in [(CGSize(width: 390, height: 844), 2), (CGSize(width: 1280, height: 900), 4)] {
      let app = await Self.app()
      app.resize(to: size)
      let layout = app.scene.articles.layout
      #expect(layout.grid.columnCount == columns)
      let feeds = app.store.state.data.feeds
      for category in feeds.articleCategories {
        let count = feeds.articles(in: category).count
        #expect(count % columns == 0, "\(category) at \(size)")
        #expect(
          layout.pageHeight(articles: count) >= layout.pages.height - layout.grid.rowSpacing
            - layout.grid.insets.bottom,
          "\(category) at \(size): \(layout.pageHeight(articles: count)) of \(layout.pages.height)")
      }
    }
  }

  @Test(
    "A drag up the page scrolls the shown category's cards and not the pages; a tap then opens the card under the finger"
  )
  func dragUpScrollsThePage() async throws {
    let app = await Self.app()
    let layout = app.scene.articles.layout
    let extent = layout.pageHeight(articles: Self.firstCategory(app).count) - layout.pages.height
    #expect(extent > 100)
    Self.scrollPage(app, by: 300, at: 1)
    let offset = app.scene.articles.offset(ofCategory: 0)
    #expect(offset > 200 && offset <= extent + 1e-9, "\(offset) of \(extent)")
    #expect(app.scene.articles.pager.pager.page == 0)
    #expect(app.scene.articles.pager.isSettled && app.scene.articles.scroll.physics.isSettled)
    // The last card whose middle is in view: tapped where it is drawn, it is the one reported.
    let grid = layout.grid
    let index = try #require(
      (0..<Self.firstCategory(app).count).last { index in
        guard let frame = grid.frame(at: index) else { return false }
        return frame.midY - offset > 0 && frame.midY - offset < layout.pages.height
      })
    let card = try #require(grid.frame(at: index))
    #expect(index >= 6, "a card of the fourth row or later")
    app.replay(.tap(at: CGPoint(x: card.midX, y: layout.pages.minY + card.midY - offset), time: 11))
    #expect(app.store.state.tapLog == ["articles \(Self.firstCategory(app)[index].id)"])
  }

  @Test("A page turned away and back keeps where it was scrolled; the next one starts at its top")
  func eachCategoryKeepsItsScroll() async {
    let app = await Self.app()
    Self.scrollPage(app, by: 200, at: 1)
    let offset = app.scene.articles.offset(ofCategory: 0)
    #expect(offset > 0)
    Self.turnPageForward(app, at: 11)
    #expect(app.store.state.index(of: .articles) == 1)
    #expect(app.scene.articles.offset(ofCategory: 1) == 0)
    #expect(app.scene.articles.offset(ofCategory: 0) == offset, "the sideways drag did not scroll it")
    app.replay(
      .flick(from: Self.pagePoint(app, x: 70), by: CGSize(width: 150, height: 0), duration: 0.08, startTime: 16))
    app.advance(to: 20)
    #expect(app.store.state.index(of: .articles) == 0)
    #expect(app.scene.articles.offset(ofCategory: 0) == offset)
  }

  @Test("A page left scrolled is drawn no further down than it now scrolls once the window grows")
  func leftPageClampsToItsNewExtent() async {
    let app = await Self.app()
    Self.scrollPage(app, by: 200, at: 1)
    Self.turnPageForward(app, at: 11)
    #expect(app.scene.articles.offset(ofCategory: 0) > 100)
    // At 1280 × 900 a category's three rows of four fit: its page does not scroll.
    app.resize(to: CGSize(width: 1280, height: 900))
    #expect(app.scene.articles.offset(ofCategory: 0) == 0)
    app.resize(to: CGSize(width: 390, height: 844))
    #expect(app.scene.articles.offset(ofCategory: 0) > 100, "where it was left, once it scrolls again")
  }

  @Test("A wheel scrolls the page up and down by its lines; a page that fits (1280 × 900) does not move")
  func wheelScrollsThePage() async {
    let app = await Self.app()
    let point = Self.pagePoint(app, x: 200)
    app.wheel(dx: 0, dy: -2, at: point, time: 1)
    app.advance(to: 3)
    #expect(abs(app.scene.articles.offset(ofCategory: 0) - 2 * 48) < 1e-6)
    app.wheel(dx: 0, dy: 1, at: point, time: 4)
    app.advance(to: 6)
    #expect(abs(app.scene.articles.offset(ofCategory: 0) - 48) < 1e-6)
    #expect(app.scene.articles.pager.pager.page == 0)
    app.resize(to: CGSize(width: 1280, height: 900))
    app.replay(
      .flick(
        from: CGPoint(x: 640, y: app.scene.articles.layout.pages.maxY - 40), by: CGSize(width: 0, height: -300),
        duration: 0.3, startTime: 7))
    app.wheel(dx: 0, dy: -3, at: CGPoint(x: 640, y: 400), time: 8)
    app.advance(to: 12)
    #expect(app.scene.articles.offset(ofCategory: 0) == 0)
  }

  @Test("The recorded script: open Articles from the tab bar, three page flicks, a slow strip drag back")
  func recordedScript() async throws {
    let url = GalleryFiles.script("articles-swipe.json")
    let script = try GestureScript(json: Data(contentsOf: url))
    let app = await GalleryApp.loaded(on: .home)
    app.replay(script)
    #expect(app.store.state.selectedScreen == .articles)
    // Three pages on (category 3), then the strip dragged 140 points back — about one of its tabs,
    // 130 to 158 points wide — brings category 2 to the centre and the pages follow it one back.
    #expect(app.scene.articles.pager.pager.page == 2)
    #expect(app.scene.articles.pager.strip.position == 2)
    #expect(app.store.state.index(of: .articles) == 2)
    #expect(app.scene.articles.pager.isSettled)
  }
}
