import CarouselCore
import CarouselImages
import Foundation
import GalleryModel

/// Cards drawn once into their own images and reused every frame (SPEC §7): re-setting CJK text each
/// frame costs 16–40 ms, compositing cached cards about 1 ms.
///
/// A card records the look of each photo it drew (loading, shown, failed) and how to draw itself. When
/// a photo's look changes the card is stale and is drawn again, once, with the photo at full opacity;
/// a card on screen then cross-fades from its old look to the new one over ``fadeDuration`` by
/// compositing the two cached images, so a fade sets no text.
///
/// Where that work happens depends on ``redrawsWhenIdle``. Off (headless renders, tests), in the frame
/// that asks for the card. On (the window), never inside a frame: frames only composite, and
/// ``prepareNextFrame(within:)``, called between frames, mixes each fading card's look for the next
/// frame and redraws stale cards — those on screen first — while each one's last measured drawing
/// time fits in what is left of the frame period. Redrawing a card costs 1–10 ms (text, photos,
/// rounded clips), mixing one 0.3–0.7 ms, and a dragged frame 3–6 ms: done inside frames, they missed a
/// 120 Hz frame whenever photos arrived.
public final class CardCache {
  struct Key: Hashable {
    var kind: String
    var id: Int
    /// The size in quarter points.
    var width: Int
    var height: Int
    var variant: Int

    init(kind: String, id: Int, size: CGSize, variant: Int) {
      self.kind = kind
      self.id = id
      width = Int((size.width * 4).rounded())
      height = Int((size.height * 4).rounded())
      self.variant = variant
    }
  }

  /// One cached card: its look, the photo looks it was drawn with, how to draw it and how long that
  /// took, and its fade, if one is in flight.
  private struct Entry {
    var look: Canvas
    var photos: [ImageRequest.Key: Int]
    var size: CGSize
    var draw: (Canvas, CGRect) -> Void
    /// Seconds the last drawing took.
    var cost: TimeInterval
    var fade: Fade?
    /// The frame that last asked for the card.
    var frame: Int
    /// Whether `look` is the card drawn at another size, shown scaled until it is drawn at this one
    /// (``allowStandIns(until:)``).
    var isStandIn = false
    /// Whether `look` is out of date (``outdate(kind:)``): shown until the card is drawn again.
    var isOutdated = false
    /// When the card was cached or its look last changed, on the count of ``changes``.
    var changed: Int
  }

  /// A cross-fade from the card's previous look to its current one.
  private struct Fade {
    var from: Canvas
    var start: TimeInterval
    /// Where the two looks are mixed, and the progress it holds.
    var blend: Canvas
    var blended: Double
    /// When `blend` was last mixed, on the count of ``mixes``, and how long that took, in seconds.
    var mixedAt = 0
    var mixCost: TimeInterval = 0
  }

  /// Counts the mixes of fading cards' looks, each stamped on its fade (`Fade.mixedAt`).
  private var mixes = 0

  private var cards: [Key: Entry] = [:]
  /// The cards with a fade not yet shown to its end.
  private var fading: Set<Key> = []
  /// Pixels per point of the cached images.
  public let scale: Double
  /// Where the cards' photos come from; a card is drawn again when one of its photos changes.
  public let images: ImageSource
  /// How long a card takes to cross-fade to its new look when a photo on it arrives while it is on
  /// screen, in seconds; 0 shows the new look at once (headless renders).
  public var fadeDuration: TimeInterval {
    didSet { fadeDuration = fadeDuration.isFinite ? max(0, fadeDuration) : 0 }
  }
  /// Whether stale cards are drawn again, and fades mixed, by ``prepareNextFrame(within:)`` between
  /// frames (the window) rather than in the frame that shows them (the default).
  public var redrawsWhenIdle: Bool
  /// Cards drawn so far, first draws and redraws (a measure of cache misses).
  public private(set) var drawCount = 0

  /// Counts the changes to the looks of cached cards, each stamped on its card (`Entry.changed`).
  private var changes = 0
  /// The cards asked for while ``usingCards(_:)`` runs, when it does.
  private var cardsAsked: Set<Key>?

