import CarouselCore
import Foundation
import GalleryModel

/// The engine side of the Gallery: one CarouselCore component per carousel, Home's vertical page, and
/// the routing of pointer samples between them. Time is always an argument; the scene reports what
/// happened as ``AppAction``s for the store.
public struct GalleryScene {
  /// The parts of a screen that can own a drag.
  enum Part: Hashable {
    case page, banners, featured, news, stack, pager, rows
  }

  /// The height of the tab bar at the bottom, in points.
  public static let tabBarHeight: CGFloat = 64
  /// Where the rows carousel sits on its screen, in points.
  public static let rowsFrame = CGRect(x: 0, y: 96, width: 390, height: 280)

  /// The window size in points.
  public private(set) var size: CGSize
  /// Home's layout for the current feeds.
  public private(set) var home: HomeLayout

  public private(set) var page: ScrollController
  public private(set) var banners = RotaryCarousel(itemCount: 0)
  public private(set) var featured = FreeScrollCarousel(
    itemCount: 0, itemSize: CGSize(width: 200, height: 200 * 960 / 720 + 100))
  public private(set) var news = SnapCarousel(itemCount: 0, itemHeight: 260)
  public private(set) var stack = CardStack(itemCount: 0, loops: true)
  public private(set) var pager = InfinitePager()
  public private(set) var rows = PagedCarousel(itemCount: 0, rowsPerPage: 3, autoAdvance: .every(3))

  private var screen = Screen.home
  private var arbiter = DragArbiter<Part>()
  /// Where each part's local origin is on screen, fixed for the current drag.
  private var origins: [Part: CGPoint] = [:]
  private var tabBarPress: CGPoint?
  private var feeds = FeedBundle()
  private var pendingActions: [AppAction] = []

  public init(size: CGSize = CGSize(width: 390, height: 844)) {
    self.size = size
    home = HomeLayout(width: size.width, feeds: FeedBundle())
    page = ScrollController(axis: .vertical, physics: ScrollPhysics(mode: .free))
    layOut()
  }

  /// The visible content area above the tab bar.
  public var contentSize: CGSize { CGSize(width: size.width, height: max(0, size.height - Self.tabBarHeight)) }

  /// Takes the feeds and the screen from the store's state.
  public mutating func sync(with state: AppState) {
    if state.feeds != feeds {
      feeds = state.feeds
      home = HomeLayout(width: size.width, feeds: feeds)
      banners.setItemCount(feeds.campaignBanners.count)
      featured.setItemCount(feeds.featuredTopics.count)
      news.setItemCount(feeds.recentNews.chunked(into: 3).count)
      stack.setItemCount(feeds.favoriteScenes.count)
      rows.setItemCount(feeds.recentNews.count)
      layOut()
    }
    screen = state.selectedScreen
    rows.setVisible(screen == .rows)
  }

  private mutating func layOut() {
    let content = contentSize
    page.physics.setViewportLength(content.height)
    page.physics.setContentLength(home.contentHeight)
    banners.setViewport(home.banners.frame.size)
    featured.setViewport(home.featured.frame.size)
    news.setViewport(home.news.frame.size)
    stack.setViewport(content)
    pager.setViewport(content)
    rows.setViewport(Self.rowsFrame.size)
  }

  /// Home's page offset, in points.
  public var pageOffset: CGFloat { page.physics.offset }

  /// Whether nothing on the shown screen moves (the rows screen auto-advances, so it never is).
  public var isSettled: Bool {
    switch screen {
    case .home: page.physics.isSettled && banners.isSettled && featured.isSettled && news.isSettled
    case .favorites: stack.isSettled
    case .pager: pager.isSettled
    case .rows: false
    case .guideBoard: true
    }
  }

  // MARK: - Input

