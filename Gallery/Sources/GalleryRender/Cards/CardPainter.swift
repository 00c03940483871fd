import CThreadPlacement
import CarouselImages
import Foundation

/// Draws cards on a thread of its own, one after another, for ``CardCache/paintsInBackground``: the
/// frame loop hands it cards' drawings in a gap between frames and takes the finished images in a
/// later gap or frame, so drawing a card (1–13 ms at 1280 × 900 points, scale 2) never holds up the
/// frame loop's thread.
///
/// It draws between frames only, where the frame loop lets it (``allowDrawing(until:)``): a card
/// starts when the time it is expected to take fits before the next frame is due. Drawn during a
/// frame, a card slowed it down: at 1280 × 900 points, scale 2, the two threads share two CPUs'
/// memory bandwidth, and the frames of Home while its photos arrived went from 6.6 ms p99 to 11–13.
/// A card that fits no gap waits until nothing moves (`whateverTheCost`), or goes after
/// ``maximumOpeningsWithoutFit`` gaps too short for it: drawn alongside a frame, it slows it down; left
/// for a frame that needs it, it would hold it up. The thread runs at nice ``niceness`` besides, so
/// that a frame's own second thread (a split paint) gets the CPU first.
///
/// The frame loop's thread alone calls ``start(size:scale:expectedCost:draw:)``, ``takeFinished()``
/// and ``waitForAll()``; the painter's thread only runs the drawings and leaves their results behind a
/// condition. An image it made is handed over once and never touched by the painter again. The
/// thread starts with ``startThread()`` or the first card, sets up its fonts (Pango's font map is a
/// thread's own: 30–80 ms of CPU, which at nice 10 beside a busy frame thread took 0.85 s, and would
/// otherwise be the first card's), and ends once the painter is released.
///
/// A card's cost is the CPU time the thread spent drawing it, not the time it took on the clock: at
/// nice 10 the thread waits while the frames' threads run, and that wait says nothing of what the card
/// will take in a gap, when it has a CPU to itself.
final class CardPainter: @unchecked Sendable {
  /// A card drawn: its image, the photos it drew with their looks (``ImageSource/recordingPhotos(_:)``)
  /// and how long the drawing took, in seconds.
  struct Painting {
    var look: Canvas
    var photos: [ImageRequest.Key: Int]
    var cost: TimeInterval
  }

  /// The painter thread's nice value (0 normal, 19 lowest): at 10 a thread gets about a tenth of a
  /// CPU it shares with a normal one.
  static let niceness: Int32 = 10

  /// After this many openings (``allowDrawing(until:whateverTheCost:)``) in a row too short for the
  /// next card, it goes in the next one whatever it costs: half a second of gaps at 60 Hz.
  static let maximumOpeningsWithoutFit = 30

  /// A card to draw, with the ticket its painting comes back with.
  private struct Job {
    var ticket: Int
    var size: CGSize
    var scale: Double
    /// How long the drawing is expected to take, in nanoseconds.
    var expectedCost: UInt64
    var draw: @Sendable (Canvas, CGRect) -> Void
  }

  /// What the two threads share, behind `condition`.
  private final class Shared: @unchecked Sendable {
    let condition = NSCondition()
    /// Cards waiting to be drawn, the first first.
    var jobs: [Job] = []
    /// How many cards the thread took off `jobs` and has not finished.
    var drawing = 0
    /// The paintings finished and not yet taken, in the order finished.
    var finished: [(ticket: Int, painting: Painting)] = []
    /// Set when the painter is released: the thread ends, drawing nothing more.
    var isReleased = false
    /// Until when, in nanoseconds of uptime, cards may start (those expected to end by then).
    var deadline = UInt64.max
    /// Whether cards start whatever they are expected to cost (nothing moves).
    var startsWhateverTheCost = false
    /// Openings in a row too short for the first card waiting, and whether it goes anyway.
    var openingsWithoutFit = 0
    var headMustGo = false
    /// Whether the frame loop's thread waits for every card (``waitForAll()``): the thread draws
    /// whatever the time.
    var isWaitedFor = false

    /// Whether the first card waiting may start now. With `condition` held.
    func mayStartHead(at now: UInt64) -> Bool {
      guard let head = jobs.first else { return false }
      return isWaitedFor || startsWhateverTheCost || headMustGo || fits(head, by: deadline, at: now)
    }

    /// Whether `job` is expected to end by `deadline`, starting `now`, with half its expected time
    /// and a millisecond to spare.
    func fits(_ job: Job, by deadline: UInt64, at now: UInt64) -> Bool {
      now <= deadline && deadline - now >= job.expectedCost + job.expectedCost / 2 + 1_000_000
    }
  }

  private let shared = Shared()
  private var thread: Thread?
  private var nextTicket = 0
  /// How many cards were handed over and not taken back (the frame loop's thread's own).
  private(set) var outstanding = 0

  deinit {
    shared.condition.withLock {
      shared.isReleased = true
      shared.condition.broadcast()
    }
  }

