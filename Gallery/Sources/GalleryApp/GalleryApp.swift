import AppModel
import CarouselCore
import Foundation
import GalleryModel
import GalleryRender
import Redux

/// The Gallery's running parts, window or not: the store and the renderer, and one frame's work —
/// inputs dispatched as actions, a tick of the clock dispatched, the state drawn.
///
/// Data goes one way: every input becomes an ``AppAction``; the reducer advances the state's scene
/// and folds what it reports into the same state; ``GalleryRenderer/render(state:on:)`` draws the
/// state. Nothing here keeps a copy of what the state knows.
@MainActor
public final class GalleryApp {
  public let store: Store<AppState, AppAction>
  public let renderer: GalleryRenderer
  /// What frames are drawn into: a canvas of the app's own, or the window's surface
  /// (``drawsIntoWindow``).
  public private(set) var canvas: Canvas
  /// When set (by the window), what frames are drawn straight into instead of a canvas of the app's
  /// own: for the content's size and the canvas's scale, the window's surface as a canvas, or nil
  /// when it is not one (another size mid-resize, another pixel format), and frames go to a canvas of
  /// the app's own to be copied. Asked before every frame drawn, so ``canvas`` and ``draw()`` are for
  /// frames: between them the window may free the surface. Set back to nil while the window is still
  /// open: ``canvas`` then becomes a canvas of the app's own holding the last frame (as it does when
  /// another function is set).
  public var drawsIntoWindow: ((_ size: CGSize, _ scale: Double) -> Canvas?)? {
    didSet {
      guard canvasIsWindows else { return }
      let own = Canvas(size: canvas.size, scale: canvas.scale)
      own.draw(canvas, placement: ItemPlacement(index: 0, frame: CGRect(origin: .zero, size: canvas.size)))
      canvas = own
      canvasIsWindows = false
    }
  }
  /// Whether ``canvas`` is one ``drawsIntoWindow`` gave, whose memory the window may free.
  private var canvasIsWindows = false
  public private(set) var stats = FrameStats()
  /// Steps of the warm-up still to run, the next last.
  private var pendingWarmUp: [() -> Void] = []
  /// Gaps between frames in a row too short for the next card of the warm-up.
  private var gapsWithoutWarmUp = 0

  /// An app of `size` points laid out in `direction`, drawn at `scale` pixels per point.
  public init(
    size: CGSize = CGSize(width: 390, height: 844), direction: ReadingDirection = .leftToRight, scale: Double = 1,
    images: ImageSource = ImageSource(),
    timeZone: TimeZone = .current,
    language: GalleryLanguage = .japanese,
    loadFeeds: @escaping @Sendable () async throws -> (feeds: FeedBundle, issues: [FeedIssue]) = {
      try FeedBundle.sample()
    },
    favorites: FavoritesDatabase? = nil
  ) {
    store = Store(
      initialState: AppState(size: size, direction: direction), reducer: appReducer(text: .pango),
      middlewares: appMiddleware(load: loadFeeds, favorites: favorites))
    renderer = GalleryRenderer(scale: scale, images: images, timeZone: timeZone, language: language)
    canvas = Canvas(size: size, scale: scale)
  }

  /// An app as the command line asked for it: size, scale, photos, feeds, time zone and language.
  public convenience init(settings: LaunchSettings) {
    self.init(
      size: settings.size, direction: settings.direction, scale: settings.scale, images: settings.imageSource,
      timeZone: settings.timeZone, language: settings.language, loadFeeds: settings.feedLoader,
      favorites: settings.favoritesFile.map(FavoritesDatabase.init(file:)))
  }

  /// Loads the feeds (and the favourites kept from earlier runs) through the store's middleware and
  /// waits for them.
  public func loadFeeds() async {
    store.dispatch(.data(.restoreFavorites))
    store.dispatch(.data(.loadFeeds))
    await store.settle()
  }

  /// The engine side as the state has it: every carousel's host, the page, the layouts. Read only —
  /// actions change it.
  public var scene: GalleryScene { store.state.scene }

  /// Lays every screen out again for a window of `size` points (a live resize); the state and every
  /// carousel's index are kept. A size the scene cannot use (not finite, under a point a side) changes
  /// nothing, the canvas included.
  public func resize(to size: CGSize) {
    guard size != scene.size else { return }
    store.dispatch(.resize(size))
    // The scene decides which sizes are usable; the canvas follows only a size it took. In the
    // window, the next frame asks the window for its surface instead.
    if scene.size == size, drawsIntoWindow == nil { canvas = Canvas(size: size, scale: canvas.scale) }
    // Cards still to warm are drawn at the new sizes.
    if !pendingWarmUp.isEmpty { warmUpLater(renderer.prewarmSteps(state: store.state)) }
  }