  /// Feeds one pointer sample in window points.
  public mutating func handle(_ event: DragEvent) {
    if event.phase == .began {
      begin(at: event.location)
    }
    if tabBarPress != nil {
      handleTabBar(event)
      return
    }
    var arbiter = self.arbiter
    arbiter.route(
      event,
      deliver: { part, event in deliver(event, to: part) },
      cancel: { part in _ = deliver(DragEvent(phase: .cancelled, location: event.location, time: event.time), to: part)
      })
    self.arbiter = arbiter
  }

  private mutating func begin(at point: CGPoint) {
    tabBarPress = nil
    if point.y >= contentSize.height {
      tabBarPress = point
      return
    }
    var parts: [Part] = []
    origins = [:]
    switch screen {
    case .home:
      let top = -pageOffset
      for (part, section) in [(Part.banners, home.banners), (.featured, home.featured), (.news, home.news)] {
        let frame = section.frame.offsetBy(dx: 0, dy: top)
        if frame.contains(point) {
          parts.append(part)
          origins[part] = frame.origin
        }
      }
      parts.append(.page)
      origins[.page] = .zero
    case .favorites: parts = [.stack]
    case .pager: parts = [.pager]
    case .rows:
      if Self.rowsFrame.contains(point) {
        parts = [.rows]
        origins[.rows] = Self.rowsFrame.origin
      }
    case .guideBoard: parts = []
    }
    arbiter.begin(with: parts)
  }

  private mutating func deliver(_ event: DragEvent, to part: Part) -> GestureResponse {
    let origin = origins[part] ?? .zero
    let local = DragEvent(
      phase: event.phase, location: CGPoint(x: event.location.x - origin.x, y: event.location.y - origin.y),
      time: event.time)
    switch part {
    case .page:
      let change = page.handle(local)
      if case .tapped(let point) = change { tapOnPage(at: point) }
      return page.response
    case .banners: return banners.handle(local)
    case .featured: return featured.handle(local)
    case .news: return news.handle(local)
    case .stack: return stack.handle(local)
    case .pager: return pager.handle(local)
    case .rows: return rows.handle(local)
    }
  }

  /// A tap on Home's page outside the carousels: the grid and the masonry report their items.
  private mutating func tapOnPage(at point: CGPoint) {
    let contentPoint = CGPoint(x: point.x, y: point.y + pageOffset)
    let gridPoint = CGPoint(x: contentPoint.x, y: contentPoint.y - home.trends.frame.minY)
    if let index = home.grid.indices(in: CGRect(origin: gridPoint, size: CGSize(width: 0.5, height: 0.5))).first,
      feeds.trendArticles.indices.contains(index)
    {
      pendingActions.append(.tapped(nil, id: feeds.trendArticles[index].id))
    }
    let masonryPoint = CGPoint(x: contentPoint.x, y: contentPoint.y - home.pickups.frame.minY)
    if let index = home.masonry.items(in: CGRect(origin: masonryPoint, size: CGSize(width: 0.5, height: 0.5))).first,
      feeds.pickupPhotos.indices.contains(index)
    {
      pendingActions.append(.tapped(nil, id: feeds.pickupPhotos[index].id))
    }
  }

  private mutating func handleTabBar(_ event: DragEvent) {
    guard event.phase == .ended, let press = tabBarPress else {
      if event.phase == .cancelled { tabBarPress = nil }
      return
    }
    tabBarPress = nil
    guard abs(event.location.x - press.x) < 20, event.location.y >= contentSize.height else { return }
    let slot = Int(event.location.x / (size.width / CGFloat(Screen.allCases.count)))
    if Screen.allCases.indices.contains(slot) { pendingActions.append(.select(Screen.allCases[slot])) }
  }

  /// A wheel or trackpad scroll at `point`: a horizontal one moves the carousel under the pointer by
  /// an item, a vertical one scrolls Home's page.
  public mutating func wheel(dx: CGFloat, dy: CGFloat, at point: CGPoint, time: TimeInterval) {
    if abs(dx) > abs(dy) {
      move(part(at: point), by: dx > 0 ? 1 : -1, time: time)
    } else if screen == .home, dy != 0 {
      page.physics.scroll(to: pageOffset - dy * 48, animation: .snap, at: time)
    }
  }

