import AppModel
import CarouselCore
import Foundation
import GalleryModel

/// Draws the Gallery: a function of the store's state and the scene's placements. Cards are drawn once
/// into cached images and composited with each frame's scale, rotation and opacity.
public final class GalleryRenderer {
  public let cache: CardCache
  public let cards: Cards
  /// The Gallery's own words, in the language chosen.
  public let text: GalleryText
  /// The keyword the Archive rows in the cache highlight.
  var drawnArchiveKeyword = ""

  /// A renderer for a canvas of `scale` pixels per point, with photos from `images`, dates in
  /// `timeZone` (UTC for tests and reference renders) and its own words in `language` (Japanese
  /// unless asked otherwise).
  public init(
    scale: Double, images: ImageSource = ImageSource(), timeZone: TimeZone = .current,
    language: GalleryLanguage = .japanese
  ) {
    cache = CardCache(scale: scale, images: images)
    text = GalleryText(language)
    cards = Cards(images: images, timeZone: timeZone, text: text)
  }

  /// Where photos come from.
  public var images: ImageSource { cards.images }

  /// Draws the shown screen and the tab bar: a function of `state` alone (its scene says where every
  /// card is).
  public func render(state: AppState, on canvas: Canvas) {
    let scene = state.scene
    let content = CGRect(origin: .zero, size: scene.contentSize)
    let detail = presentedDetail(state)
    let look = scene.detail.presentation.appearance
    // An open detail that fills the screen hides it: nothing under it is drawn, the dimming included.
    // One that does not hides what its opaque page surely covers: only the rest is drawn.
    let detailFills = detail != nil && Self.fillsContent(look, content, scale: canvas.scale)
    let covered = detail.map { Self.coveredByDetail(look, layout: $0.layout, in: content, scale: canvas.scale) } ?? []
    canvas.withSavedState {
      if !covered.isEmpty { canvas.clip(toPixelAligned: CGRect(origin: .zero, size: canvas.size).subtracting(covered)) }
      if detailFills {
        canvas.clear(.background)
        return
      }
      if detail != nil, keepsScreenUnderDetail,
        let screen = backdrop.screen(for: state, size: canvas.size, scale: canvas.scale, cache: cache)
      {
        canvas.copy(screen, at: .zero)
      } else {
        drawScreen(state, on: canvas)
      }
      canvas.clip(content)
      if detail != nil { canvas.fill(content, color: Color.black.opacity(0.45 * look.backdropOpacity)) }
    }
    canvas.withSavedState {
      canvas.clip(content)
      if let detail { drawDetail(detail, scene, canvas, fillingContent: detailFills) }
      drawLoadStatus(state, canvas)
    }
    drawTabBar(selected: state.selectedScreen, scene: scene, canvas: canvas)
  }

  /// Whether frames under a presented detail copy the screen as a gap drew it
  /// (``prepareScreenUnderDetail(for:)``, ``ScreenBackdrop``) rather than draw it again. Only for a
  /// renderer drawing one app's frames in order, as a window does (see ``ScreenBackdrop``); off by
  /// default, so that a render is a function of the state alone.
  public var keepsScreenUnderDetail = false

  /// Draws the screen `state` shows for the frames of a detail over it to copy, with
  /// ``keepsScreenUnderDetail``, when the screen is at rest and the frames have no copy of it as it
  /// is: for a gap between frames while a detail is presented or about to be (at 1280 × 900 points,
  /// scale 2, Home takes 4–6 ms; a frame's copy ~1). Says whether it drew.
  @discardableResult
  public func prepareScreenUnderDetail(for state: AppState) -> Bool {
    guard keepsScreenUnderDetail else { return false }
    return backdrop.draw(state, size: state.scene.size, scale: cache.scale, cache: cache) { drawScreen(state, on: $0) }
  }

  /// The screen under a presented detail, with ``keepsScreenUnderDetail``.
  let backdrop = ScreenBackdrop()

  /// The screen `state` shows, whole, on `canvas` (its tab bar's strip left in the background).
  private func drawScreen(_ state: AppState, on canvas: Canvas) {
    let scene = state.scene
    canvas.withSavedState {
      canvas.clear(.background)
      canvas.clip(CGRect(origin: .zero, size: scene.contentSize))
      switch state.selectedScreen {
      case .home: drawHome(state, scene, canvas)
      case .favorites: drawFavorites(state, scene, canvas)
      case .pager: drawPager(scene, canvas)
      case .rows: drawRows(state, scene, canvas)
      case .guideBoard: drawGuideBoard(scene, canvas)
      case .articles: drawArticles(state, scene, canvas)
      case .archive: drawArchive(state, scene, canvas)
      }
    }
  }

  /// Where the status banner sits when `state` has something to say (loading, failed feeds): across
  /// the top of the content, under a phone's status area. A tap there retries.
  public static func loadStatusFrame(for state: AppState) -> CGRect? {
    guard state.data.loadStatusMessage != nil else { return nil }
    return CGRect(x: 8, y: 8, width: max(0, state.scene.size.width - 16), height: 36)
  }

  /// What the status banner says, in the Gallery's language, or nil when there is nothing to say (as
  /// ``DataState/loadStatusMessage`` has it): loading, or which feeds failed and how to try again —
  /// the hint first, as a narrow window cuts the end of the line. A feed's name and the reason it
  /// failed are the data's own words.
  func loadStatusMessage(_ data: DataState) -> String? {
    switch data.loadState {
    case .loading: return text("status.loading")
    case .idle: return nil
    case .loaded, .failed:
      let failed = data.failedFeeds
      guard let first = failed.first else { return nil }
      if failed.count > 1, failed.allSatisfy({ $0.reason == first.reason }) {
        return text("status.allFailed", "\(failed.count)", first.reason)
      }
      let more = failed.count > 1 ? text("status.more", "\(failed.count - 1)") : ""
      return text("status.failed", first.feed, first.reason) + more
    }
  }

  /// The banner: dark while loading, red when a feed failed.
  private func drawLoadStatus(_ state: AppState, _ canvas: Canvas) {
    guard let message = loadStatusMessage(state.data), let frame = Self.loadStatusFrame(for: state) else { return }
    let failed = state.data.loadState != .loading
    canvas.fill(frame, radius: 10, color: failed ? Color(hex: 0xC62828).opacity(0.94) : Color.black.opacity(0.75))
    _ = canvas.drawText(
      message, in: frame.insetBy(dx: 12, dy: 9),
      style: TextStyle(size: 13, bold: true, color: .white, maxLines: 1))
  }

  /// A section heading in its line (``SectionRhythm``), set once into a cached image: 20-point bold,
  /// from the line's leading end in the layout direction.
  private func heading(_ text: String, in line: CGRect, direction: ReadingDirection, canvas: Canvas) {
    // The image is a little taller than the line: Noto Sans CJK's 20-point line is 29 points.
    let size = CGSize(width: line.width, height: line.height + 6)
    let variant = direction == .rightToLeft ? 1 : 0
    let image = cache.card("heading:\(text)", id: 0, size: size, variant: variant) { canvas, rect in
      canvas.drawText(
        text, in: rect.offsetBy(dx: 0, dy: 2),
        style: TextStyle(size: 20, bold: true, alignment: direction.startAlignment))
    }
    canvas.draw(
      image,
      placement: ItemPlacement(index: 0, frame: CGRect(origin: CGPoint(x: line.minX, y: line.minY - 3), size: size)))
  }

