import AppModel
import CarouselCore
import Foundation

/// Home: one vertical page holding the banner ring, the featured row and the news sections (each a
/// carousel with its own host), then the trend grid and the pickup masonry (laid out in ``layout``,
/// tapped through the page). A tap reports the item (``HomeAction/Delegate/tapped(_:id:)``) and the
/// detail it opens (``HomeAction/Delegate/openDetail(_:)``).
public struct HomeScene: SceneFeature {
  /// The parts a drag may go to: a carousel under the finger is asked before the page.
  enum Part: Int { case banners, featured, news, page }

  /// Where Home's sections sit, for the current feeds and width.
  public private(set) var layout: HomeLayout
  /// The vertical page: its scroll, in points.
  public private(set) var page = ScrollController(axis: .vertical, physics: ScrollPhysics(mode: .free))
  /// The campaign banners' ring; elements are banner IDs.
  public private(set) var banners = ComponentHost<RotaryCarousel, Int>(RotaryCarousel(itemCount: 0))
  /// The featured topics' row; elements are topic IDs.
  public private(set) var featured = ComponentHost<FreeScrollCarousel, Int>(
    FreeScrollCarousel(itemCount: 0, itemSize: CardGeometry.featuredCardSize))
  /// The recent news sections; elements are the first news ID of each section of three.
  public private(set) var news = ComponentHost<SnapCarousel, Int>(
    SnapCarousel(itemCount: 0, itemHeight: CardGeometry.newsSectionHeight))
  /// Where the last touch on the news lifted, in the row's coordinates: the row of a section a tap hit.
  private var newsRelease: CGPoint?
  /// A card of the page itself (the grid, the masonry) tapped since the last frame: its detail opens
  /// at the next, as a carousel's card's does.
  private var tappedCard: DetailRef?
  let direction: ReadingDirection

  /// How far one line of a wheel scrolls the page, in points.
  static let wheelLine: CGFloat = 48

  init(width: CGFloat, direction: ReadingDirection) {
    self.direction = direction
    layout = HomeLayout(width: width, feeds: FeedBundle(), direction: direction)
    banners.setDirection(direction, time: 0)
    featured.setDirection(direction, time: 0)
    news.setDirection(direction, time: 0)
  }

  /// The page's offset, in points.
  public var pageOffset: CGFloat { page.physics.offset }

  /// Where the page is going: quick presses and notches add up from the last one's target.
  private var pageTarget: CGFloat { page.physics.restingOffset ?? pageOffset }

  var isSettled: Bool { page.physics.isSettled && !banners.wantsFrames && !featured.wantsFrames && !news.wantsFrames }

  /// The three carousels with their sections, in the order a touch tries them.
  private var sections: [(Part, HomeLayout.Section)] {
    [(.banners, layout.banners), (.featured, layout.featured), (.news, layout.news)]
  }

  /// `section`'s frame on screen, with the page scrolled.
  private func onScreen(_ section: HomeLayout.Section) -> CGRect { section.frame.offsetBy(dx: 0, dy: -pageOffset) }

  mutating func load(_ context: GalleryScene.Context, text: any TextMeasuring, time: TimeInterval) {
    let feeds = context.feeds
    banners.setElements(feeds.campaignBanners.map(\.id), time: time)
    featured.setElements(feeds.featuredTopics.map(\.id), time: time)
    news.setElements(feeds.newsSections.compactMap(\.first?.id), time: time)
  }

  mutating func layOut(in content: CGSize, _ feeds: FeedBundle, time: TimeInterval) {
    layout = HomeLayout(width: content.width, feeds: feeds, direction: direction)
    // A wide window: each section at most a readable measure, the next ones beside it.
    let newsInset = max(0, content.width - layout.newsItemLength)
    if news.component.itemInset != newsInset || news.component.alignment != layout.newsAlignment {
      news.reconfigure(
        SnapCarousel(
          itemCount: 0, itemHeight: CardGeometry.newsSectionHeight, itemInset: newsInset,
          alignment: layout.newsAlignment),
        time: time)
    }
    page.physics.setViewportLength(content.height)
    page.physics.setContentLength(layout.contentHeight)
    banners.setViewport(layout.banners.frame.size, time: time)
    featured.setViewport(layout.featured.frame.size, time: time)
    news.setViewport(layout.news.frame.size, time: time)
  }

