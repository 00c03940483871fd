import CarouselCore
import Foundation

/// Everything the Gallery shows, in one value: the store's state (SPEC §7). The renderer is a function
/// of it; each fact has one owner here — the scene owns every carousel's position, the state the
/// feeds, the screen and the marks — and only the reducer changes it.
public struct AppState: Equatable, Sendable {
  /// The six feeds.
  public var feeds = FeedBundle()
  /// Where loading stands.
  public var loadState = LoadState.idle
  /// What was skipped while loading.
  public var issues: [FeedIssue] = []
  /// The screen shown.
  public var selectedScreen = Screen.home
  /// The ids of the favourite scenes the user tapped to mark.
  public var favorites: Set<Int> = []
  /// The items tapped, newest last (at most 20).
  public var tapLog: [String] = []
  /// How many detail screens have closed since launch.
  public var closedDetails = 0
  /// The Archive screen's search and ♥ marks.
  public var archive = ArchiveState()
  /// What went wrong keeping the favourites, in one line (they then live in memory only), if anything.
  public var storageProblem: String?

  /// The engine side: every carousel's host, Home's page, the screens' layouts and the detail. The
  /// reducer advances it with the input actions.
  public internal(set) var scene: GalleryScene
  /// Whether Escape was pressed with no detail open to close: the front end quits.
  public var quitRequested = false

  /// A state with no feeds yet, for a window of `size` points, laid out in `direction`.
  public init(size: CGSize = CGSize(width: 390, height: 844), direction: ReadingDirection = .leftToRight) {
    scene = GalleryScene(size: size, direction: direction)
    _ = scene.show(selectedScreen)
  }

  /// The item `carousel` last came to rest on (its page for the rows, its category for the
  /// articles), as its host has it.
  public func index(of carousel: Carousel) -> Int {
    switch carousel {
    case .banners: scene.home.banners.settledIndex
    case .featured: scene.home.featured.settledIndex
    case .news: scene.home.news.settledIndex
    case .favorites: scene.favorites.stack.settledIndex
    case .rows: scene.rows.newsRows.settledIndex
    case .singleRow: scene.rows.singleRow.settledIndex
    case .articles: scene.articles.pager.selectedIndex
    }
  }

  /// The infinite pager's page: how many pages it has turned forward (negative: back).
  public var pagerPage: Int { scene.pager.host.currentIndex }

  /// The item whose detail screen is open (or opening, or closing), if any.
  public var detail: DetailRef? { scene.detail.ref }

  /// Whether nothing on the shown screen moves (the rows may still turn a page at ``nextWakeTime``).
  public var isSettled: Bool { scene.isSettled(showing: selectedScreen) }

  /// When the shown screen must be advanced although nothing moves (the rows' next auto-advance), or
  /// nil.
  public var nextWakeTime: TimeInterval? { scene.nextWakeTime(showing: selectedScreen) }

  /// The card showing `ref` on the shown screen as drawn now, in screen points, or nil when it is not
  /// on screen: where its detail opens from and closes to.
  public func cardAppearance(for ref: DetailRef) -> CardAppearance? {
    scene.cardAppearance(for: ref, feeds, on: selectedScreen)
  }
}

/// What can happen in the Gallery.
public enum AppAction: Equatable, Sendable {
  /// Start loading the feeds.
  case loadFeeds
  /// The feeds arrived (with what had to be skipped).
  case feedsLoaded(FeedBundle, issues: [FeedIssue])
  /// Loading failed altogether.
  case feedsFailed(FeedLoadError)
  /// Show a screen.
  case select(Screen)
  /// A pointer sample (a finger or the mouse) in window points.
  case pointer(DragEvent)
  /// A wheel or trackpad scroll of `dx`, `dy` lines at `point`, at `time` seconds.
  case wheel(dx: CGFloat, dy: CGFloat, at: CGPoint, time: TimeInterval)
  /// An arrow, Page Up/Down, Home or End key, at `time` seconds.
  case key(NavigationKey, time: TimeInterval)
  /// F or Space: the Archive's selected row's ♥.
  case markSelected
  /// Escape or the back button, at `time` seconds: closes the detail, or asks to quit.
  case back(time: TimeInterval)
  /// The window is now `CGSize` points.
  case resize(CGSize)
  /// The clock reached `TimeInterval` seconds: every component moves to it.
  case tick(TimeInterval)
  /// An item was tapped.
  case tapped(Carousel?, id: Int)
  /// Mark or unmark a favourite scene.
  case toggleFavorite(id: Int)
  /// Lay out `DetailRef`'s detail now, ahead of a tap that may open it (a press on its card), so the
  /// frame that opens it does not measure its text. Changes nothing on screen.
  case prepareDetail(DetailRef)
  /// A card's detail screen started opening (the scene reports it).
  case detailOpened(DetailRef)
  /// The detail screen finished closing onto its card (the scene reports it).
  case detailClosed
  /// Read back the favourites kept from earlier runs (the persistence middleware answers).
  case restoreFavorites
  /// The favourites kept from earlier runs (scenes, and archive items), and what went wrong opening
  /// their store, if anything.
  case favoritesRestored(Set<Int>, archive: Set<Int> = [], problem: String?)
  /// Something happened on the Archive screen.
  case archive(ArchiveAction)
  /// Keeping the favourites failed; they live in memory from now on.
  case storageFailed(String)
}

extension AppState {
  /// Whether `other` holds the same facts as this state apart from the scene: what a front end asks,
  /// with ``isSettled``, to skip drawing a frame at rest (a resting scene's hosts still count the
  /// clock, so the scene itself differs every tick).
  public func matches(apartFromScene other: AppState) -> Bool {
    var other = other
    other.scene = scene
    return self == other
  }

  /// This state with an empty scene in place of its own: what a front end keeps to compare later
  /// states with (``matches(apartFromScene:)``). Keeping the state itself would hold on to the
  /// scene's storage, so that the next tick's changes to the live scene would copy it.
  public var apartFromScene: AppState {
    var copy = self
    copy.scene = Self.emptyScene
    return copy
  }

  /// The scene ``apartFromScene`` puts in, made once.
  private static let emptyScene = GalleryScene()
}
