import CarouselCore
import Foundation

/// The engine side of the Gallery: one ``ComponentHost`` per carousel (the same glue the SwiftUI views
/// run), Home's vertical page, the screens' layouts, and the routing of pointer samples between them.
///
/// It lives in ``AppState/scene`` and only the app's reducer changes it: an input action (a pointer
/// sample, the wheel, a key, a tick of the clock) advances it, and what happened — a tap, a favourite
/// marked, a detail opened — comes back as actions the reducer sends on to the store. What the
/// state already knows (the screen shown, the feeds, the Archive's conditions) the scene is told with
/// each call, never keeps. Time is always an argument.
public struct GalleryScene: Sendable, Equatable {
  /// What the scene reads from the rest of the state: each fact has its owner there.
  struct Context {
    /// The screen shown.
    var screen: Screen
    /// The feeds.
    var feeds: FeedBundle
    /// The Archive screen's conditions, selection and editing.
    var archive: ArchiveState
  }

  /// The parts of a screen that can own a drag.
  enum Part: Hashable {
    case page, banners, featured, news, stack, pager, rows, singleRow, tabStrip, articlePages, archiveList, detail
  }

  /// The height of the tab bar at the bottom, in points.
  public static let tabBarHeight: CGFloat = 64

  /// The window size in points.
  public private(set) var size: CGSize
  /// Home's layout for the current feeds.
  public private(set) var home: HomeLayout

  /// Home's vertical page: its scroll, in points.
  public private(set) var page: ScrollController
  /// The campaign banners' ring; elements are banner IDs.
  public private(set) var banners = ComponentHost<RotaryCarousel, Int>(RotaryCarousel(itemCount: 0))
  /// The featured topics' row; elements are topic IDs.
  public private(set) var featured = ComponentHost<FreeScrollCarousel, Int>(
    FreeScrollCarousel(itemCount: 0, itemSize: CGSize(width: 200, height: 200 * 960 / 720 + 100)))
  /// The recent news sections; elements are the first news ID of each section of three.
  public private(set) var news = ComponentHost<SnapCarousel, Int>(SnapCarousel(itemCount: 0, itemHeight: 260))
  /// The favourites' card stack; elements are scene IDs.
  public private(set) var stack = ComponentHost<CardStack, Int>(CardStack(itemCount: 0, loops: true))
  /// The geometry the stack was last configured with (it follows the window's size).
  private var favoritesPile: FavoritesPile?
  /// The endless pager (no elements: pages are numbers).
  public private(set) var pager = ComponentHost<InfinitePager, Int>(InfinitePager())
  /// The rows carousel; elements are news IDs.
  public private(set) var rows = ComponentHost<PagedCarousel, Int>(
    PagedCarousel(itemCount: 0, rowsPerPage: 3, autoAdvance: .every(3)))

  /// The Articles screen's category tabs and pages, kept in step (SPEC §14); page `p` shows category
  /// `p mod categories`.
  public private(set) var articles = TabbedPager(tabWidths: [])
  /// Where the Articles screen's parts sit.
  public private(set) var articlesLayout = ArticlesLayout(size: .zero, articlesPerPage: 0)

  /// The Archive screen's search over the archive feed (SPEC §17).
  public private(set) var archiveSearch = ArchiveSearch(items: [])
  /// The archive items the current keyword and category show, as positions in the search's items.
  public private(set) var archiveResults: [Int] = []
  /// Where the Archive screen's parts sit.
  public private(set) var archiveLayout = ArchiveLayout(size: .zero, chipWidths: [])
  /// The Archive list's vertical scroll.
  public private(set) var archiveList = ScrollController(axis: .vertical, physics: ScrollPhysics(mode: .free))
  /// The chips' widths, measured when the feeds arrive.
  private var chipWidths: [CGFloat] = []
  /// Where a touch on the Archive screen's header went down.
  private var archiveHeaderPress: CGPoint?

  /// The detail screen opened from a card, flying or open (SPEC §15).
  public private(set) var detail = DetailPresentation(screen: DetailScreen(headerHeight: 0, stickyLimit: 0))
  /// The item the detail shows, while it is presented.
  public private(set) var detailRef: DetailRef?
  /// Where the detail's parts sit, while it is presented.
  public private(set) var detailLayout: DetailLayout?
  /// A detail laid out ahead of being opened (``prepareDetail(_:_:text:)``), for the content size it
  /// was laid out at.
  private var preparedDetail: PreparedDetail?

  private struct PreparedDetail: Equatable, Sendable {
    var ref: DetailRef
    var size: CGSize
    var layout: DetailLayout
  }
  /// The card as it was when the detail opened: where the detail closes to when the card is no
  /// longer on screen.
  private var detailCard = CardAppearance(frame: .zero, cornerRadius: 0, backdropOpacity: 0)
  /// Where the last touch on each part lifted, in the part's coordinates: what a tap the part reports
  /// later hit — a news row, the stack's heart corner, an article card.
  private var lastRelease: [Part: CGPoint] = [:]
  /// A card tapped since the last frame, whose detail opens in the next.
  private var tappedCard: DetailRef?

  private var arbiter = DragArbiter<Part>()
  /// Where each part's local origin is on screen, fixed for the current drag.
  private var origins: [Part: CGPoint] = [:]
  private var tabBarPress: CGPoint?
  /// Where a press on a row's page dots went down, and which row's dots, until it lifts.
  private var dotsPress: DotsPress?
  private struct DotsPress: Equatable {
    var part: Part
    var point: CGPoint
  }
  /// The latest time the scene has been given, in seconds.
  private var clock: TimeInterval = 0

  /// The layout direction (the `--rtl` switch): right to left, every carousel, grid and masonry is
  /// mirrored — the first item at the right, drags, keys and the wheel the other way round — and so
  /// are the Articles' tab strip and pages, which have no host to do it.
  public let direction: ReadingDirection

