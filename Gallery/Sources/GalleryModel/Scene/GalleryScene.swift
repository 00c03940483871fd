import AppModel
import CarouselCore
import Foundation

/// The engine side of the Gallery: one feature per screen — ``home``, ``favorites``, ``pager``,
/// ``rows``, ``articles``, ``archive`` — each holding its carousels' hosts (the same glue the SwiftUI
/// views run) and its layout, the ``detail`` opened from any card, and the router between them: the
/// tab bar, the drag arbiter, and the input that goes to the screen shown or to every screen. The
/// router knows no screen's parts, keys or taps; it reaches the features through one switch to send
/// and one to read (`GalleryScene+Features.swift`).
///
/// It lives in ``AppState/scene`` and only the app's reducer changes it: an input action (a pointer
/// sample, the wheel, a key, a tick of the clock) advances it, and what a feature reports — a tap, a ♡,
/// a detail to open — comes back as that feature's actions, which the reducer sends on to the store.
/// What the state already knows (the screen shown, the feeds, the Archive's conditions) the scene is
/// told with each call, never keeps. Time is always an argument.
public struct GalleryScene: Sendable, Equatable {
  /// What the scene reads from the rest of the state: each fact has its owner there.
  struct Context {
    /// The screen shown.
    var screen: Screen
    /// The feeds.
    var feeds: FeedBundle
    /// The Archive screen's field and selection.
    var archive: ArchiveState
    /// The Archive's keyword and category.
    var conditions: ArchiveConditions

    /// What `state` knows.
    init(_ state: AppState) {
      self.init(
        screen: state.selectedScreen, feeds: state.data.feeds, archive: state.archive, conditions: state.data.archive)
    }

    init(
      screen: Screen = .home, feeds: FeedBundle = FeedBundle(), archive: ArchiveState = ArchiveState(),
      conditions: ArchiveConditions = ArchiveConditions()
    ) {
      self.screen = screen
      self.feeds = feeds
      self.archive = archive
      self.conditions = conditions
    }
  }

  /// What can own a drag: the detail, which covers every screen, or a part of the feature of the
  /// screen touched (the part's raw value: each feature names its own).
  enum Part: Hashable, Sendable {
    case detail
    case feature(Int)
  }

  /// The height of the tab bar at the bottom, in points.
  public static let tabBarHeight: CGFloat = 64

  /// How far one line of a wheel scrolls, in points: what a notch moves Home's page and the Archive's
  /// list, and what a trackpad's fractional lines are multiplied by.
  static let wheelLine: CGFloat = HomeScene.wheelLine

  /// The window size in points.
  public private(set) var size: CGSize
  /// The layout direction (the `--rtl` switch): right to left, every carousel, grid and masonry is
  /// mirrored — the first item at the right, drags, keys and the wheel the other way round.
  public let direction: ReadingDirection

  /// Home: the banner ring, the featured row, the news sections, the trend grid and the masonry on
  /// one vertical page.
  public internal(set) var home: HomeScene
  /// Favourites: the card stack.
  public internal(set) var favorites: FavoritesScene
  /// Pager: the endless pager.
  public internal(set) var pager: PagerScene
  /// Rows: the auto-advancing news rows and the single-row example.
  public internal(set) var rows: RowsScene
  /// Articles: the looping category tabs over pages.
  public internal(set) var articles: ArticlesScene
  /// Archive: the search, its chips and its list.
  public internal(set) var archive: ArchiveScene
  /// The detail opened from a card, flying or open.
  public internal(set) var detail = DetailScene()

  /// Who owns the current drag.
  var arbiter = DragArbiter<Part>()
  /// Where each part's local origin is on screen, fixed for the current drag.
  var origins: [Part: CGPoint] = [:]
  /// The screen whose parts the current drag or press goes to.
  var touchedScreen = Screen.home
  /// Where a touch on the tab bar went down, until it lifts.
  var tabBarPress: CGPoint?
  /// Whether the current touch is a feature's own press (``DragStart/press``).
  var isFeaturePress = false
  /// The latest time the scene has been given, in seconds.
  private(set) var clock: TimeInterval = 0