  /// Draws every card and heading the screens can show into the cache, so that no frame pays for
  /// setting text while the user drags (the first sight of a card would otherwise cost 5–10 ms): every
  /// step of ``prewarmSteps(state:)`` at once.
  public func prewarm(state: AppState) {
    for step in prewarmSteps(state: state) { step() }
    while cache.drawNextWarmCard() {}
  }

  /// The work of ``prewarm(state:)`` in steps, in the order a frame would otherwise pay most for it: the
  /// selected screen, then each other screen as it opens, then each Articles category's page as far
  /// as it was scrolled and every row of the Archive's list, then Home's cards (its ring, rows and
  /// grids whole, below the fold included). A tab switch, a swipe between Articles' categories or a
  /// keyword in the Archive shows a whole page in one frame, where a scroll brings a card or a row at
  /// a time: with the other screens last, the first frame of a screen opened half a second after
  /// launch drew its cards itself (13.6 ms for the guide board, 18.5 the rows, 26.5 the Archive at
  /// 390 × 844, scale 2), and 10–11, 12–14 and 16–18 ms with them first. A step only asks for its
  /// cards, through ``CardCache/warmingUp(_:)``; ``CardCache/drawNextWarmCard()`` draws them a card
  /// at a time (1–10 ms each). The window draws the first step's cards before its first frame and the
  /// rest between frames.
  public func prewarmSteps(state: AppState) -> [() -> Void] {
    let cache = cache
    func screen(_ screen: Screen) -> () -> Void {
      { [weak self] in
        guard let self else { return }
        cache.warmingUp { self.askForScreen(screen, state: state) }
      }
    }
    func card(_ draw: @escaping (GalleryRenderer) -> Void) -> () -> Void {
      { [weak self] in
        guard let self else { return }
        cache.warmingUp { draw(self) }
      }
    }
    let scene = state.scene
    let feeds = state.data.feeds
    let home = scene.home.layout
    var steps = [screen(state.selectedScreen)]
    steps += Screen.allCases.filter { $0 != state.selectedScreen }.map(screen)
    // A swipe on Articles brings a whole category's page at once, as a tab switch brings a screen.
    steps += feeds.articleCategories.indices.map { category in
      card { $0.askForArticlePage(category, state: state) }
    }
    // So does a keyword typed in the Archive: rows from anywhere in its list.
    steps.append(card { $0.askForArchiveRows(state: state) })
    let bannerSize = scene.home.banners.component.cardSize
    steps += feeds.campaignBanners.map { banner in card { _ = $0.bannerCard(banner, size: bannerSize) } }
    steps += feeds.featuredTopics.enumerated().map { index, topic in
      let size = scene.home.featured.component.itemSize(at: index)
      return card { _ = $0.featuredCard(topic, size: size) }
    }
    let newsSize = CGSize(width: scene.home.news.component.itemLength, height: CardGeometry.newsSectionHeight)
    steps += feeds.newsSections.enumerated().map { section, rows in
      card { _ = $0.newsCard(rows, section: section, size: newsSize) }
    }
    steps += feeds.trendArticles.enumerated().compactMap { index, article in
      home.grid.frame(at: index).map { frame in card { _ = $0.trendCard(article, size: frame.size) } }
    }
    steps += feeds.pickupPhotos.enumerated().compactMap { index, photo in
      home.masonry.frame(at: index).map { frame in card { _ = $0.pickupCard(photo, size: frame.size) } }
    }
    return steps
  }

  /// Asks for the cards `screen` shows in `state`, inside ``CardCache/warmingUp(_:)`` or
  /// ``CardCache/warmingUpFirst(_:)``: the screen drawn on a scratch canvas.
  private func askForScreen(_ screen: Screen, state: AppState) {
    var warm = state
    warm.selectedScreen = screen
    render(state: warm, on: warmUpScratch)
  }

  /// Puts the cards `screen` would show in `state` at the front of the warm-up's queue, as urgent
  /// (``CardCache/warmingUpFirst(_:)``): for a tab a finger is on, so that the gaps before the finger
  /// lifts draw the screen the tap opens, not the frame the tap is shown in.
  public func warmUpFirst(_ screen: Screen, state: AppState) {
    cache.warmingUpFirst { askForScreen(screen, state: state) }
  }

  // MARK: - Cached cards, one per kind and size

  private func bannerCard(_ banner: CampaignBanner, size: CGSize) -> Canvas {
    cache.card("banner", id: banner.id, size: size) { [cards] in cards.banner(banner, on: $0, in: $1) }
  }

  private func featuredCard(_ topic: FeaturedTopic, size: CGSize) -> Canvas {
    cache.card("featured", id: topic.id, size: size) { [cards] in cards.featured(topic, on: $0, in: $1) }
  }

  private func newsCard(_ rows: [RecentNews], section: Int, size: CGSize) -> Canvas {
    cache.card("news", id: section, size: size) { [cards] in cards.newsSection(rows, on: $0, in: $1) }
  }

  private func trendCard(_ article: TrendArticle, size: CGSize) -> Canvas {
    cache.card("trend", id: article.id, size: size) { [cards] in cards.trend(article, on: $0, in: $1) }
  }

  private func pickupCard(_ photo: PickupPhoto, size: CGSize) -> Canvas {
    cache.card("pickup", id: photo.id, size: size) { [cards] in cards.pickup(photo, on: $0, in: $1) }
  }

  /// Composites the cached card for each placement, offset by `origin`.
  private func composite(
    _ placements: [ItemPlacement], origin: CGPoint, on canvas: Canvas, card: (ItemPlacement) -> Canvas?
  ) {
    canvas.withSavedState {
      canvas.translate(origin.x, origin.y)
      for placement in placements {
        if let image = card(placement) { drawCard(image, placement: placement, on: canvas) }
      }
    }
  }

  /// Composites a cached card as `placement` has it, the cheaper way where it looks the same. Shrunk
  /// below half size, from its half-resolution copy (``halfResolution(of:)``) rather than through
  /// cairo's good filter, a separable convolution (~4 ms a frame for the back banner of Home's ring
  /// at 1280 × 900 points, scale 2): bilinear from the copy still reads every pixel that counts.
  /// Turned (a favourite swiped away, which is turned only while it moves), with the nearest pixel on
  /// a canvas of 2 pixels a point or more: pixman reads a turned image through its generic affine
  /// path, ~12 ns a pixel filtered and ~4 nearest (a half-resolution copy, filtered, was no faster).
  func drawCard(_ image: Canvas, placement: ItemPlacement, on canvas: Canvas) {
    if !placement.rotation.isIdentity {
      canvas.draw(image, placement: placement, quality: canvas.scale >= 2 ? .nearest : .good)
    } else if canvas.shrink(of: image, placement: placement) < 0.5 {
      canvas.draw(halfResolution(of: image), placement: placement)
    } else {
      canvas.draw(image, placement: placement)
    }
  }

  /// Half-resolution copies of the card images drawn through them last, the newest last.
  private var halfImages: [(source: Canvas, half: Canvas)] = []
  /// How many half-resolution copies are kept: Home's banner ring and a few more.
  static let halfImageLimit = 12