  /// A scene for a window of `size` points, with no feeds yet, laid out in `direction`.
  public init(size: CGSize = CGSize(width: 390, height: 844), direction: ReadingDirection = .leftToRight) {
    self.size = size
    self.direction = direction
    home = HomeLayout(width: size.width, feeds: FeedBundle(), direction: direction)
    page = ScrollController(axis: .vertical, physics: ScrollPhysics(mode: .free))
    banners.setDirection(direction, time: 0)
    featured.setDirection(direction, time: 0)
    news.setDirection(direction, time: 0)
    stack.setDirection(direction, time: 0)
    pager.setDirection(direction, time: 0)
    rows.setDirection(direction, time: 0)
    singleRow.setDirection(direction, time: 0)
    layOut(FeedBundle())
  }

  /// The tab bar's slots, in the layout direction.
  public var tabBarSlots: TabBarSlots { TabBarSlots(width: size.width, direction: direction) }

  /// A sample on one of the Articles' surfaces, `width` points wide, as the tabbed pager hears it.
  private func articleSample(_ sample: DragEvent, width: CGFloat) -> DragEvent {
    direction == .rightToLeft ? sample.mirrored(inWidth: width) : sample
  }

  /// The Articles' pages as drawn, in the pages' frame: mirrored right to left.
  public func articlePagePlacements() -> [ItemPlacement] {
    articles.pager.placements().map { $0.drawn(direction, inWidth: articlesLayout.pages.width) }
  }

  /// The widest the favourites' card stack is, in points: on a desktop window the pile stays a card,
  /// centred, instead of a 1,200-point slab.
  public static let maximumStackWidth: CGFloat = 520

  /// Where the favourites' card stack sits, in points: the content area, at most
  /// ``maximumStackWidth`` wide and centred.
  public var stackFrame: CGRect {
    let content = contentSize
    let width = min(content.width, Self.maximumStackWidth)
    return CGRect(x: (content.width - width) / 2, y: 0, width: width, height: content.height)
  }

  /// Where the rows carousel sits on its screen, in points: the window's full width under the title.
  public var rowsFrame: CGRect { CGRect(x: 0, y: 68, width: size.width, height: 280) }

  /// The seed's single-row example (seed 003): boxes numbered 1 to 9, 300 × 80 points, one a page.
  public static let singleRowCount = 9
  /// Where the single-row example sits: under the rows, their page dots and caption, and its label —
  /// inside a 568-point window's content area.
  public var singleRowFrame: CGRect { CGRect(x: 0, y: rowsFrame.maxY + 76, width: size.width, height: 80) }
  /// The single-row example; elements are the boxes' numbers.
  public private(set) var singleRow = ComponentHost<PagedCarousel, Int>(
    PagedCarousel(itemCount: 0, rowsPerPage: 1, leadingInset: 20, trailingPeek: 40))

  /// Lays everything out for a window of `size` points. Each carousel keeps its current item (the
  /// host carries it across the new viewport); Home's page keeps its offset, clamped to the new content.
  /// A size that is not finite or under a point a side is ignored.
  mutating func resize(to newSize: CGSize, _ context: Context, text: TextMeasurer) {
    guard newSize != size, newSize.width.isFinite, newSize.height.isFinite, newSize.width >= 1, newSize.height >= 1
    else { return }
    size = newSize
    home = HomeLayout(width: size.width, feeds: context.feeds, direction: direction)
    layOut(context.feeds)
    if let ref = detailRef, let content = context.feeds.detail(for: ref) {
      let layout = DetailLayout(content: content, size: contentSize, text: text)
      detailLayout = layout
      detail.setBounds(CGRect(origin: .zero, size: contentSize), contentHeight: layout.contentHeight)
    }
  }

  /// The visible content area above the tab bar.
  public var contentSize: CGSize { CGSize(width: size.width, height: max(0, size.height - Self.tabBarHeight)) }

  /// Sets every carousel, Home's layout and the Archive's search up for `feeds` (new ones arrived),
  /// measuring tab and chip titles with `text`. Each carousel keeps its current item when its items
  /// stay.
  mutating func load(_ feeds: FeedBundle, archive: ArchiveState, text: TextMeasurer) {
    home = HomeLayout(width: size.width, feeds: feeds, direction: direction)
    banners.setElements(feeds.campaignBanners.map(\.id), time: clock)
    featured.setElements(feeds.featuredTopics.map(\.id), time: clock)
    news.setElements(feeds.recentNews.chunked(into: 3).compactMap(\.first?.id), time: clock)
    stack.setElements(feeds.favoriteScenes.map(\.id), time: clock)
    rows.setElements(feeds.recentNews.map(\.id), time: clock)
    singleRow.setElements(Array(1...Self.singleRowCount), time: clock)
    articles.setTabWidths(
      text.widths(of: feeds.articleCategories, style: ArticlesLayout.tabTitleStyle, padding: ArticlesLayout.tabPadding))
    archiveSearch = ArchiveSearch(items: feeds.archiveItems)
    chipWidths = text.widths(
      of: archiveSearch.categories, style: ArchiveLayout.chipTitleStyle, padding: ArchiveLayout.chipPadding)
    search(archive, fromTheTop: false)
    layOut(feeds)
  }

  /// Shows the Archive items `archive`'s keyword and category find; a new search starts at the top
  /// of its results.
  mutating func search(_ archive: ArchiveState, fromTheTop: Bool = true) {
    archiveResults = archiveSearch.matches(keyword: archive.keyword, category: archive.category)
    archiveList.physics.setContentLength(ArchiveLayout.contentHeight(rows: archiveResults.count))
    if fromTheTop { archiveList.physics.scroll(to: 0, animation: nil, at: clock) }
  }