  /// Draws every card into the cache before the first frame (headless renders and replays).
  public func prewarm() { renderer.prewarm(state: store.state) }

  /// For the window: draws the cards of the screen the first frame shows now, and leaves the rest of
  /// ``GalleryRenderer/prewarmSteps(state:)`` — Home's cards below the fold, the other screens — to
  /// the gaps between frames (``prepareNextFrame(within:)``), so the first frame waits only for what
  /// it shows (at 390 × 844 points, scale 2: 40–47 ms of the 150 ms a whole prewarm takes).
  public func prewarmFirstScreen() {
    // The screen's own cards, not those it asks for ahead (a scroll's next cards).
    renderer.warmUpFirst(store.state.selectedScreen, state: store.state)
    while renderer.cache.hasUrgentWarmCards { renderer.cache.drawNextWarmCard() }
    warmUpLater(renderer.prewarmSteps(state: store.state))
  }

  /// Keeps the warm-up's steps after the first (the screen the window shows) for the gaps between frames.
  private func warmUpLater(_ steps: [() -> Void]) { pendingWarmUp = steps.dropFirst().reversed() }

  /// Whether cards are still to be drawn ahead of being shown (after ``prewarmFirstScreen()``).
  public var isWarmingUp: Bool { !pendingWarmUp.isEmpty || renderer.cache.hasQueuedWarmCards }

  /// How long the warm-up's next card is expected to take (``CardCache/nextWarmCardCost``), asking
  /// the next steps for their cards while none waits; nil when the warm-up is over.
  private func nextWarmCardCost() -> TimeInterval? {
    while !renderer.cache.hasQueuedWarmCards {
      guard let step = pendingWarmUp.popLast() else { return nil }
      step()
    }
    return renderer.cache.nextWarmCardCost
  }

  /// Sends `action` to the store.
  public func dispatch(_ action: AppAction) { store.dispatch(action) }

  /// The card a finger went down on, whose detail the gaps between frames lay out and draw ahead of
  /// the tap that may open it.
  private var detailToPrepare: DetailRef?
  /// The drawing of that detail still to do, a step a gap, the next last.
  private var detailDrawingSteps: [() -> Void] = []
  /// The detail ``detailDrawingSteps`` draw.
  private var detailBeingDrawn: DetailRef?
  /// Whether the screen under that detail is to be drawn once its steps are done, for the frames of
  /// the detail over it to copy (``GalleryRenderer/prepareScreenUnderDetail(for:)``).
  private var drawsScreenUnderDetailAhead = false
  /// The screen of the tab a finger went down on, whose cards the gaps between frames draw ahead of
  /// the tap that may open it.
  private var screenToPrepare: Screen?
  /// Whether a finger is down on the tab of another screen than the one shown.
  private var tabPressed = false

  /// Whether the next frame must be drawn although nothing moved (the first frame, a resize).
  private var needsDraw = true

  /// Whether a resize was applied since the last frame began.
  private var resizedSinceLastFrame = false

  /// How long after a resize frames may show a card scaled from its old size until a gap draws it
  /// at its new one (``CardCache/allowStandIns(until:)``), in seconds.
  public static let standInsAfterResize: TimeInterval = 0.5

  /// The state the last drawn frame showed, without its scene (see ``AppState/apartFromScene``).
  private var drawnState: AppState?

  /// Whether the user asked to quit with Escape while no detail was open.
  public var quitRequested: Bool { store.state.quitRequested }