  private var clock: TimeInterval = 0
  private var hasClock = false
  /// The time between the last two frames, in seconds: when the next frame is expected.
  private var frameInterval: TimeInterval = 1.0 / 60
  /// Counts the frames that asked for cards; a card asked for in the last of them is on screen.
  private var frameNumber = 0
  private var frameBegun = false
  /// Whether a photo changed, or a card on screen was found stale, since every card was last known
  /// to be current.
  private var mayHaveStaleCards = false
  /// Calls of ``prepareNextFrame(within:)`` in a row that found stale cards and no time for any.
  private var callsWithoutProgress = 0
  /// After this many such calls (half a second at 60 Hz) the cheapest stale card goes anyway: a card
  /// off screen slower to draw than any gap between frames is still brought up to date.
  public static let maximumCallsWithoutProgress = 30
  /// Whether a card on screen got a new look since the last frame.
  private var changedOnScreen = false
  /// How deep in ``warmingUp(_:)`` calls the cache is: cards are asked for ahead of being shown when
  /// above 0.
  private var warmingUpDepth = 0
  /// Whether such cards are drawn at once rather than queued (``drawingAhead(_:)``).
  private var drawsAheadAtOnce = false
  /// Cards asked for ahead of being shown, in the order asked; those before `nextWarmCard` are done.
  private var queuedWarmCards: [(key: Key, size: CGSize, draw: (Canvas, CGRect) -> Void)] = []
  private var nextWarmCard = 0
  private var queuedWarmKeys: Set<Key> = []
  /// The end of the cards ``warmingUpFirst(_:)`` put at the front of `queuedWarmCards`: those from
  /// `nextWarmCard` up to it are urgent.
  private var urgentWarmCardsEnd = 0
  /// The end of the cards needed soon: the urgent ones, then those ``warmingUpSoon(_:)`` put behind
  /// them. Never before `urgentWarmCardsEnd`.
  private var soonWarmCardsEnd = 0
  /// While ``warmingUpFirst(_:)`` or ``warmingUpSoon(_:)`` runs, the cards not cached its body
  /// asked for itself, in order, and the ``warmingUpDepth`` it asks at: cards asked for by a
  /// ``warmingUp(_:)`` inside it are queued as usual.
  private var askedFirst: (keys: [Key], depth: Int)?
  /// The last ``recentDrawingsKept`` drawing times of cards of each kind (``costKind(_:)``), in
  /// seconds, the newest last: a kind's next card is expected to take the longest of them. Not the
  /// longest ever, which is often a first card paying for Pango's start or for memory touched the
  /// first time (a favourite at 1280 × 900 points, scale 2: 11 ms once, 5–8 after).
  private var recentDrawings: [Substring: [TimeInterval]] = [:]
  /// How many drawing times ``recentDrawings`` keeps for each kind.
  static let recentDrawingsKept = 4
  /// The kinds' expected drawing times' upper quartile, in seconds: what a card of a kind not drawn
  /// yet is expected to take. Not the longest of all, often a first card paying for Pango's start
  /// (17 ms at 390 × 844 points, scale 2, against 2–6 for most kinds), nor the median, which the
  /// many kinds of one line of text (0.1–0.5 ms) would pull under what a card with a photo takes.
  private var typicalDrawing: TimeInterval = 0

  /// The kind a card's drawing time counts for: its kind up to a colon (`heading:…` is a heading,
  /// whatever it says).
  static func costKind(_ kind: String) -> Substring { kind.prefix { $0 != ":" } }

  /// What a card asked for ahead of being shown looks like until it is drawn: nothing.
  private lazy var notYetDrawn = Canvas(size: CGSize(width: 1, height: 1), scale: 1)

  /// A cache of cards drawn at `scale` pixels per point with photos from `images`, fading in over
  /// `fadeDuration` seconds, redrawn in frames or (`redrawsWhenIdle`) between them.
  public init(
    scale: Double, images: ImageSource = ImageSource(), fadeDuration: TimeInterval = 0.25,
    redrawsWhenIdle: Bool = false
  ) {
    self.scale = scale
    self.images = images
    self.fadeDuration = fadeDuration.isFinite ? max(0, fadeDuration) : 0
    self.redrawsWhenIdle = redrawsWhenIdle
  }

