import AppModel
import CarouselCore
import Foundation

/// Articles: the looping category tabs over pages of article cards, kept in step; page `p` shows
/// category `p mod categories`. The tabbed pager has no host to mirror it right to left: its two
/// surfaces are mirrored here, as drawn. A page taller than the screen scrolls vertically, as figure
/// 002's pages (a collection view each) do: a drag across the pages turns them, a drag along them
/// scrolls the shown category's cards, whichever the finger shows first; each category keeps where it
/// was scrolled. A tap on a card reports it and the detail it opens.
public struct ArticlesScene: SceneFeature {
  /// The parts a drag may go to: the pages (turned sideways) before the shown page's cards (scrolled
  /// up and down).
  enum Part: Int { case strip, pages, cards }

  /// The category tabs and pages.
  public private(set) var pager = TabbedPager(tabWidths: [])
  /// Where the screen's parts sit.
  public private(set) var layout = ArticlesLayout(size: .zero, articlesPerPage: 0)
  /// The shown category's cards, scrolling vertically over the pages' height.
  public private(set) var scroll = ScrollController(axis: .vertical, physics: ScrollPhysics(mode: .free))
  /// The category ``scroll`` scrolls: the one the pager last selected.
  public private(set) var scrolledCategory = 0
  /// Where the other categories' pages were left, in points.
  private var offsets: [Int: CGFloat] = [:]
  /// How many articles each category has, in the categories' order.
  private var articleCounts: [Int] = []
  /// The tabs' widths, measured when the feeds arrive.
  private var tabWidths: [CGFloat] = []
  /// Where the last touch on the pages lifted, in the pages' coordinates: the card a tap hit.
  private var lastRelease: CGPoint?
  let direction: ReadingDirection

  init(direction: ReadingDirection) {
    self.direction = direction
  }

  /// The pages as drawn, in the pages' frame: mirrored right to left.
  public func pagePlacements() -> [ItemPlacement] {
    pager.pager.placements().map { $0.drawn(direction, inWidth: layout.pages.width) }
  }

  var isSettled: Bool { pager.isSettled && scroll.physics.isSettled }

  /// How far category `category`'s page is scrolled, in points (0 at its top): where it was left, but
  /// no further than its page now scrolls (a window made taller since shows its foot).
  public func offset(ofCategory category: Int) -> CGFloat {
    if category == scrolledCategory { return scroll.physics.offset }
    let extent = layout.pageHeight(articles: articleCounts[safe: category] ?? 0) - layout.pages.height
    return min(offsets[category] ?? 0, max(0, extent))
  }

  mutating func load(_ context: GalleryScene.Context, text: any TextMeasuring, time: TimeInterval) {
    let categories = context.feeds.articleCategories
    tabWidths = text.widths(of: categories, font: ArticlesLayout.tabTitleFont, padding: ArticlesLayout.tabPadding)
    pager.setTabWidths(tabWidths)
    articleCounts = categories.map { context.feeds.articles(in: $0).count }
    offsets = offsets.filter { $0.key < categories.count }
    scrollCategory(pager.selectedIndex, time: time)
  }

  mutating func layOut(in content: CGSize, _ feeds: FeedBundle, time: TimeInterval) {
    layout = ArticlesLayout(
      size: content, articlesPerPage: articleCounts.max() ?? 0, tabWidths: tabWidths, direction: direction)
    pager.setStripViewport(layout.strip.size)
    pager.setPageViewport(layout.pages.size)
    scroll.physics.setViewportLength(layout.pages.height)
    scroll.physics.setContentLength(layout.pageHeight(articles: articleCounts[safe: scrolledCategory] ?? 0))
  }

  /// Makes ``scroll`` scroll `category`'s page, from where that page was left; the page it scrolled
  /// keeps its offset.
  private mutating func scrollCategory(_ category: Int, time: TimeInterval) {
    var target = scroll.physics.offset
    if category != scrolledCategory {
      offsets[scrolledCategory] = scroll.physics.offset
      target = offset(ofCategory: category)
      offsets[category] = nil
      scrolledCategory = category
    }
    scroll.physics.setContentLength(layout.pageHeight(articles: articleCounts[safe: category] ?? 0))
    scroll.physics.scroll(to: target, animation: nil, at: time)
  }

  mutating func begin(at point: CGPoint) -> DragStart<Part> {
    if layout.strip.contains(point) { return .parts([.strip], origins: [.strip: layout.strip.origin]) }
    guard layout.pages.contains(point) else { return .parts([], origins: [:]) }
    return .parts([.pages, .cards], origins: [.pages: layout.pages.origin, .cards: layout.pages.origin])
  }

