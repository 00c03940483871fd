import AppModel
import CarouselCore
import Foundation

/// Articles: the looping category tabs over pages of article cards, kept in step; page `p` shows
/// category `p mod categories`. The tabbed pager has no host to mirror it right to left: its two
/// surfaces are mirrored here, as drawn. A tap on a card reports it and the detail it opens.
public struct ArticlesScene: SceneFeature {
  /// The parts a drag may go to.
  enum Part: Int { case strip, pages }

  /// The category tabs and pages.
  public private(set) var pager = TabbedPager(tabWidths: [])
  /// Where the screen's parts sit.
  public private(set) var layout = ArticlesLayout(size: .zero, articlesPerPage: 0)
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

  var isSettled: Bool { pager.isSettled }

  mutating func load(_ context: GalleryScene.Context, text: any TextMeasuring, time: TimeInterval) {
    let categories = context.feeds.articleCategories
    tabWidths = text.widths(of: categories, font: ArticlesLayout.tabTitleFont, padding: ArticlesLayout.tabPadding)
    pager.setTabWidths(tabWidths)
  }

  mutating func layOut(in content: CGSize, _ feeds: FeedBundle, time: TimeInterval) {
    let perPage = feeds.articleCategories.map { feeds.articles(in: $0).count }.max() ?? 0
    layout = ArticlesLayout(size: content, articlesPerPage: perPage, tabWidths: tabWidths, direction: direction)
    pager.setStripViewport(layout.strip.size)
    pager.setPageViewport(layout.pages.size)
  }

  mutating func begin(at point: CGPoint) -> DragStart<Part> {
    for (part, frame) in [(Part.strip, layout.strip), (.pages, layout.pages)]
    where frame.contains(point) {
      return .parts([part], origins: [part: frame.origin])
    }
    return .parts([], origins: [:])
  }

  mutating func handle(
    _ event: DragEvent, on part: Part, _ context: GalleryScene.Context, reports: inout [ArticlesAction]
  ) -> GestureResponse {
    if part == .strip { return pager.handleStrip(sample(event, width: layout.strip.width)) }
    if event.phase == .ended { lastRelease = event.location }
    return pager.handlePages(sample(event, width: layout.pages.width))
  }

  /// A sample on one of the surfaces, `width` points wide, as the tabbed pager hears it.
  private func sample(_ event: DragEvent, width: CGFloat) -> DragEvent {
    direction == .rightToLeft ? event.mirrored(inWidth: width) : event
  }

  mutating func advance(to time: TimeInterval, _ context: GalleryScene.Context) -> [ArticlesAction] {
    pager.advance(to: time).flatMap { event -> [ArticlesAction] in
      guard case .pageTapped(let page) = event, let id = articleID(tappedOnPage: page, context.feeds) else {
        return []
      }
      return [.delegate(.tapped(id: id)), .delegate(.openDetail(DetailRef(.article, id: id)))]
    }
  }

  /// The article under the last release on page `page`, if any.
  private func articleID(tappedOnPage page: Int, _ feeds: FeedBundle) -> Int? {
    guard let point = lastRelease, let category = feeds.articleCategories[safe: pager.tab(forPage: page)],
      let index = layout.grid.indices(in: CGRect(origin: point, size: CGSize(width: 0.5, height: 0.5))).first
    else { return nil }
    return feeds.articles(in: category)[safe: index]?.id
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

  /// A notch along the pager turns a page; a trackpad's scroll, a stream of small events, is not
  /// followed there yet.
  mutating func scrollWheel(_ event: ScrollWheelEvent, lines: CGSize) -> Bool {
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
    let origin = CGPoint(x: layout.pages.minX + page.frame.minX, y: layout.pages.minY + page.frame.minY)
    return (card.offsetBy(dx: origin.x, dy: origin.y), CardGeometry.cardCornerRadius)
  }

  func detailRef(at point: CGPoint, _ feeds: FeedBundle) -> DetailRef? {
    feeds.articles.map { DetailRef(.article, id: $0.id) }.last { card(for: $0, feeds)?.frame.contains(point) == true }
  }
}