  /// Applies one input, from the window or a script: each is an action for the store, but for a
  /// resize (which also needs a new canvas), a retry (which also asks the photos again) and a touch
  /// on the status banner. `.quit` (and ``quitRequested``) are the caller's to act on.
  public func apply(_ input: GalleryInput) {
    switch input {
    case .drag(let event):
      if event.phase == .began {
        detailToPrepare = store.state.scene.detailRef(
          at: event.location, store.state.data.feeds, on: store.state.selectedScreen)
        detailDrawingSteps = []
        detailBeingDrawn = nil
        drawsScreenUnderDetailAhead = false
        screenToPrepare = store.state.scene.tabScreen(at: event.location, shown: store.state.selectedScreen)
        tabPressed = screenToPrepare != nil
      } else if event.phase == .ended || event.phase == .cancelled {
        tabPressed = false
      }
      if !handleStatusTap(event) { store.dispatch(.pointer(event)) }
    case .wheel(let dx, let dy, let point, let time): store.dispatch(.wheel(dx: dx, dy: dy, at: point, time: time))
    case .key(let key, let time): store.dispatch(.key(key, time: time))
    case .select(let screen): store.dispatch(.select(screen))
    case .resize(let size):
      resize(to: size)
      needsDraw = true
      resizedSinceLastFrame = true
    case .back(let time): store.dispatch(.back(time: time))
    case .retry: retry()
    case .archive(let action): store.dispatch(.archive(action))
    case .mark: store.dispatch(.markSelected)
    case .quit: break
    }
  }

  /// One frame, the same for the window, a script in the window and a headless replay: `inputs`
  /// applied in order, the engine moved to `time` and its events dispatched, then — when anything
  /// changed, moves or is new — the state drawn into ``canvas`` and handed to `upload`. The time from
  /// the first input to the end of the upload is recorded in ``stats``.
  ///
  /// - Returns: whether the frame was drawn.
  @discardableResult
  public func frame(at time: TimeInterval, inputs: [GalleryInput] = [], upload: (Canvas) -> Void = { _ in }) -> Bool {
    var stopwatch = Stopwatch()
    for input in inputs { apply(input) }
    advance(to: time)
    let cardsChanged = renderer.cache.beginFrame(at: time)
    if resizedSinceLastFrame {
      // The window is being resized: its frames show cards not yet drawn at their new size scaled
      // from their old one, and the gaps draw them.
      renderer.cache.allowStandIns(until: time + Self.standInsAfterResize)
      resizedSinceLastFrame = false
    }
    // Against the state last drawn, not the state at the frame's start: an effect (a feed load) may
    // have changed it between frames.
    guard
      needsDraw || cardsChanged || !inputs.isEmpty || !store.state.isSettled
        || !(drawnState.map(store.state.matches(apartFromScene:)) ?? false)
    else {
      return false
    }
    if holdsTransition(at: time) { return false }
    let update = stopwatch.lap()
    chooseCanvas()
    draw()
    drawnState = store.state.apartFromScene
    drawnDetail = store.state.scene.detail.presentation.isPresented
    let drawing = stopwatch.lap()
    upload(canvas)
    let uploading = stopwatch.lap()
    let screen = store.state.scene.detail.presentation.isPresented ? "detail" : store.state.selectedScreen.rawValue
    stats.record(FrameTiming(time: time, screen: screen, update: update, drawing: drawing, upload: uploading))
    needsDraw = false
    return true
  }

  /// The longest a transition — another screen, a detail opening — waits to be shown while the gaps
  /// between frames draw what it shows, in seconds: three frames at 60 Hz. Meanwhile the window keeps
  /// the last frame and the gaps draw, so that a transition no gap prepared is not drawn in one long
  /// frame: a screen half a second after launch, before the warm-up reached it (27–45 ms at
  /// 1280 × 900 points, scale 2), or a detail tapped before the gaps of the press drew its page
  /// (15–43 ms). Its animation's clock runs from the tap: a flight held shows from its second or
  /// third frame.
  public static let maximumTransitionDelay: TimeInterval = 0.05

  /// When the frame showing a transition was first held back.
  private var transitionHeldSince: TimeInterval?
  /// Whether the last drawn frame showed a presented detail.
  private var drawnDetail = false

  /// Whether the frame about to be drawn shows a transition for the first time — another screen than
  /// the last frame, or a detail the last frame did not show — and if so, whether the gaps are still
  /// drawing it: the screen's cards queued first (``CardCache/hasUrgentWarmCards``; the first time,
  /// it queues them, ``GalleryRenderer/warmUpFirst(_:state:)``), or that detail's drawing steps. Nil
  /// when the frame shows no transition.
  private func transitionIsBeingDrawn() -> Bool? {
    let state = store.state
    if let drawn = drawnState, drawn.selectedScreen != state.selectedScreen {
      if transitionHeldSince == nil { renderer.warmUpFirst(state.selectedScreen, state: state) }
      return renderer.cache.hasUrgentWarmCards
    }
    let detail = state.scene.detail
    guard detail.presentation.isPresented, !drawnDetail else { return nil }
    guard let ref = detail.ref else { return false }
    return detailToPrepare == ref || (detailBeingDrawn == ref && !detailDrawingSteps.isEmpty)
  }