  /// Starts a frame at `time` (seconds on the frame clock) and takes in the photos that arrived
  /// (through ``ImageSource/update()``). Says whether the frame has anything new to show: a photo
  /// changed, a card on screen got its new look, or a fade is in flight.
  @discardableResult
  public func beginFrame(at time: TimeInterval) -> Bool {
    if time.isFinite {
      // A gap longer than 0.1 s is a loop at rest, not a frame period: the estimate stays.
      if hasClock, time > clock, time - clock <= 0.1 { frameInterval = time - clock }
      clock = time
      hasClock = true
    }
    frameBegun = true
    let photosChanged = images.update()
    if photosChanged { mayHaveStaleCards = true }
    let changed = changedOnScreen
    changedOnScreen = false
    // A fade on a card the last frame did not show (scrolled away, another screen) is over.
    for key in fading where cards[key]?.frame != frameNumber { endFade(of: key) }
    return photosChanged || changed || isFading
  }

  /// Whether a card on screen is mid-fade, or ended its fade and has not been shown at its end: the
  /// frame loop keeps drawing meanwhile.
  public var isFading: Bool { !fading.isEmpty }

  /// Ends every fade at once: each fading card shows its new look from the next frame on. For a
  /// screen going under a detail, whose frames then copy it once drawn rather than draw it again
  /// for every step of its fades. O(cards fading).
  public func finishFades() {
    guard !fading.isEmpty else { return }
    for key in fading { endFade(of: key) }
    changedOnScreen = true
  }

  /// Ends the fade of the card at `key`: it shows its new look, a change to what used it.
  private func endFade(of key: Key) {
    cards[key]?.fade = nil
    cards[key]?.changed = nextChange()
    fading.remove(key)
  }

  /// Whether `entry` must be drawn again: a photo on it changed, or it is a stand-in or out of date.
  private func isStale(_ entry: Entry) -> Bool {
    entry.isStandIn || entry.isOutdated || !images.isCurrent(entry.photos)
  }

  /// Lets frames until `time` (seconds on the frame clock) show a card not drawn at the size asked
  /// for as its image at another size (``standInLook(from:size:)``), when it has one: for a window's
  /// resize, which otherwise draws every card on screen at its new size in one frame (30 ms for
  /// Home's twelve at 600 × 900 points, scale 2); a card cheaper than ``standInMinimumCost`` is drawn
  /// at once. Such a stand-in counts as stale, so it is drawn at its size between frames, those on
  /// screen first (``prepareNextFrame(within:)``). Only with ``redrawsWhenIdle``: headless renders
  /// draw every card at its size.
  public func allowStandIns(until time: TimeInterval) {
    if time.isFinite { standInsUntil = time }
  }

  /// The drawing time, in seconds, below which a card is drawn at its new size rather than stood in
  /// for: a heading's text (0.1–0.3 ms) costs little more than the stand-in's composite.
  public var standInMinimumCost: TimeInterval = 0.0005

  /// Until when frames may show stand-ins (``allowStandIns(until:)``), on the frame clock.
  private var standInsUntil = -TimeInterval.infinity

  /// The look of the card `key` names at another size, the one a frame showed last, if any.
  /// O(cards).
  private func standIn(for key: Key) -> Entry? {
    var best: Entry?
    for (other, entry) in cards
    where other.kind == key.kind && other.id == key.id && other.variant == key.variant && !entry.isStandIn
      && entry.frame >= (best?.frame ?? .min)
    {
      best = entry
    }
    return best
  }

  /// A card of `size` showing `other`'s look scaled by the same factor both ways, as much as fits,
  /// from its top left corner: a card that grew in proportion (a banner) shows bigger, one that only
  /// grew wider (a row of text) shows as it was, the rest blank, not stretched. A card in proportion
  /// is its old look, which the frame scales; any other is a new image with the old one composited
  /// in, bilinear even below half size (0.1–0.2 ms for a row or a tab bar at 390 × 844 points' scale
  /// 2, where the good filter took 1.5–1.7 ms, six rows a resize frame on Rows): a stand-in shows for
  /// half a second at most, while the window's size changes. Drawing a card costs 1–10 ms.
  private func standInLook(from other: Entry, size: CGSize) -> Canvas {
    let fit = min(size.width / other.size.width, size.height / other.size.height)
    let stretch = max(size.width / other.size.width, size.height / other.size.height) / fit
    // In proportion, the frame's composite scales the old look itself: no new image to fill.
    if stretch.isFinite, stretch < 1.02 { return other.look }
    let look = Canvas(size: size, scale: scale)
    guard fit.isFinite, fit > 0 else { return look }
    look.draw(
      other.look,
      placement: ItemPlacement(
        index: 0, frame: CGRect(x: 0, y: 0, width: other.size.width * fit, height: other.size.height * fit)),
      quality: .fast)
    return look
  }