  /// A scene for a window of `size` points, with no feeds yet, laid out in `direction`.
  public init(size: CGSize = CGSize(width: 390, height: 844), direction: ReadingDirection = .leftToRight) {
    self.size = size
    self.direction = direction
    home = HomeScene(width: size.width, direction: direction)
    favorites = FavoritesScene(direction: direction)
    pager = PagerScene(direction: direction)
    rows = RowsScene(direction: direction)
    articles = ArticlesScene(direction: direction)
    archive = ArchiveScene(direction: direction)
    layOut(Context())
  }

  /// The tab bar's slots, in the layout direction.
  public var tabBarSlots: TabBarSlots { TabBarSlots(width: size.width, direction: direction) }

  /// The visible content area above the tab bar.
  public var contentSize: CGSize { CGSize(width: size.width, height: max(0, size.height - Self.tabBarHeight)) }

  /// Moves the clock to `time` (when it is later and finite).
  mutating func note(_ time: TimeInterval) {
    if time.isFinite { clock = max(clock, time) }
  }

  /// Lays everything out for a window of `size` points. Each carousel keeps its current item (the
  /// host carries it across the new viewport); Home's page keeps its offset, clamped to the new content.
  /// A size that is not finite or under a point a side is ignored.
  mutating func resize(to newSize: CGSize, _ context: Context, text: any TextMeasuring) {
    guard newSize != size, newSize.width.isFinite, newSize.height.isFinite, newSize.width >= 1, newSize.height >= 1
    else { return }
    size = newSize
    layOut(context)
    detail.resize(to: contentSize, showing: detail.ref.flatMap(context.feeds.detail(for:)), text: text)
  }

  /// Sets every feature up for `context`'s feeds (new ones arrived), measuring tab and chip titles
  /// with `text`. Each carousel keeps its current item when its items stay.
  mutating func load(_ context: Context, text: any TextMeasuring) {
    _ = sendToEvery(.load(text: text, time: clock), context)
    layOut(context)
  }

  /// Switches to `screen`: each feature hears whether it shows (the rows' timer runs only while they
  /// do), and another screen replaces an open detail at once (there is no card to fly back to).
  /// - Returns: whether a detail was dismissed.
  mutating func show(_ screen: Screen, _ context: Context) -> Bool {
    for each in Screen.allCases {
      var reports: [AppAction] = []
      _ = send(.shown(each == screen), to: each, context, reports: &reports)
    }
    return detail.dismiss()
  }

  private mutating func layOut(_ context: Context) {
    _ = sendToEvery(.layOut(contentSize, time: clock), context)
  }

  /// Shows the Archive items `conditions` find, from the top of the results, unless they are the
  /// conditions shown already.
  mutating func search(_ conditions: ArchiveConditions) {
    guard conditions != archive.conditions else { return }
    archive.showResults(for: conditions, time: clock)
  }

  /// Whether nothing on `screen` (the one shown) moves. The rows screen may still turn a page by
  /// itself at ``nextWakeTime(showing:)``.
  public func isSettled(showing screen: Screen) -> Bool {
    detail.presentation.isSettled && isScreenSettled(screen)
  }

  /// Whether nothing on `screen` itself moves, whatever a detail over it does. The rows screen may
  /// still turn a page by itself at ``nextWakeTime(showing:)``.
  public func isScreenSettled(_ screen: Screen) -> Bool { feature(showing: screen)?.isSettled != false }

  /// When `screen` (the one shown) must be advanced although nothing moves (the rows' next
  /// auto-advance), or nil.
  public func nextWakeTime(showing screen: Screen) -> TimeInterval? { feature(showing: screen)?.nextWakeTime }

  /// The item `carousel` last came to rest on, as its host has it; 0 for a carousel no feature has.
  func index(of carousel: Carousel) -> Int {
    Screen.allCases.lazy.compactMap { feature(showing: $0)?.index(of: carousel) }.first ?? 0
  }

  /// Moves every feature, and the detail, to `time`.
  /// - Returns: what they report, as the app's actions: taps, ♡ marks, details to open, a detail closed.
  mutating func advance(to time: TimeInterval, _ context: Context) -> [AppAction] {
    note(time)
    var reports = sendToEvery(.advance(time), context)
    let card = detail.ref.flatMap { cardAppearance(for: $0, context.feeds, on: context.screen) }
    reports += detail.advance(to: time, card: card).map(AppAction.detail)
    return reports
  }
}