  /// Whether the frame at `time` waits: where the gaps draw (``CardCache/redrawsWhenIdle``), it would
  /// show a transition the gaps are still drawing (``transitionIsBeingDrawn()``), held for less than
  /// ``maximumTransitionDelay`` so far. The frame that shows a transition records in ``stats`` how
  /// long it waited.
  private func holdsTransition(at time: TimeInterval) -> Bool {
    guard renderer.cache.redrawsWhenIdle, let beingDrawn = transitionIsBeingDrawn() else {
      transitionHeldSince = nil
      return false
    }
    let heldSince = transitionHeldSince ?? time
    transitionHeldSince = heldSince
    if beingDrawn, time - heldSince < Self.maximumTransitionDelay { return true }
    stats.recordTransition(shownAfter: time - heldSince)
    transitionHeldSince = nil
    return false
  }

  /// Notes in ``stats`` where the window showed its frames from.
  func recordWindowFrames(_ frames: FrameStats.WindowFrames) { stats.recordWindowFrames(frames) }

  /// Notes the cold start in ``stats`` after the window presented a frame: the first frame, and the
  /// first whose cards showed every photo on them (``CardCache/lastFrameShowedEveryPhoto``), in seconds
  /// after launch (``LaunchClock``). Costs nothing once both are known.
  public func recordPresentedFrame() {
    guard stats.photosShownAfterLaunch == nil else { return }
    let now = LaunchClock.secondsSinceLaunch()
    stats.recordFirstFrame(afterLaunch: now)
    if renderer.cache.lastFrameShowedEveryPhoto { stats.recordPhotosShown(afterLaunch: now) }
  }