  mutating func begin(at point: CGPoint) -> DragStart<Part> {
    var parts: [Part] = []
    var origins: [Part: CGPoint] = [.page: .zero]
    for (part, section) in sections where onScreen(section).contains(point) {
      parts.append(part)
      origins[part] = onScreen(section).origin
    }
    return .parts(parts + [.page], origins: origins)
  }

  mutating func handle(
    _ event: DragEvent, on part: Part, _ context: GalleryScene.Context, reports: inout [HomeAction]
  ) -> GestureResponse {
    switch part {
    case .banners: return banners.handle(event)
    case .featured: return featured.handle(event)
    case .news:
      if event.phase == .ended { newsRelease = event.location }
      return news.handle(event)
    case .page:
      if case .tapped(let point) = page.handle(event) { tapOnPage(at: point, context.feeds, reports: &reports) }
      return page.response
    }
  }

  /// A tap on the page outside the carousels: the grid and the masonry report their items.
  private mutating func tapOnPage(at point: CGPoint, _ feeds: FeedBundle, reports: inout [HomeAction]) {
    let contentPoint = CGPoint(x: point.x, y: point.y + pageOffset)
    let touch = CGSize(width: 0.5, height: 0.5)
    let gridPoint = CGPoint(x: contentPoint.x, y: contentPoint.y - layout.trends.frame.minY)
    if let index = layout.grid.indices(in: CGRect(origin: gridPoint, size: touch)).first,
      let article = feeds.trendArticles[safe: index]
    {
      reports.append(.delegate(.tapped(nil, id: article.id)))
      tappedCard = DetailRef(.trend, id: article.id)
    }
    let masonryPoint = CGPoint(x: contentPoint.x, y: contentPoint.y - layout.pickups.frame.minY)
    if let index = layout.masonry.items(in: CGRect(origin: masonryPoint, size: touch)).first,
      let photo = feeds.pickupPhotos[safe: index]
    {
      reports.append(.delegate(.tapped(nil, id: photo.id)))
      tappedCard = DetailRef(.pickup, id: photo.id)
    }
  }

  /// Moves the page and the carousels to `time`: each card tapped is reported with the detail it
  /// opens, a carousel's before the page's.
  mutating func advance(to time: TimeInterval, _ context: GalleryScene.Context) -> [HomeAction] {
    let feeds = context.feeds
    page.physics.advance(to: time)
    func opened(_ ids: [Int], _ carousel: Carousel, _ source: DetailSource) -> [HomeAction] {
      ids.flatMap { [.delegate(.tapped(carousel, id: $0)), .delegate(.openDetail(DetailRef(source, id: $0)))] }
    }
    var reports = opened(tappedIDs(banners.advance(to: time), ids: feeds.campaignBanners.map(\.id)), .banners, .banner)
    reports += opened(tappedIDs(featured.advance(to: time), ids: feeds.featuredTopics.map(\.id)), .featured, .featured)
    reports += opened(tappedIDs(news.advance(to: time)) { newsItemID(tappedSection: $0, feeds) }, .news, .news)
    if let card = tappedCard { reports.append(.delegate(.openDetail(card))) }
    tappedCard = nil
    return reports
  }

  /// The news item a tap on section `section` named: the item of the row under the finger (a section
  /// holds three), or the section's first item when the tap fell between rows.
  private func newsItemID(tappedSection section: Int, _ feeds: FeedBundle) -> Int? {
    guard let items = feeds.newsSections[safe: section] else { return nil }
    let card = news.placements().first { $0.index == section }?.frame
    let row = card.flatMap { frame in
      newsRelease.flatMap { point in
        CardGeometry.newsRowFrames(in: frame, count: items.count).firstIndex { $0.contains(point) }
      }
    }
    return items[safe: row ?? 0]?.id
  }

  /// The page is vertical: the ring takes ← and →; ↑ ↓ scroll by 120 points, Page Up/Down by a
  /// screen less 40 points, Home and End to the top and bottom.
  mutating func press(_ key: NavigationKey, time: TimeInterval) -> Bool {
    if key == .left || key == .right { return banners.press(key, animation: .snap, time: time) }
    let screenful = max(page.physics.viewportLength - 40, 40)
    let target: CGFloat? =
      switch key {
      case .up: pageTarget - 120
      case .down: pageTarget + 120
      case .pageUp: pageTarget - screenful
      case .pageDown: pageTarget + screenful
      case .home: 0
      case .end: layout.contentHeight
      case .left, .right: nil
      }
    guard let target else { return false }
    page.physics.scroll(to: target, animation: .snap, at: time)
    return true
  }

