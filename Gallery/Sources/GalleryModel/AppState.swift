import Foundation

/// Everything the Gallery shows, in one value: the store's state (SPEC §7). The renderer is a function
/// of it plus the engine components' motion.
public struct AppState: Codable, Equatable, Sendable {
  /// The six feeds.
  public var feeds = FeedBundle()
  /// Where loading stands.
  public var loadState = LoadState.idle
  /// What was skipped while loading.
  public var issues: [FeedIssue] = []
  /// The screen shown.
  public var selectedScreen = Screen.home
  /// Each carousel's current item (its page for the rows).
  public var carouselIndices: [Carousel: Int] = [:]
  /// The infinite pager's page.
  public var pagerPage = 0
  /// The ids of the favourite scenes the user tapped to mark.
  public var favorites: Set<Int> = []
  /// The items tapped, newest last (at most 20).
  public var tapLog: [String] = []
  /// The item whose detail screen is open (or opening, or closing), if any.
  public var detail: DetailRef?
  /// How many detail screens have closed since launch.
  public var closedDetails = 0
  /// The Archive screen's search and ♥ marks.
  public var archive = ArchiveState()
  /// What went wrong keeping the favourites, in one line (they then live in memory only), if anything.
  public var storageProblem: String?

  public init() {}

  /// The current item of `carousel` (0 until it reports one).
  public func index(of carousel: Carousel) -> Int { carouselIndices[carousel] ?? 0 }
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
  /// A carousel came to rest on an item.
  case settled(Carousel, index: Int)
  /// The pager turned a page.
  case paged(forward: Bool)
  /// An item was tapped.
  case tapped(Carousel?, id: Int)
  /// Mark or unmark a favourite scene.
  case toggleFavorite(id: Int)
  /// A card's detail screen started opening.
  case detailOpened(DetailRef)
  /// The detail screen finished closing onto its card.
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