  /// Whether `image` is a card's mix of its old and new looks mid-fade, which changes in place from
  /// frame to frame until the fade ends: what was composed from it must be composed again. A card's
  /// look otherwise never changes; a new look is a new image. O(cards fading).
  public func changesInPlace(_ image: Canvas) -> Bool {
    fading.contains { cards[$0]?.fade?.blend === image }
  }

  /// Whether the cards the last frame showed each had every photo on them shown — none loading,
  /// failed or still fading in — and at least one photo among them: the screen as a user waits to see
  /// it. O(cards cached).
  public var lastFrameShowedEveryPhoto: Bool {
    var photos = 0
    for entry in cards.values where entry.frame == frameNumber {
      guard entry.fade == nil, !entry.isStandIn, images.isCurrent(entry.photos),
        entry.photos.values.allSatisfy({ $0 == ImageSource.shownLook })
      else { return false }
      photos += entry.photos.count
    }
    return photos > 0
  }

  /// Whether the cache has work left for later: a fade in flight or, with ``redrawsWhenIdle``, stale
  /// cards not yet drawn again.
  public var hasPendingWork: Bool { hasStaleCards || isFading }

  /// Whether, with ``redrawsWhenIdle``, cards may wait to be drawn again for photos that changed:
  /// ``prepareNextFrame(within:)`` has drawing to do, not only fades to mix.
  public var hasStaleCards: Bool { redrawsWhenIdle && mayHaveStaleCards }

  /// The card for (`kind`, `id`) at `size` as it should look now: drawn by `draw` the first time; when
  /// a photo it shows has changed (arrived, failed, evicted), drawn again now or — with
  /// ``redrawsWhenIdle`` — by the next ``prepareNextFrame(within:)``; cross-faded while a new look replaces
  /// the old. `draw` is kept for redraws, so it must not hold the caller strongly if the caller holds
  /// this cache.
  public func card(
    _ kind: String, id: Int, size: CGSize, variant: Int = 0, draw: @escaping (Canvas, CGRect) -> Void
  ) -> Canvas {
    if warmingUpDepth > 0 {
      return warmCard(Key(kind: kind, id: id, size: size, variant: variant), size: size, draw: draw)
    }
    if frameBegun {
      frameNumber += 1
      frameBegun = false
    }
    let key = Key(kind: kind, id: id, size: size, variant: variant)
    cardsAsked?.insert(key)
    guard var entry = cards[key] else {
      if redrawsWhenIdle, clock <= standInsUntil, let other = standIn(for: key), other.cost >= standInMinimumCost {
        let look = standInLook(from: other, size: size)
        cards[key] = Entry(
          look: look, photos: [:], size: size, draw: draw, cost: other.cost, frame: frameNumber, isStandIn: true,
          changed: nextChange())
        mayHaveStaleCards = true
        return look
      }
      let (look, photos, cost) = render(draw, size: size, kind: key.kind)
      cards[key] = Entry(
        look: look, photos: photos, size: size, draw: draw, cost: cost, frame: frameNumber, changed: nextChange())
      return look
    }
    entry.draw = draw
    entry.frame = frameNumber
    if isStale(entry) {
      if redrawsWhenIdle {
        mayHaveStaleCards = true
      } else {
        redraw(&entry, key: key, onScreen: true)
      }
    }
    let shown = appearance(of: &entry, key: key)
    cards[key] = entry
    return shown
  }

  /// The cards a drawing asked for (``usingCards(_:)``), and when: what it composed of them shows them
  /// as they are while none has changed since (``haveChanged(_:)``).
  struct CardsUsed {
    fileprivate var keys: Set<Key>
    fileprivate var asOf: Int
  }

  /// Runs `body`, a drawing composed of cached cards, and returns the cards it asked for.
  func usingCards(_ body: () -> Void) -> CardsUsed {
    let outer = cardsAsked
    cardsAsked = []
    body()
    let used = CardsUsed(keys: cardsAsked ?? [], asOf: changes)
    cardsAsked = outer.map { $0.union(used.keys) }
    return used
  }

