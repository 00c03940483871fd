import CarouselCore
import Foundation

/// The engine side of the Gallery: one feature per screen — ``home``, ``favorites``, ``pager``,
/// ``rows``, ``articles``, ``archive`` — each holding its carousels' hosts (the same glue the SwiftUI
/// views run) and its layout, the ``detail`` opened from any card, and the routing of input between
/// them: the tab bar, the drag arbiter, the wheel and the keys.
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

    /// What `state` knows.
    init(_ state: AppState) {
      self.init(screen: state.selectedScreen, feeds: state.feeds, archive: state.archive)
    }

    init(screen: Screen, feeds: FeedBundle, archive: ArchiveState) {
      self.screen = screen
      self.feeds = feeds
      self.archive = archive
    }
  }

  /// The parts of a screen that can own a drag.
  enum Part: Hashable {
    case page, banners, featured, news, stack, pager, rows, singleRow, tabStrip, articlePages, archiveList, detail
  }

  /// The height of the tab bar at the bottom, in points.
  public static let tabBarHeight: CGFloat = 64

  /// The window size in points.
  public private(set) var size: CGSize
  /// The layout direction (the `--rtl` switch): right to left, every carousel, grid and masonry is
  /// mirrored — the first item at the right, drags, keys and the wheel the other way round.
  public let direction: ReadingDirection

  /// Home: the banner ring, the featured row, the news sections, the trend grid and the masonry on
  /// one vertical page.
  public private(set) var home: HomeScene
  /// Favourites: the card stack.
  public private(set) var favorites: FavoritesScene
  /// Pager: the endless pager.
  public private(set) var pager: PagerScene
  /// Rows: the auto-advancing news rows and the single-row example.
  public private(set) var rows: RowsScene
  /// Articles: the looping category tabs over pages.
  public private(set) var articles: ArticlesScene
  /// Archive: the search, its chips and its list.
  public private(set) var archive = ArchiveScene()
  /// The detail opened from a card, flying or open.
  public private(set) var detail = DetailScene()

  private var arbiter = DragArbiter<Part>()
  /// Where each part's local origin is on screen, fixed for the current drag.
  private var origins: [Part: CGPoint] = [:]
  /// The screen whose parts the current drag or press goes to.
  private var touchedScreen = Screen.home
  /// Where a touch on the tab bar went down, until it lifts.
  private var tabBarPress: CGPoint?
  /// Whether the current touch is a feature's own press (``DragStart/press``).
  private var isFeaturePress = false
  /// The latest time the scene has been given, in seconds.
  private var clock: TimeInterval = 0

  /// A scene for a window of `size` points, with no feeds yet, laid out in `direction`.
  public init(size: CGSize = CGSize(width: 390, height: 844), direction: ReadingDirection = .leftToRight) {
    self.size = size
    self.direction = direction
    home = HomeScene(width: size.width, direction: direction)
    favorites = FavoritesScene(direction: direction)
    pager = PagerScene(direction: direction)
    rows = RowsScene(direction: direction)
    articles = ArticlesScene(direction: direction)
    layOut(FeedBundle())
  }

  /// The tab bar's slots, in the layout direction.
  public var tabBarSlots: TabBarSlots { TabBarSlots(width: size.width, direction: direction) }

  /// The visible content area above the tab bar.
  public var contentSize: CGSize { CGSize(width: size.width, height: max(0, size.height - Self.tabBarHeight)) }

  /// Lays everything out for a window of `size` points. Each carousel keeps its current item (the
  /// host carries it across the new viewport); Home's page keeps its offset, clamped to the new content.
  /// A size that is not finite or under a point a side is ignored.
  mutating func resize(to newSize: CGSize, _ context: Context, text: TextMeasurer) {
    guard newSize != size, newSize.width.isFinite, newSize.height.isFinite, newSize.width >= 1, newSize.height >= 1
    else { return }
    size = newSize
    layOut(context.feeds)
    detail.resize(to: contentSize, showing: detail.ref.flatMap(context.feeds.detail(for:)), text: text)
  }

  /// Sets every feature up for `context`'s feeds (new ones arrived), measuring tab and chip titles
  /// with `text`. Each carousel keeps its current item when its items stay.
  mutating func load(_ context: Context, text: TextMeasurer) {
    home.load(context, text: text, time: clock)
    favorites.load(context, text: text, time: clock)
    pager.load(context, text: text, time: clock)
    rows.load(context, text: text, time: clock)
    articles.load(context, text: text, time: clock)
    archive.load(context, text: text, time: clock)
    layOut(context.feeds)
  }

  /// Shows the Archive items `archive`'s keyword and category find, from the top of the results.
  mutating func search(_ conditions: ArchiveState) { archive.showResults(for: conditions, time: clock) }

  /// Switches to `screen`: the rows' timer runs only while they show, and another screen replaces an
  /// open detail at once (there is no card to fly back to).
  /// - Returns: whether a detail was dismissed.
  mutating func show(_ screen: Screen) -> Bool {
    rows.setVisible(screen == .rows)
    return detail.dismiss()
  }

  private mutating func layOut(_ feeds: FeedBundle) {
    let content = contentSize
    home.layOut(in: content, feeds, time: clock)
    favorites.layOut(in: content, feeds, time: clock)
    pager.layOut(in: content, feeds, time: clock)
    rows.layOut(in: content, feeds, time: clock)
    articles.layOut(in: content, feeds, time: clock)
    archive.layOut(in: content, feeds, time: clock)
  }

  /// The feature showing `screen`, to read; nil for the guide board, which has no moving part.
  private func feature(showing screen: Screen) -> (any SceneFeature)? {
    switch screen {
    case .home: home
    case .favorites: favorites
    case .pager: pager
    case .rows: rows
    case .articles: articles
    case .archive: archive
    case .guideBoard: nil
    }
  }

  /// Hands `input` to the feature showing `screen`; nil for the guide board.
  private mutating func send(
    _ input: FeatureInput, to screen: Screen, _ context: Context, reports: inout [AppAction]
  ) -> FeatureAnswer? {
    switch screen {
    case .home: home.receive(input, context, reports: &reports)
    case .favorites: favorites.receive(input, context, reports: &reports)
    case .pager: pager.receive(input, context, reports: &reports)
    case .rows: rows.receive(input, context, reports: &reports)
    case .articles: articles.receive(input, context, reports: &reports)
    case .archive: archive.receive(input, context, reports: &reports)
    case .guideBoard: nil
    }
  }

  /// Whether nothing on `screen` (the one shown) moves. The rows screen may still turn a page by
  /// itself at ``nextWakeTime(showing:)``.
  public func isSettled(showing screen: Screen) -> Bool {
    detail.presentation.isSettled && feature(showing: screen)?.isSettled != false
  }

  /// When `screen` (the one shown) must be advanced although nothing moves (the rows' next
  /// auto-advance), or nil.
  public func nextWakeTime(showing screen: Screen) -> TimeInterval? { screen == .rows ? rows.nextWakeTime : nil }

  // MARK: - Input

  /// Feeds one pointer sample in window points.
  /// - Returns: what it did that the rest of the state must hear (a tab's screen, the Archive's taps).
  mutating func handle(_ event: DragEvent, _ context: Context) -> [AppAction] {
    if event.time.isFinite { clock = max(clock, event.time) }
    var reports: [AppAction] = []
    if event.phase == .began { begin(at: event.location, context, reports: &reports) }
    if tabBarPress != nil {
      handleTabBar(event, into: &reports)
    } else if isFeaturePress {
      _ = send(.press(event), to: touchedScreen, context, reports: &reports)
      if event.phase == .ended || event.phase == .cancelled { isFeaturePress = false }
    } else {
      var arbiter = self.arbiter
      arbiter.route(
        event,
        deliver: { part, event in deliver(event, to: part, context, reports: &reports) },
        cancel: { part in
          let cancel = DragEvent(phase: .cancelled, location: event.location, time: event.time)
          _ = deliver(cancel, to: part, context, reports: &reports)
        })
      self.arbiter = arbiter
    }
    return reports
  }

  private mutating func begin(at point: CGPoint, _ context: Context, reports: inout [AppAction]) {
    tabBarPress = nil
    isFeaturePress = false
    origins = [:]
    touchedScreen = context.screen
    if point.y >= contentSize.height {
      tabBarPress = point
      return
    }
    if detail.isPresented {
      // The detail covers the screen: it takes every touch (and declines them while it flies).
      arbiter.begin(with: [.detail])
      return
    }
    switch send(.touchDown(point), to: context.screen, context, reports: &reports) {
    case .start(.parts(let parts, let origins)):
      self.origins = origins
      arbiter.begin(with: parts)
    case .start(.press):
      isFeaturePress = true
    default:
      arbiter.begin(with: [])
    }
  }

  private mutating func deliver(
    _ event: DragEvent, to part: Part, _ context: Context, reports: inout [AppAction]
  ) -> GestureResponse {
    let origin = origins[part] ?? .zero
    let local = DragEvent(
      phase: event.phase, location: CGPoint(x: event.location.x - origin.x, y: event.location.y - origin.y),
      time: event.time)
    if part == .detail { return detail.handle(local) }
    guard case .response(let response) = send(.drag(local, part: part), to: touchedScreen, context, reports: &reports)
    else { return .declined }
    return response
  }

  private mutating func handleTabBar(_ event: DragEvent, into reports: inout [AppAction]) {
    guard event.phase == .ended, let press = tabBarPress else {
      if event.phase == .cancelled { tabBarPress = nil }
      return
    }
    tabBarPress = nil
    guard abs(event.location.x - press.x) < 20, event.location.y >= contentSize.height else { return }
    if let screen = tabBarSlots.screen(atX: event.location.x) { reports.append(.select(screen)) }
  }

  /// How far one line of a wheel scrolls, in points: what a notch moves Home's page and the Archive's
  /// list, and what a trackpad's fractional lines are multiplied by.
  static let wheelLine: CGFloat = HomeScene.wheelLine

  /// A wheel or trackpad scroll of `dx`, `dy` lines at `point` (SDL's signs: `dy` positive away from
  /// the user). The carousel under the pointer takes it first, through the engine
  /// (``ComponentHost/scrollWheel(_:animation:)``): a whole number of lines is a mouse wheel's notch
  /// and steps one item; fractions are a trackpad's continuous scroll, which the carousel follows and
  /// snaps as after a drag. What the carousel passes on (a vertical scroll) scrolls Home's page or
  /// the Archive's list.
  mutating func wheel(dx: CGFloat, dy: CGFloat, at point: CGPoint, time: TimeInterval, _ context: Context) {
    // An open detail covers the screen: nothing under it scrolls.
    guard dx.isFinite, dy.isFinite, !detail.isPresented else { return }
    let isNotch = dx == dx.rounded() && dy == dy.rounded()
    let event = ScrollWheelEvent(
      delta: CGSize(width: dx * Self.wheelLine, height: -dy * Self.wheelLine), location: point, time: time,
      phase: isNotch ? .notch : .unphased)
    var reports: [AppAction] = []
    _ = send(.wheel(event, lines: CGSize(width: dx, height: dy)), to: context.screen, context, reports: &reports)
  }

  /// A key: the screen's feature takes it — arrows along its main carousel step, Page Up/Down by
  /// what it shows, Home and End to its ends (``ComponentHost/press(_:animation:time:)``); on Home
  /// the ring takes ← and → and the page the rest (↑ ↓ by 120 points, Page Up/Down by a screen less
  /// 40 points, Home and End to the top and bottom); on the Archive ↑ and ↓ move the selection.
  /// - Returns: what it did that the rest of the state must hear (the Archive's selection).
  mutating func press(_ key: NavigationKey, time: TimeInterval, _ context: Context) -> [AppAction] {
    // An open detail covers the screen: nothing under it moves.
    guard !detail.isPresented else { return [] }
    var reports: [AppAction] = []
    _ = send(.key(key, time: time), to: context.screen, context, reports: &reports)
    return reports
  }

  /// F or Space: on the Archive, the selected row's ♥ toggles (if it is among the results).
  func markSelected(_ context: Context) -> [AppAction] {
    context.screen == .archive ? archive.markSelected(context.archive) : []
  }

  // MARK: - Time

  /// Moves every feature to `time`.
  /// - Returns: what happened that the rest of the state must hear: taps, favourites marked, a detail
  ///   opened or closed.
  mutating func advance(to time: TimeInterval, _ context: Context, text: TextMeasurer) -> [AppAction] {
    if time.isFinite { clock = max(clock, time) }
    var reports = home.advance(to: time, context)
    reports += favorites.advance(to: time, context)
    reports += pager.advance(to: time, context)
    reports += rows.advance(to: time, context)
    reports += articles.advance(to: time, context)
    reports += archive.advance(to: time, context)
    // A card of Home's page tapped since the last frame, or one a carousel reported now, opens.
    var tapped = home.takeTappedCard()
    for case .tapped(let carousel?, let id) in reports {
      if let source = DetailSource(openedFrom: carousel) { tapped = DetailRef(source, id: id) }
    }
    if let ref = tapped, !detail.isPresented, let content = context.feeds.detail(for: ref),
      let card = cardAppearance(for: ref, context.feeds, on: context.screen)
    {
      detail.open(ref, content, from: card, in: contentSize, time: time, text: text)
      reports.append(.detailOpened(ref))
    }
    let card = detail.ref.flatMap { cardAppearance(for: $0, context.feeds, on: context.screen) }
    return reports + detail.advance(to: time, card: card)
  }

  // MARK: - Detail

  /// Lays out `ref`'s detail for the current size now, for the tap that may open it: measuring its
  /// text takes milliseconds the opening frame should not spend. Only the latest is kept; an item
  /// the feeds do not have, or one already prepared, changes nothing.
  mutating func prepareDetail(_ ref: DetailRef, _ feeds: FeedBundle, text: TextMeasurer) {
    guard let content = feeds.detail(for: ref) else { return }
    detail.prepare(ref, content, in: contentSize, text: text)
  }

  /// `ref`'s detail as ``prepareDetail(_:_:text:)`` laid it out, if that was for the current size.
  public func preparedLayout(for ref: DetailRef) -> DetailLayout? { detail.preparedLayout(for: ref, in: contentSize) }

  /// The card of `screen` under `point` (screen points) whose detail a tap there would open, if
  /// any: the front one where cards overlap. A guess for laying the detail out while the finger is
  /// still down; the tap itself is decided by the carousels.
  ///
  /// - Complexity: O(*n*) placements computed for the *n* items `screen` can show.
  public func detailRef(at point: CGPoint, _ feeds: FeedBundle, on screen: Screen) -> DetailRef? {
    guard !detail.isPresented, point.x.isFinite, point.y.isFinite, point.y < contentSize.height else { return nil }
    return feature(showing: screen)?.detailRef(at: point, feeds)
  }

  /// Closes the detail onto its card, where the card is now, with the same transition a pull ends
  /// in: what Escape and the back button do.
  /// - Returns: false when no detail was open (Escape then quits).
  @discardableResult
  mutating func closeDetail(time: TimeInterval, _ context: Context) -> Bool {
    let card = detail.ref.flatMap { cardAppearance(for: $0, context.feeds, on: context.screen) }
    return detail.close(onto: card, time: time)
  }

  /// The card showing `ref` of `feeds` on `screen` (the one shown) as drawn now, in screen points, or
  /// nil when it is not on screen.
  public func cardAppearance(for ref: DetailRef, _ feeds: FeedBundle, on screen: Screen) -> CardAppearance? {
    guard let card = feature(showing: screen)?.card(for: ref, feeds),
      card.frame.intersects(CGRect(origin: .zero, size: contentSize))
    else { return nil }
    return CardAppearance(frame: card.frame, cornerRadius: card.cornerRadius, backdropOpacity: 0)
  }
}