  /// `image` at half its resolution, each pixel the mean of four (a bilinear sample between them):
  /// made once per image and kept, for the last ``halfImageLimit`` images, while the image holds what
  /// it held (made again every time for a card mid-fade, whose image changes in place).
  func halfResolution(of image: Canvas) -> Canvas {
    if let kept = halfImages.firstIndex(where: { $0.source === image }) {
      if !cache.changesInPlace(image) { return halfImages[kept].half }
      halfImages.remove(at: kept)
    }
    let half = Canvas(size: image.size, scale: image.scale / 2)
    half.draw(image, placement: ItemPlacement(index: 0, frame: CGRect(origin: .zero, size: image.size)))
    halfImages.append((image, half))
    if halfImages.count > Self.halfImageLimit { halfImages.removeFirst() }
    halfImageCount += 1
    return half
  }

  /// How many half-resolution copies were made (a measure of their cache's misses).
  private(set) var halfImageCount = 0

  // MARK: - Home

  private func drawHome(_ state: AppState, _ scene: GalleryScene, _ canvas: Canvas) {
    let visible = CGRect(x: 0, y: scene.home.pageOffset, width: scene.size.width, height: scene.contentSize.height)
    drawHomeCards(showing: visible, state, scene, canvas)
    // The cards a scroll brings next, a window's height each way, drawn between frames before they
    // are needed and before the rest of the warm-up.
    cache.warmingUpSoon {
      drawHomeCards(showing: visible.insetBy(dx: 0, dy: -visible.height), state, scene, warmUpScratch)
    }
  }

  /// Home's headings and cards that `visible` (in the page's coordinates, the window's points) shows,
  /// drawn where they are in the window.
  private func drawHomeCards(showing visible: CGRect, _ state: AppState, _ scene: GalleryScene, _ canvas: Canvas) {
    let feeds = state.data.feeds
    let home = scene.home.layout
    let top = -scene.home.pageOffset
    func isVisible(_ section: HomeLayout.Section) -> Bool {
      visible.intersects(
        CGRect(
          x: 0, y: section.heading.minY, width: scene.size.width, height: section.frame.maxY - section.heading.minY))
    }
    func origin(_ section: HomeLayout.Section) -> CGPoint {
      CGPoint(x: section.frame.minX, y: section.frame.minY + top)
    }
    for section in [home.banners, home.featured, home.news, home.trends, home.pickups] where isVisible(section) {
      heading(
        text.heading(section.title), in: section.heading.offsetBy(dx: 0, dy: top), direction: scene.direction,
        canvas: canvas)
    }
    if isVisible(home.banners) {
      composite(scene.home.banners.placements(), origin: origin(home.banners), on: canvas) { placement in
        feeds.campaignBanners[safe: placement.index].map { bannerCard($0, size: placement.frame.size) }
      }
    }
    if isVisible(home.featured) {
      composite(scene.home.featured.placements(), origin: origin(home.featured), on: canvas) { placement in
        feeds.featuredTopics[safe: placement.index].map { featuredCard($0, size: placement.frame.size) }
      }
    }
    if isVisible(home.news) {
      let sections = feeds.newsSections
      composite(scene.home.news.placements(), origin: origin(home.news), on: canvas) { placement in
        sections[safe: placement.index].map { newsCard($0, section: placement.index, size: placement.frame.size) }
      }
    }
    /// The items of a section's layout visible on the page, placed in the section's coordinates.
    func visiblePlacements(
      _ section: HomeLayout.Section, indices: (CGRect) -> [Int], frame: (Int) -> CGRect?
    ) -> [ItemPlacement] {
      indices(visible.offsetBy(dx: 0, dy: -section.frame.minY)).compactMap { index in
        frame(index).map { ItemPlacement(index: index, frame: $0) }
      }
    }
    if isVisible(home.trends) {
      let placements = visiblePlacements(home.trends, indices: home.grid.indices(in:), frame: home.grid.frame(at:))
      composite(placements, origin: origin(home.trends), on: canvas) { placement in
        feeds.trendArticles[safe: placement.index].map { trendCard($0, size: placement.frame.size) }
      }
    }
    if isVisible(home.pickups) {
      let placements = visiblePlacements(
        home.pickups, indices: home.masonry.items(in:), frame: home.masonry.frame(at:))
      composite(placements, origin: origin(home.pickups), on: canvas) { placement in
        feeds.pickupPhotos[safe: placement.index].map { pickupCard($0, size: placement.frame.size) }
      }
    }
  }

  // MARK: - Other screens

  /// StackPageView's shadow (`StackTransformViewOptions`: black, radius 10, opacity 0.1, no offset),
  /// drawn into a favourite's image in a margin this wide around the card, in points.
  private static let favoriteShadow: CGFloat = 10

  /// A favourite's image with its shadow: `size` is the card's and the shadow's margin around it.
  private func favoriteImage(_ favorite: FavoriteScene, marked: Bool, size: CGSize) -> Canvas {
    cache.card("favorite", id: favorite.id, size: size, variant: marked ? 1 : 0) { [cards] canvas, rect in
      let card = rect.insetBy(dx: Self.favoriteShadow, dy: Self.favoriteShadow)
      canvas.drawShadow(
        around: card, cornerRadius: CardGeometry.cardCornerRadius, blur: Self.favoriteShadow, opacity: 0.1)
      cards.favorite(favorite, isFavorite: marked, on: canvas, in: card)
    }
  }

  private func drawFavorites(_ state: AppState, _ scene: GalleryScene, _ canvas: Canvas) {
    heading(text("favorites.heading"), in: scene.favorites.heading, direction: scene.direction, canvas: canvas)
    let scenes = state.data.feeds.favoriteScenes
    let origin = scene.favorites.frame.origin
    let placements = scene.favorites.stack.placements().map { placement in
      var placed = placement
      placed.frame = placement.frame.offsetBy(dx: origin.x, dy: origin.y)
      placed.frame = placed.frame.insetBy(dx: -Self.favoriteShadow, dy: -Self.favoriteShadow)
      return placed
    }
    // Where each card at full opacity is surely opaque: inside its shadow's margin, less its rounded
    // corners' rows, the upright rectangle that fits in it as turned.
    let covers = placements.map { placement -> CGRect in
      guard placement.opacity >= 1 else { return .null }
      let margin = Self.favoriteShadow
      let radius = CardGeometry.cardCornerRadius
      return VisibleBands.uprightInterior(of: placement, inset: CGSize(width: margin, height: margin + radius))
    }
    for (position, placement) in placements.enumerated() {
      guard let favorite = scenes[safe: placement.index] else { continue }
      // Of a card under others only a strip shows: the rest is not composited.
      var clip: [CGRect]?
      if placement.rotation.isIdentity {
        let box = placement.scaledFrame
        let visible = VisibleBands(of: box, under: covers[(position + 1)...]).bands
        if visible.isEmpty { continue }
        if visible != [box] { clip = visible }
      }
      let image = favoriteImage(
        favorite, marked: state.data.favorites.contains(favorite.id), size: placement.frame.size)
      canvas.withSavedState {
        if let clip { canvas.clip(toPixelAligned: clip) }
        drawCard(image, placement: placement, on: canvas)
      }
    }
    // The cards the next two swipes bring, each way, drawn between frames before they are needed: a
    // swipe shows the card under the pile as soon as it starts, so the one after it is asked for too
    // (at 1280 × 900 points, scale 2, a favourite takes 5–8 ms, most of a gap while a swipe moves).
    if let size = placements.last?.frame.size, !scenes.isEmpty {
      let current = scene.favorites.stack.currentIndex
      let pile = scene.favorites.stack.component.style.maxStackSize
      cache.warmingUp {
        for index in [current + pile, current - 1, current + pile + 1, current - 2] {
          guard let wrapped = scenes.wrappedIndex(index) else { continue }
          let favorite = scenes[wrapped]
          _ = favoriteImage(favorite, marked: state.data.favorites.contains(favorite.id), size: size)
        }
      }
    }
    let caption =
      scenes.isEmpty
      ? text("favorites.empty")
      : text("favorites.position", "\(scene.favorites.stack.currentIndex + 1)", "\(scenes.count)")
    canvas.drawText(
      caption, in: scene.favorites.caption, style: TextStyle(size: 13, color: Color(white: 0.4), alignment: .center))
  }