  /// Hands over a card of `size` points to draw at `scale` pixels per point with `draw`, expected to
  /// take `expectedCost` seconds, after those handed over before it; returns the ticket its painting
  /// will come back with. O(1) on the calling thread (the first call starts the thread).
  func start(
    size: CGSize, scale: Double, expectedCost: TimeInterval, draw: @escaping @Sendable (Canvas, CGRect) -> Void
  ) -> Int {
    let ticket = nextTicket
    nextTicket += 1
    outstanding += 1
    startThread()
    shared.condition.withLock {
      let nanoseconds = expectedCost.isFinite ? UInt64(max(0, min(expectedCost, 1)) * 1e9) : 0
      shared.jobs.append(Job(ticket: ticket, size: size, scale: scale, expectedCost: nanoseconds, draw: draw))
      shared.condition.signal()
    }
    return ticket
  }

  /// Starts the painter's thread, if it is not running, and has it set up its fonts; for a window
  /// about to hand it cards, so that the first does not pay for them.
  func startThread() {
    guard thread == nil else { return }
    let shared = shared
    let thread = Thread { Self.run(shared) }
    thread.name = "CardPainter"
    thread.start()
    self.thread = thread
  }

  /// The cards drawn since the last call, with their tickets; never waits. O(cards taken).
  func takeFinished() -> [(ticket: Int, painting: Painting)] {
    guard outstanding > 0 else { return [] }
    let taken = shared.condition.withLock {
      defer { shared.finished = [] }
      return shared.finished
    }
    outstanding -= taken.count
    return taken
  }

  /// Every card handed over and not taken yet, waiting for those still to be drawn (whatever time
  /// the frame loop allowed: its thread waits meanwhile).
  func waitForAll() -> [(ticket: Int, painting: Painting)] {
    guard outstanding > 0 else { return [] }
    shared.condition.withLock {
      shared.isWaitedFor = true
      shared.condition.broadcast()
      while !shared.jobs.isEmpty || shared.drawing > 0 { shared.condition.wait() }
      shared.isWaitedFor = false
    }
    return takeFinished()
  }

  /// Takes back the card `ticket` names if the painter has not started it (the caller draws it, the
  /// painter never will); says whether it did. Never waits.
  func withdraw(_ ticket: Int) -> Bool {
    shared.condition.withLock {
      guard let index = shared.jobs.firstIndex(where: { $0.ticket == ticket }) else { return false }
      shared.jobs.remove(at: index)
      outstanding -= 1
      return true
    }
  }

  /// Lets cards start until `deadline` (nanoseconds of uptime, `DispatchTime`'s clock), each that is
  /// expected to end by then: for a gap between frames, the next frame due at `deadline`; or,
  /// `whateverTheCost` (nothing moves, no frame is due), any card. Until the first call, cards start
  /// whenever handed over.
  func allowDrawing(until deadline: UInt64, whateverTheCost: Bool = false) {
    shared.condition.withLock {
      shared.deadline = deadline
      shared.startsWhateverTheCost = whateverTheCost
      if let head = shared.jobs.first, !whateverTheCost, !shared.headMustGo,
        !shared.fits(head, by: deadline, at: DispatchTime.now().uptimeNanoseconds)
      {
        shared.openingsWithoutFit += 1
        shared.headMustGo = shared.openingsWithoutFit >= Self.maximumOpeningsWithoutFit
      }
      shared.condition.broadcast()
    }
  }

  /// The painter thread: draws each card handed over, in order, until released with none left.
  private static func run(_ shared: Shared) {
    _ = thread_placement_set_nice(niceness)
    // This thread's own font map loads the faces cards use, regular and bold.
    let scratch = Canvas(size: CGSize(width: 1, height: 1))
    for bold in [false, true] {
      _ = scratch.measureText("カード Card 0", width: nil, style: TextStyle(size: 12, bold: bold))
    }
    while true {
      shared.condition.lock()
      while !shared.mayStartHead(at: DispatchTime.now().uptimeNanoseconds) {
        // Released, no one takes what is left.
        if shared.isReleased {
          shared.condition.unlock()
          return
        }
        shared.condition.wait()
      }
      let job = shared.jobs.removeFirst()
      shared.drawing += 1
      shared.openingsWithoutFit = 0
      shared.headMustGo = false
      shared.condition.unlock()
      let painting = paint(job.draw, size: job.size, scale: job.scale, byThreadCPUTime: true)
      shared.condition.withLock {
        shared.finished.append((job.ticket, painting))
        shared.drawing -= 1
        shared.condition.broadcast()
      }
    }
  }

  /// Draws a card of `size` points at `scale` with `draw` into a new image, on the calling thread,
  /// recording the photos it draws and timing it: on the clock, or `byThreadCPUTime` in the calling
  /// thread's CPU time (where the system has it; else on the clock).
  static func paint(
    _ draw: (Canvas, CGRect) -> Void, size: CGSize, scale: Double, byThreadCPUTime: Bool = false
  ) -> Painting {
    let stopwatch = Stopwatch()
    let cpuBefore = byThreadCPUTime ? threadCPUTime() : nil
    let canvas = Canvas(size: size, scale: scale)
    let photos = ImageSource.recordingPhotos { draw(canvas, CGRect(origin: .zero, size: size)) }
    let cost = cpuBefore.flatMap { before in threadCPUTime().map { $0 - before } } ?? stopwatch.elapsed
    return Painting(look: canvas, photos: photos, cost: cost)
  }

  /// The CPU time the calling thread has used, in seconds, or nil where the system cannot say.
  static func threadCPUTime() -> TimeInterval? {
    var time = timespec()
    guard clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time) == 0 else { return nil }
    return TimeInterval(time.tv_sec) + TimeInterval(time.tv_nsec) / 1e9
  }
}