  /// Whether a card `used` names has changed its look, or was forgotten, since the drawing asked for
  /// it. O(cards used).
  func haveChanged(_ used: CardsUsed) -> Bool {
    used.keys.contains { key in cards[key].map { $0.changed > used.asOf } ?? true }
  }

  /// The next count of ``changes``, to stamp a card whose look changes with.
  private func nextChange() -> Int {
    changes += 1
    return changes
  }

  /// Runs `body` asking for cards ahead of being shown (a screen not yet open, cards below the fold):
  /// a card ``card(_:id:size:variant:draw:)`` is asked for that is not cached is queued rather than
  /// drawn (it looks like nothing meanwhile) for ``drawNextWarmCard()``, so the work can be spread over
  /// the gaps between frames a card at a time. Such a card counts as shown by no frame: it gets no
  /// fade, does not go first when stale, and the last frame's cards stay the ones it showed.
  public func warmingUp(_ body: () -> Void) {
    warmingUpDepth += 1
    defer { warmingUpDepth -= 1 }
    body()
  }

  /// Runs `body` asking for cards ahead of being shown, as ``warmingUp(_:)`` does, but draws each
  /// one not cached at once instead of queueing it: for a card about to be needed (the detail of a
  /// card the finger is on), drawn in one gap between frames.
  public func drawingAhead(_ body: () -> Void) {
    let wasDrawingAhead = drawsAheadAtOnce
    drawsAheadAtOnce = true
    defer { drawsAheadAtOnce = wasDrawingAhead }
    warmingUp(body)
  }

  /// Runs `body` asking for cards ahead of being shown, as ``warmingUp(_:)`` does, but puts the cards
  /// it asks for at the front of the queue, in the order asked, ahead of those queued before (which
  /// keep their order), and counts them, and only them, as urgent (``hasUrgentWarmCards``) until
  /// drawn: for a screen about to be opened (the tab a finger is on, a switch waiting to be shown),
  /// whose cards a frame would otherwise draw all at once. Cards a ``warmingUp(_:)`` inside `body`
  /// asks for are queued as that call queues them; those of a ``warmingUpSoon(_:)`` inside it go
  /// behind this call's, needed no sooner than the rest. Called inside ``warmingUp(_:)`` alone, it
  /// asks as that does.
  ///
  /// - Complexity: O(*n* + *k* log *k*) for the *n* cards queued and the *k* it asks for.
  public func warmingUpFirst(_ body: () -> Void) { warmingUp(body, before: .urgent) }

  /// Runs `body` asking for cards ahead of being shown, as ``warmingUp(_:)`` does, but puts the cards
  /// it asks for behind the urgent ones (``warmingUpFirst(_:)``), in the order asked, ahead of the
  /// rest of the queue, and counts them as needed soon (``hasWarmCardsNeededSoon``) until drawn: for
  /// what a swipe or a scroll of the screen shown brings next. Called inside ``warmingUp(_:)``
  /// alone (a screen asked for by the warm-up asks for its next cards), it asks as that does.
  ///
  /// - Complexity: O(*n* + *k* log *k*) for the *n* cards queued and the *k* it asks for.
  public func warmingUpSoon(_ body: () -> Void) { warmingUp(body, before: .soon) }

  /// How soon cards asked for ahead of the warm-up's queue are needed.
  private enum WarmUrgency {
    /// By the next frame: ahead of every other card.
    case urgent
    /// By a frame soon: behind the urgent cards.
    case soon
  }

  /// ``warmingUpFirst(_:)`` and ``warmingUpSoon(_:)``.
  private func warmingUp(_ body: () -> Void, before urgency: WarmUrgency) {
    // Inside a plain warm-up, no card is needed sooner than the warm-up's others.
    guard warmingUpDepth == 0 || askedFirst != nil else { return warmingUp(body) }
    let outer = askedFirst
    askedFirst = ([], warmingUpDepth + 1)
    warmingUp(body)
    let asked = askedFirst?.keys ?? []
    askedFirst = outer
    let order = Dictionary(asked.enumerated().map { ($1, $0) }, uniquingKeysWith: min)
    let waiting = queuedWarmCards[nextWarmCard...]
    // Cards needed soon stay behind the urgent ones; urgent cards take the place of those before.
    let kept = urgency == .soon ? waiting.prefix(max(0, urgentWarmCardsEnd - nextWarmCard)) : []
    let rest = waiting.dropFirst(kept.count)
    let moved = rest.filter { order[$0.key] != nil }.sorted { order[$0.key, default: 0] < order[$1.key, default: 0] }
    queuedWarmCards = Array(kept) + moved + rest.filter { order[$0.key] == nil }
    nextWarmCard = 0
    urgentWarmCardsEnd = urgency == .urgent ? moved.count : kept.count
    soonWarmCardsEnd = kept.count + moved.count
  }