  /// The Pager: each page's grey card filled here, every frame, and its number composited from a
  /// cached image. A page cached whole was a window-sized image blended over the screen, twice while
  /// a flick shows two pages (up to 14 ms a frame at 1280 × 900 points, scale 2); a solid fill
  /// writes the same pixels without reading any.
  private func drawPager(_ scene: GalleryScene, _ canvas: Canvas) {
    for placement in scene.pager.host.placements() where placement.opacity > 0 && placement.scale > 0 {
      let card = Cards.pagerCardFrame(in: CGRect(origin: .zero, size: placement.frame.size))
      guard card.width > 0, card.height > 0 else { continue }
      let line = Cards.pagerNumberFrame(in: card)
      let number = cache.card("page-number", id: placement.index, size: line.size) { [cards] canvas, rect in
        cards.pagerPageNumber(placement.index, on: canvas, in: rect)
      }
      canvas.withSavedState {
        canvas.transform(to: placement)
        canvas.fill(card, radius: Cards.pagerCardCornerRadius, color: Color.systemGray.opacity(placement.opacity))
        canvas.draw(number, placement: ItemPlacement(index: 0, frame: line, opacity: placement.opacity))
      }
    }
  }

  /// The Rows screen: two sections in the rhythm — the news, three rows a page, and seed 003's
  /// numbered boxes, one a page — each with its page dots.
  private func drawRows(_ state: AppState, _ scene: GalleryScene, _ canvas: Canvas) {
    let rows = scene.rows
    heading(text("rows.heading"), in: rows.newsHeading, direction: scene.direction, canvas: canvas)
    let frame = rows.newsRowsFrame
    let news = state.data.feeds.recentNews
    canvas.withSavedState {
      canvas.clip(CGRect(x: 0, y: frame.minY, width: scene.size.width, height: frame.height))
      let rowCards = rows.newsRows.placements().map { page in
        var card = page
        card.frame = RowsScene.newsCardFrame(inPage: page.frame, direction: scene.direction)
        return card
      }
      composite(rowCards, origin: frame.origin, on: canvas) { placement in
        guard let item = news[safe: placement.index] else { return nil }
        return cache.card("row", id: item.id, size: placement.frame.size) { [cards] canvas, rect in
          cards.row(item, on: canvas, in: rect)
        }
      }
    }
    drawPageDots(rows.newsRowsDots, canvas)
    drawSingleRow(scene, canvas)
  }

  /// A row's page dots: each blends from grey to the accent by how selected it is, and shrinks at a
  /// compact row's edges.
  private func drawPageDots(_ dots: PageDots, _ canvas: Canvas) {
    let unselected = Color(white: 0.8)
    let selected = Color.newsBadge
    for (dot, center) in dots.dots() {
      let t = dot.selection
      let color = Color(
        red: unselected.red + (selected.red - unselected.red) * t,
        green: unselected.green + (selected.green - unselected.green) * t,
        blue: unselected.blue + (selected.blue - unselected.blue) * t)
      canvas.fillCircle(center: center, radius: PageDots.diameter / 2 * CGFloat(dot.scale), color: color)
    }
  }

  /// The seed's single-row example: text numbers on blue boxes 300 × 80, one a page.
  private func drawSingleRow(_ scene: GalleryScene, _ canvas: Canvas) {
    let frame = scene.rows.singleRowFrame
    heading(text("rows.numbers"), in: scene.rows.singleRowHeading, direction: scene.direction, canvas: canvas)
    canvas.withSavedState {
      canvas.clip(CGRect(x: 0, y: frame.minY, width: scene.size.width, height: frame.height))
      // The seed's box is 300 × 80 at the leading edge of its page (the right one, right to left);
      // on a narrower page it leaves a 20-point gap before the next one.
      let boxes = scene.rows.singleRow.placements().map { placement in
        var box = placement
        let seed = RowsScene.singleRowBoxSize
        box.frame.size = CGSize(
          width: min(seed.width, placement.frame.width - 20), height: min(seed.height, placement.frame.height))
        if scene.direction == .rightToLeft { box.frame.origin.x = placement.frame.maxX - box.frame.width }
        return box
      }
      composite(boxes, origin: frame.origin, on: canvas) { box in
        cache.card("single-row", id: box.index, size: box.frame.size) { canvas, rect in
          canvas.fill(rect, color: .systemBlue)
          canvas.drawText(
            "\(box.index + 1)", in: CGRect(x: rect.minX, y: rect.midY - 12, width: rect.width, height: 24),
            style: TextStyle(size: 17, color: .text, alignment: .center))
        }
      }
    }
    drawPageDots(scene.rows.singleRowDots, canvas)
  }

  /// Seed 002's guide board: a gray post (30 × 300, radius 2) and the signs placed by
  /// `GuideBoardLayout` from the post's top, each white text in the seed's type size (body, `.title` or
  /// `.largeTitle`) with its arrow on a blue sign ringed in white and blue (paddings 2, 1, 1; radii 5,
  /// 6, 7). Post and board are centred together, as the seed's `ZStack(alignment: .top)` centres them;
  /// on a window too narrow for the board every size shrinks alike.
  private func drawGuideBoard(_ scene: GalleryScene, _ canvas: Canvas) {
    let headingLine = SectionRhythm.headingFrame(y: SectionRhythm.top, minX: 0, maxX: scene.size.width)
    heading(text("guide.heading"), in: headingLine, direction: scene.direction, canvas: canvas)
    let board = guideBoard(scene, headingLine: headingLine, canvas: canvas)
    // Post and signs are set once into an image of the board's extent, widened to whole pixels so that
    // they land on the same pixels as drawn in place; a frame only copies it.
    let scale = canvas.scale
    let ink = board.signs.reduce(board.post) { $0.union($1.frame) }.insetBy(dx: -2, dy: -2)
    let minX = (Double(ink.minX) * scale).rounded(.down) / scale
    let minY = (Double(ink.minY) * scale).rounded(.down) / scale
    let region = CGRect(
      x: minX, y: minY, width: (Double(ink.maxX) * scale).rounded(.up) / scale - minX,
      height: (Double(ink.maxY) * scale).rounded(.up) / scale - minY)
    let image = cache.card(
      "guide-board:\(scene.size.width)x\(scene.size.height)x\(scene.contentSize.height)", id: 0, size: region.size,
      variant: scene.direction == .rightToLeft ? 1 : 0
    ) { canvas, _ in
      canvas.translate(-region.minX, -region.minY)
      canvas.fill(board.post, radius: 2, color: .systemGray)
      for sign in board.signs {
        canvas.fill(sign.frame, radius: 7, color: .systemBlue)
        canvas.fill(sign.frame.insetBy(dx: 1, dy: 1), radius: 6, color: .white)
        canvas.fill(sign.frame.insetBy(dx: 2, dy: 2), radius: 5, color: .systemBlue)
        canvas.drawText(
          sign.text, in: sign.frame.insetBy(dx: GuideBoard.ring, dy: GuideBoard.ring), style: sign.style)
      }
    }
    canvas.draw(image, placement: ItemPlacement(index: 0, frame: region))
  }