  /// Spends up to `seconds` between frames on the next frame's cards — fades mixed, cards whose photos
  /// changed drawn again (with ``CardCache/redrawsWhenIdle``, which the window sets) — and says
  /// whether one on screen changed.
  ///
  /// Once no card waits to be drawn again (fades may still be mixing), it draws cards ahead of being
  /// shown (``prewarmFirstScreen()``, the cards a swipe brings next), each when the time its kind is
  /// expected to take (``CardCache/nextWarmCardCost``) fits in what is left of `seconds`, or as a
  /// gap's only work when nothing moves.
  ///
  /// A finger just down on a card goes first: that card's detail is laid out
  /// (``DetailAction/prepare(_:)``), its text and its photo drawn and its page composed
  /// (``GalleryRenderer/detailDrawingSteps(_:state:)``), a step a gap and more while less than half
  /// of the gap is used; then the screen under it is drawn
  /// (``GalleryRenderer/prepareScreenUnderDetail(for:)``). Next come the cards of a screen about to
  /// open (the tab a finger is on, a transition waiting to be shown,
  /// ``CardCache/hasUrgentWarmCards``): before other work, one a gap at least, more while they fit.
  /// The cards a swipe or a scroll brings next (``CardCache/hasWarmCardsNeededSoon``) lead the
  /// warm-up, which goes on for them while cards wait to be drawn again.
  @discardableResult
  public func prepareNextFrame(within seconds: TimeInterval) -> Bool {
    let stopwatch = Stopwatch()
    // Records the gap's work against the time it was given, and returns `changed`.
    func recorded(_ changed: Bool) -> Bool {
      stats.recordBetweenFrames(stopwatch.elapsed, budget: seconds)
      return changed
    }
    // A detail about to open goes first, a step a gap — its layout, its text, its photo, its page —
    // and more while less than half the gap is used (at 390 × 844 points, scale 2, all of them in
    // one or two gaps; at 1280 × 900 the text alone takes 10–14 ms).
    if let ref = detailToPrepare {
      detailToPrepare = nil
      dispatch(.detail(.prepare(ref)))
      // The page's memory too, if no gap wrote it yet (a press during the warm-up).
      renderer.prepareDetailPage(for: store.state)
      detailDrawingSteps = renderer.detailDrawingSteps(ref, state: store.state).reversed()
      detailBeingDrawn = ref
      drawsScreenUnderDetailAhead = true
      guard stopwatch.elapsed < seconds / 2 else { return recorded(false) }
    }
    if let step = detailDrawingSteps.popLast() {
      step()
      while stopwatch.elapsed < seconds / 2, let next = detailDrawingSteps.popLast() {
        next()
      }
      return recorded(false)
    }
    // Then the screen under it, which the frames of a detail opening need after the first; a
    // detail's opening does not wait for it.
    if drawsScreenUnderDetailAhead {
      drawsScreenUnderDetailAhead = false
      if renderer.prepareScreenUnderDetail(for: store.state) { return recorded(false) }
    }
    // So does a screen about to open (a finger on its tab, a transition held back): its cards go
    // before any other work, one a gap at least, more while they fit; nothing moves meanwhile but fades.
    if let screen = screenToPrepare {
      screenToPrepare = nil
      renderer.warmUpFirst(screen, state: store.state)
    }
    if tabPressed || transitionHeldSince != nil, renderer.cache.hasUrgentWarmCards {
      var drew = false
      while renderer.cache.hasUrgentWarmCards, let cost = renderer.cache.nextWarmCardCost,
        !drew || stopwatch.elapsed + cost <= seconds
      {
        drew = renderer.cache.drawNextWarmCard() || drew
      }
      return recorded(false)
    }
    // Under a presented detail, the screen drawn once for its frames to copy, when no card waits
    // to be drawn again (which would change it). Its fades end at once: a detail opened as photos
    // fade in at launch otherwise drew the screen under it in every frame of its flight (Home at
    // 1280 × 900 points, scale 2: frames of 10–13 ms), for a fade seen dimmed and half covered.
    if store.state.scene.detail.presentation.isPresented {
      renderer.cache.finishFades()
      if !renderer.cache.hasStaleCards, renderer.prepareScreenUnderDetail(for: store.state) { return recorded(false) }
    }
    let cacheHasWork = renderer.cache.hasPendingWork
    guard cacheHasWork || isWarmingUp else {
      // Once nothing else waits, a gap writes the memory a detail's page is composed in.
      return renderer.prepareDetailPage(for: store.state) ? recorded(false) : false
    }
    var changed = false
    let drawnBefore = renderer.cache.drawCount
    if cacheHasWork { changed = renderer.cache.prepareNextFrame(within: seconds) }
    // What is left of the gap goes to the warm-up once no card waits to be drawn again: a fade only
    // mixes two images (well under a millisecond a card), and photos arriving at launch keep one
    // going for most of the first second, when a tab switch is likeliest to need the warm-up's cards.
    // The cards a swipe or a scroll of the screen shown brings next (needed soon) go even
    // while cards wait: at 1280 × 900 points, scale 2, Home's grids below the fold were still not
    // drawn 1.9 s after launch, and the scroll that showed them took 25–36 ms.
    var drew = false
    func mayWarmUp() -> Bool { !renderer.cache.hasStaleCards || renderer.cache.hasWarmCardsNeededSoon }
    if isWarmingUp, mayWarmUp() {
      // A card goes when the time its kind is expected to take fits in what is left, or after
      // `CardCache.maximumCallsWithoutProgress` gaps too short for it — or, when no card was drawn
      // again in the gap, whatever it costs while nothing moves: no finger or carousel waits on the
      // next frame (a touch landing meanwhile waits for the card, at most ~17 ms), at most a fade's
      // next step. Fades count as rest: at 1280 × 900 points, scale 2, the photos fading in at
      // launch made the warm-up wait half a second for a gap wide enough for a card of the Rows or
      // the guide board, and a screen opened then drew its cards in its first frame (12–24 ms).
      let atRest = store.state.isSettled && renderer.cache.drawCount == drawnBefore
      while mayWarmUp(), let cost = nextWarmCardCost(),
        stopwatch.elapsed + cost <= seconds
          || (!drew && (atRest || gapsWithoutWarmUp >= CardCache.maximumCallsWithoutProgress))
      {
        renderer.cache.drawNextWarmCard()
        drew = true
      }
      gapsWithoutWarmUp = drew ? 0 : gapsWithoutWarmUp + 1
    }
    guard cacheHasWork || drew else { return false }
    return recorded(changed)
  }

  /// Loads the feeds again when any failed, and asks again for every photo that failed.
  public func retry() {
    dispatch(.data(.retry))
    renderer.images.retryFailed()
    needsDraw = true
  }

  /// Whether a touch went down on the status banner and has not lifted yet.
  private var statusPressed = false