  /// Whether cards asked for by ``warmingUp(_:)`` wait to be drawn.
  public var hasQueuedWarmCards: Bool { nextWarmCard < queuedWarmCards.count }

  /// Whether cards ``warmingUpFirst(_:)`` asked for wait to be drawn.
  public var hasUrgentWarmCards: Bool { nextWarmCard < urgentWarmCardsEnd }

  /// Whether cards ``warmingUpFirst(_:)`` or ``warmingUpSoon(_:)`` asked for wait to be drawn.
  public var hasWarmCardsNeededSoon: Bool { nextWarmCard < soonWarmCardsEnd }

  /// How long the next card ``drawNextWarmCard()`` draws is expected to take, in seconds: the longest
  /// of the last few drawings of its kind (``recentDrawings``), or for a kind not drawn yet the kinds'
  /// upper quartile (``typicalDrawing``); 0 before any was drawn, nil when none waits.
  public var nextWarmCardCost: TimeInterval? {
    guard hasQueuedWarmCards else { return nil }
    return recentDrawings[Self.costKind(queuedWarmCards[nextWarmCard].key.kind)]?.max() ?? typicalDrawing
  }

  /// Draws the next card ``warmingUp(_:)`` queued (first asked, first drawn), if any; a card drawn
  /// meanwhile by a frame is skipped. Returns whether one was drawn.
  @discardableResult
  public func drawNextWarmCard() -> Bool {
    defer {
      if nextWarmCard == queuedWarmCards.count {
        queuedWarmCards.removeAll()
        nextWarmCard = 0
        urgentWarmCardsEnd = 0
        soonWarmCardsEnd = 0
      }
    }
    while nextWarmCard < queuedWarmCards.count {
      let next = queuedWarmCards[nextWarmCard]
      nextWarmCard += 1
      queuedWarmKeys.remove(next.key)
      guard cards[next.key] == nil else { continue }
      drawAhead(next.key, size: next.size, draw: next.draw)
      return true
    }
    return false
  }

  /// Draws a card ahead of being shown: cached as shown by no frame, its time kept for its kind.
  @discardableResult
  private func drawAhead(_ key: Key, size: CGSize, draw: @escaping (Canvas, CGRect) -> Void) -> Canvas {
    let (look, photos, cost) = render(draw, size: size, kind: key.kind)
    cards[key] = Entry(
      look: look, photos: photos, size: size, draw: draw, cost: cost, frame: Int.min, changed: nextChange())
    return look
  }

  private func warmCard(_ key: Key, size: CGSize, draw: @escaping (Canvas, CGRect) -> Void) -> Canvas {
    if let entry = cards[key] {
      if isStale(entry) { mayHaveStaleCards = true }
      return entry.look
    }
    if drawsAheadAtOnce { return drawAhead(key, size: size, draw: draw) }
    if queuedWarmKeys.insert(key).inserted { queuedWarmCards.append((key, size, draw)) }
    if askedFirst?.depth == warmingUpDepth { askedFirst?.keys.append(key) }
    return notYetDrawn
  }

  /// Work for the next frame, done between frames: draws stale cards again — those the last frame
  /// showed first, then the rest, cheapest first — while the time left of `seconds` covers each one's
  /// last drawing time, then mixes fading cards' looks for the time the next frame is expected, as
  /// many as the time left allows (``mixFades(within:)``). A stale card on screen goes first whatever
  /// its cost, and one off screen after ``maximumCallsWithoutProgress`` calls without time for it, so
  /// a card slower than any gap still gets its turn. Says whether a card on screen changed (the next
  /// frame should be drawn); cards it had no time for wait for the next call (``hasPendingWork``).
  @discardableResult
  public func prepareNextFrame(within seconds: TimeInterval) -> Bool {
    let stopwatch = Stopwatch()
    let drewOnScreen = redrawStale(within: seconds)
    mixFades(within: seconds - stopwatch.elapsed)
    return drewOnScreen
  }

