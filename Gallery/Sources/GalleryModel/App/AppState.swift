import AppModel
import CarouselCore
import Foundation

/// Everything the Gallery shows, in one value: the store's state (SPEC §7). The renderer is a function
/// of it; each fact has one owner here — the data its feeds, favourites and the Archive's conditions,
/// the scene every carousel's position, the app the screen shown — and only the reducer changes it.
public struct AppState: Equatable, Sendable {
  /// The feeds, where loading them stands, the favourites and the Archive's conditions: the side of
  /// the app that knows nothing of how it is shown.
  public var data = DataState()
  /// The screen shown.
  public var selectedScreen = Screen.home
  /// The items tapped, newest last (at most 20).
  public var tapLog: [String] = []
  /// How many detail screens have closed since launch.
  public var closedDetails = 0
  /// The Archive screen's keyword field and selected row.
  public var archive = ArchiveState()

  /// The engine side: every carousel's host, Home's page, the screens' layouts and the detail. The
  /// reducer advances it with the input actions.
  public internal(set) var scene: GalleryScene
  /// Whether Escape was pressed with no detail open to close: the front end quits.
  public var quitRequested = false

  /// A state with no feeds yet, for a window of `size` points, laid out in `direction`.
  public init(size: CGSize = CGSize(width: 390, height: 844), direction: ReadingDirection = .leftToRight) {
    scene = GalleryScene(size: size, direction: direction)
    _ = scene.show(selectedScreen, GalleryScene.Context())
  }

  /// The item `carousel` last came to rest on (its page for the rows, its category for the
  /// articles), as its host has it.
  public func index(of carousel: Carousel) -> Int { scene.index(of: carousel) }

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
    scene.cardAppearance(for: ref, data.feeds, on: selectedScreen)
  }

  /// The Archive feature's state: the screen's own, the data's conditions it reads, and its scene
  /// part; the screen and the scene part written back where they live.
  var archiveFeature: ArchiveFeature {
    get { ArchiveFeature(screen: archive, conditions: data.archive, scene: scene.archive) }
    set {
      archive = newValue.screen
      scene.archive = newValue.scene
    }
  }

  /// The detail feature's state: the detail, with the feeds and the content area it reads.
  var detailFeature: DetailFeature {
    get { DetailFeature(detail: scene.detail, feeds: data.feeds, contentSize: scene.contentSize) }
    set { scene.detail = newValue.detail }
  }
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