  /// A touch that starts on the status banner belongs to it (the screen under it never sees it); its
  /// release there retries. Says whether `event` was the banner's.
  private func handleStatusTap(_ event: DragEvent) -> Bool {
    let frame = GalleryRenderer.loadStatusFrame(for: store.state)
    switch event.phase {
    case .began:
      statusPressed = frame?.contains(event.location) ?? false
      return statusPressed
    case .changed:
      return statusPressed
    case .ended, .cancelled:
      guard statusPressed else { return false }
      statusPressed = false
      if event.phase == .ended, frame?.contains(event.location) ?? false { retry() }
      return true
    }
  }

  /// Feeds one pointer sample (window points).
  public func handle(_ event: DragEvent) { dispatch(.pointer(event)) }

  /// A wheel scroll at a point.
  public func wheel(dx: CGFloat, dy: CGFloat, at point: CGPoint, time: TimeInterval) {
    dispatch(.wheel(dx: dx, dy: dy, at: point, time: time))
  }

  /// A key (an arrow, Page Up/Down, Home, End) pressed `times` times in a row at `time`: quick presses
  /// add up, as a held key's repeats do.
  public func press(_ key: NavigationKey, times: Int = 1, time: TimeInterval) {
    for _ in 0..<max(0, times) { dispatch(.key(key, time: time)) }
  }

  /// Moves the clock to `time`: every component moves, and what they report is in the state.
  public func advance(to time: TimeInterval) { dispatch(.tick(time)) }

  /// Makes ``canvas`` the window's surface when ``drawsIntoWindow`` gives one for the content's size,
  /// or else a canvas of the app's own that size (never a surface the window may since have freed).
  private func chooseCanvas() {
    guard let drawsIntoWindow else { return }
    if let surface = drawsIntoWindow(scene.size, canvas.scale) {
      canvas = surface
      canvasIsWindows = true
    } else if canvasIsWindows || canvas.size != Canvas.dimensions(of: scene.size, scale: canvas.scale).size {
      canvas = Canvas(size: scene.size, scale: canvas.scale)
      canvasIsWindows = false
    }
    // A window's frame paints its large turned or scaled images with both cores.
    canvas.splitsPaints = true
  }

  /// Draws the current state into ``canvas``.
  public func draw() { renderer.render(state: store.state, on: canvas) }

  /// The longest pause a replayed script keeps, in seconds, in the window and headless alike; longer
  /// ones are shortened to it, so a script that idles for a day, or ends at 1e300 s, plays in bounded
  /// time (an auto-advancing row turns at most a page or two in a shortened pause, not 30,000).
  public static let maximumScriptPause: TimeInterval = 5

  /// Replays `script` headless: samples and inputs at their times, a ``frame(at:inputs:upload:)``
  /// every 1/60 s, until the scene settles after the last of them. Frames while everything rests are
  /// skipped (auto-advance still turns its pages on time) and pauses longer than
  /// ``maximumScriptPause`` are shortened, so a long script returns without waiting. Keys and text go
  /// through the window's translation (``InputTranslator/translate(_:time:)``).
  public func replay(_ script: GalleryScript, startingAt start: TimeInterval = 0) {
    let samples = script.gestures.events
    let inputs = script.inputs
    var translator = InputTranslator(scale: 1, size: scene.size)
    var due: [GalleryInput] = []
    GestureScript.play(
      eventsAt: samples.map(\.time) + inputs.map(\.time), startingAt: start, maximumPause: Self.maximumScriptPause
    ) { index, time in
      if index < samples.count {
        due.append(.drag(DragEvent(phase: samples[index].phase, location: samples[index].location, time: time)))
        return
      }
      // Typing waits for the field to have the keyboard, as it does in the window.
      translator.isEditingText = isEditingText
      if let input = translator.translate(inputs[index - samples.count].input, time: time) { due.append(input) }
    } frame: { time in
      frame(at: time, inputs: due)
      due.removeAll()
      return store.state.isSettled
    } nextWakeTime: {
      store.state.nextWakeTime
    }
  }

  /// Replays a script of pointer samples headless, as ``replay(_:startingAt:)-(GalleryScript,_)`` does.
  public func replay(_ script: GestureScript, startingAt start: TimeInterval = 0) {
    replay(GalleryScript(gestures: script), startingAt: start)
  }

  /// Whether the Archive's keyword field has the keyboard: typed text goes to it, and keys edit it.
  public var isEditingText: Bool {
    store.state.selectedScreen == .archive && store.state.archive.isEditing
  }

  /// Writes the state dump as JSON.
  public func dumpState(to url: URL) throws {
    try StateDump(store.state).jsonData().write(to: url)
  }
}