  /// The guide board as laid out for a window: the post and each sign's frame, words and type.
  struct GuideBoard {
    /// The white-and-blue ring round a sign's words, in points.
    static let ring: CGFloat = 4
    var post: CGRect
    var signs: [(text: String, style: TextStyle, frame: CGRect)]
  }

  /// The last board laid out and the window it was laid out for: measuring its signs sets their text
  /// (~1 ms a frame), and it changes only with the window's size.
  private var laidOutGuideBoard: (key: [CGFloat], board: GuideBoard)?

  /// The guide board for `scene`'s window, laid out under the heading in `headingLine` (measured on
  /// `canvas`), or the one laid out last for the same window.
  private func guideBoard(_ scene: GalleryScene, headingLine: CGRect, canvas: Canvas) -> GuideBoard {
    let key = [
      scene.size.width, scene.size.height, scene.contentSize.height, scene.direction == .rightToLeft ? 1 : 0,
      CGFloat(canvas.scale),
    ]
    if let laidOut = laidOutGuideBoard, laidOut.key == key { return laidOut.board }
    // iOS's default sizes: body 17, title 28, large title 34. The arrow leads on the sign's outer side.
    let signs: [(text: String, size: Double, side: Side)] = [
      ("↑\u{2009}London", 17, .left), ("Tokyo\u{2009}↗", 28, .right), ("←\u{2009}Nagoya", 34, .left),
      ("↙\u{2009}Okinawa", 17, .left), ("Australia\u{2009}↓", 34, .right), ("Yokohama Station\u{2009}→", 17, .right),
    ]
    let ring = GuideBoard.ring
    let layout = GuideBoardLayout(direction: scene.direction)
    var cache: Void = ()
    func measured(shrink: Double) -> (views: [MeasuredSubview], styles: [TextStyle], size: CGSize) {
      let styles = signs.map { TextStyle(size: ($0.size * shrink).rounded(.down), color: .white) }
      let views = zip(signs, styles).map { sign, style in
        let text = canvas.measureText(sign.text, width: nil, style: style)
        let view = MeasuredSubview(size: CGSize(width: text.width + 2 * ring, height: text.height + 2 * ring))
        view[SideKey.self] = sign.side
        return view
      }
      return (views, styles, layout.sizeThatFits(proposal: .unspecified, subviews: views, cache: &cache))
    }
    var (views, styles, boardSize) = measured(shrink: 1)
    let available = scene.size.width - 16
    if boardSize.width > available {
      (views, styles, boardSize) = measured(shrink: max(0.3, Double(available / boardSize.width)))
    }
    let headingBottom = SectionRhythm.contentTop(underHeadingAt: headingLine.minY)
    let height = max(300, boardSize.height)
    let top = headingBottom + max(0, (scene.contentSize.height - headingBottom - height) / 2)
    let post = CGRect(x: scene.size.width / 2 - 15, y: top, width: 30, height: 300)
    let bounds = CGRect(
      x: (scene.size.width - boardSize.width) / 2, y: top, width: boardSize.width, height: boardSize.height)
    layout.placeSubviews(in: bounds, proposal: .unspecified, subviews: views, cache: &cache)
    let board = GuideBoard(
      post: post,
      signs: zip(zip(signs, styles), views).compactMap { pair, view in
        view.frame.map { (text: pair.0.text, style: pair.1, frame: $0) }
      })
    laidOutGuideBoard = (key, board)
    return board
  }

  // MARK: - Articles

  /// The Articles screen (figure 002): a title bar, the looping category tabs with the centred one
  /// marked, and the pages, each a caption and a grid of its category's cards.
  private func drawArticles(_ state: AppState, _ scene: GalleryScene, _ canvas: Canvas) {
    let layout = scene.articles.layout
    let categories = state.data.feeds.articleCategories
    titleBar(text("articles.title"), color: .articlesBar, in: layout.titleBar, canvas: canvas)
    // The strip's white band and hairline run across the window, also where the strip is narrower.
    let band = CGRect(x: 0, y: layout.strip.minY, width: scene.size.width, height: layout.strip.height)
    canvas.fill(band, color: .white)
    canvas.fill(CGRect(x: 0, y: band.maxY - 0.5, width: band.width, height: 0.5), color: .secondary)
    drawTabStrip(
      scene.articles.pager.strip, titles: categories, in: layout.strip, direction: scene.direction, canvas: canvas)
    guard !categories.isEmpty else {
      canvas.drawText(
        text("articles.empty"),
        in: CGRect(x: 16, y: layout.pages.minY + 24, width: layout.pages.width - 32, height: 20),
        style: TextStyle(size: 15, color: Color(white: 0.45), alignment: .center))
      return
    }
    canvas.withSavedState {
      canvas.clip(layout.pages)
      for page in scene.articles.pagePlacements() {
        let tab = scene.articles.pager.tab(forPage: page.index)
        guard let category = categories[safe: tab] else { continue }
        // Each page where its category was scrolled; only the cards in view are drawn.
        let offset = scene.articles.offset(ofCategory: tab)
        let origin = CGPoint(
          x: layout.pages.minX + page.frame.minX, y: layout.pages.minY + page.frame.minY - offset)
        drawArticlePage(
          category, articles: state.data.feeds.articles(in: category), grid: layout.grid, at: origin,
          showing: CGRect(x: 0, y: offset, width: layout.pages.width, height: layout.pages.height), canvas)
      }
    }
    // The pages a swipe brings next, one each way, drawn between frames before they are needed and
    // before the rest of the warm-up: a page drawn in the frame it slides into view in takes 33–41 ms
    // at 1280 × 900 points, scale 2.
    let current = scene.articles.pager.strip.currentIndex
    cache.warmingUpSoon {
      for category in [current + 1, current - 1] {
        if let wrapped = categories.wrappedIndex(category) { askForArticlePage(wrapped, state: state) }
      }
    }
  }

  /// A screen's title bar: its title, bold and white, centred on `color`; set once into a cached image.
  func titleBar(_ title: String, color: Color, in frame: CGRect, canvas: Canvas) {
    let bar = cache.card("title-bar:\(title)", id: 0, size: frame.size) { canvas, rect in
      canvas.fill(rect, color: color)
      canvas.drawText(
        title, in: CGRect(x: rect.minX, y: rect.midY - 11, width: rect.width, height: 22),
        style: TextStyle(size: 17, bold: true, color: .white, alignment: .center))
    }
    canvas.draw(bar, placement: ItemPlacement(index: 0, frame: frame))
  }

  /// One tab strip: each visible tab's title (the centred one bold in the bar's colour) and the
  /// indicator under the centre, over the band drawArticles lays; mirrored right to left.
  private func drawTabStrip(
    _ strip: TabStrip, titles: [String], in frame: CGRect, direction: ReadingDirection, canvas: Canvas
  ) {
    canvas.withSavedState {
      canvas.clip(frame)
      canvas.translate(frame.minX, frame.minY)
      let centred = strip.currentIndex
      for tab in strip.visibleTabs() {
        guard let title = titles[safe: tab.placement.index] else { continue }
        let isCentred = tab.placement.index == centred && abs(tab.placement.frame.midX - frame.width / 2) < 1
        let image = tabCard(title, index: tab.placement.index, size: tab.placement.frame.size, centred: isCentred)
        canvas.draw(image, placement: tab.placement.drawn(direction, inWidth: frame.width))
      }
      let indicator = ItemPlacement(index: 0, frame: strip.indicatorFrame).drawn(direction, inWidth: frame.width)
      canvas.fill(indicator.frame, radius: 1.5, color: .articlesBar)
    }
  }