  /// Arrow keys: left and right move the screen's main carousel by an item, up and down scroll Home.
  public mutating func arrow(dx: Int, dy: Int, time: TimeInterval) {
    if dx != 0 {
      let main: Part? =
        switch screen {
        case .home: .banners
        case .favorites: .stack
        case .pager: .pager
        case .rows: .rows
        case .guideBoard: nil
        }
      move(main, by: dx, time: time)
    } else if dy != 0, screen == .home {
      page.physics.scroll(to: pageOffset + CGFloat(dy) * 120, animation: .snap, at: time)
    }
  }

  private func part(at point: CGPoint) -> Part? {
    switch screen {
    case .home:
      let top = -pageOffset
      if home.banners.frame.offsetBy(dx: 0, dy: top).contains(point) { return .banners }
      if home.featured.frame.offsetBy(dx: 0, dy: top).contains(point) { return .featured }
      if home.news.frame.offsetBy(dx: 0, dy: top).contains(point) { return .news }
      return nil
    case .favorites: return .stack
    case .pager: return .pager
    case .rows: return .rows
    case .guideBoard: return nil
    }
  }

  private mutating func move(_ part: Part?, by step: Int, time: TimeInterval) {
    switch part {
    case .banners: banners.scroll(to: banners.currentIndex + step, animation: .snap, time: time)
    case .featured: featured.scroll(to: featured.currentIndex + step, animation: .snap, time: time)
    case .news: news.scroll(to: news.currentIndex + step, animation: .snap, time: time)
    case .stack: stack.scroll(to: stack.currentIndex + step, animation: .snap, time: time)
    case .pager: pager.scroll(to: pager.page + step, animation: .snap, time: time)
    case .rows: rows.scroll(to: rows.currentIndex + step, animation: .default, time: time)
    case .page, nil: break
    }
  }

  // MARK: - Time

  /// Moves every component to `time` and returns what the store should hear.
  public mutating func advance(to time: TimeInterval) -> [AppAction] {
    var actions = pendingActions
    pendingActions.removeAll()
    page.physics.advance(to: time)
    for event in banners.advance(to: time) {
      switch event {
      case .settled(let index): actions.append(.settled(.banners, index: index))
      case .tapped(let index): actions.append(.tapped(.banners, id: feeds.campaignBanners[safe: index]?.id ?? index))
      case .currentIndexChanged: break
      }
    }
    for event in featured.advance(to: time) {
      switch event {
      case .settled(let index): actions.append(.settled(.featured, index: index))
      case .tapped(let index): actions.append(.tapped(.featured, id: feeds.featuredTopics[safe: index]?.id ?? index))
      case .currentIndexChanged: break
      }
    }
    for event in news.advance(to: time) {
      switch event {
      case .settled(let index): actions.append(.settled(.news, index: index))
      case .tapped(let index): actions.append(.tapped(.news, id: index))
      case .currentIndexChanged: break
      }
    }
    for event in stack.advance(to: time) {
      switch event {
      case .settled(let index): actions.append(.settled(.favorites, index: index))
      case .tapped(let index):
        if let scene = feeds.favoriteScenes[safe: index] { actions.append(.toggleFavorite(id: scene.id)) }
      case .currentIndexChanged: break
      }
    }
    for event in pager.advance(to: time) {
      if case .paged(let direction) = event { actions.append(.paged(forward: direction == .forward)) }
    }
    for event in rows.advance(to: time) {
      switch event {
      case .settled(let page): actions.append(.settled(.rows, index: page))
      case .tapped(let index): actions.append(.tapped(.rows, id: feeds.recentNews[safe: index]?.id ?? index))
      case .currentIndexChanged: break
      }
    }
    return actions
  }
}

extension Array {
  subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