  /// Switches to `screen`: the rows' timer runs only while they show, and another screen replaces an
  /// open detail at once (there is no card to fly back to).
  /// - Returns: whether a detail was dismissed.
  mutating func show(_ screen: Screen) -> Bool {
    rows.modify { $0.setVisible(screen == .rows) }
    guard detail.isPresented else { return false }
    detail = DetailPresentation(screen: DetailScreen(headerHeight: 0, stickyLimit: 0))
    detailRef = nil
    detailLayout = nil
    return true
  }

  private mutating func layOut(_ feeds: FeedBundle) {
    let content = contentSize
    page.physics.setViewportLength(content.height)
    page.physics.setContentLength(home.contentHeight)
    banners.setViewport(home.banners.frame.size, time: clock)
    featured.setViewport(home.featured.frame.size, time: clock)
    news.setViewport(home.news.frame.size, time: clock)
    let pile = FavoritesPile(size: stackFrame.size)
    if pile != favoritesPile {
      favoritesPile = pile
      stack.reconfigure(pile.cardStack(itemCount: stack.component.itemCount), time: clock)
    }
    stack.setViewport(stackFrame.size, time: clock)
    pager.setViewport(content, time: clock)
    rows.setViewport(rowsFrame.size, time: clock)
    singleRow.setViewport(singleRowFrame.size, time: clock)
    let perPage = feeds.articleCategories.map { feeds.articles(in: $0).count }.max() ?? 0
    articlesLayout = ArticlesLayout(size: content, articlesPerPage: perPage, direction: direction)
    articles.setStripViewport(articlesLayout.strip.size)
    articles.setPageViewport(articlesLayout.pages.size)
    archiveLayout = ArchiveLayout(size: content, chipWidths: chipWidths)
    archiveList.physics.setViewportLength(archiveLayout.list.height)
  }

  /// The Archive list's scroll, in points.
  public var archiveOffset: CGFloat { archiveList.physics.offset }

  /// Home's page offset, in points.
  public var pageOffset: CGFloat { page.physics.offset }

  /// Whether nothing on `screen` (the one shown) moves. The rows screen may still turn a page by
  /// itself at ``nextWakeTime(showing:)``.
  public func isSettled(showing screen: Screen) -> Bool {
    guard detail.isSettled else { return false }
    return switch screen {
    case .home: page.physics.isSettled && !banners.wantsFrames && !featured.wantsFrames && !news.wantsFrames
    case .favorites: !stack.wantsFrames
    case .pager: !pager.wantsFrames
    case .rows: !rows.wantsFrames && !singleRow.wantsFrames
    case .guideBoard: true
    case .articles: articles.isSettled
    case .archive: archiveList.physics.isSettled
    }
  }

  /// When `screen` (the one shown) must be advanced although nothing moves (the rows' next
  /// auto-advance), or nil.
  public func nextWakeTime(showing screen: Screen) -> TimeInterval? { screen == .rows ? rows.nextWakeTime : nil }

  // MARK: - Input

  /// Feeds one pointer sample in window points.
  /// - Returns: what it did that the rest of the state must hear (a tab's screen, the Archive's taps).
  mutating func handle(_ event: DragEvent, _ context: Context) -> [AppAction] {
    if event.time.isFinite { clock = max(clock, event.time) }
    if event.phase == .began {
      begin(at: event.location, on: context.screen)
    }
    var reported: [AppAction] = []
    if tabBarPress != nil {
      handleTabBar(event, into: &reported)
    } else if dotsPress != nil {
      handleDots(event)
    } else if archiveHeaderPress != nil {
      handleArchiveHeader(event, context, into: &reported)
    } else {
      var arbiter = self.arbiter
      arbiter.route(
        event,
        deliver: { part, event in deliver(event, to: part, context, into: &reported) },
        cancel: { part in
          let cancel = DragEvent(phase: .cancelled, location: event.location, time: event.time)
          _ = deliver(cancel, to: part, context, into: &reported)
        })
      self.arbiter = arbiter
    }
    return reported
  }