  /// A tab's title in the strip, `size` points, bold in the bar's colour when `centred`: set once
  /// into a cached image.
  private func tabCard(_ title: String, index: Int, size: CGSize, centred: Bool) -> Canvas {
    cache.card("tab", id: index, size: size, variant: centred ? 1 : 0) { canvas, rect in
      canvas.drawText(
        title, in: CGRect(x: rect.minX, y: rect.midY - 10, width: rect.width, height: 20),
        style: TextStyle(
          font: ArticlesLayout.tabTitleFont, color: centred ? .articlesBar : Color(white: 0.45), alignment: .center))
    }
  }

  /// Asks for the cards of `category`'s page as far as it was scrolled in `state`, as
  /// ``drawArticlePage(_:articles:grid:at:showing:_:)`` would on screen, and for its tab's title
  /// centred and not (for the warm-up).
  private func askForArticlePage(_ category: Int, state: AppState) {
    let articles = state.scene.articles
    let layout = articles.layout
    guard let name = state.data.feeds.articleCategories[safe: category] else { return }
    if let width = articles.pager.strip.tabWidths[safe: category] {
      let size = CGSize(width: width, height: articles.pager.strip.viewportSize.height)
      for centred in [false, true] { _ = tabCard(name, index: category, size: size, centred: centred) }
    }
    let offset = articles.offset(ofCategory: category)
    drawArticlePage(
      name, articles: state.data.feeds.articles(in: name), grid: layout.grid, at: .zero,
      showing: CGRect(x: 0, y: offset, width: layout.pages.width, height: layout.pages.height), warmUpScratch)
  }

  /// What screens and pages asked for ahead of being shown are drawn on: the cards they ask for are
  /// queued (``CardCache/warmingUp(_:)``), and what they draw is thrown away. One for every ask, as
  /// Articles asks every frame for the pages next to the one shown.
  private lazy var warmUpScratch = Canvas(size: CGSize(width: 1, height: 1), scale: cache.scale)

  /// One page of the Articles screen: the caption and the category's cards on the grid, those that
  /// `visible` (in the page's coordinates) shows.
  private func drawArticlePage(
    _ category: String, articles: [Article], grid: ColumnGridLayout, at origin: CGPoint, showing visible: CGRect,
    _ canvas: Canvas
  ) {
    let words = text("articles.caption", category, "\(articles.count)")
    let caption = cache.card(
      "articles-caption:\(category)", id: articles.count,
      size: CGSize(width: grid.width, height: ArticlesLayout.captionHeight)
    ) { canvas, rect in
      canvas.drawText(
        words,
        in: CGRect(x: rect.minX + 12, y: rect.midY - 9, width: rect.width - 24, height: 18),
        style: TextStyle(size: 12, color: Color(white: 0.4), alignment: .center))
    }
    canvas.draw(caption, placement: ItemPlacement(index: 0, frame: CGRect(origin: origin, size: caption.size)))
    // Each card's image holds its shadow in a margin round it.
    let margin = Cards.articleShadow
    let placements = grid.indices(in: visible.insetBy(dx: 0, dy: -margin)).compactMap { index in
      grid.frame(at: index).map { ItemPlacement(index: index, frame: $0) }
    }
    let shadowed = placements.map { placement in
      var placed = placement
      placed.frame = placement.frame.insetBy(dx: -margin, dy: -margin)
      return placed
    }
    composite(shadowed, origin: origin, on: canvas) { placement in
      guard let article = articles[safe: placement.index] else { return nil }
      return cache.card("article", id: article.id, size: placement.frame.size) { [cards] in
        cards.article(article, on: $0, in: $1)
      }
    }
  }

  // MARK: - Detail

  /// What a presented detail shows and how it is laid out; nil when no detail is presented, or its
  /// item is not in the feeds.
  private func presentedDetail(_ state: AppState) -> PresentedDetail? {
    let detail = state.scene.detail
    guard detail.presentation.isPresented, let ref = detail.ref, let layout = detail.layout,
      let content = state.data.feeds.detail(for: ref)
    else { return nil }
    return PresentedDetail(ref: ref, layout: layout, content: content, screen: detail.presentation.screen)
  }

  private struct PresentedDetail {
    var ref: DetailRef
    var layout: DetailLayout
    var content: DetailContent
    var screen: DetailScreen
  }

  /// Whether a detail drawn as `look` with `layout` has a page to draw: neither is empty.
  private static func pageIsDrawn(_ look: CardAppearance, _ layout: DetailLayout) -> Bool {
    look.frame.width > 0 && look.frame.height > 0 && layout.size.width > 0 && layout.size.height > 0
  }

  /// What of `content` a presented detail drawn as `look` with `layout` surely covers with its
  /// opaque page, in rectangles: nothing under them needs drawing. All of `content` when the page
  /// fills it (``fillsContent(_:_:scale:)``) and is its size, so it is composed straight onto the
  /// canvas; otherwise the page's frame less 2 pixels each side at `scale` (its filtered edge and the
  /// rounded clip's anti-aliasing), less its rounded corners; nothing when there is no page to draw.
  static func coveredByDetail(_ look: CardAppearance, layout: DetailLayout, in content: CGRect, scale: Double)
    -> [CGRect]
  {
    guard pageIsDrawn(look, layout) else { return [] }
    if composesOntoCanvas(look, layout: layout, in: content, scale: scale) { return [content] }
    let margin = 2 / max(scale, 1)
    let frame = look.frame.insetBy(dx: margin, dy: margin)
    guard frame.isFiniteAndNonEmpty else { return [] }
    let radius = min(look.cornerRadius, frame.width / 2, frame.height / 2)
    return [frame.insetBy(dx: 0, dy: radius), frame.insetBy(dx: radius, dy: 0)].filter(\.isFiniteAndNonEmpty)
  }

  /// Whether a detail drawn as `look` with `layout` is composed straight onto the canvas: it fills
  /// `content` (``fillsContent(_:_:scale:)``) and its page is the content's size.
  static func composesOntoCanvas(_ look: CardAppearance, layout: DetailLayout, in content: CGRect, scale: Double)
    -> Bool
  {
    fillsContent(look, content, scale: scale) && content.origin == .zero
      && abs(layout.size.width - content.width) < 0.01 && abs(layout.size.height - content.height) < 0.01
  }

  /// The detail page, drawn at full size and composited into the transition's frame.
  private var detailPage: Canvas?
  /// What ``detailPage`` shows: it is drawn again only when this changes (a flight or a pull moves
  /// the page, not what is on it).
  private var detailPageKey: DetailPageKey?

  private struct DetailPageKey: Equatable {
    var ref: DetailRef
    var scroll: CGFloat
    var barShown: Bool
    var size: CGSize
    /// The cached text and photo images the page was composed of: a photo that arrives after the
    /// page opened gives the photo's card a new image, and the page is composed again. Held, not
    /// named by `ObjectIdentifier`: an image freed since could hand its address to its successor.
    var text: Canvas
    var photo: Canvas

    static func == (lhs: Self, rhs: Self) -> Bool {
      lhs.ref == rhs.ref && lhs.scroll == rhs.scroll && lhs.barShown == rhs.barShown && lhs.size == rhs.size
        && lhs.text === rhs.text && lhs.photo === rhs.photo
    }
  }