  mutating func handle(
    _ event: DragEvent, on part: Part, _ context: GalleryScene.Context, reports: inout [ArticlesAction]
  ) -> GestureResponse {
    switch part {
    case .strip: return pager.handleStrip(sample(event, width: layout.strip.width))
    case .cards:
      // A tap is the pages' (a card), not the scroll's.
      scroll.handle(event)
      return scroll.response
    case .pages:
      if event.phase == .ended { lastRelease = event.location }
      return pager.handlePages(sample(event, width: layout.pages.width))
    }
  }

  /// A sample on one of the surfaces, `width` points wide, as the tabbed pager hears it.
  private func sample(_ event: DragEvent, width: CGFloat) -> DragEvent {
    direction == .rightToLeft ? event.mirrored(inWidth: width) : event
  }

  mutating func advance(to time: TimeInterval, _ context: GalleryScene.Context) -> [ArticlesAction] {
    scroll.physics.advance(to: time)
    let events = pager.advance(to: time)
    if pager.selectedIndex != scrolledCategory { scrollCategory(pager.selectedIndex, time: time) }
    return events.flatMap { event -> [ArticlesAction] in
      guard case .pageTapped(let page) = event, let id = articleID(tappedOnPage: page, context.feeds) else {
        return []
      }
      return [.delegate(.tapped(id: id)), .delegate(.openDetail(DetailRef(.article, id: id)))]
    }
  }

  /// The article under the last release on page `page`, if any: the page's cards where it is
  /// scrolled.
  private func articleID(tappedOnPage page: Int, _ feeds: FeedBundle) -> Int? {
    let category = pager.tab(forPage: page)
    guard let point = lastRelease, let name = feeds.articleCategories[safe: category],
      let index = layout.grid.indices(
        in: CGRect(x: point.x, y: point.y + offset(ofCategory: category), width: 0.5, height: 0.5)
      ).first
    else { return nil }
    return feeds.articles(in: name)[safe: index]?.id
  }

  /// Arrows along the pager and Page Up/Down turn a page.
  mutating func press(_ key: NavigationKey, time: TimeInterval) -> Bool {
    switch key.command(along: .horizontal, direction: direction) {
    case .step(let pages), .page(let pages):
      pager.step(by: pages, animation: .snap, time: time)
      return true
    case .first, .last, nil: return false
    }
  }

  /// A notch along the pager turns a page; a trackpad's sideways scroll, a stream of small events, is
  /// not followed there yet. A scroll up or down scrolls the shown page, as on the Archive's list.
  mutating func scrollWheel(_ event: ScrollWheelEvent, lines: CGSize) -> Bool {
    if abs(lines.height) > abs(lines.width) {
      scroll.scroll(byWheelLines: lines.height, at: event.time)
      return true
    }
    guard event.phase == .notch, abs(event.delta.width) > abs(event.delta.height), event.delta.width != 0 else {
      return false
    }
    // Right to left, a notch bringing content at the right into view goes back.
    let forward = (event.delta.width > 0) == (direction == .leftToRight)
    pager.step(by: forward ? 1 : -1, animation: .snap, time: event.time)
    return true
  }

  func index(of carousel: Carousel) -> Int? { carousel == .articles ? pager.selectedIndex : nil }

  /// Article `ref`'s card on the page showing its category, if that page is shown.
  func card(for ref: DetailRef, _ feeds: FeedBundle) -> (frame: CGRect, cornerRadius: CGFloat)? {
    guard ref.source == .article, let article = feeds.articles.first(where: { $0.id == ref.id }),
      let category = feeds.articleCategories.firstIndex(of: article.category),
      let index = feeds.articles(in: article.category).firstIndex(where: { $0.id == ref.id }),
      let card = layout.grid.frame(at: index),
      let page = pagePlacements().first(where: { pager.tab(forPage: $0.index) == category })
    else { return nil }
    let origin = CGPoint(
      x: layout.pages.minX + page.frame.minX,
      y: layout.pages.minY + page.frame.minY - offset(ofCategory: category))
    return (card.offsetBy(dx: origin.x, dy: origin.y), CardGeometry.cardCornerRadius)
  }

  func detailRef(at point: CGPoint, _ feeds: FeedBundle) -> DetailRef? {
    feeds.articles.map { DetailRef(.article, id: $0.id) }.last { card(for: $0, feeds)?.frame.contains(point) == true }
  }
}
