import CarouselCore
import Foundation
import GalleryModel
import GalleryRender
import Redux

/// The Gallery's running parts, window or not: the store, the scene and the renderer, and one frame's
/// work — input, engine, actions, drawing.
@MainActor
public final class GalleryApp {
  public let store: Store<AppState, AppAction>
  public private(set) var scene: GalleryScene
  public let renderer: GalleryRenderer
  public private(set) var canvas: Canvas
  public private(set) var stats = FrameStats()

  /// An app of `size` points drawn at `scale` pixels per point.
  public init(
    size: CGSize = CGSize(width: 390, height: 844), scale: Double = 1, images: ImageSource = ImageSource(),
    timeZone: TimeZone = .current,
    loadFeeds: @escaping @Sendable () async throws -> (feeds: FeedBundle, issues: [FeedIssue]) = {
      try FeedBundle.sample()
    }
  ) {
    store = Store(initialState: AppState(), reducer: appReducer, middlewares: [feedLoading(loadFeeds)])
    scene = GalleryScene(size: size)
    renderer = GalleryRenderer(scale: scale, images: images, timeZone: timeZone)
    canvas = Canvas(size: size, scale: scale)
  }

  /// An app as the command line asked for it: size, scale, photos, feeds and time zone.
  public convenience init(settings: LaunchSettings) {
    self.init(
      size: settings.size, scale: settings.scale, images: settings.imageSource, timeZone: settings.timeZone,
      loadFeeds: settings.feedLoader)
  }

  /// Loads the feeds through the store's middleware and waits for them.
  public func loadFeeds() async {
    store.dispatch(.loadFeeds)
    await store.settle()
    scene.sync(with: store.state)
  }

  /// Lays every screen out again for a window of `size` points (a live resize); the state and every
  /// carousel's index are kept.
  public func resize(to size: CGSize) {
    guard size != scene.size, size.width >= 1, size.height >= 1 else { return }
    scene.resize(to: size)
    canvas = Canvas(size: size, scale: canvas.scale)
  }

  /// Draws every card into the cache before the first frame.
  public func prewarm() { renderer.prewarm(state: store.state, scene: scene) }

  /// Sends `action` to the store and lets the scene follow the new state.
  public func dispatch(_ action: AppAction) {
    store.dispatch(action)
    scene.sync(with: store.state)
  }

  /// Feeds one pointer sample (window points).
  public func handle(_ event: DragEvent) { scene.handle(event) }

  /// A wheel scroll at a point.
  public func wheel(dx: CGFloat, dy: CGFloat, at point: CGPoint, time: TimeInterval) {
    scene.wheel(dx: dx, dy: dy, at: point, time: time)
  }

  /// Arrow keys.
  public func arrow(dx: Int, dy: Int, time: TimeInterval) { scene.arrow(dx: dx, dy: dy, time: time) }

  /// Moves the engine to `time` and dispatches what it reported.
  public func advance(to time: TimeInterval) {
    for action in scene.advance(to: time) { store.dispatch(action) }
    scene.sync(with: store.state)
  }

  /// Draws the current state into ``canvas``.
  public func draw() { renderer.render(state: store.state, scene: scene, on: canvas) }

  /// Records a frame's measured time.
  public func recordFrame(seconds: Double) { stats.record(seconds) }

  /// The longest pause a replayed script keeps, in seconds, in the window and headless alike; longer
  /// ones are shortened to it, so a script that idles for a day, or ends at 1e300 s, plays in bounded
  /// time (an auto-advancing row turns at most a page or two in a shortened pause, not 30,000).
  public static let maximumScriptPause: TimeInterval = 5

  /// Replays `script` headless: samples at their times, a frame every 1/60 s, each frame drawn and
  /// timed, until the scene settles after the last sample. Frames while everything rests are skipped
  /// (auto-advance still turns its pages on time) and pauses longer than ``maximumScriptPause`` are
  /// shortened, so a long script returns without waiting.
  public func replay(_ script: GestureScript, startingAt start: TimeInterval = 0) {
    script.play(startingAt: start, maximumPause: Self.maximumScriptPause) { sample in
      handle(sample)
    } frame: { time in
      let began = DispatchTime.now().uptimeNanoseconds
      advance(to: time)
      draw()
      recordFrame(seconds: Double(DispatchTime.now().uptimeNanoseconds - began) / 1e9)
      return scene.isSettled
    } nextWakeTime: {
      scene.nextWakeTime
    }
  }

  /// Writes the state dump as JSON.
  public func dumpState(to url: URL) throws {
    try StateDump(store.state).jsonData().write(to: url)
  }
}