  /// The open (or flying) detail over the dimmed screen. One that fills the content and is its size
  /// (``composesOntoCanvas(_:layout:in:scale:)``) is composed straight onto the canvas: its text and
  /// photo copied at its scroll, nothing under it. Any other is composed at full size into
  /// ``detailPage`` (again only when its scroll or look changed), then scaled to the content when it
  /// `fills` it, or else placed, scaled and rounded as the transition or the pull has it.
  private func drawDetail(
    _ detail: PresentedDetail, _ scene: GalleryScene, _ canvas: Canvas, fillingContent fills: Bool
  ) {
    let look = scene.detail.presentation.appearance
    let layout = detail.layout
    guard Self.pageIsDrawn(look, layout) else { return }
    let text = detailTextImage(detail.content, ref: detail.ref, layout: layout)
    let photo = detailPhotoImage(detail.content, ref: detail.ref, layout: layout)
    if Self.composesOntoCanvas(
      look, layout: layout, in: CGRect(origin: .zero, size: scene.contentSize), scale: canvas.scale)
    {
      // Open, or within half a pixel of it as the spring settles: the page is the screen.
      drawDetailPage(detail, text: text, photo: photo, on: canvas)
      return
    }
    let page = composedDetailPage(detail, text: text, photo: photo)
    if fills {
      // Filling a content of another size (mid-resize): the page scaled to it, square.
      canvas.draw(page, placement: ItemPlacement(index: 0, frame: CGRect(origin: .zero, size: scene.contentSize)))
      return
    }
    canvas.withSavedState {
      canvas.clip(look.frame, radius: look.cornerRadius)
      if Self.isNearlyPageSize(look.frame, page: page.size) {
        // The spring's last few dozen frames, within a percent of the page's size: the page copied
        // unscaled at the frame's centre (~1 ms at 1280 × 900 points, scale 2, where scaling it cost
        // 5–7), anything of the frame it leaves bare filled with the page's white.
        let landed = canvas.copy(
          page, at: CGPoint(x: look.frame.midX - page.size.width / 2, y: look.frame.midY - page.size.height / 2))
        for strip in look.frame.subtracting([landed]) { canvas.fill(strip, color: .white) }
      } else {
        // In flight the page moves every frame: a bilinear scale is enough and several times cheaper
        // than the good filter; with 2 pixels a point or more, the nearest pixel is, at half again.
        canvas.draw(
          page, placement: ItemPlacement(index: 0, frame: look.frame), quality: canvas.scale >= 2 ? .nearest : .fast)
      }
    }
  }

  /// How far a flying detail's frame may differ from its page's size, as a fraction of each side, for
  /// the page to be drawn unscaled (``isNearlyPageSize(_:page:)``): 1 %, a few points at the window's
  /// edges, which the spring's overshoot takes past the content anyway.
  static let unscaledPageTolerance = 0.01

  /// Whether a detail flying in `frame` is within ``unscaledPageTolerance`` of its `page`'s size both
  /// ways, so that the page is drawn unscaled at the frame's centre rather than scaled to it.
  static func isNearlyPageSize(_ frame: CGRect, page: CGSize) -> Bool {
    guard page.width > 0, page.height > 0 else { return false }
    return abs(frame.width / page.width - 1) <= unscaledPageTolerance
      && abs(frame.height / page.height - 1) <= unscaledPageTolerance
  }

  /// ``detailPage`` showing `detail` at its screen's scroll, composed again only when what it shows
  /// changed — or every time while its photo fades in (the fade's image changes in place).
  private func composedDetailPage(_ detail: PresentedDetail, text: Canvas, photo: Canvas) -> Canvas {
    let layout = detail.layout
    let page = detailPageCanvas(size: layout.size)
    let key = DetailPageKey(
      ref: detail.ref, scroll: detail.screen.scrollOffset, barShown: detail.screen.header.isBarShown,
      size: layout.size, text: text, photo: photo)
    if key != detailPageKey || cache.changesInPlace(text) || cache.changesInPlace(photo) {
      drawDetailPage(detail, text: text, photo: photo, on: page)
      detailPageComposeCount += 1
    }
    detailPageKey = key
    return page
  }

  /// ``detailPage`` if it is `size` points, else a new one that size, written once: the first
  /// writes to a page's memory cost more than composing it (at 1280 × 900 points, scale 2, ~8 ms for
  /// its 18 MB).
  private func detailPageCanvas(size: CGSize) -> Canvas {
    if let page = detailPage, page.size == size { return page }
    let page = Canvas(size: size, scale: cache.scale, opaque: true)
    page.clear(.white)
    detailPage = page
    detailPageKey = nil
    return page
  }

  /// Makes the canvas a detail's page is composed in for `state`'s content size, if there is none
  /// that size, and writes its memory once (``detailPageCanvas(size:)``), so that a quick tap's
  /// opening frame does not pay for it; for a gap between frames with nothing else to do. Says
  /// whether it did anything.
  @discardableResult
  public func prepareDetailPage(for state: AppState) -> Bool {
    let size = state.scene.contentSize
    guard size.width > 0, size.height > 0, size != detailPageSizeAsked else { return false }
    detailPageSizeAsked = size
    _ = detailPageCanvas(size: size)
    if keepsScreenUnderDetail { backdrop.prepared(size: state.scene.size, scale: cache.scale) }
    return true
  }

  /// The content size ``prepareDetailPage(for:)`` last made a page for.
  private var detailPageSizeAsked: CGSize?

  /// How many times a detail page was composed into ``detailPage`` (a measure of its cache's misses).
  private(set) var detailPageComposeCount = 0

  /// The detail's text under its photo on the page's white, set once into a cached image: opaque, so
  /// that the page is composed by copying it.
  private func detailTextImage(_ content: DetailContent, ref: DetailRef, layout: DetailLayout) -> Canvas {
    let size = CGSize(width: layout.size.width, height: max(1, layout.contentHeight - layout.headerHeight))
    return cache.card("detail-text:\(ref)", id: 0, size: size) { [cards] canvas, _ in
      canvas.clear(.white)
      canvas.translate(0, -layout.headerHeight)
      cards.detailText(content, layout: layout, on: canvas)
    }
  }

  /// Where the bar's title sits on a detail page `width` points wide: between the back button and
  /// its mirror, centred on the bar.
  static func detailTitleFrame(width: CGFloat) -> CGRect {
    CGRect(x: 56, y: DetailLayout.barHeight / 2 - 10, width: max(1, width - 112), height: 20)
  }

  /// The detail's title as the bar shows it once the photo has stuck, set once into a cached image
  /// (setting it cost ~3 ms a frame at 1280 × 900 points, scale 2, while the page scrolled).
  private func detailTitleImage(_ content: DetailContent, ref: DetailRef, size: CGSize) -> Canvas {
    cache.card("detail-title:\(ref)", id: 0, size: size) { canvas, rect in
      canvas.drawText(
        content.title, in: rect,
        style: TextStyle(size: 15, bold: true, color: .white, maxLines: 1, alignment: .center))
    }
  }

  /// The detail's header photo at the header's full size, cached.
  private func detailPhotoImage(_ content: DetailContent, ref: DetailRef, layout: DetailLayout) -> Canvas {
    let size = CGSize(width: layout.size.width, height: layout.headerHeight)
    return cache.card("detail-photo:\(ref)", id: 0, size: size) { [cards] canvas, rect in
      cards.images.drawPhoto(content.photoURL, in: rect, on: canvas)
    }
  }