  /// Draws stale cards again, those on screen first, while `seconds` last (see
  /// ``prepareNextFrame(within:)``); says whether one on screen was drawn.
  private func redrawStale(within seconds: TimeInterval) -> Bool {
    guard mayHaveStaleCards else { return false }
    // A stand-in off screen is forgotten, not drawn: a live resize leaves one at every size it passed.
    let passed = cards.compactMap { key, entry in entry.isStandIn && entry.frame != frameNumber ? key : nil }
    for key in passed { cards[key] = nil }
    let stopwatch = Stopwatch()
    func remaining() -> TimeInterval { seconds - stopwatch.elapsed }
    // An outdated card off screen waits for a frame to ask for it, and hand over how to draw it now.
    let stale = cards.compactMap { key, entry in
      let onScreen = entry.frame == frameNumber
      return isStale(entry) && (onScreen || !entry.isOutdated) ? (key: key, onScreen: onScreen, cost: entry.cost) : nil
    }
    .sorted { ($0.onScreen ? 0 : 1, $0.cost) < ($1.onScreen ? 0 : 1, $1.cost) }
    var drewOnScreen = false
    for (index, card) in stale.enumerated() {
      let starved = callsWithoutProgress >= Self.maximumCallsWithoutProgress
      let mayGo = (index == 0 && (card.onScreen || starved)) || card.cost < remaining()
      guard mayGo, var entry = cards[card.key] else {
        callsWithoutProgress = index == 0 ? callsWithoutProgress + 1 : 0
        return drewOnScreen
      }
      redraw(&entry, key: card.key, onScreen: card.onScreen)
      cards[card.key] = entry
      drewOnScreen = drewOnScreen || card.onScreen
    }
    callsWithoutProgress = 0
    mayHaveStaleCards = false
    return drewOnScreen
  }

  /// Marks every card of `kind` out of date (rows whose highlights changed, say): each is drawn again
  /// once a frame asks for it, with the `draw` that frame hands over — headless, by that frame; with
  /// ``redrawsWhenIdle``, by the next gap between frames, the frames showing its old look meanwhile.
  /// One no frame asks for is kept as it is, not drawn, until one does. O(cards).
  public func outdate(kind: String) {
    for key in cards.keys where key.kind == kind {
      cards[key]?.isOutdated = true
      mayHaveStaleCards = true
    }
  }

  /// Forgets every card of `kind`. O(cards).
  public func removeAll(kind: String) {
    for key in cards.keys where key.kind == kind {
      cards[key] = nil
      fading.remove(key)
    }
  }

  /// Forgets every card (after a scale change, say).
  public func removeAll() {
    cards.removeAll()
    fading.removeAll()
  }

  // MARK: - Drawing

  /// Draws a card of `kind` into a new image, recording the photos it shows and the time it took
  /// (also in ``recentDrawings``).
  private func render(
    _ draw: (Canvas, CGRect) -> Void, size: CGSize, kind: String
  ) -> (look: Canvas, photos: [ImageRequest.Key: Int], cost: TimeInterval) {
    let stopwatch = Stopwatch()
    let canvas = Canvas(size: size, scale: scale)
    images.beginRecording()
    draw(canvas, CGRect(origin: .zero, size: size))
    let photos = images.endRecording()
    drawCount += 1
    let cost = stopwatch.elapsed
    recordDrawing(cost, kind: kind)
    return (canvas, photos, cost)
  }

  /// Keeps `cost` among `kind`'s ``recentDrawings`` and updates ``typicalDrawing``: O(kinds log
  /// kinds) when a kind's expected time changes, O(1) otherwise (some twenty kinds).
  private func recordDrawing(_ cost: TimeInterval, kind: String) {
    let kind = Self.costKind(kind)
    var recent = recentDrawings[kind] ?? []
    let expected = recent.max()
    recent.append(cost)
    if recent.count > Self.recentDrawingsKept { recent.removeFirst() }
    recentDrawings[kind] = recent
    if recent.max() != expected {
      let sorted = recentDrawings.values.compactMap { $0.max() }.sorted()
      typicalDrawing = sorted[sorted.count * 3 / 4]
    }
  }