  private mutating func begin(at point: CGPoint, on screen: Screen) {
    tabBarPress = nil
    archiveHeaderPress = nil
    dotsPress = nil
    if point.y >= contentSize.height {
      tabBarPress = point
      return
    }
    var parts: [Part] = []
    origins = [:]
    if detail.isPresented {
      // The detail covers the screen: it takes every touch (and declines them while it flies).
      arbiter.begin(with: [.detail])
      return
    }
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
    case .favorites:
      parts = [.stack]
      origins[.stack] = stackFrame.origin
    case .pager: parts = [.pager]
    case .rows:
      // The rows first: the dots' tap target reaches a few points into the row above them.
      if rowsFrame.contains(point) {
        parts = [.rows]
        origins[.rows] = rowsFrame.origin
      } else if singleRowFrame.contains(point) {
        parts = [.singleRow]
        origins[.singleRow] = singleRowFrame.origin
      } else if let part = [Part.rows, .singleRow].first(where: { pageDots(for: $0)?.page(at: point) != nil }) {
        dotsPress = DotsPress(part: part, point: point)
        return
      }
    case .guideBoard: parts = []
    case .articles:
      for (part, frame) in [(Part.tabStrip, articlesLayout.strip), (.articlePages, articlesLayout.pages)]
      where frame.contains(point) {
        parts = [part]
        origins[part] = frame.origin
      }
    case .archive:
      if archiveLayout.list.contains(point) {
        parts = [.archiveList]
        origins[.archiveList] = archiveLayout.list.origin
      } else {
        archiveHeaderPress = point
        return
      }
    }
    arbiter.begin(with: parts)
  }

  private mutating func deliver(
    _ event: DragEvent, to part: Part, _ context: Context, into reported: inout [AppAction]
  ) -> GestureResponse {
    let origin = origins[part] ?? .zero
    let local = DragEvent(
      phase: event.phase, location: CGPoint(x: event.location.x - origin.x, y: event.location.y - origin.y),
      time: event.time)
    if event.phase == .ended { lastRelease[part] = local.location }
    switch part {
    case .page:
      let change = page.handle(local)
      if case .tapped(let point) = change { tapOnPage(at: point, context.feeds, into: &reported) }
      return page.response
    case .banners: return banners.handle(local)
    case .featured: return featured.handle(local)
    case .news: return news.handle(local)
    case .stack: return stack.handle(local)
    case .detail: return detail.handle(local)
    case .pager: return pager.handle(local)
    case .rows: return rows.handle(local)
    case .singleRow: return singleRow.handle(local)
    // The tabbed pager has no host to mirror it: its two surfaces are mirrored here, as drawn.
    case .tabStrip: return articles.handleStrip(articleSample(local, width: articlesLayout.strip.width))
    case .articlePages: return articles.handlePages(articleSample(local, width: articlesLayout.pages.width))
    case .archiveList:
      if case .tapped(let point) = archiveList.handle(local) {
        tapOnArchiveList(at: point, context.archive, into: &reported)
      }
      return archiveList.response
    }
  }

  /// A tap on the Archive list: the ♥ of a row toggles it; anywhere else in a row the keyword field
  /// lets the keyboard go.
  private func tapOnArchiveList(at point: CGPoint, _ archive: ArchiveState, into reported: inout [AppAction]) {
    let contentPoint = CGPoint(x: point.x, y: point.y + archiveOffset)
    let index = Int((contentPoint.y / ArchiveLayout.rowHeight).rounded(.down))
    if archive.isEditing { reported.append(.archive(.endEditing)) }
    guard contentPoint.y >= 0, let position = archiveResults[safe: index],
      let item = archiveSearch.items[safe: position]
    else { return }
    if ArchiveLayout.heartFrame(in: archiveLayout.rowFrame(at: index)).contains(contentPoint) {
      reported.append(.archive(.toggleFavorite(id: item.id)))
    } else {
      reported.append(.tapped(nil, id: item.id))
      reported.append(.archive(.selectItem(id: item.id)))
    }
  }

  /// ↑ and ↓ on the Archive: the next or previous row of the results is selected (the first, if none
  /// is) and scrolled into view.
  private mutating func moveArchiveSelection(
    by step: Int, _ archive: ArchiveState, time: TimeInterval, into reported: inout [AppAction]
  ) {
    guard !archiveResults.isEmpty else { return }
    let ids = archiveResults.compactMap { archiveSearch.items[safe: $0]?.id }
    let current = archive.selectedID.flatMap { ids.firstIndex(of: $0) }
    let row = current.map { min(max($0 + step, 0), ids.count - 1) } ?? 0
    reported.append(.archive(.selectItem(id: ids[row])))
    let frame = archiveLayout.rowFrame(at: row)
    if frame.minY < archiveOffset {
      archiveList.physics.scroll(to: frame.minY, animation: .snap, at: time)
    } else if frame.maxY > archiveOffset + archiveLayout.list.height {
      archiveList.physics.scroll(to: frame.maxY - archiveLayout.list.height, animation: .snap, at: time)
    }
  }

  /// F or Space: on the Archive, the selected row's ♥ toggles (if it is among the results).
  func markSelected(_ context: Context) -> [AppAction] {
    guard context.screen == .archive, let id = context.archive.selectedID,
      archiveResults.contains(where: { archiveSearch.items[safe: $0]?.id == id })
    else { return [] }
    return [.archive(.toggleFavorite(id: id))]
  }

  /// A touch on the Archive screen's header: released near where it went down, it taps the field, a
  /// chip or "clear conditions"; anywhere else it ends the field's editing.
  private mutating func handleArchiveHeader(
    _ event: DragEvent, _ context: Context, into reported: inout [AppAction]
  ) {
    let archive = context.archive
    guard event.phase == .ended, let press = archiveHeaderPress else {
      if event.phase == .cancelled { archiveHeaderPress = nil }
      return
    }
    archiveHeaderPress = nil
    let point = event.location
    guard abs(point.x - press.x) < 20, abs(point.y - press.y) < 20 else { return }
    if archiveLayout.field.contains(point) {
      if !archive.isEditing { reported.append(.archive(.beginEditing)) }
      return
    }
    if archive.isEditing { reported.append(.archive(.endEditing)) }
    if let chip = archiveLayout.chips.firstIndex(where: { $0.contains(point) }),
      let category = archiveSearch.categories[safe: chip]
    {
      reported.append(.archive(.toggleCategory(category)))
    } else if archive.hasConditions, archiveLayout.clearButton.contains(point) {
      reported.append(.archive(.clearConditions))
    }
  }

  /// A tap on Home's page outside the carousels: the grid and the masonry report their items.
  private mutating func tapOnPage(at point: CGPoint, _ feeds: FeedBundle, into reported: inout [AppAction]) {
    let contentPoint = CGPoint(x: point.x, y: point.y + pageOffset)
    let gridPoint = CGPoint(x: contentPoint.x, y: contentPoint.y - home.trends.frame.minY)
    if let index = home.grid.indices(in: CGRect(origin: gridPoint, size: CGSize(width: 0.5, height: 0.5))).first,
      feeds.trendArticles.indices.contains(index)
    {
      reported.append(.tapped(nil, id: feeds.trendArticles[index].id))
      tappedCard = DetailRef(.trend, id: feeds.trendArticles[index].id)
    }
    let masonryPoint = CGPoint(x: contentPoint.x, y: contentPoint.y - home.pickups.frame.minY)
    if let index = home.masonry.items(in: CGRect(origin: masonryPoint, size: CGSize(width: 0.5, height: 0.5))).first,
      feeds.pickupPhotos.indices.contains(index)
    {
      reported.append(.tapped(nil, id: feeds.pickupPhotos[index].id))
      tappedCard = DetailRef(.pickup, id: feeds.pickupPhotos[index].id)
    }
  }

  /// A tap on a row's page dots turns the row to the tapped dot's page; a press that moves away
  /// (more than 20 points) does nothing.
  private mutating func handleDots(_ event: DragEvent) {
    guard event.phase == .ended, let press = dotsPress else {
      if event.phase == .cancelled { dotsPress = nil }
      return
    }
    dotsPress = nil
    guard hypot(event.location.x - press.point.x, event.location.y - press.point.y) < 20,
      let page = pageDots(for: press.part)?.page(at: press.point)
    else { return }
    switch press.part {
    case .rows: rows.setIndex(page, animation: .default, time: event.time)
    case .singleRow: singleRow.setIndex(page, animation: .default, time: event.time)
    default: break
    }
  }

  /// The page dots under the Rows screen's three-row carousel, 16 points below it.
  public var rowsPageDots: PageDots {
    PageDots(for: rows.component, center: CGPoint(x: size.width / 2, y: rowsFrame.maxY + 16), direction: direction)
  }

  /// The page dots under the Rows screen's single-row carousel, 16 points below it.
  public var singleRowPageDots: PageDots {
    PageDots(
      for: singleRow.component, center: CGPoint(x: size.width / 2, y: singleRowFrame.maxY + 16), direction: direction)
  }

  /// The page dots under a paged row of the Rows screen; nil for other parts.
  private func pageDots(for part: Part) -> PageDots? {
    switch part {
    case .rows: rowsPageDots
    case .singleRow: singleRowPageDots
    default: nil
    }
  }

  private mutating func handleTabBar(_ event: DragEvent, into reported: inout [AppAction]) {
    guard event.phase == .ended, let press = tabBarPress else {
      if event.phase == .cancelled { tabBarPress = nil }
      return
    }
    tabBarPress = nil
    guard abs(event.location.x - press.x) < 20, event.location.y >= contentSize.height else { return }
    if let screen = tabBarSlots.screen(atX: event.location.x) { reported.append(.select(screen)) }
  }

  /// How far one line of a wheel scrolls, in points: what a notch moves Home's page and the Archive's
  /// list, and what a trackpad's fractional lines are multiplied by.
  static let wheelLine: CGFloat = 48

  /// A wheel or trackpad scroll of `dx`, `dy` lines at `point` (SDL's signs: `dy` positive away from
  /// the user). The carousel under the pointer takes it first, through the engine
  /// (``ComponentHost/scrollWheel(_:animation:)``): a whole number of lines is a mouse wheel's notch
  /// and steps one item; fractions are a trackpad's continuous scroll, which the carousel follows and
  /// snaps as after a drag. What the carousel passes on (a vertical scroll) scrolls Home's page or
  /// the Archive's list.
  mutating func wheel(dx: CGFloat, dy: CGFloat, at point: CGPoint, time: TimeInterval, on screen: Screen) {
    // An open detail covers the screen: nothing under it scrolls.
    guard dx.isFinite, dy.isFinite, !detail.isPresented else { return }
    let isNotch = dx == dx.rounded() && dy == dy.rounded()
    let event = ScrollWheelEvent(
      delta: CGSize(width: dx * Self.wheelLine, height: -dy * Self.wheelLine), location: point, time: time,
      phase: isNotch ? .notch : .unphased)
    if scrollWheel(part(at: point, on: screen), event) { return }
    if screen == .home, dy != 0 {
      page.physics.scroll(to: pageTarget - dy * Self.wheelLine, animation: .snap, at: time)
    } else if screen == .archive, dy != 0 {
      archiveList.physics.scroll(to: archiveOffset - dy * Self.wheelLine, animation: .snap, at: time)
    }
  }

  /// Hands `event` to the part's carousel, in that carousel's own coordinates.
  /// - Returns: whether the carousel took it.
  private mutating func scrollWheel(_ part: Part?, _ event: ScrollWheelEvent) -> Bool {
    switch part {
    case .banners: return scrollWheel(&banners, event, from: home.banners.frame.offsetBy(dx: 0, dy: -pageOffset))
    case .featured: return scrollWheel(&featured, event, from: home.featured.frame.offsetBy(dx: 0, dy: -pageOffset))
    case .news: return scrollWheel(&news, event, from: home.news.frame.offsetBy(dx: 0, dy: -pageOffset))
    case .stack: return scrollWheel(&stack, event, from: stackFrame)
    case .pager: return scrollWheel(&pager, event, from: CGRect(origin: .zero, size: contentSize))
    case .rows: return scrollWheel(&rows, event, from: rowsFrame, animation: .default)
    case .singleRow: return scrollWheel(&singleRow, event, from: singleRowFrame, animation: .default)
    case .tabStrip, .articlePages:
      // The tabbed pager is driven directly, not through a host: a notch along it turns a page; a
      // trackpad's scroll, a stream of small events, is not followed there yet.
      guard event.phase == .notch, abs(event.delta.width) > abs(event.delta.height), event.delta.width != 0 else {
        return false
      }
      // Right to left, a notch bringing content at the right into view goes back.
      let forward = (event.delta.width > 0) == (direction == .leftToRight)
      articles.step(by: forward ? 1 : -1, animation: .snap, time: event.time)
      return true
    case .page, .archiveList, .detail, nil: return false
    }
  }

  private func scrollWheel<C: InteractiveComponent>(
    _ host: inout ComponentHost<C, Int>, _ event: ScrollWheelEvent, from frame: CGRect,
    animation: AnimationCurve = .snap
  ) -> Bool {
    var local = event
    local.location = CGPoint(x: event.location.x - frame.minX, y: event.location.y - frame.minY)
    return host.scrollWheel(local, animation: animation)
  }

  /// A key: the screen's main carousel takes it first, through the engine
  /// (``ComponentHost/press(_:animation:time:)``: arrows along it step, Page Up/Down by what it
  /// shows, Home and End to its ends) — on Home only ← and →, which turn the ring. What it passes on
  /// scrolls Home's page (↑ ↓ by 120 points, Page Up/Down by a screen less 40 points, Home and End
  /// to the top and bottom) or moves the Archive's selection.
  /// - Returns: what it did that the rest of the state must hear (the Archive's selection).
  mutating func press(_ key: NavigationKey, time: TimeInterval, _ context: Context) -> [AppAction] {
    let screen = context.screen
    // An open detail covers the screen: nothing under it moves.
    guard !detail.isPresented else { return [] }
    if press(key, on: screen, time: time) { return [] }
    var reported: [AppAction] = []
    switch (screen, key) {
    case (.home, .up), (.home, .down):
      page.physics.scroll(to: pageTarget + (key == .up ? -120 : 120), animation: .snap, at: time)
    case (.home, .pageUp), (.home, .pageDown):
      let screenful = max(contentSize.height - 40, 40)
      page.physics.scroll(to: pageTarget + (key == .pageUp ? -screenful : screenful), animation: .snap, at: time)
    case (.home, .home): page.physics.scroll(to: 0, animation: .snap, at: time)
    case (.home, .end): page.physics.scroll(to: home.contentHeight, animation: .snap, at: time)
    case (.archive, .up), (.archive, .down):
      moveArchiveSelection(by: key == .up ? -1 : 1, context.archive, time: time, into: &reported)
    default: break
    }
    return reported
  }

  /// Where Home's page is going: quick presses and notches add up from the last one's target.
  private var pageTarget: CGFloat { page.physics.restingOffset ?? pageOffset }

  /// Hands `key` to the screen's main carousel.
  /// - Returns: whether it took it.
  private mutating func press(_ key: NavigationKey, on screen: Screen, time: TimeInterval) -> Bool {
    switch screen {
    // Home is a vertical page: the ring takes ← and →, the page every other key.
    case .home: return (key == .left || key == .right) && banners.press(key, animation: .snap, time: time)
    case .favorites: return stack.press(key, animation: .snap, time: time)
    case .pager: return pager.press(key, animation: .snap, time: time)
    case .rows: return rows.press(key, animation: .default, time: time)
    case .articles:
      // The tabbed pager is driven directly: arrows along it and Page Up/Down turn a page.
      switch key.command(along: .horizontal, direction: direction) {
      case .step(let pages), .page(let pages):
        articles.step(by: pages, animation: .snap, time: time)
        return true
      case .first, .last, nil: return false
      }
    case .guideBoard, .archive: return false
    }
  }

  private func part(at point: CGPoint, on screen: Screen) -> Part? {
    switch screen {
    case .home:
      let top = -pageOffset
      if home.banners.frame.offsetBy(dx: 0, dy: top).contains(point) { return .banners }
      if home.featured.frame.offsetBy(dx: 0, dy: top).contains(point) { return .featured }
      if home.news.frame.offsetBy(dx: 0, dy: top).contains(point) { return .news }
      return nil
    case .favorites: return .stack
    case .pager: return .pager
    case .rows: return singleRowFrame.contains(point) ? .singleRow : .rows
    case .guideBoard: return nil
    case .articles: return articlesLayout.strip.contains(point) ? .tabStrip : .articlePages
    case .archive: return nil
    }
  }

  // MARK: - Time

  /// Moves every component to `time`.
  /// - Returns: what happened that the rest of the state must hear: taps, favourites marked, a detail
  ///   opened or closed.
  mutating func advance(to time: TimeInterval, _ context: Context, text: TextMeasurer) -> [AppAction] {
    if time.isFinite { clock = max(clock, time) }
    let feeds = context.feeds
    var actions: [AppAction] = []
    page.physics.advance(to: time)
    archiveList.physics.advance(to: time)
    actions += Self.report(banners.advance(to: time), as: .banners, ids: feeds.campaignBanners.map(\.id))
    actions += Self.report(featured.advance(to: time), as: .featured, ids: feeds.featuredTopics.map(\.id))
    actions += Self.report(news.advance(to: time), as: .news) { newsItemID(tappedSection: $0, feeds) }
    for event in stack.advance(to: time).events {
      if let index = event.tappedIndex, let scene = feeds.favoriteScenes[safe: index] {
        // The heart in the card's lower leading corner marks it; anywhere else opens its detail.
        let card = stack.placements().first { $0.index == index }?.frame ?? .zero
        if let point = lastRelease[.stack], CardGeometry.favoriteHeartArea(in: card).contains(point) {
          actions.append(.toggleFavorite(id: scene.id))
        } else {
          actions.append(.tapped(.favorites, id: scene.id))
        }
      }
    }
    _ = pager.advance(to: time)
    actions += Self.report(rows.advance(to: time), as: .rows, ids: feeds.recentNews.map(\.id))
    actions += Self.report(singleRow.advance(to: time), as: .singleRow, ids: Array(1...Self.singleRowCount))
    for event in articles.advance(to: time) {
      switch event {
      case .pageTapped(let page):
        if let id = articleID(tappedOnPage: page, feeds) { actions.append(.tapped(.articles, id: id)) }
      case .selected, .paged, .tabTapped, .settled: break
      }
    }
    actions += advanceDetail(to: time, opening: actions, context, text: text)
    return actions
  }

  // MARK: - Detail

  /// Opens the detail of the card tapped in `actions` (or on Home's page), flies a closing detail
  /// after its card, and reports the detail's news as actions.
  private mutating func advanceDetail(
    to time: TimeInterval, opening actions: [AppAction], _ context: Context, text: TextMeasurer
  ) -> [AppAction] {
    var reported: [AppAction] = []
    for case .tapped(let carousel?, let id) in actions {
      if let source = Self.detailSource(of: carousel) { tappedCard = DetailRef(source, id: id) }
    }
    if let ref = tappedCard, !detail.isPresented, openDetail(ref, context, time: time, text: text) {
      reported.append(.detailOpened(ref))
    }
    tappedCard = nil
    if detail.transition.phase == .closing, let ref = detailRef {
      detail.updateCard(cardAppearance(for: ref, context.feeds, on: context.screen) ?? detailCard)
    }
    for event in detail.advance(to: time) {
      switch event {
      case .dismissRequested:
        closeDetail(time: time, context)
      case .tapped(let point) where DetailLayout.backButton.insetBy(dx: -8, dy: -8).contains(point):
        closeDetail(time: time, context)
      case .closed:
        detailRef = nil
        detailLayout = nil
        reported.append(.detailClosed)
      case .opened, .headerBarChanged, .tapped: break
      }
    }
    return reported
  }

  /// The kind of detail a carousel's cards open; nil for the single-row example's numbered boxes.
  private static func detailSource(of carousel: Carousel) -> DetailSource? {
    switch carousel {
    case .banners: .banner
    case .featured: .featured
    case .news, .rows: .news
    case .favorites: .favorite
    case .articles: .article
    case .singleRow: nil
    }
  }

  /// Opens `ref`'s detail from its card. Returns false when the item or its card cannot be found.
  private mutating func openDetail(
    _ ref: DetailRef, _ context: Context, time: TimeInterval, text: TextMeasurer
  ) -> Bool {
    guard let content = context.feeds.detail(for: ref),
      let card = cardAppearance(for: ref, context.feeds, on: context.screen)
    else { return false }
    let layout = preparedLayout(for: ref) ?? DetailLayout(content: content, size: contentSize, text: text)
    preparedDetail = nil
    detail = DetailPresentation(
      screen: DetailScreen(headerHeight: layout.headerHeight, stickyLimit: layout.stickyLimit))
    detail.open(
      from: card, in: CGRect(origin: .zero, size: contentSize), contentHeight: layout.contentHeight, time: time)
    detailRef = ref
    detailLayout = layout
    detailCard = card
    return true
  }

  /// Lays out `ref`'s detail for the current size now, for the tap that may open it: measuring its
  /// text takes milliseconds the opening frame should not spend. Only the latest is kept; an item
  /// the feeds do not have, or one already prepared, changes nothing.
  mutating func prepareDetail(_ ref: DetailRef, _ feeds: FeedBundle, text: TextMeasurer) {
    guard preparedLayout(for: ref) == nil, let content = feeds.detail(for: ref) else { return }
    preparedDetail = PreparedDetail(
      ref: ref, size: contentSize, layout: DetailLayout(content: content, size: contentSize, text: text))
  }

  /// `ref`'s detail as ``prepareDetail(_:_:text:)`` laid it out, if that was for the current size.
  public func preparedLayout(for ref: DetailRef) -> DetailLayout? {
    guard let preparedDetail, preparedDetail.ref == ref, preparedDetail.size == contentSize else { return nil }
    return preparedDetail.layout
  }

  /// The card of `screen` under `point` (screen points) whose detail a tap there would open, if
  /// any: the front one where cards overlap. A guess for laying the detail out while the finger is
  /// still down; the tap itself is decided by the carousels.
  ///
  /// - Complexity: O(*n*) placements computed for the *n* items `screen` can show.
  public func detailRef(at point: CGPoint, _ feeds: FeedBundle, on screen: Screen) -> DetailRef? {
    guard !detail.isPresented, point.x.isFinite, point.y.isFinite else { return nil }
    // Where cards overlap — the ring, the pile — the engine's hit test names the front one.
    switch screen {
    case .home:
      let ringPoint = CGPoint(x: point.x - home.banners.frame.minX, y: point.y - home.banners.frame.minY + pageOffset)
      if let banner = banners.placements().hitTest(ringPoint).flatMap({ feeds.campaignBanners[safe: $0] }) {
        return DetailRef(.banner, id: banner.id)
      }
    case .favorites:
      let pilePoint = CGPoint(x: point.x - stackFrame.minX, y: point.y - stackFrame.minY)
      return stack.placements().hitTest(pilePoint).flatMap { feeds.favoriteScenes[safe: $0] }
        .map { DetailRef(.favorite, id: $0.id) }
    default:
      break
    }
    let candidates: [DetailRef] =
      switch screen {
      case .home:
        feeds.featuredTopics.map { DetailRef(.featured, id: $0.id) }
          + feeds.recentNews.map { DetailRef(.news, id: $0.id) }
          + feeds.trendArticles.map { DetailRef(.trend, id: $0.id) }
          + feeds.pickupPhotos.map { DetailRef(.pickup, id: $0.id) }
      case .rows: feeds.recentNews.map { DetailRef(.news, id: $0.id) }
      case .articles: feeds.articles.map { DetailRef(.article, id: $0.id) }
      case .favorites, .pager, .guideBoard, .archive: []
      }
    return candidates.last { cardAppearance(for: $0, feeds, on: screen)?.frame.contains(point) == true }
  }

  /// Closes the detail onto its card, where the card is now, with the same transition a pull ends
  /// in: what Escape and the back button do.
  /// - Returns: false when no detail was open (Escape then quits).
  @discardableResult
  mutating func closeDetail(time: TimeInterval, _ context: Context) -> Bool {
    guard detail.isPresented, let ref = detailRef else { return false }
    if detail.transition.phase == .open || detail.transition.phase == .opening {
      detail.close(to: cardAppearance(for: ref, context.feeds, on: context.screen) ?? detailCard, time: time)
    }
    return true
  }

  /// The card showing `ref` of `feeds` on `screen` (the one shown) as drawn now, in screen points, or
  /// nil when it is not on screen.
  public func cardAppearance(for ref: DetailRef, _ feeds: FeedBundle, on screen: Screen) -> CardAppearance? {
    let top = -pageOffset
    func onHome(_ section: HomeLayout.Section, _ frame: CGRect?) -> CGRect? {
      frame.map { $0.offsetBy(dx: section.frame.minX, dy: section.frame.minY + top) }
    }
    func placed(_ placements: [ItemPlacement], index: Int?) -> CGRect? {
      placements.first(where: { $0.index == index })?.scaledFrame
    }
    let frame: CGRect?
    let radius: CGFloat
    switch (ref.source, screen) {
    case (.banner, .home):
      frame = onHome(
        home.banners, placed(banners.placements(), index: feeds.campaignBanners.firstIndex { $0.id == ref.id }))
      radius = 12
    case (.featured, .home):
      frame = onHome(
        home.featured, placed(featured.placements(), index: feeds.featuredTopics.firstIndex { $0.id == ref.id }))
      radius = 8
    case (.news, .home):
      let index = feeds.recentNews.firstIndex { $0.id == ref.id }
      let section = placed(news.placements(), index: index.map { $0 / 3 })
      let rows = index.map { feeds.recentNews.chunked(into: 3)[$0 / 3].count } ?? 0
      frame = onHome(
        home.news, section.flatMap { CardGeometry.newsRowFrames(in: $0, count: rows)[safe: (index ?? 0) % 3] })
      radius = 8
    case (.news, .rows):
      frame = placed(rows.placements(), index: feeds.recentNews.firstIndex { $0.id == ref.id })
        .map { $0.offsetBy(dx: rowsFrame.minX, dy: rowsFrame.minY) }
      radius = 10
    case (.trend, .home):
      frame = onHome(home.trends, feeds.trendArticles.firstIndex { $0.id == ref.id }.flatMap(home.grid.frame(at:)))
      radius = 8
    case (.pickup, .home):
      frame = onHome(home.pickups, feeds.pickupPhotos.firstIndex { $0.id == ref.id }.flatMap(home.masonry.frame(at:)))
      radius = 4
    case (.favorite, .favorites):
      frame = placed(stack.placements(), index: feeds.favoriteScenes.firstIndex { $0.id == ref.id })
        .map { $0.offsetBy(dx: stackFrame.minX, dy: stackFrame.minY) }
      radius = 12
    case (.article, .articles):
      frame = articleCardFrame(id: ref.id, feeds)
      radius = 8
    default:
      frame = nil
      radius = 0
    }
    guard let frame, frame.intersects(CGRect(origin: .zero, size: contentSize)) else { return nil }
    return CardAppearance(frame: frame, cornerRadius: radius, backdropOpacity: 0)
  }

  /// Article `id`'s card on the page showing its category, in screen points, if that page is shown.
  private func articleCardFrame(id: Int, _ feeds: FeedBundle) -> CGRect? {
    guard let article = feeds.articles.first(where: { $0.id == id }),
      let category = feeds.articleCategories.firstIndex(of: article.category),
      let index = feeds.articles(in: article.category).firstIndex(where: { $0.id == id }),
      let card = articlesLayout.grid.frame(at: index),
      let page = articlePagePlacements().first(where: { articles.tab(forPage: $0.index) == category })
    else { return nil }
    return card.offsetBy(
      dx: articlesLayout.pages.minX + page.frame.minX, dy: articlesLayout.pages.minY + page.frame.minY)
  }

  /// The article under the last release on page `page`, if any.
  private func articleID(tappedOnPage page: Int, _ feeds: FeedBundle) -> Int? {
    guard let point = lastRelease[.articlePages],
      let category = feeds.articleCategories[safe: articles.tab(forPage: page)],
      let index = articlesLayout.grid.indices(in: CGRect(origin: point, size: CGSize(width: 0.5, height: 0.5))).first
    else { return nil }
    return feeds.articles(in: category)[safe: index]?.id
  }

  /// The news item a tap on section `section` named: the item of the row under the finger (a section
  /// holds three), or the section's first item when the tap fell between rows.
  private func newsItemID(tappedSection section: Int, _ feeds: FeedBundle) -> Int? {
    guard let items = feeds.recentNews.chunked(into: 3)[safe: section] else { return nil }
    let card = news.placements().first { $0.index == section }?.frame
    let row = card.flatMap { frame in
      lastRelease[.news].flatMap { point in
        CardGeometry.newsRowFrames(in: frame, count: items.count).firstIndex { $0.contains(point) }
      }
    }
    return items[safe: row ?? 0]?.id
  }

  /// What one host's update tells the rest of the state: its taps, as `.tapped` with the item's ID
  /// (or its index when `ids` does not name it). Where it rests the host itself keeps.
  private static func report<Component>(
    _ update: ComponentHost<Component, Int>.Update, as carousel: Carousel, ids: [Int]
  ) -> [AppAction] {
    report(update, as: carousel) { ids[safe: $0] ?? $0 }
  }

  /// What one host's update tells the rest of the state: its taps, as `.tapped` with the ID
  /// `tappedID` gives for the tapped index (none: the tap is dropped).
  private static func report<Component>(
    _ update: ComponentHost<Component, Int>.Update, as carousel: Carousel, tappedID: (Int) -> Int?
  ) -> [AppAction] {
    update.events.compactMap { event in
      if let index = event.tappedIndex, let id = tappedID(index) { return .tapped(carousel, id: id) }
      return nil
    }
  }
}

extension Array {
  /// The element at `index`, or nil when `index` is out of range.
  package subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