  /// Drawing `ref`'s detail ahead, once the scene laid it out (``DetailAction/prepare(_:)``), in
  /// three steps for three gaps between frames: its text; its photo and the bar's title
  /// (``CardCache/drawingAhead(_:)``) and the memory of the page it is composed in; the page at the
  /// top, as it opens. The frame that opens the detail then only composites it, or composes it from
  /// images drawn ahead if the finger lifted sooner. No steps for a detail not laid out. (With
  /// ``keepsScreenUnderDetail``, the screen under it is the next gap's:
  /// ``prepareScreenUnderDetail(for:)``.)
  public func detailDrawingSteps(_ ref: DetailRef, state: AppState) -> [() -> Void] {
    guard let layout = state.scene.preparedLayout(for: ref), let content = state.data.feeds.detail(for: ref) else {
      return []
    }
    let detail = PresentedDetail(
      ref: ref, layout: layout, content: content,
      screen: DetailScreen(headerHeight: layout.headerHeight, stickyLimit: layout.stickyLimit))
    return [
      { [weak self] in self?.cache.drawingAhead { _ = self?.detailTextImage(content, ref: ref, layout: layout) } },
      { [weak self] in
        self?.cache.drawingAhead {
          _ = self?.detailPhotoImage(content, ref: ref, layout: layout)
          _ = self?.detailTitleImage(content, ref: ref, size: Self.detailTitleFrame(width: layout.size.width).size)
        }
        _ = self?.detailPageCanvas(size: layout.size)
      },
      { [weak self] in self?.composeDetailPageAhead(detail) },
    ]
  }

  /// Composes `detail`'s page as it opens (at the top, no bar) into ``detailPage``, for the frames
  /// that fly it open to composite only.
  private func composeDetailPageAhead(_ detail: PresentedDetail) {
    var text: Canvas?
    var photo: Canvas?
    cache.drawingAhead {
      text = detailTextImage(detail.content, ref: detail.ref, layout: detail.layout)
      photo = detailPhotoImage(detail.content, ref: detail.ref, layout: detail.layout)
    }
    guard let text, let photo, detail.layout.size.width > 0, detail.layout.size.height > 0 else { return }
    _ = composedDetailPage(detail, text: text, photo: photo)
  }

  /// Whether a detail drawn as `look` covers `content` to within half a pixel at `scale`, with
  /// corners no rounder than that: drawn then as the open page, and nothing under it drawn at all.
  static func fillsContent(_ look: CardAppearance, _ content: CGRect, scale: Double) -> Bool {
    let tolerance = 0.5 / max(scale, 1)
    let frame = look.frame
    return abs(frame.minX - content.minX) <= tolerance && abs(frame.minY - content.minY) <= tolerance
      && abs(frame.maxX - content.maxX) <= tolerance && abs(frame.maxY - content.maxY) <= tolerance
      && look.cornerRadius <= tolerance
  }

  /// One frame of `detail`'s page on `page` (the page's top-left corner at its origin), at its
  /// screen's scroll: the text image copied under the sticky photo, white above and below it, the
  /// photo's mask, the back button and, once the photo has stuck, the title in the bar.
  private func drawDetailPage(_ detail: PresentedDetail, text: Canvas, photo: Canvas, on page: Canvas) {
    let layout = detail.layout
    let header = detail.screen.header
    let y = detail.screen.scrollOffset
    let width = layout.size.width
    let textFrame = CGRect(x: 0, y: layout.headerHeight - y, width: width, height: text.size.height)
    let copied = page.copy(text, at: textFrame.origin)
    for band in CGRect(origin: .zero, size: layout.size).subtracting([copied]) { page.fill(band, color: .white) }
    let photoFrame = header.photoFrame(scrollOffset: y, width: width)
    if photoFrame.size == photo.size {
      page.draw(photo, placement: ItemPlacement(index: 0, frame: photoFrame))
    } else {
      page.draw(photo, aspectFilling: photoFrame)
    }
    page.fill(photoFrame, color: Color.black.opacity(0.6 * header.maskAlpha(scrollOffset: y)))
    // Figure 003's plain "<": a white chevron, with a faint dark one under it so that it shows on a
    // light photo too.
    let chevron = DetailLayout.backButton.insetBy(dx: 9, dy: 9)
    page.draw(.back, in: chevron.offsetBy(dx: 0, dy: 0.75), color: Color.black.opacity(0.25), lineWidth: 3.4)
    page.draw(.back, in: chevron, color: .white, lineWidth: 2.4)
    if header.isBarShown {
      let bar = Self.detailTitleFrame(width: width)
      page.draw(
        detailTitleImage(detail.content, ref: detail.ref, size: bar.size),
        placement: ItemPlacement(index: 0, frame: bar))
    }
  }

  /// The tab bar's tint: the selected tab's icon and label (figure 004 tints them in the app's
  /// green; this one is darker than the Archive's bar so that a 10-point label reads on white).
  static let tabTint = Color(hex: 0x4E8F3E)
  /// An unselected tab's icon and label.
  static let tabGrey = Color(white: 0.56)

  /// The tab bar, drawn once per selected screen into a cached image.
  private func drawTabBar(selected: Screen, scene: GalleryScene, canvas: Canvas) {
    let frame = CGRect(x: 0, y: scene.contentSize.height, width: scene.size.width, height: GalleryScene.tabBarHeight)
    let slots = scene.tabBarSlots
    let variant = (Screen.allCases.firstIndex(of: selected) ?? 0) + (slots.direction == .rightToLeft ? 100 : 0)
    let text = text
    let image = cache.card("tab-bar", id: 0, size: frame.size, variant: variant) { canvas, rect in
      Self.drawTabBar(selected: selected, slots: slots, text: text, in: rect, canvas: canvas)
    }
    canvas.draw(image, placement: ItemPlacement(index: 0, frame: frame))
  }

  /// Figure 004's bar: over each label its icon, the selected tab's both tinted, the others grey; no
  /// pill behind.
  private static func drawTabBar(
    selected: Screen, slots: TabBarSlots, text: GalleryText, in bar: CGRect, canvas: Canvas
  ) {
    canvas.fill(bar, color: .white)
    canvas.fill(CGRect(x: 0, y: bar.minY, width: bar.width, height: 0.5), color: .secondary)
    for screen in Screen.allCases {
      let isSelected = screen == selected
      let cell = slots.frame(of: screen, in: bar)
      let width = cell.width
      let color = isSelected ? tabTint : tabGrey
      let icon = CGRect(x: cell.midX - 13, y: cell.minY + 8, width: 26, height: 26)
      canvas.draw(Icon(screen), in: icon, color: color, fill: isSelected ? color.opacity(0.22) : nil)
      // A label wider than its slot (お気に入り or Favourites at 320 points) is set smaller, down
      // to 7 points, rather than cut short.
      let title = text.tab(screen)
      var label = TextStyle(size: 10, bold: isSelected, color: color, alignment: .center)
      let natural = canvas.measureText(title, width: nil, style: label).width
      let room = width - 4
      if natural > room, room > 0 { label.size = max(7, label.size * Double(room / natural)) }
      // On the same baseline as the full-size labels.
      let drop = CGFloat(10 - label.size) * 0.8
      canvas.drawText(title, in: CGRect(x: cell.minX, y: cell.minY + 38 + drop, width: width, height: 16), style: label)
    }
  }
}