  /// Draws a stale card again; one on screen whose photo arrived fades from the look it showed.
  private func redraw(_ entry: inout Entry, key: Key, onScreen: Bool) {
    let shown = appearance(of: &entry, key: key)
    let arrived = entry.photos.contains { photo, look in
      look != ImageSource.shownLook && images.look(of: photo) == ImageSource.shownLook
    }
    let wasStandIn = entry.isStandIn
    let rendered = render(entry.draw, size: entry.size, kind: key.kind)
    entry.changed = nextChange()
    entry.isStandIn = false
    entry.isOutdated = false
    if wasStandIn, rendered.photos.values.contains(ImageSource.loadingLook) {
      // A photo at the new size is still on its way: the stand-in stays until it arrives, and the
      // card then fades from it, rather than showing the placeholder meanwhile.
      (entry.photos, entry.cost) = (rendered.photos, rendered.cost)
      return
    }
    (entry.look, entry.photos, entry.cost) = rendered
    if onScreen, arrived, fadeDuration > 0 {
      entry.fade = Fade(from: shown, start: clock, blend: Canvas(size: entry.size, scale: scale), blended: -1)
      fading.insert(key)
    } else {
      entry.fade = nil
      fading.remove(key)
    }
    if onScreen { changedOnScreen = true }
  }

  /// What the card shows now: its look, or the mix of its old and new looks mid-fade — mixed now, or
  /// with ``redrawsWhenIdle`` the mix ``prepareNextFrame(within:)`` made last. A fade whose end is
  /// shown is over.
  private func appearance(of entry: inout Entry, key: Key) -> Canvas {
    if !redrawsWhenIdle { mix(&entry, at: clock) }
    guard let fade = entry.fade else { return entry.look }
    if clock - fade.start >= fadeDuration {
      entry.fade = nil
      fading.remove(key)
      entry.changed = nextChange()
      return entry.look
    }
    return fade.blended < 0 ? fade.from : fade.blend
  }

  /// Mixes each fading card's look for the time the next frame is expected, the least recently mixed
  /// first, while each one's last mix fits in what is left of `seconds`: the first whatever it costs,
  /// and a fade due to end always (that mixes nothing). A card left out shows its last mix a frame
  /// longer. At 1280 × 900 points, scale 2, a card's mix takes 0.3–0.6 ms, and Home's cards fade in
  /// together as their photos arrive: sixteen at once took 6–23 ms. O(fading log fading).
  private func mixFades(within seconds: TimeInterval) {
    let stopwatch = Stopwatch()
    let time = clock + frameInterval
    let order = fading.compactMap { key in cards[key]?.fade.map { (key: key, fade: $0) } }
      .sorted { $0.fade.mixedAt < $1.fade.mixedAt }
    for (index, (key, fade)) in order.enumerated() {
      let ends = progress(of: fade, at: time) == nil
      guard index == 0 || ends || stopwatch.elapsed + fade.mixCost <= seconds, var entry = cards[key] else { continue }
      mix(&entry, at: time)
      cards[key] = entry
    }
  }

  /// How far `fade` has got at `time`, from 0 up (before its start, below 0); nil once it is over
  /// (or without a fade duration).
  private func progress(of fade: Fade, at time: TimeInterval) -> Double? {
    let progress = fadeDuration > 0 ? (time - fade.start) / fadeDuration : 1
    return progress.isFinite && progress < 1 ? progress : nil
  }

  /// Mixes a fading card's two looks for `time`, or ends the fade once `time` is past it.
  private func mix(_ entry: inout Entry, at time: TimeInterval) {
    guard var fade = entry.fade else { return }
    guard let progress = progress(of: fade, at: time) else {
      if fade.blended != 1 { entry.changed = nextChange() }
      fade.blend = entry.look
      fade.blended = 1
      entry.fade = fade
      return
    }
    let clamped = max(0, progress)
    if clamped != fade.blended {
      let stopwatch = Stopwatch()
      fade.blend.drawCrossFade(from: fade.from, to: entry.look, progress: clamped)
      mixes += 1
      (fade.mixedAt, fade.mixCost) = (mixes, stopwatch.elapsed)
      fade.blended = clamped
      entry.fade = fade
      entry.changed = nextChange()
    }
  }
}