  /// The carousel under the pointer takes the wheel first; a vertical scroll it passes on scrolls
  /// the page.
  mutating func scrollWheel(_ event: ScrollWheelEvent, lines: CGSize) -> Bool {
    let section = sections.first { onScreen($0.1).contains(event.location) }
    let taken =
      switch section?.0 {
      case .banners: banners.scrollWheel(event, from: onScreen(layout.banners))
      case .featured: featured.scrollWheel(event, from: onScreen(layout.featured))
      case .news: news.scrollWheel(event, from: onScreen(layout.news))
      default: false
      }
    guard !taken, lines.height != 0 else { return taken }
    page.scroll(byWheelLines: lines.height, at: event.time)
    return true
  }

  func index(of carousel: Carousel) -> Int? {
    switch carousel {
    case .banners: banners.settledIndex
    case .featured: featured.settledIndex
    case .news: news.settledIndex
    default: nil
    }
  }

  func card(for ref: DetailRef, _ feeds: FeedBundle) -> (frame: CGRect, cornerRadius: CGFloat)? {
    func onHome(_ section: HomeLayout.Section, _ frame: CGRect?) -> CGRect? {
      frame.map { $0.offsetBy(dx: section.frame.minX, dy: section.frame.minY - pageOffset) }
    }
    func placed(_ placements: [ItemPlacement], index: Int?) -> CGRect? {
      placements.first(where: { $0.index == index })?.scaledFrame
    }
    let frame: CGRect?
    switch ref.source {
    case .banner:
      let index = feeds.campaignBanners.firstIndex { $0.id == ref.id }
      frame = onHome(layout.banners, placed(banners.placements(), index: index))
    case .featured:
      let index = feeds.featuredTopics.firstIndex { $0.id == ref.id }
      frame = onHome(layout.featured, placed(featured.placements(), index: index))
    case .news:
      let perSection = CardGeometry.newsRowsPerSection
      let index = feeds.recentNews.firstIndex { $0.id == ref.id }
      let section = placed(news.placements(), index: index.map { $0 / perSection })
      let rows = index.flatMap { feeds.newsSections[safe: $0 / perSection]?.count } ?? 0
      let row = section.flatMap { CardGeometry.newsRowFrames(in: $0, count: rows)[safe: (index ?? 0) % perSection] }
      frame = onHome(layout.news, row)
    case .trend:
      frame = onHome(layout.trends, feeds.trendArticles.firstIndex { $0.id == ref.id }.flatMap(layout.grid.frame(at:)))
    case .pickup:
      frame = onHome(
        layout.pickups, feeds.pickupPhotos.firstIndex { $0.id == ref.id }.flatMap(layout.masonry.frame(at:)))
    case .favorite, .article:
      frame = nil
    }
    return frame.map { ($0, Self.cornerRadius(of: ref.source)) }
  }

  /// The corner radius of each kind of Home card, in points.
  private static func cornerRadius(of source: DetailSource) -> CGFloat {
    switch source {
    case .banner: CardGeometry.bannerCornerRadius
    case .pickup: CardGeometry.pickupCornerRadius
    default: CardGeometry.cardCornerRadius
    }
  }

  /// The ring's front card where cards overlap; otherwise the last card drawn under `point`.
  func detailRef(at point: CGPoint, _ feeds: FeedBundle) -> DetailRef? {
    let ringPoint = CGPoint(x: point.x - layout.banners.frame.minX, y: point.y - layout.banners.frame.minY + pageOffset)
    if let banner = banners.placements().hitTest(ringPoint).flatMap({ feeds.campaignBanners[safe: $0] }) {
      return DetailRef(.banner, id: banner.id)
    }
    let candidates =
      feeds.featuredTopics.map { DetailRef(.featured, id: $0.id) }
      + feeds.recentNews.map { DetailRef(.news, id: $0.id) }
      + feeds.trendArticles.map { DetailRef(.trend, id: $0.id) }
      + feeds.pickupPhotos.map { DetailRef(.pickup, id: $0.id) }
    return candidates.last { card(for: $0, feeds)?.frame.contains(point) == true }
  }
}
